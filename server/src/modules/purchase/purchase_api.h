// What other modules may read of product orders, inside the caller's transaction (one transaction
// can span modules). The purchase module owns product_order; nobody else names it.
#pragma once

#include <optional>
#include <string>

#include "db/db.h"
#include "modules/purchase/purchase_types.h"

namespace qsr::purchase {

// Any product order by its number, whoever's and whatever its status.
std::optional<ProductOrder> find(db::Tx& tx, const std::string& order_no);

}  // namespace qsr::purchase

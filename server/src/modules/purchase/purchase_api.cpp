#include "modules/purchase/purchase_api.h"

#include "modules/purchase/purchase_repo.h"

namespace qsr::purchase {

std::optional<ProductOrder> find(db::Tx& tx, const std::string& order_no) { return repo::by_no(tx, order_no); }

}  // namespace qsr::purchase

// The dine-in module's answers on the wire (spec 001 §7 /v1/DinnerOrder/*, the kitchen's tables).
#pragma once

#include <vector>

#include <boost/json.hpp>

#include "core/i18n.h"
#include "modules/dinein/dine_service.h"

namespace qsr::dinein {

// The table: its rounds, price and the dishes not sent yet.
boost::json::object table_json(const TableDetail& table, Lang lang);
// The dishes not sent yet (unconfirmOrderList): the list and its price.
boost::json::object unconfirmed_json(const TableDetail& table, Lang lang);
// The kitchen's tables view: each round's dishes as the kitchen reads them.
boost::json::array kitchen_tables_json(const std::vector<KitchenTable>& tables, Lang lang);

}  // namespace qsr::dinein

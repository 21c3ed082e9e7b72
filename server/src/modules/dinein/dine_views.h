// The dine-in module's answers on the wire (spec 001 §7 /v1/DinnerOrder/*, the kitchen's tables).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <boost/json.hpp>

#include "core/i18n.h"
#include "modules/dinein/dine_service.h"

namespace qsr::dinein {

// The table: its rounds, price and the dishes not sent yet.
boost::json::object table_json(const TableDetail& table, Lang lang);
// The bill's shares so far, for the diner reading the table: each share's price, whether it is
// paid and whether it is the reader's own (only their own carries its order number).
boost::json::array shares_json(const TableDetail& table, const std::optional<std::string>& diner, Lang lang);
// The bill split equally (AA), for the diner reading the table: people, parts paid, each payer's
// part (theirs marked); null when the bill is not split.
boost::json::value split_json(const TableDetail& table, const std::optional<std::string>& diner);
// The dishes not sent yet (unconfirmOrderList): the list and its price.
boost::json::object unconfirmed_json(const TableDetail& table, Lang lang);
// The kitchen's tables view: each round's dishes as the kitchen reads them.
boost::json::array kitchen_tables_json(const std::vector<KitchenTable>& tables, Lang lang);

}  // namespace qsr::dinein

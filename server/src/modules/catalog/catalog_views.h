// The JSON shapes of stores, menus and goods that the API answers (docs/API.md).
#pragma once

#include <optional>

#include <boost/json/object.hpp>

#include "core/clock.h"
#include "modules/catalog/catalog_types.h"

namespace qsr::catalog {

// A store as the API answers it: the fields that change only with the catalogue, then those that
// change with the time and the caller's position (the store list prebuilds the first part).
boost::json::object store_json(const Snapshot& snap, const Store& store, Lang lang, const LocalTime& now,
                               std::optional<double> distance_m);
boost::json::object store_fixed_json(const Snapshot& snap, const Store& store, Lang lang);
boost::json::object store_live_json(const Store& store, Lang lang, const LocalTime& now, std::optional<double> distance_m);
boost::json::object menu_json(const Snapshot& snap, const Store& store, OrderType type, Lang lang, const LocalTime& now);
// nullopt when the goods is unknown or removed at this store.
std::optional<boost::json::object> goods_detail_json(const Snapshot& snap, const Store& store, int64_t goods_id,
                                                     Lang lang, const LocalTime& now);
// The moment any goods' sale state at any store may next change (a sale window boundary).
int64_t menu_valid_until(const Snapshot& snap, const LocalTime& now);

}  // namespace qsr::catalog

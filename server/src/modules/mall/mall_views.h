// The mall's JSON (docs/API.md "Points mall").
#pragma once

#include <map>
#include <string>

#include <boost/json/object.hpp>

#include "core/i18n.h"
#include "modules/catalog/catalog_types.h"
#include "modules/mall/mall_types.h"

namespace qsr::mall {

boost::json::object category_json(const Category& c, Lang lang);
// An item as the shelf shows it.
boost::json::object item_json(const Item& i, Lang lang);
// A package's coupons with their names (`names`: template id → name in the request's language).
boost::json::array pack_json(const Item& i, const std::map<int64_t, std::string>& names);
boost::json::array store_stock_json(const std::vector<StoreStock>& stock);
// The operators' view: every language and the flags.
boost::json::object admin_item_json(const Item& i, const std::vector<StoreStock>& stock);
boost::json::object admin_category_json(const Category& c);
// An order with its lines and the pickup store's name; a package's issued coupons with their names
// (`coupon_names`: code → name in the request's language; a code without one gets an empty name).
boost::json::object order_json(const Order& o, const catalog::Snapshot& menu, Lang lang,
                               const std::map<std::string, std::string>& coupon_names = {});

}  // namespace qsr::mall

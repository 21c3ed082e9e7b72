// The mall's JSON (docs/API.md "Points mall").
#pragma once

#include <boost/json/object.hpp>

#include "core/i18n.h"
#include "modules/catalog/catalog_types.h"
#include "modules/mall/mall_types.h"

namespace qsr::mall {

boost::json::object category_json(const Category& c, Lang lang);
// An item as the shelf shows it; soldOut when no stock is left.
boost::json::object item_json(const Item& i, Lang lang);
// The operators' view: every language and the flags.
boost::json::object admin_item_json(const Item& i);
boost::json::object admin_category_json(const Category& c);
// An exchange with its item's title and picture (`item` may be null once deleted) and the
// pickup store's name.
boost::json::object order_json(const Order& o, const Item* item, const catalog::Snapshot& menu, Lang lang);

}  // namespace qsr::mall

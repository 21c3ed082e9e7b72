// Reviews as JSON (docs/API.md "Reviews").
#pragma once

#include <map>
#include <vector>

#include <boost/json/object.hpp>

#include "core/i18n.h"
#include "modules/account/account_api.h"
#include "modules/catalog/catalog_types.h"
#include "modules/review/review_types.h"

namespace qsr::review {

// Who reads: the member who wrote it (order number, shared/hidden flags), the store's staff
// (order number, the author's nickname even when anonymous to others), or anyone (the feed:
// no order number, no name when anonymous).
enum class Reader { author, staff, anyone };

boost::json::object review_json(const Review& r, Reader reader, const catalog::Snapshot& menu,
                                const std::map<int64_t, account::MemberName>& names, Lang lang);
boost::json::array reviews_json(const std::vector<Review>& reviews, const std::map<int64_t, account::MemberName>& names, Reader reader,
                                const catalog::Snapshot& menu, Lang lang);

}  // namespace qsr::review

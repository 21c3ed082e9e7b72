// The draw module's JSON (docs/API.md "Lucky draws and blind boxes").
#pragma once

#include <boost/json/object.hpp>

#include "core/i18n.h"
#include "modules/draw/draw_types.h"

namespace qsr::draw {

// An activity as members see it at `now_ms` (state: preview, upcoming, live, ended).
boost::json::object activity_json(const Activity& a, int64_t now_ms, Lang lang);
// A prize as members see it: no weight, no stock count.
boost::json::object prize_json(const Prize& p, Lang lang);
boost::json::value chances_json(const std::optional<Chances>& c);
boost::json::object record_json(const Record& r, Lang lang);
// The operators' view: every language, weights and stock.
boost::json::object admin_activity_json(const Activity& a);
boost::json::object admin_prize_json(const Prize& p);

}  // namespace qsr::draw

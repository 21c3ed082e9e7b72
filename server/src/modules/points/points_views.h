// The points module's answers (docs/API.md "Points").
#pragma once

#include <boost/json/object.hpp>

#include "core/i18n.h"
#include "modules/points/points_service.h"

namespace qsr::points {

boost::json::object rule_json(const PointsRule& r);
boost::json::object summary_json(const PointsSummary& s);
boost::json::object records_json(const PointsService::RecordPage& page);

}  // namespace qsr::points

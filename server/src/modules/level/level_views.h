// How the level module's answers look (docs/API.md "Levels").
#pragma once

#include <boost/json/object.hpp>

#include "core/i18n.h"
#include "modules/level/level_service.h"

namespace qsr::level {

boost::json::object level_json(const Level& l, Lang lang);
// The spec's member_level_list: the brand's levels, lowest first.
boost::json::object levels_json(const Levels& levels, int64_t consumption_money, Lang lang);
// The spec's growthRule: consumptionMoney and the ratio to 4 decimals.
boost::json::object growth_rule_json(int64_t consumption_money);
// The member's level, growth and the way to the next level (memberBenefits levelInfo).
boost::json::object member_level_json(const MemberLevel& m, Lang lang);
// The member info fields (spec 000 §3): level_name, member_level_define_id, levelCode,
// growthValue, levelExpirationTime.
void add_member_info(const MemberLevel& m, Lang lang, boost::json::object& info);
boost::json::object growth_records_json(const LevelService::RecordPage& page);
boost::json::object group_json(const UserGroup& g, Lang lang);
// A member type as its member and staff see it; `status` says "expired" for an approved one past its end.
boost::json::object member_type_json(const MemberType& t, int64_t now_ms);
// The info fields (spec 000 §3): studentCertification (0 none, 1 pending, 2 certified, 3 expired)
// and memberTypes (the kinds held now).
void add_member_types(const std::vector<MemberType>& types, int64_t now_ms, boost::json::object& info);

}  // namespace qsr::level

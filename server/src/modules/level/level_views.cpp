#include "modules/level/level_views.h"

#include <algorithm>

#include <boost/json.hpp>

#include "core/json_values.h"
#include "core/money.h"
#include "modules/payment/payment_api.h"

namespace qsr::level {
namespace json = boost::json;

namespace {

json::value level_or_null(const Level* l, Lang lang) { return l ? json::value(level_json(*l, lang)) : json::value(nullptr); }

}  // namespace

json::object level_json(const Level& l, Lang lang) {
  return {{"id", l.id},
          {"code", l.code},
          {"name", l.name.get(lang)},
          {"threshold", l.threshold},
          {"validityDays", l.validity_days},
          {"earnRate", format_rate(l.earn_rate)},
          {"redeemRate", format_rate(l.redeem_rate)},
          {"benefits", json_lines(l.benefits.get(lang))},
          {"color", l.color}};
}

json::object levels_json(const Levels& levels, int64_t consumption_money, Lang lang) {
  json::array list;
  for (const auto& l : levels) list.push_back(level_json(l, lang));
  return {{"list", std::move(list)}, {"consumptionMoney", money::format(consumption_money)}};
}

json::object growth_rule_json(int64_t consumption_money) {
  // 1 growth per consumptionMoney: the ratio is 1 / consumptionMoney (dollars) to 4 decimals.
  const int64_t ratio = consumption_money > 0 ? (100 * kRateOne * 2 + consumption_money) / (2 * consumption_money) : 0;
  return {{"consumptionMoney", money::format(consumption_money)}, {"ratio", format_rate(ratio)}};
}

json::object member_level_json(const MemberLevel& m, Lang lang) {
  const Level* next = m.upcoming();
  json::array list;
  for (const auto& l : m.levels) list.push_back(level_json(l, lang));
  return {{"level", level_or_null(m.current(), lang)},
          {"growthValue", m.standing.growth},
          {"levelExpirationTime", json_or_null(m.standing.expires_at)},
          {"next", level_or_null(next, lang)},
          {"growthToNext", next ? std::max<int64_t>(0, next->threshold - m.standing.growth) : 0},
          {"upgradeSpend", next && m.consumption_money > 0 ? json::value(money::format(m.upgrade_spend)) : json::value(nullptr)},
          {"consumptionMoney", money::format(m.consumption_money)},
          {"levels", std::move(list)}};
}

void add_member_info(const MemberLevel& m, Lang lang, json::object& info) {
  const Level* l = m.current();
  info["level_name"] = l ? json::value(l->name.get(lang)) : json::value(nullptr);
  info["member_level_define_id"] = l ? json::value(l->id) : json::value(nullptr);
  info["levelCode"] = l ? json::value(l->code) : json::value(nullptr);
  info["growthValue"] = m.standing.growth;
  info["levelExpirationTime"] = json_or_null(m.standing.expires_at);
}

json::object growth_records_json(const LevelService::RecordPage& page) {
  json::array list;
  for (const auto& r : page.list) {
    json::object o{{"id", r.id}, {"growth", r.delta}, {"growthAfter", r.growth_after}, {"reason", r.reason}, {"createdAt", r.created_at}};
    // A payer's part of a split table bill names no order: the bill is its starter's (decision 0057).
    if (r.reference.rfind("order:", 0) == 0 && !payment::is_split_part_name(r.reference)) o["orderNo"] = r.reference.substr(6);
    list.push_back(std::move(o));
  }
  return {{"list", std::move(list)}, {"total", page.total}};
}

json::object member_type_json(const MemberType& t, int64_t now_ms) {
  const bool lapsed = t.status == "approved" && !t.held(now_ms);
  json::object o{{"id", t.id},
                 {"kind", t.kind},
                 {"status", lapsed ? "expired" : t.status},
                 {"validUntil", json_or_null(t.valid_until)},
                 {"requestedAt", t.requested_at},
                 {"decidedAt", json_or_null(t.decided_at)}};
  if (t.kind == "student") o["school"] = t.detail;
  return o;
}

void add_member_types(const std::vector<MemberType>& types, int64_t now_ms, json::object& info) {
  json::array held;
  int student = 0;
  bool student_seen = false;
  for (const auto& t : types) {  // newest first
    if (t.held(now_ms) && std::find(held.begin(), held.end(), json::value(t.kind)) == held.end()) held.emplace_back(t.kind);
    if (t.kind != "student" || student_seen) continue;
    student_seen = true;
    if (t.status == "pending") student = 1;
    else if (t.held(now_ms)) student = 2;
    else if (t.status == "approved" || t.status == "expired") student = 3;
  }
  info["studentCertification"] = student;
  info["memberTypes"] = std::move(held);
}

json::object group_json(const UserGroup& g, Lang lang) {
  return {{"id", g.id}, {"name", g.name.get(lang)}, {"members", g.members}};
}

}  // namespace qsr::level

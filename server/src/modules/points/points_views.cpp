#include "modules/points/points_views.h"

#include <boost/json.hpp>

#include "core/json_values.h"
#include "core/money.h"
#include "modules/payment/payment_api.h"
#include "modules/points/points_rules.h"

namespace qsr::points {
namespace json = boost::json;

json::object rule_json(const PointsRule& r) {
  // The spec's rulesetBase: orderRules [{payMoney, point}] and the ratio to 4 decimals.
  json::array rules;
  if (r.ratio() > 0) rules.push_back({{"payMoney", money::format(r.pay_money)}, {"point", r.points}});
  json::value redeem = nullptr;
  if (r.redeem.on()) {
    redeem = json::object{{"points", r.redeem.points},
                          {"money", money::format(r.redeem.money)},
                          {"maxPercent", r.redeem.max_percent},
                          {"minCash", money::format(r.redeem.min_cash)},
                          {"maxPerOrder", r.redeem.max_per_order}};
  }
  return {{"orderRules", std::move(rules)},
          {"ratio", format_ratio(r.ratio())},
          {"validityDays", r.validity_days},
          {"permanent", r.validity_days == 0},
          {"redeem", std::move(redeem)}};
}

json::object summary_json(const PointsSummary& s) {
  return {{"points", s.balance}, {"expiringPoints", s.expiring}, {"expiringAt", json_or_null(s.expiring_first)}};
}

json::object records_json(const PointsService::RecordPage& page) {
  json::array list;
  for (const auto& r : page.list) {
    json::object o{{"id", r.id},           {"points", r.delta},        {"balanceAfter", r.balance_after},
                   {"reason", r.reason},   {"createdAt", r.created_at}, {"expiresAt", json_or_null(r.expires_at)}};
    // An order's rows name the order, so the list can link to it.
    // A payer's part of a split table bill names no order: the bill is its starter's (decision 0057).
    if (r.reference.rfind("order:", 0) == 0 && !payment::is_split_part_name(r.reference)) o["orderNo"] = r.reference.substr(6);
    list.push_back(std::move(o));
  }
  return {{"list", std::move(list)}, {"total", page.total}};
}

}  // namespace qsr::points

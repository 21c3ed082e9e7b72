#include "modules/points/points_redeem.h"

#include <algorithm>

namespace qsr::points {

RedeemQuote quote_redemption(const RedeemRule& rule, int64_t payable, int64_t balance, bool coupon_excludes) {
  RedeemQuote q;
  q.balance = balance;
  if (!rule.on()) {
    q.reason = "points_rule_off";
    return q;
  }
  if (coupon_excludes) {
    q.reason = "points_coupon_exclusive";
    return q;
  }
  // The money points may cover: a share of the price, and never the last `min_cash` of it.
  const int64_t by_share = payable * rule.max_percent / 100;
  const int64_t by_cash = payable - rule.min_cash;
  const int64_t steps_by_money = std::max<int64_t>(0, std::min(by_share, by_cash)) / rule.money;
  if (steps_by_money == 0) {
    q.reason = "points_payable_too_low";
    return q;
  }
  int64_t steps = std::min(steps_by_money, std::max<int64_t>(0, balance) / rule.points);
  if (rule.max_per_order > 0) steps = std::min(steps, rule.max_per_order / rule.points);
  if (steps == 0) {
    q.reason = "points_insufficient";
    return q;
  }
  q.usable = true;
  q.points = steps * rule.points;
  q.money = steps * rule.money;
  return q;
}

}  // namespace qsr::points

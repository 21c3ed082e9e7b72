// Points as money at checkout (spec 000 §5, §8; spec 001 §5 "Other rules"): how many points an
// order may take and what they are worth, or why it may take none. Pure.
#pragma once

#include <cstdint>
#include <string>

namespace qsr::points {

// The brand's redemption rule: `points` points are worth `money` cents, spent in whole steps of
// `points`; an order pays at most `max_percent` of its price in points and at least `min_cash`
// in money; at most `max_per_order` points an order (0: no cap beyond the others).
struct RedeemRule {
  int64_t points = 0;
  int64_t money = 0;
  int64_t max_percent = 0;
  int64_t min_cash = 0;
  int64_t max_per_order = 0;
  bool on() const { return points > 0 && money > 0 && max_percent > 0; }
};

struct RedeemQuote {
  bool usable = false;
  std::string reason;  // message key when not usable: points_rule_off, points_payable_too_low,
                       // points_insufficient, points_coupon_exclusive
  int64_t points = 0;  // the most the order may take (0 when not usable)
  int64_t money = 0;   // what they take off, in cents
  int64_t balance = 0;  // the member's points it was quoted on
};

// `payable` is the order's price after coupons; `balance` the member's points; `coupon_excludes`
// when a selected coupon may not be combined with points (its mutually-exclusive range).
RedeemQuote quote_redemption(const RedeemRule& rule, int64_t payable, int64_t balance, bool coupon_excludes);

}  // namespace qsr::points

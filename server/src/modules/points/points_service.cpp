#include "modules/points/points_service.h"

#include <algorithm>

#include "core/app_error.h"
#include "modules/payment/payment_api.h"
#include "modules/points/points_ledger.h"
#include "modules/points/points_repo.h"
#include "modules/points/points_rules.h"

namespace qsr::points {

int64_t PointsRule::ratio() const { return ratio_e4(pay_money, points); }

PointsService::PointsService(db::Db& db, const Clock& clock)
    : db_(db), clock_(clock), rule_(db, kRuleChannel, [](db::Tx& tx) { return repo::rule(tx); }) {}

PointsRule PointsService::rule() {
  return db_.read_value([&](db::Tx& tx) { return *rule_.get(tx); });
}

PointsRule PointsService::set_rule(const PointsRule& r) {
  if (r.pay_money < 0 || r.pay_money > 100'000'000) throw AppError::invalid("payMoney");
  if (r.points < 0 || r.points > 1'000'000) throw AppError::invalid("point");
  if (r.validity_days < 0 || r.validity_days > 36'500) throw AppError::invalid("validityDays");
  const RedeemRule& d = r.redeem;
  if (d.points < 0 || d.points > 1'000'000) throw AppError::invalid("redeemPoints");
  if (d.money < 0 || d.money > 100'000'000) throw AppError::invalid("redeemMoney");
  if (d.max_percent < 0 || d.max_percent > 100) throw AppError::invalid("redeemMaxPercent");
  if (d.min_cash < 0 || d.min_cash > 100'000'000) throw AppError::invalid("redeemMinCash");
  if (d.max_per_order < 0 || d.max_per_order > 100'000'000) throw AppError::invalid("redeemMaxPerOrder");
  db_.write([&](db::Tx& tx) {
    repo::save_rule(tx, r, clock_.now_ms());
    rule_.changed(tx);
  });
  return r;
}

int64_t PointsService::kept_money_of(const OrderMoney& o) {
  // What the order's price still stands for after refunds. A surplus payment (paid twice, given
  // straight back) counts neither way.
  return o.cancelled ? 0 : std::clamp<int64_t>(o.paid_total - o.refunded_total, 0, o.payable);
}

bool PointsService::kept_whole(const OrderMoney& o, int64_t kept_money) { return kept_money == o.payable && !o.cancelled; }

void PointsService::return_redeemed_if_due(db::Tx& tx, const OrderMoney& o, int64_t kept_money, int64_t now_ms) {
  if (o.points_used > 0 && !kept_whole(o, kept_money) && (o.paid || o.cancelled)) return_redeemed(tx, o, kept_money, now_ms);
}

void PointsService::settle_order(db::Tx& tx, const OrderMoney& o, int64_t now_ms) {
  const std::string ref = "order:" + o.order_no;
  const int64_t kept_money = kept_money_of(o);
  const bool whole = kept_whole(o, kept_money);  // nothing given back (the usual case)
  return_redeemed_if_due(tx, o, kept_money, now_ms);
  if (!o.paid || o.payable <= 0) return;  // never paid in full, or free: nothing earned
  // Earned once: the key makes every later call a duplicate, so the usual paid order needs no read.
  int64_t earned = whole ? 0 : sum_for(tx, ref, "earn");
  if (earned == 0 && kept_money > 0) earned = earn(tx, o, now_ms);
  if (earned <= 0 || whole) return;
  const int64_t reversed = -sum_for(tx, ref, "reverse");
  const int64_t due = earned - points_kept(earned, o.payable, o.payable - kept_money) - reversed;
  if (due <= 0) return;
  claw_back(tx, {o.member_id, due, "reverse", ref, "reverse:" + o.order_no + ":" + std::to_string(o.refunded_total), now_ms});
}

void PointsService::settle_split_order(db::Tx& tx, const OrderMoney& o, const std::vector<Payer>& payers, int64_t now_ms) {
  return_redeemed_if_due(tx, o, kept_money_of(o), now_ms);
  // Each payer's part settles like an order of its own, under a reference of its own.
  for (const Payer& p : payers) {
    settle_order(tx, {p.member_id, payment::split_part_name(o.order_no, p.member_id), p.paid, p.paid, p.refunded, o.paid, o.cancelled, 0, p.gifted},
                 now_ms);
  }
}

int64_t PointsService::earn(db::Tx& tx, const OrderMoney& o, int64_t now_ms) {
  const std::string ref = "order:" + o.order_no;
  const int64_t earned = earn_purchase(tx, o.member_id, ref, o.order_no, std::max<int64_t>(0, o.payable - o.gifted), now_ms);
  // A duplicate earned before, by the rule as it was then: what it earned is in the ledger.
  return earned > 0 ? earned : sum_for(tx, ref, "earn");
}

int64_t PointsService::earn_purchase(db::Tx& tx, int64_t member_id, const std::string& reference, const std::string& what,
                                     int64_t paid, int64_t now_ms) {
  const PointsRule r = *rule_.get(tx);
  const int64_t points = points_for(paid, r.ratio(), terms_of(tx, member_id).earn_rate);
  if (points <= 0) return 0;
  const Change c = credit(tx, {member_id, points, "earn", reference, "earn:" + what, now_ms}, expiry_for(now_ms, r.validity_days));
  return c == Change::applied ? points : 0;
}

void PointsService::return_redeemed(db::Tx& tx, const OrderMoney& o, int64_t kept_money, int64_t now_ms) {
  const std::string ref = "order:" + o.order_no;
  const int64_t kept = o.payable > 0 ? points_kept(o.points_used, o.payable, o.payable - kept_money) : 0;
  const int64_t returned = sum_for(tx, ref, "return");
  const int64_t due = o.points_used - kept - returned;
  if (due <= 0) return;
  // Returned points are new points: they last the rule's validity from today.
  const PointsRule r = *rule_.get(tx);
  credit(tx, {o.member_id, due, "return", ref, "return:" + o.order_no + ":" + std::to_string(o.refunded_total) + (o.cancelled ? ":c" : ""), now_ms},
         expiry_for(now_ms, r.validity_days));
}

PointsService::LevelTerms PointsService::terms_of(db::Tx& tx, int64_t member_id) const {
  return level_terms_ ? level_terms_(tx, member_id) : LevelTerms{};
}

void PointsService::prefetch_quote(db::Tx& tx, int64_t member_id) {
  if (rule_.get(tx)->redeem.max_per_order > 0 && level_terms_prefetch_) level_terms_prefetch_(tx, member_id);
  prefetch_balance(tx, member_id);
}

RedeemQuote PointsService::quote(db::Tx& tx, int64_t member_id, int64_t payable, bool coupon_excludes) {
  RedeemRule rule = rule_.get(tx)->redeem;
  // The level scales the cap per order (a cap of 0, none, stays none), never below one step.
  if (rule.max_per_order > 0) {
    const int64_t rate = terms_of(tx, member_id).redeem_rate;
    rule.max_per_order = std::max(rule.points, static_cast<int64_t>(static_cast<__int128>(rule.max_per_order) * rate / kRatioOne));
  }
  return quote_redemption(rule, payable, balance(tx, member_id), coupon_excludes);
}

bool PointsService::redeem(db::Tx& tx, int64_t member_id, const std::string& order_no, int64_t points, int64_t now_ms) {
  return debit(tx, {member_id, points, "redeem", "order:" + order_no, "redeem:" + order_no, now_ms}) == Change::applied;
}

int64_t PointsService::grant(int64_t member_id, int64_t points, const std::string& key) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    const PointsRule r = *rule_.get(tx);
    credit(tx, {member_id, points, "adjust", "dev", "dev-grant:" + std::to_string(member_id) + ":" + key, now}, expiry_for(now, r.validity_days));
    return points::balance(tx, member_id);
  });
}

int64_t PointsService::balance(db::Tx& tx, int64_t member_id) const { return points::balance(tx, member_id); }

bool PointsService::spend(db::Tx& tx, int64_t member_id, const std::string& reference, int64_t points, const std::string& key,
                          int64_t now_ms, const std::string& reason) {
  return debit(tx, {member_id, points, reason, reference, key, now_ms}) != Change::insufficient;
}

void PointsService::give_back(db::Tx& tx, int64_t member_id, const std::string& reference, int64_t points, const std::string& key,
                              int64_t now_ms, const std::string& reason) {
  const PointsRule r = *rule_.get(tx);
  credit(tx, {member_id, points, reason, reference, key, now_ms}, expiry_for(now_ms, r.validity_days));
}

void PointsService::take_back(db::Tx& tx, int64_t member_id, const std::string& reference, int64_t points, const std::string& key,
                              int64_t now_ms, const std::string& reason) {
  claw_back(tx, {member_id, points, reason, reference, key, now_ms});
}

int PointsService::expire_due(int batch) {
  const int64_t now = clock_.now_ms();
  auto due = db_.read_value([&](db::Tx& tx) { return lots_due(tx, now, batch); });
  int ended = 0;
  // One transaction per lot: a member's redemption waits for one lot at most.
  for (int64_t lot : due) {
    if (db_.write_value([&](db::Tx& tx) { return expire_lot(tx, lot, now); })) ++ended;
  }
  return ended;
}

PointsSummary PointsService::summary(int64_t member_id) {
  const int64_t now = clock_.now_ms();
  return db_.read_value([&](db::Tx& tx) {
    PointsSummary s;
    s.balance = balance(tx, member_id);
    const Expiring soon = expiring(tx, member_id, now, now + kExpiryWarningMs);
    s.expiring = soon.points;
    s.expiring_first = soon.first_at;
    return s;
  });
}

PointsService::RecordPage PointsService::records(int64_t member_id, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) {
    return RecordPage{repo::records(tx, member_id, limit, offset), repo::record_count(tx, member_id)};
  });
}

std::vector<EndingPoints> PointsService::ending_between(int64_t from_ms, int64_t to_ms) {
  return db_.read_value([&](db::Tx& tx) { return repo::ending_between(tx, from_ms, to_ms, 20'000); });
}

}  // namespace qsr::points

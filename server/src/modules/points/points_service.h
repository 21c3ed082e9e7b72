// The points module's service: the brand's rule, what orders earn and give back, expiry, and what
// a member sees of their points. Balance changes go through points_ledger.h.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/bus_cached.h"
#include "db/db.h"
#include "modules/points/points_redeem.h"
#include "modules/points/points_rules.h"

namespace qsr::points {

// The base rule (spec 000 §3): spending `pay_money` cents earns `points`; points last
// `validity_days` (0: permanent). A rule with no money or no points earns nothing.
struct PointsRule {
  int64_t pay_money = 0;
  int64_t points = 0;
  int validity_days = 0;
  RedeemRule redeem;      // points as money at checkout (off when its steps are 0)
  int64_t ratio() const;  // points per dollar in ten-thousandths
};

// What the points module needs to know of an order whose money changed (the order module's row,
// told through OrderService::money_changed).
struct OrderMoney {
  int64_t member_id = 0;
  std::string order_no;
  int64_t payable = 0, paid_total = 0, refunded_total = 0;
  bool paid = false;       // paid in full at some point
  bool cancelled = false;
  int64_t points_used = 0;  // redeemed on it at checkout
  int64_t gifted = 0;       // paid with gifted wallet money: earns nothing (decision 0029)
};

// How far ahead the points page warns of expiring points (spec 000 §9: 30 days).
inline constexpr int64_t kExpiryWarningMs = 30LL * 24 * 3600 * 1000;

struct PointsSummary {
  int64_t balance = 0;
  int64_t expiring = 0;                  // within 30 days
  std::optional<int64_t> expiring_first;  // the soonest of those expiries
};

struct PointsRecord {
  int64_t id = 0;
  int64_t delta = 0, balance_after = 0;
  std::string reason, reference;
  int64_t created_at = 0;
  std::optional<int64_t> expires_at;
};

// A member's points that end at one moment (the message centre's daily reminder).
struct EndingPoints {
  int64_t member_id = 0;
  int64_t expires_at = 0;
  int64_t points = 0;
};

class PointsService {
 public:
  PointsService(db::Db& db, const Clock& clock);
  // The bus channel that drops every server's copy of the points rule.
  static constexpr const char* kRuleChannel = "points-rule";

  PointsRule rule();
  // Operators change the rule; 400 for a negative value or a validity over 100 years.
  PointsRule set_rule(const PointsRule& rule);

  // What the member's level changes (spec 000 §6: levels decide earning and deducting), in
  // ten-thousandths: the points an order earns, and the most points one order may use (1.0000
  // each when no levels module says).
  struct LevelTerms {
    int64_t earn_rate = kRatioOne;
    int64_t redeem_rate = kRatioOne;
  };
  using LevelTermsOf = std::function<LevelTerms(db::Tx&, int64_t member_id)>;
  // `prefetch` announces the terms' reads (db::Tx::prefetch), so a quote's reads share a round trip.
  using LevelTermsPrefetch = std::function<void(db::Tx&, int64_t member_id)>;
  void set_level_terms(LevelTermsOf f, LevelTermsPrefetch prefetch = {}) {
    level_terms_ = std::move(f);
    level_terms_prefetch_ = std::move(prefetch);
  }

  // In the transaction that changed an order's money: a paid order earns its points once, and
  // each refund takes back its share (a cancellation all of them); the points redeemed on it come
  // back in the same shares (all of them when it is cancelled, paid or not). A repeat changes nothing.
  void settle_order(db::Tx& tx, const OrderMoney& o, int64_t now_ms);
  // An order paid in equal parts by several members (decision 0057): each payer earns on what
  // they paid and loses it again with refunds; the points used on it go back to its member.
  struct Payer {
    int64_t member_id = 0;
    int64_t paid = 0, refunded = 0, gifted = 0;
  };
  void settle_split_order(db::Tx& tx, const OrderMoney& o, const std::vector<Payer>& payers, int64_t now_ms);

  // A purchase: earns for `paid` cents once per `what` (an order's number, till:<store>:<receipt>
  // for a till's sale), the ledger row naming `reference`; answers the points earned (0 on a repeat).
  int64_t earn_purchase(db::Tx& tx, int64_t member_id, const std::string& reference, const std::string& what, int64_t paid,
                        int64_t now_ms);

  // At checkout, in the order's transaction: what the member's points may take off a price of
  // `payable` (after coupons), and taking them for the order (false when the balance no longer
  // covers them: the caller refuses the order).
  RedeemQuote quote(db::Tx& tx, int64_t member_id, int64_t payable, bool coupon_excludes);
  // Announces quote's reads, so they may go with the checkout's other reads.
  void prefetch_quote(db::Tx& tx, int64_t member_id);
  bool redeem(db::Tx& tx, int64_t member_id, const std::string& order_no, int64_t points, int64_t now_ms);
  // Development only (/v1/dev/points/grant): `points` that last the rule's validity, once per
  // `key` (ledger reason "adjust"); answers the balance.
  int64_t grant(int64_t member_id, int64_t points, const std::string& key);
  // The member's balance, in the caller's transaction.
  int64_t balance(db::Tx& tx, int64_t member_id) const;
  // Points as a price (the points mall, a draw), in the caller's transaction: `points` taken for
  // `reference` (ledger reason "exchange", or `reason`), once per `key`; false when the balance
  // does not cover them (nothing written).
  bool spend(db::Tx& tx, int64_t member_id, const std::string& reference, int64_t points, const std::string& key, int64_t now_ms,
             const std::string& reason = "exchange");
  // Gives points (an exchange cancelled: reason "return"; a prize won: "prize"): new points that
  // last the rule's validity from today, once per `key`.
  void give_back(db::Tx& tx, int64_t member_id, const std::string& reference, int64_t points, const std::string& key, int64_t now_ms,
                 const std::string& reason = "return");
  // Takes given points back whatever the balance (a prize of a refunded order: "prize_back"); what
  // the member already spent becomes a debt the next points pay off (docs/decisions/0025).
  void take_back(db::Tx& tx, int64_t member_id, const std::string& reference, int64_t points, const std::string& key, int64_t now_ms,
                 const std::string& reason);

  // Ends the lots past their expiry, `batch` at a time per call; how many ended.
  int expire_due(int batch = 500);
  // Points still held whose lots end in (from, to], summed per member and moment.
  std::vector<EndingPoints> ending_between(int64_t from_ms, int64_t to_ms);

  PointsSummary summary(int64_t member_id);
  struct RecordPage {
    std::vector<PointsRecord> list;
    int64_t total = 0;
  };
  RecordPage records(int64_t member_id, int64_t limit, int64_t offset);

  const Clock& clock() const { return clock_; }

 private:
  void return_redeemed(db::Tx& tx, const OrderMoney& o, int64_t kept_money, int64_t now_ms);
  // What the order's price still stands for after refunds (0 once cancelled).
  static int64_t kept_money_of(const OrderMoney& o);
  // Nothing of it given back (the usual case).
  static bool kept_whole(const OrderMoney& o, int64_t kept_money);
  // The points used on an order go back, in the share its refunds (or cancellation) gave back.
  void return_redeemed_if_due(db::Tx& tx, const OrderMoney& o, int64_t kept_money, int64_t now_ms);
  // Credits what a paid order earns (once: keyed by the order); answers what it earned.
  int64_t earn(db::Tx& tx, const OrderMoney& o, int64_t now_ms);

  db::Db& db_;
  const Clock& clock_;
  LevelTerms terms_of(db::Tx& tx, int64_t member_id) const;
  // The brand's rule, read once and kept until an operator changes it (every order reads it).
  db::BusCached<PointsRule> rule_;

  LevelTermsOf level_terms_;
  LevelTermsPrefetch level_terms_prefetch_;
};

}  // namespace qsr::points

#include "modules/payment/payment_service.h"

#include <spdlog/spdlog.h>

#include "core/app_error.h"
#include "core/crypto.h"
#include "http/return_url.h"
#include "modules/coupon/checkout_coupons.h"
#include "modules/order/order_api.h"
#include "modules/payment/pay_rules.h"
#include "modules/payment/pay_split.h"
#include "modules/payment/payment_numbers.h"
#include "modules/payment/payment_api.h"
#include "modules/payment/payment_repo.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::payment {
using order::OrderRow;
using order::Status;

namespace {

bool payable_now(Status s) { return s == Status::waiting_payment || s == Status::payment_failed || s == Status::paying; }

}  // namespace

void PaymentService::require_payable(const OrderRow& o) {
  // `paying` again: the payer left the hosted page and tries once more. Should the abandoned
  // checkout still be approved later, that payment is refunded as a surplus (apply()).
  if (!payable_now(o.status)) {
    throw AppError(409, order::kIllegalTransition, o.status == Status::cancelled ? "order_cancelled" : "order_already_paid");
  }
}

namespace {

// The member's order that can still be paid, or the business error that says why not.
OrderRow order_to_pay(db::Tx& tx, int64_t member_id, const std::string& order_no) {
  auto o = order::find(tx, order_no);
  if (!o) throw AppError(404, order::kOrderNotFound, "order_not_found");
  // An order split in equal parts is paid part by part, never whole by one payer: pay() takes
  // this answer to pay_parts(), which checks who may pay (the diners at the table, not only the
  // order's member).
  if (split::of(tx, *o)) throw AppError(409, order::kIllegalTransition, "pay_in_parts");
  if (o->member_id != member_id) throw AppError(404, order::kOrderNotFound, "order_not_found");
  PaymentService::require_payable(*o);
  return *o;
}

// What a wallet payment took from one account.
struct WalletPart {
  std::string payment_no;
  int64_t sid = 0;
  int64_t amount = 0, gifted = 0;
};

// Takes `amount` for the order from the member's accounts usable at its store, the store's own
// first (money that can be spent nowhere else goes first), and records each part as a wallet
// payment. Throws when they do not cover it, and when the same payment was taken before.
int64_t pay_from_wallet(db::Tx& tx, const OrderRow& o, int64_t payer, int64_t amount, const std::string& payment_no,
                        const std::string& key, int64_t now_ms, int64_t part_count) {
  const wallet::PayingAccounts accounts = wallet::lock_for_paying(tx, payer, o.sid);
  const int64_t from_store = std::min(accounts.store.total, amount);
  std::vector<WalletPart> parts;
  if (from_store > 0) parts.push_back({payment_no + "-S", o.sid, from_store});
  if (amount > from_store) parts.push_back({payment_no, wallet::kBrandAccount, amount - from_store});
  int64_t gifted = 0;
  for (auto& part : parts) {
    const std::string part_key = part.sid == wallet::kBrandAccount ? key : key + ":s";
    const wallet::Balance& locked = part.sid == wallet::kBrandAccount ? accounts.brand : accounts.store;
    switch (wallet::debit_locked(tx, {payer, part.amount, 0, "pay", o.order_no, part_key, now_ms, part.sid}, locked, &part.gifted)) {
      case wallet::Change::duplicate: throw AppError(409, order::kIllegalTransition, "order_already_paid");
      case wallet::Change::insufficient: throw AppError(400, order::kInsufficientBalance, "wallet_insufficient");
      case wallet::Change::applied: break;
    }
    repo::insert(tx, part.payment_no, o.id, payer, "wallet", part.amount, "succeeded", now_ms, part.gifted, part.sid, 0,
                 &part == &parts.front() ? part_count : 0);
    order::add_paid(tx, o.id, part.amount, now_ms, part.gifted);
    gifted += part.gifted;
  }
  return gifted;
}

}  // namespace

Purse* PaymentService::purse(std::string_view method) const {
  for (Purse* p : purses_) {
    if (p->method() == method) return p;
  }
  return nullptr;
}

Purse& PaymentService::purse_of(const StoredValue& stored) const {
  Purse* p = purse(stored.method);
  if (!p) throw AppError(400, order::kPaymentMethod, "pay_method_unavailable");
  if (!stored.source_id) throw AppError::invalid("giftCardId");
  return *p;
}

PayOptions PaymentService::options(int64_t member_id, const std::string& order_no, PayConfig config, Lang lang, int64_t parts) {
  PayOptions out;
  coupon::StoredValueTerms terms;
  std::vector<std::pair<std::string, PurseSource>> sources;
  const int64_t now = clock_.now_ms();
  db_.read([&](db::Tx& tx) {
    auto o = order::find(tx, order_no);
    auto split = o ? split::of(tx, *o) : std::nullopt;
    const bool allowed = o && (split ? may_pay_parts(tx, *o, member_id) : o->member_id == member_id);
    if (!allowed) throw AppError(404, order::kOrderNotFound, "order_not_found");
    out.order = *o;
    if (split) {
      out.split = SplitView{split->parts, split->taken, repo::part_status(tx, o->id, member_id).has_value()};
      // What the parts would cost if the payer took them now (nothing when they cannot).
      const int64_t taken_after = split->taken + parts;
      const bool can = parts >= 1 && taken_after <= split->parts && !out.split->mine && payable_now(o->status);
      out.due = can ? split::price_of_parts(*split, parts, taken_after, o->payable, repo::not_failed_total(tx, o->id)) : 0;
    }
    out.wallet_balance = wallet::spendable_at(tx, member_id, o->sid);
    out.has_pay_password = wallet::has_pay_password(tx, member_id);
    terms = coupon::order_stored_value_terms(tx, o->id);
    for (Purse* p : purses_) {
      for (auto& source : p->sources(tx, member_id, now, lang)) sources.emplace_back(std::string(p->method()), std::move(source));
    }
  });
  if (!out.split) out.due = std::max<int64_t>(0, out.order.payable - out.order.paid_total);
  // A part is paid by one means (combination is for a whole order).
  if (out.split) config.combination = false;
  const auto types_for = [&](int64_t balance) {
    return pay_types({terms.no_wallet, terms.wallet_only, gateway_.takes_cards(), config.combination, balance, out.due});
  };
  const PayTypes types = types_for(out.wallet_balance);
  out.wallet = types.wallet;
  out.card = types.card;
  out.combination = types.combination;
  out.password_enabled = config.password_rule.enabled;
  // A gift card is stored value like the wallet: the same coupon terms and combination rule.
  for (auto& [method, source] : sources) {
    const PayTypes with_source = types_for(source.spendable);
    if (with_source.wallet) out.purses.push_back({method, std::move(source), with_source.combination});
  }
  return out;
}

PayResult PaymentService::pay(int64_t member_id, const PayRequest& r, const PayConfig& config) {
  const bool whole_stored = r.method == "wallet" || purse(r.method) != nullptr;
  const bool stored_part = whole_stored || r.method == "combination";
  if (!stored_part && r.method != "card") throw AppError(400, order::kPaymentMethod, "pay_method_unavailable");
  if (r.method == "combination" && !config.combination) throw AppError(400, order::kPaymentMethod, "pay_method_unavailable");
  StoredValue stored = r.stored;
  if (whole_stored) stored.method = r.method;
  if (stored.method != "wallet") purse_of(stored);  // a purse and a source named before anything else
  if (stored_part) wallet::check_pay_password(db_, member_id, r.password, config.password_rule, clock_);
  try {
    if (whole_stored) return {"", pay_stored(member_id, r.order_no, stored)};
    return pay_by_card(member_id, r.order_no, r.return_url, r.method == "combination" ? std::optional(stored) : std::nullopt);
  } catch (const AppError& e) {
    // An order split in equal parts (refused first thing in both, before anything moved): this
    // payment pays the payer's parts. Found this way, the usual order pays no extra read.
    if (e.message_key != "pay_in_parts") throw;
  }
  if (r.method == "combination") throw AppError(400, order::kPaymentMethod, "pay_method_unavailable");
  return pay_parts(member_id, r);
}

int64_t PaymentService::spendable(db::Tx& tx, const OrderRow& o, const StoredValue& stored, int64_t now_ms,
                                  std::optional<int64_t> payer) const {
  const int64_t who = payer.value_or(o.member_id);
  if (stored.method == "wallet") return wallet::spendable_at(tx, who, o.sid);
  return purse_of(stored).spendable(tx, who, *stored.source_id, now_ms);
}

void PaymentService::take_stored(db::Tx& tx, const OrderRow& o, const StoredValue& stored, int64_t amount,
                                 const std::string& payment_no, const std::string& key, int64_t now_ms, std::optional<int64_t> payer,
                                 int64_t part_count) {
  const int64_t who = payer.value_or(o.member_id);
  if (stored.method == "wallet") {
    pay_from_wallet(tx, o, who, amount, payment_no, key, now_ms, part_count);
    return;
  }
  Purse& p = purse_of(stored);
  const int64_t bonus = p.take(tx, {who, *stored.source_id, amount, 0, o.order_no, key, now_ms});
  repo::insert(tx, payment_no, o.id, who, std::string(p.method()), amount, "succeeded", now_ms, bonus, 0, *stored.source_id, part_count);
  order::add_paid(tx, o.id, amount, now_ms, bonus);
}

void PaymentService::give_back_stored(db::Tx& tx, const PaymentRow& p, const std::string& order_no, int64_t amount, int64_t bonus,
                                      const std::string& key, int64_t now_ms) {
  if (p.method == "wallet") {
    wallet::credit(tx, {p.member_id, amount, bonus, "refund", order_no, key, now_ms, p.wallet_sid});
  } else if (Purse* purse_ = purse(p.method)) {
    purse_->give_back(tx, {p.member_id, p.source_id, amount, bonus, order_no, key, now_ms});
  } else {
    // A purse that is no longer installed cannot lose the money: the wallet takes it.
    spdlog::error("payment {}: no purse for {}; giving back to the wallet", p.payment_no, p.method);
    wallet::credit(tx, {p.member_id, amount, bonus, "refund", order_no, key, now_ms});
  }
}

void PaymentService::return_stored_parts(db::Tx& tx, const OrderRow& o, int64_t now_ms) {
  int64_t returned = 0, gifted = 0;
  for (const auto& p : repo::of_order(tx, o.id)) {
    if (p.method == "card" || p.status != "succeeded") continue;
    give_back_stored(tx, p, o.order_no, p.amount, p.bonus_amount, "refund:" + p.payment_no, now_ms);
    repo::mark_refunded_whole(tx, p.payment_no, now_ms);
    repo::add_bonus_back(tx, p.payment_no, p.bonus_amount);
    returned += p.amount;
    gifted += p.bonus_amount;
  }
  if (returned > 0) order::take_back_paid(tx, o.id, returned, gifted);
}

bool PaymentService::give_back_stored_part(db::Tx& tx, const std::string& payment_no, const std::string& order_no, int64_t part,
                                           const std::string& key, int64_t now_ms) {
  const auto p = repo::by_no(tx, payment_no);
  if (!p || p->method == "card") return false;
  give_back_stored(tx, *p, order_no, part, gifted_back(tx, payment_no, part), key, now_ms);
  return true;
}

OrderRow PaymentService::pay_stored(int64_t member_id, const std::string& order_no, const StoredValue& stored) {
  const int64_t now = clock_.now_ms();
  auto paid = db_.write_value([&](db::Tx& tx) {
    OrderRow o = order_to_pay(tx, member_id, order_no);
    if (coupon::order_stored_value_terms(tx, o.id).no_wallet) throw AppError(400, order::kPaymentMethod, "coupon_excludes_stored_value");
    // What is still due: the stored-value part of an abandoned combination checkout already counts.
    const int64_t due = o.payable - o.paid_total;
    if (due <= 0) throw AppError(409, order::kIllegalTransition, "order_already_paid");
    // The ledger key makes a second payment of the same order impossible, whatever the timing;
    // the conditional debit makes an overdraft impossible.
    // (The wallet's own debit refuses a shortfall with the same answer: no read for it first.)
    if (stored.method != "wallet" && spendable(tx, o, stored, now) < due) {
      throw AppError(400, order::kInsufficientBalance, "giftcard_insufficient");
    }
    take_stored(tx, o, stored, due, stored_prefix(stored) + o.order_no, "pay:" + o.order_no, now);
    auto done = order::mark_paid(tx, o, o.status, now);
    if (!done) throw AppError(409, order::kIllegalTransition, "order_already_paid");
    orders_.money_changed(tx, *done, now);
    orders_.announce(tx, *done);
    return *done;
  });
  orders_.status_changed(paid);
  return paid;
}

PayResult PaymentService::pay_by_card(int64_t member_id, const std::string& order_no, const std::string& return_url,
                                      const std::optional<StoredValue>& first) {
  // Only a path on our own site: the gateway sends the payer back there.
  if (!http::same_origin_path(return_url)) throw AppError::invalid("success_url");
  if (!gateway_.takes_cards()) throw AppError(400, order::kPaymentMethod, "pay_method_unavailable");
  const int64_t now = clock_.now_ms();
  std::string card_no = new_payment_no("C");
  struct Plan {
    OrderRow order;
    int64_t card_amount = 0;
  };
  Plan plan = db_.write_value([&](db::Tx& tx) {
    OrderRow o = order_to_pay(tx, member_id, order_no);
    int64_t stored_part = 0;
    const auto terms = coupon::order_stored_value_terms(tx, o.id);
    if (first && terms.no_wallet) throw AppError(400, order::kPaymentMethod, "coupon_excludes_stored_value");
    // A discount for stored-value payment only: the whole order is paid from the wallet.
    if (terms.wallet_only) throw AppError(400, order::kPaymentMethod, "coupon_requires_stored_value");
    // What is still due: an abandoned combination checkout may already hold a stored-value
    // part, which counts; charging the whole payable again would take that money twice.
    const int64_t due = o.payable - o.paid_total;
    if (due <= 0) throw AppError(409, order::kIllegalTransition, "order_already_paid");
    if (first) {
      stored_part = std::min(spendable(tx, o, *first, now), due);
      // A gift card that cannot pay anything is a mistake to say, not a card checkout for all of it.
      if (stored_part <= 0 && first->method != "wallet") throw AppError(400, order::kInsufficientBalance, "giftcard_insufficient");
      if (stored_part > 0) {
        const std::string stored_no = new_payment_no(stored_prefix(*first));
        take_stored(tx, o, *first, stored_part, stored_no, "pay:" + stored_no, now);
      }
    }
    int64_t card_amount = due - stored_part;
    if (card_amount == 0) {
      // Stored value covered it all.
      auto paid = order::mark_paid(tx, o, o.status, now);
      if (!paid) throw AppError(409, order::kIllegalTransition, "order_already_paid");
      orders_.money_changed(tx, *paid, now);
      orders_.announce(tx, *paid);
      return Plan{*paid, 0};
    }
    repo::insert(tx, card_no, o.id, member_id, "card", card_amount, "pending", now);
    if (!order::mark_paying(tx, o, now)) throw AppError(409, order::kIllegalTransition, "order_already_paid");
    return Plan{*order::find_by_id(tx, o.id), card_amount};
  });
  if (plan.card_amount == 0) {
    orders_.status_changed(plan.order);
    return {"", plan.order};
  }
  auto session = gateway_.create_checkout(card_no, plan.card_amount, "HKD", return_url);
  if (!session) {
    // The gateway did not take it: this attempt failed, the stored-value part goes back.
    db_.write([&](db::Tx& tx) {
      repo::settle(tx, card_no, "failed", now);
      auto o = order::find_by_id(tx, plan.order.id);
      order::mark_payment_failed(tx, *o, now);
      return_stored_parts(tx, *o, now);
    });
    throw AppError(502, 502, "pay_gateway_unavailable");
  }
  db_.write([&](db::Tx& tx) { repo::set_gateway_ref(tx, card_no, session->gateway_ref, now); });
  return {session->redirect_url, plan.order};
}

PaymentService::NotifyOutcome PaymentService::apply(const Notification& n) {
  for (const auto& other : other_payers_) {
    if (auto outcome = other(n)) return *outcome;
  }
  const int64_t now = clock_.now_ms();
  std::optional<OrderRow> changed;
  auto outcome = db_.write_value([&](db::Tx& tx) -> NotifyOutcome {
    auto p = repo::by_no(tx, n.merchant_reference);
    if (!p || p->method != "card" || p->gateway_ref != n.gateway_ref) return NotifyOutcome::unknown_payment;
    // Paid only when the gateway confirms the very amount and currency we asked for.
    if (n.amount != p->amount || n.currency != p->currency) {
      spdlog::error("payment {}: notify amount {} {} does not match {} {}", n.merchant_reference, n.amount, n.currency, p->amount,
                    p->currency);
      return NotifyOutcome::mismatch;
    }
    if (n.status != GatewayStatus::succeeded && n.status != GatewayStatus::failed) return NotifyOutcome::mismatch;
    bool success = n.status == GatewayStatus::succeeded;
    if (!repo::settle(tx, n.merchant_reference, success ? "succeeded" : "failed", now, success ? n.channel : "")) {
      return NotifyOutcome::duplicate;  // settled before: nothing happens twice
    }
    auto o = order::find_by_id(tx, p->order_id);
    if (success) {
      bool surplus = o->status == Status::cancelled || o->paid_total >= o->payable;
      order::add_paid(tx, o->id, p->amount, now);
      if (surplus) {
        // Paid after the order was cancelled, or paid twice: give this payment straight back.
        repo::mark_refunding_whole(tx, n.merchant_reference, p->amount, now);
        order::add_refunded(tx, o->id, p->amount);
        queue_card_refunds(tx);
      } else if (o->paid_total + p->amount >= o->payable && payable_now(o->status)) {
        order::mark_paid(tx, *o, o->status, now);
      }
      orders_.money_changed(tx, o->id, now);
    } else if (p->part_count > 0) {
      part_failed(tx, *p, now);
    } else if (o->status == Status::paying) {
      order::mark_payment_failed(tx, *o, now);
      return_stored_parts(tx, *o, now);
    }
    changed = order::find_by_id(tx, p->order_id);
    orders_.announce(tx, *changed);
    return NotifyOutcome::applied;
  });
  if (changed) orders_.status_changed(*changed);
  return outcome;
}

int PaymentService::settle_pending(int64_t age_ms) {
  auto stuck = db_.read_value([&](db::Tx& tx) { return repo::stuck_cards(tx, clock_.now_ms() - age_ms); });
  int settled = 0;
  std::vector<std::string> still_pending;
  for (const auto& p : stuck) {
    GatewayStatus s = gateway_.query(p.gateway_ref);
    if (s != GatewayStatus::succeeded && s != GatewayStatus::failed) {
      still_pending.push_back(p.payment_no);
      continue;
    }
    if (apply({p.gateway_ref, p.payment_no, s, p.amount, p.currency}) == NotifyOutcome::applied) ++settled;
  }
  // One transaction for the batch: to the back of the queue, for the next run to ask the others.
  if (!still_pending.empty()) {
    db_.write([&](db::Tx& tx) {
      for (const auto& no : still_pending) repo::mark_still_pending(tx, no, clock_.now_ms());
    });
  }
  return settled;
}

void PaymentService::give_back_all(db::Tx& tx, const OrderRow& o, int64_t now_ms) {
  // Money goes back the way it came: stored value (the wallet, a gift card) at once; card payments are
  // marked for the gateway, which is called after this transaction commits (send_refunds). Only
  // what refund requests did not already give back: a store that cancels after a partial refund
  // must not pay those units back twice.
  int64_t refunded = 0;
  bool cards = false;
  for (const auto& p : repo::of_order(tx, o.id)) {
    if (p.status != "succeeded") continue;
    const int64_t remaining = p.amount - p.refunded_amount;
    if (p.method != "card") {
      if (remaining > 0) {
        const int64_t gifted = p.bonus_amount - p.bonus_refunded;
        give_back_stored(tx, p, o.order_no, remaining, gifted, "refund:" + p.payment_no, now_ms);
        repo::add_bonus_back(tx, p.payment_no, gifted);
      }
      repo::mark_refunded_whole(tx, p.payment_no, now_ms);
    } else if (remaining > 0) {
      repo::mark_refunding_whole(tx, p.payment_no, remaining, now_ms);
      cards = true;
    }
    refunded += std::max<int64_t>(remaining, 0);
  }
  if (refunded > 0) order::add_refunded(tx, o.id, refunded);
  if (cards) queue_card_refunds(tx);
}

void PaymentService::queue_card_refunds(db::Tx& tx) {
  if (ask_refunds_) tx.after_commit(ask_refunds_);
}

int PaymentService::send_refunds() {
  const int64_t started = clock_.now_ms();
  auto due = db_.read_value([&](db::Tx& tx) { return repo::card_refunds_due(tx, started); });
  int sent = 0;
  for (const auto& p : due) {
    // The lease counts from the claim itself: earlier calls of this batch may have taken a while.
    const int64_t claim_at = clock_.now_ms();
    bool claimed = db_.write_value([&](db::Tx& tx) { return repo::claim_refund(tx, p.payment_no, claim_at + kGatewayClaimMs, claim_at); });
    if (!claimed) continue;  // another runner (thread or instance) is sending it
    // The key is the payment's own: a second call for it, after a claim that outlived its
    // lease, is answered by the gateway without refunding again.
    RefundAnswer answer = gateway_.refund(p.gateway_ref, p.refund_due, "R" + p.payment_no);
    const int64_t now = clock_.now_ms();
    if (answer == RefundAnswer::unavailable) {
      int64_t attempts = db_.write_value([&](db::Tx& tx) { return repo::refund_later(tx, p.payment_no, now + retry_delay_ms(p.refund_attempts)); });
      if (attempts < kRefundAttempts) continue;  // the job tries again
      answer = RefundAnswer::declined;
    }
    db_.write([&](db::Tx& tx) {
      if (!repo::refund_sent(tx, p.payment_no, now)) return;
      if (answer == RefundAnswer::declined) {
        // The card cannot take the money back: it goes to the customer's wallet instead, so it
        // never goes missing (the ledger row says why).
        spdlog::warn("card refund of {} declined; refunding to the wallet", p.payment_no);
        auto o = order::find_by_id(tx, p.order_id);
        wallet::credit(tx, {p.member_id, p.refund_due, 0, "refund", o ? o->order_no : "", "refund-fallback:" + p.payment_no, now});
      }
    });
    ++sent;
  }
  return sent;
}

}  // namespace qsr::payment

#include "modules/purchase/purchase_service.h"

#include <spdlog/spdlog.h>

#include "core/app_error.h"
#include "core/crypto.h"
#include "http/return_url.h"
#include "modules/purchase/purchase_repo.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::purchase {

namespace {

using Outcome = payment::PaymentService::NotifyOutcome;

constexpr int kMaxQuantity = 20;

}  // namespace

void PurchaseService::add_kind(ProductKind& kind) { kinds_[std::string(kind.kind())] = &kind; }

ProductKind& PurchaseService::kind_of(const std::string& kind) const {
  auto it = kinds_.find(kind);
  if (it == kinds_.end()) throw AppError::invalid("kind");
  return *it->second;
}

ProductKind* PurchaseService::kind_numbering(const std::string& order_no) const {
  for (const auto& [name, kind] : kinds_) {
    if (order_no.rfind(kind->number_prefix(), 0) == 0) return kind;
  }
  return nullptr;
}

bool PurchaseService::on_sale(const std::string& kind) const { return gateway_.takes_cards() && kind_of(kind).on_sale(); }

Started PurchaseService::start(const Purchase& p) {
  ProductKind& kind = kind_of(p.kind);
  if (!on_sale(p.kind)) throw AppError(400, 400, p.kind + "_off");
  const auto back = http::same_origin_path(p.return_url);
  if (!back) throw AppError::invalid("success_url");
  if (p.request_key.empty()) throw AppError::invalid("Idempotency-Key");
  if (p.quantity < 1 || p.quantity > kMaxQuantity) throw AppError::invalid("quantity");
  const int64_t now = clock_.now_ms();
  ProductOrder o;
  o.order_no = std::string(kind.number_prefix()) + crypto::time_ordered_code(now, 8);
  o.kind = p.kind;
  o.member_id = p.member_id;
  o.product_id = p.product_id;
  o.quantity = p.quantity;
  const auto made = db_.write_value([&](db::Tx& tx) -> std::optional<ProductOrder> {
    if (auto earlier = repo::by_request(tx, p.member_id, p.request_key)) return earlier;  // a retried request
    repo::lock_buyer(tx, p.member_id, now);
    const Quote q = kind.quote(tx, p.member_id, p.product_id, p.quantity, now);
    if (q.amount <= 0) throw AppError::invalid("amount");
    if (q.purchase_limit > 0 && repo::live_count(tx, p.member_id, p.kind, p.product_id) >= q.purchase_limit) {
      // A payment still open counts: say so, rather than that the limit is reached for good.
      if (repo::any_paying(tx, p.member_id, p.kind, p.product_id)) throw AppError(409, 409, "purchase_paying");
      throw AppError(409, 409, "purchase_limit");
    }
    o.amount = q.amount;
    o.title = q.title;
    o.terms = q.terms;
    if (repo::insert(tx, o, p.request_key, now)) return std::nullopt;
    return repo::by_request(tx, p.member_id, p.request_key);  // the same key raced in
  });
  if (made) {
    if (made->kind != p.kind || made->product_id != p.product_id) throw AppError(409, 409, "idempotency_key_reused");
    if (made->status == "failed" || made->status == "closed") throw AppError(409, 409, "purchase_failed");
    if (made->status == "paid") throw AppError(409, 409, "purchase_already_paid");
    if (made->pay_url.empty()) throw AppError(409, 409, "purchase_in_progress");
    return {*made, made->pay_url};
  }
  // The order exists before the gateway is called, so its notify always finds it. The page the
  // payer comes back to learns which order it is about from its address.
  const std::string come_back = *back + (back->find('?') == std::string::npos ? "?" : "&") + "orderNo=" + o.order_no;
  auto session = gateway_.create_checkout(o.order_no, o.amount, "HKD", come_back);
  if (!session) {
    db_.write([&](db::Tx& tx) {
      if (repo::mark_failed(tx, o.order_no, clock_.now_ms())) kind.lapsed(tx, o, clock_.now_ms());
    });
    throw AppError(502, 502, "pay_gateway_unavailable");
  }
  db_.write([&](db::Tx& tx) { repo::set_checkout(tx, o.order_no, session->gateway_ref, session->redirect_url, clock_.now_ms()); });
  o.status = "paying";
  o.gateway_ref = session->gateway_ref;
  o.pay_url = session->redirect_url;
  o.created_at = now;
  return {o, session->redirect_url};
}

std::optional<Outcome> PurchaseService::apply(const payment::Notification& n) {
  ProductKind* kind = kind_numbering(n.merchant_reference);
  if (!kind) return std::nullopt;  // an order's payment, or another payer's
  const int64_t now = clock_.now_ms();
  bool refund_queued = false;
  const Outcome outcome = db_.write_value([&](db::Tx& tx) -> Outcome {
    const auto o = repo::by_no(tx, n.merchant_reference);
    if (!o || o->gateway_ref != n.gateway_ref || o->kind != kind->kind()) return Outcome::unknown_payment;
    // Fulfilled only when the gateway confirms the very amount and currency we asked for.
    if (n.amount != o->amount || n.currency != "HKD") {
      spdlog::error("product order {}: notify amount {} {} does not match {} HKD", o->order_no, n.amount, n.currency, o->amount);
      return Outcome::mismatch;
    }
    if (n.status == payment::GatewayStatus::failed) {
      if (!repo::mark_failed(tx, o->order_no, now)) return Outcome::duplicate;
      kind->lapsed(tx, *o, now);
      return Outcome::applied;
    }
    if (n.status != payment::GatewayStatus::succeeded) return Outcome::mismatch;
    if (!repo::mark_paid(tx, o->order_no, n.channel, now)) return Outcome::duplicate;
    ProductOrder paid = *o;
    paid.status = "paid";
    paid.channel = n.channel;
    paid.paid_at = now;
    if (!kind->wanted(tx, paid)) {
      // Paid after what it paid for lapsed (an abandoned payment completed late): the money goes
      // straight back, by the refund queue like any other.
      spdlog::warn("product order {} paid for something no longer waiting; refunding", o->order_no);
      refund_queued = repo::start_refund(tx, o->order_no, "paid after it lapsed", now);
      return Outcome::applied;
    }
    kind->fulfil(tx, paid, now);
    return Outcome::applied;
  });
  if (refund_queued && ask_refunds_) ask_refunds_();
  return outcome;
}

int PurchaseService::settle_pending(int64_t age_ms) {
  const int64_t now = clock_.now_ms();
  auto stuck = db_.read_value([&](db::Tx& tx) { return repo::stuck(tx, now - age_ms, 100); });
  int settled = 0;
  for (const auto& o : stuck) {
    const payment::GatewayStatus s = gateway_.query(o.gateway_ref);
    if (s == payment::GatewayStatus::succeeded || s == payment::GatewayStatus::failed) {
      if (apply({o.gateway_ref, o.order_no, s, o.amount, "HKD"}) == Outcome::applied) ++settled;
    } else if (o.created_at <= now - kAbandonedAfterMs) {
      // The payer left the gateway's page: the order stops counting against the purchase limit.
      // Should the gateway still take the money, its notify pays the order all the same.
      const bool closed = db_.write_value([&](db::Tx& tx) {
        if (!repo::mark_closed(tx, o.order_no, clock_.now_ms())) return false;
        kind_of(o.kind).lapsed(tx, o, clock_.now_ms());
        return true;
      });
      if (closed) ++settled;
    }
  }
  return settled;
}

PurchaseService::Page PurchaseService::paid(int64_t member_id, const std::string& kind, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) {
    if (kind.empty()) return Page{repo::paid_of_all(tx, member_id, limit, offset), repo::paid_count_all(tx, member_id)};
    return Page{repo::paid_of(tx, member_id, kind, limit, offset), repo::paid_count(tx, member_id, kind)};
  });
}

std::map<int64_t, int64_t> PurchaseService::bought(int64_t member_id, const std::string& kind) {
  return db_.read_value([&](db::Tx& tx) { return repo::live_counts(tx, member_id, kind); });
}

ProductOrder PurchaseService::detail(int64_t member_id, const std::string& order_no, const std::string& kind) {
  auto o = db_.read_value([&](db::Tx& tx) { return repo::by_no(tx, order_no); });
  if (!o || o->member_id != member_id || (!kind.empty() && o->kind != kind)) throw AppError::not_found();
  return *o;
}

std::vector<ProductOrder> PurchaseService::owned(int64_t member_id, const std::vector<std::string>& order_nos, const std::string& kind) {
  return db_.read_value([&](db::Tx& tx) {
    std::vector<ProductOrder> out;
    for (const auto& no : order_nos) {
      auto o = repo::by_no(tx, no);
      if (o && o->member_id == member_id && o->kind == kind) out.push_back(std::move(*o));
    }
    return out;
  });
}

ProductOrder PurchaseService::refund(const std::string& order_no, const std::string& reason) {
  if (reason.size() > 200) throw AppError::invalid("reason");
  const int64_t now = clock_.now_ms();
  auto o = db_.write_value([&](db::Tx& tx) {
    auto o = repo::by_no(tx, order_no);
    if (!o) throw AppError::not_found();
    ProductKind& kind = kind_of(o->kind);
    if (o->status != "paid") throw AppError(409, 409, "purchase_not_refundable");
    kind.reverse(tx, *o, now);
    if (!repo::start_refund(tx, order_no, reason, now)) throw AppError(409, 409, "purchase_not_refundable");
    for (const auto& tell : refund_listeners_) tell(tx, *o, now);
    return *repo::by_no(tx, order_no);
  });
  if (ask_refunds_) ask_refunds_();
  return o;
}

int PurchaseService::send_refunds() {
  auto due = db_.read_value([&](db::Tx& tx) { return repo::refunds_due(tx, clock_.now_ms(), 50); });
  int sent = 0;
  for (const auto& o : due) {
    // Claimed before the call; the lease counts from the claim (earlier calls may have been slow).
    const int64_t claim_at = clock_.now_ms();
    if (!db_.write_value([&](db::Tx& tx) { return repo::claim_refund(tx, o.order_no, claim_at + payment::kGatewayClaimMs, claim_at); })) {
      continue;  // another runner (thread or instance) has it
    }
    // The order's own key: a second call after a claim that outlived its lease refunds nothing twice.
    payment::RefundAnswer answer = gateway_.refund(o.gateway_ref, o.amount, "P" + o.order_no);
    const int64_t now = clock_.now_ms();
    if (answer == payment::RefundAnswer::unavailable) {
      if (o.refund_attempts + 1 < payment::kRefundAttempts) {
        db_.write([&](db::Tx& tx) { repo::refund_later(tx, o.order_no, now + payment::retry_delay_ms(o.refund_attempts)); });
        continue;
      }
      answer = payment::RefundAnswer::declined;
    }
    db_.write([&](db::Tx& tx) {
      const bool to_card = answer == payment::RefundAnswer::accepted;
      if (!repo::end_refund(tx, o.order_no, to_card ? "refunded" : "refunded_to_wallet", now)) return;
      if (!to_card) {
        // The card cannot take the money back: it goes to the member's wallet, never missing.
        spdlog::warn("card refund of product order {} declined; refunding to the wallet", o.order_no);
        wallet::credit(tx, {o.member_id, o.amount, 0, "refund", o.order_no, "product-refund:" + o.order_no, now});
      }
    });
    ++sent;
  }
  return sent;
}

void PurchaseService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }

}  // namespace qsr::purchase

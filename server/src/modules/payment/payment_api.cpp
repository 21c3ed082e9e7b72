#include "modules/payment/payment_api.h"

#include <algorithm>

#include "core/app_error.h"
#include "modules/payment/pay_split.h"
#include "modules/payment/payment_repo.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::payment {

namespace {

// The order's payments that can still give money back: stored value first, then cards, oldest first.
std::vector<Refundable> refundable_payments(db::Tx& tx, int64_t order_id) {
  std::vector<Refundable> out;
  for (const auto& p : repo::of_order(tx, order_id)) {
    if (p.status == "succeeded" && p.amount > p.refunded_amount) {
      out.push_back({p.payment_no, p.method, p.gateway_ref, p.amount - p.refunded_amount, p.wallet_sid});
    }
  }
  // Stored value (the wallet, a gift card) first: it goes back at once.
  std::stable_partition(out.begin(), out.end(), [](const Refundable& r) { return r.method != "card"; });
  return out;
}

}  // namespace

std::vector<RefundPart> refund_plan(db::Tx& tx, int64_t order_id, int64_t amount) {
  std::vector<RefundPart> out;
  const auto payments = refundable_payments(tx, order_id);
  if (!split::of(tx, order_id)) {
    for (const auto& p : payments) {
      if (amount <= 0) break;
      const int64_t part = std::min(amount, p.left);
      out.push_back({p, part});
      amount -= part;
    }
    return out;
  }
  int64_t total = 0;
  for (const auto& p : payments) total += p.left;
  amount = std::min(amount, total);
  int64_t given = 0;
  for (const auto& p : payments) {
    const auto part = static_cast<int64_t>(static_cast<__int128>(amount) * p.left / std::max<int64_t>(total, 1));
    out.push_back({p, part});
    given += part;
  }
  // The cents the shares rounded down go one each to the payments with room left, in order.
  for (auto& part : out) {
    if (given >= amount) break;
    if (part.amount < part.payment.left) {
      ++part.amount;
      ++given;
    }
  }
  std::erase_if(out, [](const RefundPart& part) { return part.amount <= 0; });
  return out;
}

bool reserve_refund(db::Tx& tx, const std::string& payment_no, int64_t amount) {
  return repo::reserve_refund(tx, payment_no, amount);
}

int64_t gifted_back(db::Tx& tx, const std::string& payment_no, int64_t part) {
  const auto p = repo::by_no(tx, payment_no);
  if (!p || p->bonus_amount <= 0) return 0;
  const int64_t share = wallet::bonus_share(part, p->amount, p->bonus_amount, p->bonus_refunded, p->refunded_amount >= p->amount);
  if (share > 0) repo::add_bonus_back(tx, payment_no, share);
  return share;
}

void settle_given_back_by_parts(db::Tx& tx, const std::string& payment_no, bool parts_pending, int64_t now_ms) {
  repo::settle_given_back_by_parts(tx, payment_no, parts_pending, now_ms);
}

void split_in_parts(db::Tx& tx, int64_t order_id, int64_t parts, int64_t now_ms) {
  if (parts < kMinParts || parts > kMaxParts) throw AppError::invalid("people");
  split::start(tx, order_id, parts, now_ms);
}

std::optional<SplitState> split_of(db::Tx& tx, const order::OrderRow& o) {
  auto s = split::of(tx, o);
  if (!s) return std::nullopt;
  SplitState out{s->parts, s->taken, {}};
  // A payer's wallet part may be two rows (the store's account and the brand's): one payer each.
  for (const auto& p : repo::of_order(tx, o.id)) {
    if (p.status == "failed") continue;
    auto same = std::find_if(out.payers.begin(), out.payers.end(), [&](const SplitPayer& x) { return x.member_id == p.member_id; });
    if (same == out.payers.end()) same = out.payers.insert(out.payers.end(), SplitPayer{p.member_id, 0, 0, 0, 0, true});
    same->parts += p.part_count;
    same->amount += p.amount;
    same->refunded += p.refunded_amount;
    same->gifted += p.bonus_amount;
    if (p.status == "pending") same->paid = false;
  }
  return out;
}

}  // namespace qsr::payment

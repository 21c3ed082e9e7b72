#include "modules/payment/payment_api.h"

#include <algorithm>

#include "modules/payment/payment_repo.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::payment {

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

}  // namespace qsr::payment

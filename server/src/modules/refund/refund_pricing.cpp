#include "modules/refund/refund_pricing.h"

#include <algorithm>

#include "core/app_error.h"
#include "modules/refund/refund_service.h"

namespace qsr::refund {

Quote refund_quote(const std::vector<order::LineRecord>& lines, const std::map<int64_t, int64_t>& wanted, int64_t still_paid) {
  Quote q;
  q.whole = wanted.empty();
  if (q.whole) {
    q.amount = still_paid;
    for (const auto& l : lines) {
      if (l.quantity > l.refunded_quantity) q.lines[l.id] = l.quantity - l.refunded_quantity;
    }
    return q;
  }
  for (const auto& [id, qty] : wanted) {
    auto it = std::find_if(lines.begin(), lines.end(), [&](const auto& l) { return l.id == id; });
    if (it == lines.end() || qty < 1 || qty > it->quantity - it->refunded_quantity) throw AppError(400, kBadLines, "refund_bad_lines");
    // What the customer paid for these units: packing as it was charged, less the line's share
    // of the coupons (never the list price).
    q.amount += it->paid_for_units(it->refunded_quantity + qty) - it->paid_for_units(it->refunded_quantity);
    q.lines[id] = qty;
  }
  q.amount = std::min(q.amount, still_paid);
  return q;
}

}  // namespace qsr::refund

#include "modules/coupon/checkout_offers.h"

#include <algorithm>
#include <optional>

#include "engine/coupon/calculate.h"
#include "modules/coupon/checkout_summary.h"

namespace qsr::coupon {
namespace ec = engine::coupon;

namespace {

// What `code` would take off if the coupons it `cancels` left the selection; nullopt when it
// cancels nothing or would still not apply.
std::optional<int64_t> instead_of_cancelled(const ec::Workspace& ws, const std::vector<std::string>& selection,
                                            const std::vector<std::string>& cancels, const std::string& code) {
  if (cancels.empty()) return std::nullopt;
  std::vector<std::string> next;
  for (const auto& s : selection) {
    if (std::find(cancels.begin(), cancels.end(), s) == cancels.end()) next.push_back(s);
  }
  next.push_back(code);
  const ec::CalcResult r = ec::calculate(ws, next);
  int64_t took = 0;
  bool applied = false;
  for (const auto& a : r.applied) {
    if ((a.wallet_code.empty() ? a.code : a.wallet_code) == code) {
      applied = true;
      took += a.discount;
    }
  }
  if (!applied) return std::nullopt;
  return took;
}

}  // namespace

std::vector<CouponOffer> offers_of(const ec::Workspace& ws, const ec::OverlayResult& overlay,
                                   const std::vector<std::string>& selection, const CouponPricing& priced,
                                   const std::map<std::string, const WalletCoupon*>& wallet,
                                   const std::vector<ec::Coupon>& engine_wallet) {
  std::map<std::string, std::vector<std::string>> cancels;
  for (const auto& c : overlay.conflicting) cancels[c.code] = c.cancels;
  auto offer = [&](const std::string& code) {
    const WalletCoupon& w = *wallet.at(code);
    CouponOffer o{w.row, w.tmpl};
    auto e = std::find_if(engine_wallet.begin(), engine_wallet.end(), [&](const ec::Coupon& c) { return c.code == code; });
    if (e != engine_wallet.end()) o.terms = *e;
    o.cancels = cancels[code];
    return o;
  };
  std::vector<CouponOffer> out;
  for (const auto& u : overlay.current.usable) {
    if (!wallet.count(u.code)) continue;
    CouponOffer o = offer(u.code);
    o.selected = u.selected;
    o.saves = u.selected ? discount_of(priced, u.code) : u.discount;
    out.push_back(std::move(o));
  }
  for (const auto& u : overlay.current.unusable) {
    if (!wallet.count(u.code)) continue;
    CouponOffer o = offer(u.code);
    // Refused only because of what is selected: still tappable, with the confirm modal naming
    // what it would cancel (spec 001 §4: a non-stackable choice cancels the others once the
    // customer confirms), if it applies once they are gone.
    if (auto taking = instead_of_cancelled(ws, selection, o.cancels, u.code)) {
      o.saves = *taking;
    } else {
      o.tappable = false;
      o.refusal = {u.reason, u.arg};
    }
    out.push_back(std::move(o));
  }
  return out;
}

}  // namespace qsr::coupon

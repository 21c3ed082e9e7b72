// What the checkout's coupon list offers of the member's wallet (spec 001 §4): each usable coupon
// selected or with what choosing it would save, the ones refused only because of what is
// selected still tappable with what they would cancel, and the others with why not.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/coupon/overlay.h"
#include "engine/coupon/workspace.h"
#include "modules/coupon/checkout_coupons.h"

namespace qsr::coupon {

// One of the member's usable coupons, loaded for the checkout.
struct WalletCoupon {
  CouponRow row;
  TemplateRow tmpl;
  engine::coupon::Coupon terms;
};

// `overlay`: the engine's answer for `selection` on `ws`; `priced`: its summary (summarize);
// `wallet`: the member's usable coupons by code (codes the engine knows but the member does not
// hold are not offered); `engine_wallet`: the coupons the engine had (the wallet within its caps).
std::vector<CouponOffer> offers_of(const engine::coupon::Workspace& ws, const engine::coupon::OverlayResult& overlay,
                                   const std::vector<std::string>& selection, const CouponPricing& priced,
                                   const std::map<std::string, const WalletCoupon*>& wallet,
                                   const std::vector<engine::coupon::Coupon>& engine_wallet);

}  // namespace qsr::coupon

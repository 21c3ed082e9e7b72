// The coupon wallet's answers on the wire (docs/API.md "Coupons"): what CouponService returns,
// as JSON in the reader's language. Checkout's coupons are checkout_coupons_view.h.
#pragma once

#include <string>
#include <vector>

#include <boost/json.hpp>

#include "core/i18n.h"
#include "engine/coupon/coupon.h"
#include "modules/coupon/coupon_service.h"

namespace qsr::coupon {

// A member's coupon (the wallet list, claims, codes, grants, gifts received or withdrawn).
boost::json::object member_coupon_json(const MemberCoupon& c, Lang lang);
// The coupon with its rules spelled out: when, where, on what and beside which others.
boost::json::object coupon_detail_json(const MemberCoupon& c, Lang lang);
boost::json::object coupon_page_json(const CouponPage& page, Lang lang);
boost::json::object center_json(const std::vector<CenterCampaign>& campaigns, Lang lang);
// A coupon activity (docs/decisions/0038): what the voucher centre's link shows, and its page
// with the campaigns as center_json lists them.
boost::json::object activity_json(const ActivityRow& a, Lang lang);
boost::json::object activity_page_json(const CouponService::ActivityView& v, Lang lang);
// A template read alone: the coupon it would give now with its rules (no code), its validity in
// days when counted from the day it is received, and the live trade event that gives it.
boost::json::object template_json(const CouponService::TemplateView& v, Lang lang);
// The member's coupons of a template and the per-member limit on it (null when none).
boost::json::object template_receipts_json(int64_t template_id, const CouponService::TemplateReceipts& r);
// `app_url` makes the link the giver shares.
boost::json::object gift_offer_json(const GiftOffer& gift, const std::string& app_url, Lang lang);
boost::json::object gift_preview_json(const GiftPreview& gift, Lang lang);
boost::json::object channels_json(Lang lang);

// Admin.
boost::json::array templates_json(const std::vector<TemplateRow>& templates, Lang lang);
boost::json::array campaigns_json(const std::vector<CampaignRow>& campaigns, Lang lang);

// Pieces of a coupon's face the checkout's list shows too.
std::string category_text(int category, Lang lang);
// Its value as the face prints it: the percentage paid, or an amount of money.
std::string coupon_value_text(const engine::coupon::Coupon& terms);

}  // namespace qsr::coupon

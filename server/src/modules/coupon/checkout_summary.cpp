#include "modules/coupon/checkout_summary.h"

#include <algorithm>

namespace qsr::coupon {
namespace ec = engine::coupon;

bool forbids_stored_value(const ec::Coupon& c) {
  return std::any_of(c.mutually_type_range.begin(), c.mutually_type_range.end(), [](int t) { return t == 2 || t == 3; });
}

bool forbids_points(const ec::Coupon& c) {
  return std::any_of(c.mutually_type_range.begin(), c.mutually_type_range.end(), [](int t) { return t == 1 || t == 3; });
}

CouponPricing summarize(const ec::CalcResult& priced, const std::vector<std::string>& selection,
                        const std::vector<ec::Coupon>& wallet, const std::map<std::string, int64_t>& coupon_ids) {
  CouponPricing out;
  std::map<std::string, int64_t> took;
  std::vector<std::string> applied_order;
  for (const auto& a : priced.applied) {
    const std::string& code = a.wallet_code.empty() ? a.code : a.wallet_code;
    if (!took.count(code)) applied_order.push_back(code);
    took[code] += a.discount;
  }
  for (const auto& code : applied_order) {
    auto id = coupon_ids.find(code);
    if (id != coupon_ids.end()) out.applied.push_back({id->second, code, took[code]});
    for (const auto& w : wallet) {
      if (w.code == code && forbids_stored_value(w)) out.excludes_stored_value = true;
      if (w.code == code && forbids_points(w)) out.excludes_points = true;
      if (w.code == code && w.stored_value_mode != ec::StoredValueMode::none) out.requires_stored_value = true;
    }
  }
  for (const auto& code : selection) {
    if (!took.count(code)) out.refused.push_back(code);
  }
  out.cleared_line_ids = priced.cleared_line_ids;
  out.delivery_discount = priced.dis_delivery_price;
  out.goods_discount = priced.discount_amount - priced.dis_delivery_price;
  for (const auto& unit : priced.product_list) {
    if (unit.discount != 0) out.line_discounts[unit.line_id] += unit.discount;
  }
  return out;
}

int64_t discount_of(const CouponPricing& p, const std::string& code) {
  auto it = std::find_if(p.applied.begin(), p.applied.end(), [&](const AppliedCoupon& a) { return a.code == code; });
  return it == p.applied.end() ? 0 : it->discount;
}

}  // namespace qsr::coupon

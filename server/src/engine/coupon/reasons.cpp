#include "engine/coupon/reasons.h"

namespace qsr::engine::coupon {

int reason_code(Reason r) { return static_cast<int>(r); }

std::string_view reason_key(Reason r) {
  switch (r) {
    case Reason::not_activated: return "coupon_reason_not_activated";
    case Reason::channel: return "coupon_reason_channel";
    case Reason::business_type: return "coupon_reason_business_type";
    case Reason::validity: return "coupon_reason_validity";
    case Reason::booked_time: return "coupon_reason_booked_time";
    case Reason::use_time: return "coupon_reason_use_time";
    case Reason::store: return "coupon_reason_store";
    case Reason::item: return "coupon_reason_item";
    case Reason::no_product: return "coupon_reason_no_product";
    case Reason::threshold: return "coupon_reason_threshold";
    case Reason::insufficient_amount: return "coupon_reason_insufficient_amount";
    case Reason::mutual_exclusion: return "coupon_reason_mutual_exclusion";
    case Reason::combination: return "coupon_reason_combination";
    case Reason::group_only: return "coupon_reason_group_only";
    case Reason::not_for_group: return "coupon_reason_not_for_group";
    case Reason::stored_value_only: return "coupon_reason_stored_value_only";
    case Reason::stored_value_balance: return "coupon_reason_stored_value_balance";
    case Reason::brand_balance: return "coupon_reason_brand_balance";
    case Reason::store_balance: return "coupon_reason_store_balance";
    case Reason::user_group: return "coupon_reason_user_group";
    case Reason::gift: return "coupon_reason_gift";
    case Reason::exchange_items: return "coupon_reason_exchange_items";
    case Reason::one_per_order: return "coupon_reason_one_per_order";
    case Reason::goods_differ: return "coupon_reason_goods_differ";
    case Reason::not_stackable: return "coupon_reason_not_stackable";
    case Reason::count_limit: return "coupon_reason_count_limit";
    case Reason::unknown_coupon: return "coupon_reason_unknown_coupon";
  }
  return "coupon_reason_unknown_coupon";
}

bool reason_has_arg(Reason r) { return r == Reason::exchange_items; }

}  // namespace qsr::engine::coupon

// Enumerations and constants of the coupon engine: spec 001 §3 "Coupon category codes" and
// "Other enumerations", §9 constants. Money is int64 cents throughout.
#pragma once

#include <cstdint>

namespace qsr::engine::coupon {

using Cents = int64_t;

enum class Category : int {
  full_reduction = 10,      // fixed amount off once a threshold is met (repeatable with `cycle`)
  percentage = 20,          // pay couponValue percent of the covered amount (85 = 15% off)
  gift_with_purchase = 30,  // gift lines tied to the coupon are charged 0
  special_offer = 50,       // matching units at the special price couponValue
  delivery_fee = 60,        // off the delivery fee
  paid_membership = 70,     // Privilege Pass coupon: fixed amount off, reported as prime discount
  exchange = 80,            // exchange lines tied to the coupon are charged 0
  convert = 90,             // exchange lines tied to the coupon are charged couponValue
  voucher = 100,            // cash voucher, calculated last
  gift_activity = 110,      // buy-one-get-one and step gift
};

enum class Hierarchy : int { order = 10, product = 30 };

// Spec 001 §3 superposition (stacking) type.
enum class Superposition : int { none = 0, same_template = 1, same_category = 2, same_hierarchy = 3, cross_hierarchy = 4 };

// maxDiscountType: cap the discount by amount (0) or the number of uses by count (1).
enum class MaxDiscountType : int { by_amount = 0, by_count = 1 };

// Goods types of a cart line (spec 001 §3 cart line).
enum class GoodsType : int { common = 1, coupon = 2, package = 3, option = 4 };

// The parts a unit's price is made of. Only `base` is always covered by a discount; the others
// are covered when the coupon's discountItemTypeRange names their item-kind code.
enum class PricePart : int { base = 0, attribute = 1, attachment = 2, package_extra = 3, box = 4 };
inline constexpr int kPricePartCount = 5;
using PartMask = uint8_t;
inline constexpr PartMask part_bit(PricePart p) { return static_cast<PartMask>(1u << static_cast<int>(p)); }
inline constexpr PartMask kAllParts = (1u << kPricePartCount) - 1;

// Item-kind codes of discountItemTypeRange (spec 001 §3, §4 "Discount-range item types").
inline constexpr int kItemKindAttachment = 4;
inline constexpr int kItemKindBox = 6;
inline constexpr int kItemKindAttachmentAlt = 7;  // the notes list attachments under 7 as well
inline constexpr int kItemKindPackageExtra = 8;   // unlabelled in the spec; read as package add prices
inline constexpr int kItemKindAttribute = 15;

// mutuallyTypeRange codes (spec 001 §3 "Mutual-exclusion range").
inline constexpr int kMutuallyNormal = 0;
inline constexpr int kMutuallyPoints = 1;
inline constexpr int kMutuallyExclusive = 2;  // read as: excluded by stored-value payment
inline constexpr int kMutuallyPointsAndStoredValue = 3;

inline constexpr int kCouponStatusActive = 10;           // spec 000 §4, 001 §3
inline constexpr int64_t kUnsetMaximum = 999999;          // spec 001 §9 maximum discount and count
inline constexpr Cents kUnsetMaxDiscountCents = kUnsetMaximum * 100;  // 999999 dollars
inline constexpr int kTradeTypeSix = 6;                  // product-level trade-type-6, calculated first
inline constexpr int kOrderTypeTakeout = 1;              // order type 1 means delivery

// Spec 001 §4: thresholdType 2, 3 and 5 count units; every other type is an amount.
inline constexpr bool is_quantity_threshold(int threshold_type) {
  return threshold_type == 2 || threshold_type == 3 || threshold_type == 5;
}

}  // namespace qsr::engine::coupon

// The ranges the engine accepts (docs/coupons.md "Limits"). They bound memory and time per
// request and make overflow impossible: the largest order is 10,000 units of five price parts of
// at most 10^10 cents, 5 * 10^14 cents in all, so every sum, every product of a price and a count
// the engine forms (at most ~10^18 in the search bounds) fits in int64_t. Both the command line
// (engine/coupon/wire) and the server's checkout (modules/coupon) check input against these
// through input_check.h before the engine sees it.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/coupon/coupon_types.h"

namespace qsr::engine::coupon::limits {

// The cart. A restaurant order is far below these; a cart beyond them is refused, not trimmed.
inline constexpr int64_t kMaxLines = 200;
inline constexpr int64_t kMaxLineQuantity = 999;
inline constexpr int64_t kMaxUnits = 10000;  // the sum of `num` over the lines

// The wallet: coupons sent, and entries once virtual copies (limitQty) are expanded.
inline constexpr int64_t kMaxCoupons = 500;
inline constexpr int64_t kMaxCouponEntries = 2000;
inline constexpr int64_t kMaxCopiesPerCoupon = 99;
inline constexpr int64_t kMaxSelected = kMaxCouponEntries;  // codes in selectedCoupons

// One money field: $100,000,000 in cents. No price, fee, value, threshold or cap is near it.
inline constexpr Cents kMaxMoney = 10'000'000'000;
// Counts (caps on uses, thresholds in units, uses left): the spec's "unset" maximum (§9).
inline constexpr int64_t kMaxCount = kUnsetMaximum;
// A count per item of a rule, a gift, an exchange, people in a group order.
inline constexpr int64_t kMaxItemCount = 999;
// Ids fit a JavaScript number exactly (2^53 - 1), so a web client can hold them.
inline constexpr int64_t kMaxId = 9'007'199'254'740'991;
// Moments: 2000-01-01T00:00Z .. 2100-01-01T00:00Z in epoch ms. A `now` outside is a sender's bug
// (0 would be 1970). Dates in couponUseTime fall in the same years.
inline constexpr int64_t kMinMomentMs = 946'684'800'000;
inline constexpr int64_t kMaxMomentMs = 4'102'444'800'000;
inline constexpr int kMinYear = 2000;
inline constexpr int kMaxYear = 2099;
// Lists inside one coupon or configuration.
inline constexpr size_t kMaxRules = 100;    // itemRules, giftItems, time slots, date ranges
inline constexpr size_t kMaxIds = 1000;     // shopIds, memberLevelIds, userGroupIds, primeIds
inline constexpr size_t kMaxSmallList = 20; // channels, businessTypes, weeks, itemRange, ...
// Text.
inline constexpr size_t kMaxCodeChars = 64;   // coupon codes, item and sku codes, channels
inline constexpr size_t kMaxNameChars = 600;  // couponName: 200 CJK characters in UTF-8
// superimposedConfig.maxValue and orderUsageLimitQuantity: a count of coupons in one order.
inline constexpr int64_t kMaxCouponsPerOrder = kMaxCouponEntries;

}  // namespace qsr::engine::coupon::limits

// Which coupons may be used together (spec 001 §4 Stacking).
//
// Superposition modes: none (0) stacks with nothing; same template (1), same category (2) and
// same hierarchy (3) stack with coupons that share it; cross hierarchy (4) with anything. Both
// coupons of a pair must admit each other. On top of the modes:
//   - delivery-fee coupons stand outside the modes (a non-stackable coupon admits only them),
//     and one per order;
//   - no two order-level percentage ("discount") coupons;
//   - order-level coupons must all have the same applicable goods (券的适用商品不一致);
//   - one special offer (50) per template, one gift activity (110) per order;
//   - a template with orderUsageLimitType LIMITED appears at most orderUsageLimitQuantity times;
//   - the count, virtual copies included, stays below superimposedConfig.maxValue.
#pragma once

#include <optional>
#include <span>
#include <string>

#include "engine/coupon/calc_config.h"
#include "engine/coupon/coupon.h"
#include "engine/coupon/reasons.h"

namespace qsr::engine::coupon {

// Canonical text of the goods a coupon names (item rules and item type range).
std::string applicable_goods_signature(const Coupon& coupon);

bool mode_admits(const Coupon& holder, const Coupon& other);

// Whether two coupons conflict; `same_goods` says whether their applicable goods signatures are
// equal. Symmetric.
std::optional<Refusal> pair_conflict(const Coupon& a, const Coupon& b, bool same_goods);

// The most coupons an order may hold (superimposedConfig.maxValue: the count stays below it).
int64_t max_coupons_per_order(const CalcConfig& config);

// The most coupons of `coupon`'s template an order may hold (LIMITED), or a huge number.
int64_t template_limit(const Coupon& coupon);

}  // namespace qsr::engine::coupon

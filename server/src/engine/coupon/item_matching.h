// Which goods a coupon applies to (spec 001 §5 rule 7: item rules with include or exclude, and
// the item type range) and which price parts of them it may reduce (discountItemTypeRange).
#pragma once

#include "engine/coupon/cart.h"
#include "engine/coupon/coupon.h"

namespace qsr::engine::coupon {

bool rule_matches_line(const ItemRule& rule, const CartLine& line);

// No exclude rule matches, and when there are include rules one of them does.
bool line_matches_item_rules(const std::vector<ItemRule>& rules, const CartLine& line);

// The goods type is in the coupon's item type range (an empty range admits every type).
bool line_in_item_type_range(const Coupon& coupon, const CartLine& line);

// Base price always; attribute, attachment, package-extra and box parts when named by the
// coupon's discountItemTypeRange (4 and 7 both name attachments).
PartMask covered_parts(const Coupon& coupon);

// Exchange and convert coupons name their exchangeable goods with item rules; the goods that
// carry their threshold are the whole order.
bool item_rules_select_tied_goods(Category category);

}  // namespace qsr::engine::coupon

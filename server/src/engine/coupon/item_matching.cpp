#include "engine/coupon/item_matching.h"

#include <algorithm>

namespace qsr::engine::coupon {

bool rule_matches_line(const ItemRule& rule, const CartLine& line) {
  std::string scratch;
  if (rule.item_code != line_item_code(line, scratch)) return false;
  return rule.sku_code.empty() || rule.sku_code == line.sku_code;
}

bool line_matches_item_rules(const std::vector<ItemRule>& rules, const CartLine& line) {
  bool has_include = false;
  bool included = false;
  for (const auto& rule : rules) {
    const bool match = rule_matches_line(rule, line);
    if (rule.exclude) {
      if (match) return false;
    } else {
      has_include = true;
      included = included || match;
    }
  }
  return !has_include || included;
}

bool line_in_item_type_range(const Coupon& coupon, const CartLine& line) {
  const auto& range = coupon.item_type_range;
  return range.empty() || std::find(range.begin(), range.end(), static_cast<int>(line.goods_type)) != range.end();
}

PartMask covered_parts(const Coupon& coupon) {
  PartMask mask = part_bit(PricePart::base);
  for (int kind : coupon.discount_item_type_range) {
    switch (kind) {
      case kItemKindAttachment:
      case kItemKindAttachmentAlt: mask |= part_bit(PricePart::attachment); break;
      case kItemKindBox: mask |= part_bit(PricePart::box); break;
      case kItemKindPackageExtra: mask |= part_bit(PricePart::package_extra); break;
      case kItemKindAttribute: mask |= part_bit(PricePart::attribute); break;
      default: break;
    }
  }
  return mask;
}

bool item_rules_select_tied_goods(Category category) {
  return category == Category::exchange || category == Category::convert;
}

}  // namespace qsr::engine::coupon

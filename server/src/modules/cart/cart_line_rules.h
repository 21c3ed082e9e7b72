// Pure rules for cart lines: how a line's choices are written down (so identical choices merge),
// what a line costs at a store, and whether it can be bought there now.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "modules/catalog/catalog_types.h"

namespace qsr::cart {

struct PackagePick {
  int64_t group_id = 0, goods_id = 0, option_id = 0;
  bool operator<(const PackagePick& o) const {
    return std::tie(group_id, goods_id, option_id) < std::tie(o.group_id, o.goods_id, o.option_id);
  }
  bool operator==(const PackagePick& o) const = default;
};

struct Choices {
  int64_t goods_id = 0;
  int64_t option_id = 0;
  std::vector<int64_t> attr_values;
  std::vector<PackagePick> package;
};

// Canonical text forms stored in cart_line.attrs / cart_line.package (sorted, so order of choice
// does not matter): "101,203" and "1:9001:0,2:2001:200101".
std::string attrs_key(std::vector<int64_t> values);
std::string package_key(std::vector<PackagePick> picks);
std::optional<std::vector<int64_t>> parse_attrs_key(const std::string& key);
std::optional<std::vector<PackagePick>> parse_package_key(const std::string& key);

// What a line is at a store now.
struct PricedChoice {
  std::string problem;  // message key when it cannot be bought ("" when it can)
  catalog::Cents unit_price = 0;
  catalog::Cents unit_old_price = 0;
  catalog::Cents unit_box = 0;
  catalog::Cents option_price = 0;   // the specification (or goods) price part
  catalog::Cents attr_price = 0;     // sum of attribute value prices
  catalog::Cents package_price = 0;  // sum of package add prices
  // The choices' names as the catalogue holds them, in every language (pointing into the snapshot
  // the line was priced with, which the caller holds).
  const I18nText* option_name = nullptr;  // none when the goods has no specification
  std::vector<const I18nText*> attr_names;
  // Each set component with its specification ("檸檬茶（凍）"): the kitchen makes what was paid for.
  std::vector<I18nText> package_names;

  std::string option_text(Lang lang) const { return option_name ? option_name->get(lang) : std::string(); }
  // The crossed-out price of one unit: the old price with the same extras, or the price itself
  // when the goods has no old price.
  catalog::Cents shown_old_price() const { return unit_old_price > 0 ? unit_old_price + attr_price + package_price : unit_price; }
  // "Specification, attribute, ..., package item" in every language: what an order line keeps,
  // so the order reads in whatever language it is later opened in.
  I18nText detail() const;
  // The same in one language: the line's full recipe, as the cart, checkout and the kitchen show
  // it ("凍、少甜、港式奶茶（凍）"; ", " between choices in English).
  std::string detail(Lang lang) const;
};

// Checks every choice against the menu (specification present and sold here, required attribute
// groups answered, single-choice groups not doubled, package groups picked exactly `pick` times
// from their items) and the goods' state at the store and time; prices the line.
PricedChoice price_choice(const catalog::Snapshot& snap, int64_t sid, const Choices& c, const LocalTime& now);

// Message keys the rules answer with (for the catalogue test).
inline constexpr const char* kProblemKeys[] = {"goods_not_found", "goods_sold_out", "goods_spec_removed",
                                               "goods_not_for_sale", "goods_outside_sale_time_add",
                                               "cart_spec_required", "cart_attr_required", "cart_attr_invalid",
                                               "cart_package_invalid"};

}  // namespace qsr::cart

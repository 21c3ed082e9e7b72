#include "modules/cart/cart_line_rules.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "modules/catalog/menu_rules.h"

namespace qsr::cart {
using namespace catalog;

std::string attrs_key(std::vector<int64_t> values) {
  std::sort(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end()), values.end());
  std::string out;
  for (auto v : values) {
    if (!out.empty()) out += ',';
    out += std::to_string(v);
  }
  return out;
}

std::string package_key(std::vector<PackagePick> picks) {
  std::sort(picks.begin(), picks.end());
  std::string out;
  for (const auto& p : picks) {
    if (!out.empty()) out += ',';
    out += std::to_string(p.group_id) + ":" + std::to_string(p.goods_id) + ":" + std::to_string(p.option_id);
  }
  return out;
}

namespace {

std::optional<int64_t> to_int(const std::string& s) {
  if (s.empty() || s.size() > 18 || s.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  return std::stoll(s);
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  if (s.empty()) return out;
  std::stringstream ss(s);
  std::string part;
  while (std::getline(ss, part, sep)) out.push_back(part);
  return out;
}

std::string problem_for(SaleState s) {
  switch (s) {
    case SaleState::sold_out: return "goods_sold_out";
    case SaleState::not_for_sale:
    case SaleState::waiting: return "goods_not_for_sale";
    case SaleState::outside_sale_time: return "goods_outside_sale_time_add";
    case SaleState::on_sale: break;
  }
  return "";
}

}  // namespace

std::optional<std::vector<int64_t>> parse_attrs_key(const std::string& key) {
  std::vector<int64_t> out;
  for (const auto& part : split(key, ',')) {
    auto v = to_int(part);
    if (!v) return std::nullopt;
    out.push_back(*v);
  }
  return out;
}

std::optional<std::vector<PackagePick>> parse_package_key(const std::string& key) {
  std::vector<PackagePick> out;
  for (const auto& part : split(key, ',')) {
    auto fields = split(part, ':');
    if (fields.size() != 3) return std::nullopt;
    auto g = to_int(fields[0]), goods = to_int(fields[1]), opt = to_int(fields[2]);
    if (!g || !goods || !opt) return std::nullopt;
    out.push_back({*g, *goods, *opt});
  }
  return out;
}

namespace {

// One part of a line's price (its attributes, its package picks): what it adds, the names it
// shows, and the first thing wrong with it.
template <typename Name>
struct PartOf {
  Cents price = 0;
  std::vector<Name> names;
  std::optional<std::string> problem;
  // The customer hears of one problem at a time: the first one found.
  void refuse(std::string key) {
    if (!problem) problem = std::move(key);
  }
};
using Part = PartOf<const I18nText*>;
using PackagePart = PartOf<I18nText>;

// The specification part: its price, old price and box fee replace the goods' own.
struct SpecPart {
  Cents price = 0, old_price = 0, box = 0;
  const I18nText* name = nullptr;
  std::optional<std::string> problem;
};

std::optional<std::string> state_problem(SaleState s) {
  std::string key = problem_for(s);
  if (key.empty()) return std::nullopt;
  return key;
}

// The first problem in the order the customer should hear of them.
std::string first_problem(std::initializer_list<std::optional<std::string>> problems) {
  for (const auto& p : problems) {
    if (p) return *p;
  }
  return "";
}

// Specification: required when the goods has any, and then one the store still sells; a goods
// without specifications takes none.
SpecPart price_spec(const Snapshot& snap, int64_t sid, const Goods& g, int64_t option_id) {
  SpecPart out{g.price, g.old_price, g.box_price, nullptr, std::nullopt};
  if (const Override* o = snap.override_for(sid, g.goods_id); o && o->price) out.price = *o->price;
  if (g.specs.empty()) {
    if (option_id != 0) out.problem = "goods_spec_removed";
    return out;
  }
  if (option_id == 0) {
    out.problem = "cart_spec_required";
    return out;
  }
  auto spec = std::find_if(g.specs.begin(), g.specs.end(), [&](const Spec& s) { return s.option_id == option_id; });
  if (spec == g.specs.end()) {
    out.problem = "goods_spec_removed";
    return out;
  }
  auto s = spec_at_store(snap, sid, g, *spec);
  out.problem = s.removed ? std::optional<std::string>("goods_spec_removed") : state_problem(s.state);
  out.price = s.price;
  out.old_price = spec->old_price;
  out.box = spec->box_price;
  out.name = &spec->name;
  return out;
}

// Attributes: each value must belong to a group of this goods that applies to the chosen
// specification (no ice on a hot drink); required groups that apply answered; single-choice
// groups at most one value.
Part price_attrs(const Goods& g, int64_t option_id, const std::vector<int64_t>& values) {
  Part out;
  std::map<int64_t, int> per_attr;
  for (int64_t value_id : values) {
    bool found = false;
    for (const auto& a : g.attrs) {
      if (!a.applies_to(option_id)) continue;
      for (const auto& v : a.values) {
        if (v.value_id != value_id) continue;
        found = true;
        ++per_attr[a.attr_id];
        out.price += v.price;
        out.names.push_back(&v.name);
      }
    }
    if (!found) out.refuse("cart_attr_invalid");
  }
  for (const auto& a : g.attrs) {
    int n = per_attr[a.attr_id];
    if (a.required && n == 0 && a.applies_to(option_id)) out.refuse("cart_attr_required");
    if (!a.multiple && n > 1) out.refuse("cart_attr_invalid");
  }
  return out;
}

const PackageItem* package_item(const Goods& g, const PackagePick& pick) {
  for (const auto& group : g.package_groups) {
    if (group.group_id != pick.group_id) continue;
    for (const auto& it : group.items) {
      if (it.goods_id == pick.goods_id && it.option_id == pick.option_id) return &it;
    }
  }
  return nullptr;
}

// Package groups: exactly `pick` picks per group, each an item of that group sold here. Other
// goods take no picks.
PackagePart price_package(const Snapshot& snap, int64_t sid, const Goods& g, const std::vector<PackagePick>& picks,
                          const LocalTime& now) {
  PackagePart out;
  if (g.goods_type != GoodsType::package) {
    if (!picks.empty()) out.refuse("cart_package_invalid");
    return out;
  }
  std::map<int64_t, int> per_group;
  for (const auto& pick : picks) {
    const PackageItem* item = package_item(g, pick);
    if (!item) {
      out.refuse("cart_package_invalid");
      continue;
    }
    ++per_group[pick.group_id];
    out.price += item->add_price;
    const Goods* ig = snap.find_goods(item->goods_id);
    if (!ig) continue;
    auto iat = goods_at_store(snap, sid, *ig, now, /*as_menu_entry=*/false);
    if (iat.removed) out.refuse("goods_not_found");
    if (auto p = state_problem(iat.state)) out.refuse(*p);
    out.names.push_back(ig->component_name(pick.option_id));
  }
  for (const auto& pg : g.package_groups) {
    if (per_group[pg.group_id] != pg.pick) out.refuse("cart_package_invalid");
  }
  return out;
}

}  // namespace

PricedChoice price_choice(const Snapshot& snap, int64_t sid, const Choices& c, const LocalTime& now) {
  PricedChoice out;
  const Goods* g = snap.find_goods(c.goods_id);
  if (!g) {
    out.problem = "goods_not_found";
    return out;
  }
  auto at = goods_at_store(snap, sid, *g, now);
  if (at.removed) {
    out.problem = "goods_not_found";
    return out;
  }
  const SpecPart spec = price_spec(snap, sid, *g, c.option_id);
  Part attrs = price_attrs(*g, c.option_id, c.attr_values);
  PackagePart package = price_package(snap, sid, *g, c.package, now);
  out.problem = first_problem({state_problem(at.state), spec.problem, attrs.problem, package.problem});
  out.option_price = spec.price;
  out.unit_old_price = spec.old_price;
  out.unit_box = spec.box;
  out.option_name = spec.name;
  out.attr_price = attrs.price;
  out.attr_names = std::move(attrs.names);
  out.package_price = package.price;
  out.package_names = std::move(package.names);
  out.unit_price = out.option_price + out.attr_price + out.package_price;
  return out;
}

std::string PricedChoice::detail(Lang lang) const {
  // "凍、少甜、珍珠" in Chinese (beside full-width brackets), "Iced, Less sweet, Pearls" in English.
  const char* separator = lang == Lang::en ? ", " : "、";
  std::string text = option_text(lang);
  auto add = [&](const std::string& name) {
    if (name.empty()) return;
    if (!text.empty()) text += separator;
    text += name;
  };
  for (const I18nText* name : attr_names) add(name->get(lang));
  for (const I18nText& name : package_names) add(name.get(lang));
  return text;
}

I18nText PricedChoice::detail() const {
  I18nText out;
  for (Lang lang : kAllLangs) out.set(lang, detail(lang));
  return out;
}

}  // namespace qsr::cart

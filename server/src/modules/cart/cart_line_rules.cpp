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
  out.problem = problem_for(at.state);
  out.option_price = g->price;
  out.unit_old_price = g->old_price;
  out.unit_box = g->box_price;
  if (const Override* o = snap.override_for(sid, g->goods_id); o && o->price) out.option_price = *o->price;

  // Specification: required when the goods has any.
  if (!g->specs.empty()) {
    auto spec = std::find_if(g->specs.begin(), g->specs.end(), [&](const Spec& s) { return s.option_id == c.option_id; });
    if (c.option_id == 0) {
      if (out.problem.empty()) out.problem = "cart_spec_required";
    } else if (spec == g->specs.end()) {
      if (out.problem.empty()) out.problem = "goods_spec_removed";
    } else {
      auto s = spec_at_store(snap, sid, *g, *spec);
      if (s.removed) {
        if (out.problem.empty()) out.problem = "goods_spec_removed";
      } else if (s.state != SaleState::on_sale && out.problem.empty()) {
        out.problem = problem_for(s.state);
      }
      out.option_price = s.price;
      out.unit_old_price = spec->old_price;
      out.unit_box = spec->box_price;
      out.option_name = &spec->name;
    }
  } else if (c.option_id != 0 && out.problem.empty()) {
    out.problem = "goods_spec_removed";
  }

  // Attributes: each value must belong to this goods; required groups answered; single-choice
  // groups at most one value.
  std::map<int64_t, int> per_attr;
  for (int64_t value_id : c.attr_values) {
    bool found = false;
    for (const auto& a : g->attrs) {
      for (const auto& v : a.values) {
        if (v.value_id != value_id) continue;
        found = true;
        ++per_attr[a.attr_id];
        out.attr_price += v.price;
        out.attr_names.push_back(&v.name);
      }
    }
    if (!found && out.problem.empty()) out.problem = "cart_attr_invalid";
  }
  for (const auto& a : g->attrs) {
    int n = per_attr[a.attr_id];
    if (a.required && n == 0 && out.problem.empty()) out.problem = "cart_attr_required";
    if (!a.multiple && n > 1 && out.problem.empty()) out.problem = "cart_attr_invalid";
  }

  // Package groups: exactly `pick` picks per group, each an item of that group sold here.
  if (g->goods_type == catalog::GoodsType::package) {
    std::map<int64_t, int> per_group;
    for (const auto& pick : c.package) {
      const PackageGroup* group = nullptr;
      for (const auto& pg : g->package_groups) {
        if (pg.group_id == pick.group_id) group = &pg;
      }
      const PackageItem* item = nullptr;
      if (group) {
        for (const auto& it : group->items) {
          if (it.goods_id == pick.goods_id && it.option_id == pick.option_id) item = &it;
        }
      }
      if (!item) {
        if (out.problem.empty()) out.problem = "cart_package_invalid";
        continue;
      }
      ++per_group[group->group_id];
      out.package_price += item->add_price;
      const Goods* ig = snap.find_goods(item->goods_id);
      if (!ig) continue;
      auto iat = goods_at_store(snap, sid, *ig, now, /*as_menu_entry=*/false);
      if ((iat.removed || iat.state != SaleState::on_sale) && out.problem.empty()) out.problem = iat.removed ? "goods_not_found" : problem_for(iat.state);
      out.package_names.push_back(&ig->name);
    }
    for (const auto& pg : g->package_groups) {
      if (per_group[pg.group_id] != pg.pick && out.problem.empty()) out.problem = "cart_package_invalid";
    }
  } else if (!c.package.empty() && out.problem.empty()) {
    out.problem = "cart_package_invalid";
  }

  out.unit_price = out.option_price + out.attr_price + out.package_price;
  return out;
}

I18nText PricedChoice::detail() const {
  I18nText out;
  for (Lang lang : kAllLangs) {
    std::string text = option_text(lang);
    for (const auto* names : {&attr_names, &package_names}) {
      for (const I18nText* name : *names) {
        if (name->get(lang).empty()) continue;
        if (!text.empty()) text += ", ";
        text += name->get(lang);
      }
    }
    out.set(lang, std::move(text));
  }
  return out;
}

}  // namespace qsr::cart

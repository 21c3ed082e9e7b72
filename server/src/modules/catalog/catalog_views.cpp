#include "modules/catalog/catalog_views.h"

#include <boost/json.hpp>

#include "core/messages.h"
#include "modules/catalog/menu_rules.h"
#include "modules/catalog/store_rules.h"

namespace qsr::catalog {
namespace json = boost::json;

namespace {

json::array ranges_json(const std::vector<tw::Range>& ranges) {
  json::array out;
  for (const auto& r : ranges) out.push_back({{"start", format_minutes(r.start)}, {"end", format_minutes(r.end)}});
  return out;
}

std::string ranges_text(const std::vector<tw::Range>& ranges) {
  std::string out;
  for (const auto& r : ranges) {
    if (!out.empty()) out += ", ";
    out += format_minutes(r.start) + "-" + format_minutes(r.end);
  }
  return out;
}

json::array order_types_json(const Store& s) {
  json::array out;
  for (auto t : s.order_types) out.push_back(static_cast<int>(t));
  return out;
}

json::object goods_summary(const Snapshot& snap, const Store& store, const Goods& g, const GoodsAtStore& at, Lang lang) {
  json::object o;
  o["goods_id"] = g.goods_id;
  o["cid"] = g.cid;
  o["name"] = g.name.get(lang);
  o["desc"] = g.desc.get(lang);
  o["image"] = g.image;
  o["price"] = money::format(at.price);
  o["old_price"] = money::format(at.old_price);
  o["box_price"] = money::format(g.box_price);
  o["goods_type"] = g.goods_type;
  o["status"] = static_cast<int>(at.state);
  auto key = sale_state_message_key(at.state);
  o["statusText"] = key.empty() ? std::string() : message(lang, key);
  o["unitnum"] = g.unitnum;
  o["limitNum"] = g.limit_num;
  o["hasSpecs"] = !g.specs.empty();
  o["hasAttrs"] = !g.attrs.empty();
  o["isPackage"] = g.goods_type == GoodsType::package;
  o["saleTimes"] = windows_to_json(sale_windows(snap, g));
  return o;
}

}  // namespace

json::object store_fixed_json(const Snapshot& snap, const Store& s, Lang lang) {
  json::object o;
  o["sid"] = s.sid;
  o["code"] = s.code;
  o["name"] = s.name.get(lang);
  o["address"] = s.address.get(lang);
  o["cityCode"] = s.city_code;
  o["districtCode"] = s.district_code;
  const District* d = snap.district(s.district_code);
  o["districtName"] = d ? d->name.get(lang) : std::string();
  o["lat"] = s.lat;
  o["lng"] = s.lng;
  o["phone"] = s.phone;
  o["image"] = s.image;
  o["orderTypes"] = order_types_json(s);
  json::array hours;
  for (int wd = 1; wd <= 7; ++wd) hours.push_back({{"weekday", wd}, {"ranges", ranges_json(tw::open_ranges(s.hours, wd))}});
  o["businessHours"] = std::move(hours);
  o["delivery"] = {{"radius", s.delivery_radius_m}, {"baseFee", money::format(s.delivery_base_fee)},
                   {"freeThreshold", money::format(s.delivery_free_threshold)}, {"minOrder", money::format(s.delivery_min_order)}};
  o["packing"] = {{"bagFee", money::format(s.bag_fee)}, {"boxFeeMode", s.box_fee_mode}};
  return o;
}

json::object store_live_json(const Store& s, Lang lang, const LocalTime& now, std::optional<double> distance_m) {
  json::object o;
  if (distance_m) o["distance"] = static_cast<int64_t>(*distance_m + 0.5); else o["distance"] = nullptr;
  StoreStatus status = effective_status(s, now);
  o["businessStatus"] = store_status_name(status);
  o["businessStatusText"] = message(lang, std::string("status_") + std::string(store_status_name(status)));
  o["isOpen"] = status == StoreStatus::open;
  o["todayHours"] = ranges_text(tw::open_ranges(s.hours, now.weekday));
  return o;
}

json::object store_json(const Snapshot& snap, const Store& s, Lang lang, const LocalTime& now, std::optional<double> distance_m) {
  json::object o = store_fixed_json(snap, s, lang);
  for (auto& [key, value] : store_live_json(s, lang, now, distance_m)) o[key] = std::move(value);
  return o;
}

json::object menu_json(const Snapshot& snap, const Store& store, OrderType type, Lang lang, const LocalTime& now) {
  json::array categories;
  for (const auto& c : snap.categories) {
    json::array goods;
    for (int64_t id : c.goods_ids) {
      const Goods* g = snap.find_goods(id);
      if (!g) continue;
      auto at = goods_at_store(snap, store.sid, *g, now);
      if (at.removed) continue;
      goods.push_back(goods_summary(snap, store, *g, at, lang));
    }
    if (goods.empty()) continue;
    categories.push_back({{"cid", c.cid}, {"name", c.name.get(lang)}, {"icon", c.icon},
                          {"saleTimes", windows_to_json(c.sale_times)}, {"goods", std::move(goods)}});
  }
  return {{"sid", store.sid}, {"orderType", static_cast<int>(type)}, {"categories", std::move(categories)}};
}

std::optional<json::object> goods_detail_json(const Snapshot& snap, const Store& store, int64_t goods_id, Lang lang,
                                              const LocalTime& now) {
  const Goods* g = snap.find_goods(goods_id);
  if (!g) return std::nullopt;
  auto at = goods_at_store(snap, store.sid, *g, now);
  if (at.removed) return std::nullopt;
  json::object o = goods_summary(snap, store, *g, at, lang);
  json::array specs;
  for (const auto& spec : g->specs) {
    auto s = spec_at_store(snap, store.sid, *g, spec);
    if (s.removed) continue;
    specs.push_back({{"option_id", spec.option_id}, {"name", spec.name.get(lang)}, {"price", money::format(s.price)},
                     {"old_price", money::format(spec.old_price)}, {"box_price", money::format(spec.box_price)},
                     {"status", static_cast<int>(s.state)}});
  }
  o["specs"] = std::move(specs);
  json::array attrs;
  for (const auto& a : g->attrs) {
    json::array values;
    for (const auto& v : a.values) {
      values.push_back({{"value_id", v.value_id}, {"name", v.name.get(lang)}, {"attrPrice", money::format(v.price)},
                        {"default", v.is_default}});
    }
    json::array for_options;
    for (int64_t id : a.for_options) for_options.push_back(id);
    attrs.push_back({{"attr_id", a.attr_id}, {"name", a.name.get(lang)}, {"required", a.required},
                     {"multiple", a.multiple}, {"forOptions", std::move(for_options)}, {"values", std::move(values)}});
  }
  o["attrs"] = std::move(attrs);
  json::array groups;
  for (const auto& pg : g->package_groups) {
    json::array items;
    for (const auto& item : pg.items) {
      const Goods* ig = snap.find_goods(item.goods_id);
      if (!ig) continue;
      auto iat = goods_at_store(snap, store.sid, *ig, now, /*as_menu_entry=*/false);
      if (iat.removed) continue;
      const std::string name = ig->component_name(item.option_id, lang);
      int state = static_cast<int>(iat.state);
      items.push_back({{"goods_id", ig->goods_id}, {"option_id", item.option_id}, {"name", name}, {"image", ig->image},
                       {"addPrice", money::format(item.add_price)}, {"default", item.is_default}, {"status", state}});
    }
    groups.push_back({{"group_id", pg.group_id}, {"name", pg.name.get(lang)}, {"pick", pg.pick}, {"items", std::move(items)}});
  }
  o["packageGroups"] = std::move(groups);
  return o;
}

int64_t menu_valid_until(const Snapshot& snap, const LocalTime& now) {
  std::vector<std::vector<tw::WeeklyWindow>> sets;
  for (const auto& c : snap.categories) sets.push_back(c.sale_times);
  for (const auto& [id, g] : snap.goods) {
    if (!g.sale_times.empty()) sets.push_back(g.sale_times);
  }
  return tw::next_change_ms(sets, now);
}

}  // namespace qsr::catalog

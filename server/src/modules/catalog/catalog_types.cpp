#include "modules/catalog/catalog_types.h"

#include <algorithm>
#include <stdexcept>

#include <boost/json.hpp>

namespace qsr::catalog {

std::optional<OrderType> order_type_from_int(int64_t v) {
  if (v >= 1 && v <= 3) return static_cast<OrderType>(v);
  return std::nullopt;
}

std::optional<StoreStatus> store_status_from(std::string_view text) {
  if (text == "open") return StoreStatus::open;
  if (text == "closed") return StoreStatus::closed;
  if (text == "break") return StoreStatus::on_break;
  if (text == "busy") return StoreStatus::busy;
  return std::nullopt;
}

std::string_view store_status_name(StoreStatus s) {
  switch (s) {
    case StoreStatus::closed: return "closed";
    case StoreStatus::on_break: return "break";
    case StoreStatus::busy: return "busy";
    case StoreStatus::open: break;
  }
  return "open";
}

std::optional<GoodsStatus> goods_status_from(std::string_view text) {
  if (text == "on_sale") return GoodsStatus::on_sale;
  if (text == "sold_out") return GoodsStatus::sold_out;
  if (text == "removed") return GoodsStatus::removed;
  if (text == "not_for_sale") return GoodsStatus::not_for_sale;
  if (text == "waiting") return GoodsStatus::waiting;
  return std::nullopt;
}

bool Store::offers(OrderType t) const { return std::find(order_types.begin(), order_types.end(), t) != order_types.end(); }

const Store* Snapshot::store(int64_t sid) const {
  for (const auto& s : stores) {
    if (s.sid == sid) return &s;
  }
  return nullptr;
}

const Goods* Snapshot::find_goods(int64_t goods_id) const {
  auto it = goods.find(goods_id);
  return it == goods.end() ? nullptr : &it->second;
}

const City* Snapshot::city(const std::string& code) const {
  for (const auto& c : cities) {
    if (c.code == code) return &c;
  }
  return nullptr;
}

const District* Snapshot::district(const std::string& code) const {
  for (const auto& d : districts) {
    if (d.code == code) return &d;
  }
  return nullptr;
}

const Category* Snapshot::category(int64_t cid) const {
  for (const auto& c : categories) {
    if (c.cid == cid) return &c;
  }
  return nullptr;
}

const Override* Snapshot::override_for(int64_t sid, int64_t goods_id, int64_t option_id) const {
  auto it = overrides.find({sid, goods_id, option_id});
  return it == overrides.end() ? nullptr : &it->second;
}

namespace {

int required_time(const boost::json::object& o, std::initializer_list<const char*> names) {
  for (const char* n : names) {
    if (const auto* v = o.if_contains(n); v && v->is_string()) {
      if (auto m = tw::parse_hhmm(v->get_string())) return *m;
      throw std::invalid_argument(std::string("bad time in ") + n + ": " + std::string(v->get_string()));
    }
  }
  throw std::invalid_argument(std::string("missing time ") + *names.begin());
}

}  // namespace

std::vector<tw::WeeklyWindow> parse_windows(const boost::json::value& v) {
  std::vector<tw::WeeklyWindow> out;
  if (v.is_null()) return out;
  if (!v.is_array()) throw std::invalid_argument("time windows must be a list");
  for (const auto& item : v.get_array()) {
    if (!item.is_object()) throw std::invalid_argument("a time window must be an object");
    const auto& o = item.get_object();
    tw::WeeklyWindow w;
    if (const auto* days = o.if_contains("weekdays"); days && !days->is_null()) {
      if (!days->is_array()) throw std::invalid_argument("weekdays must be a list");
      for (const auto& d : days->get_array()) {
        if (!d.is_int64() || d.get_int64() < 1 || d.get_int64() > 7) throw std::invalid_argument("weekday must be 1..7");
        w.weekdays.set(static_cast<size_t>(d.get_int64()));
      }
    } else {
      for (int d = 1; d <= 7; ++d) w.weekdays.set(d);
    }
    w.range.start = required_time(o, {"open", "start"});
    w.range.end = required_time(o, {"close", "end"});
    if (w.range.start == 1440) throw std::invalid_argument("a window cannot start at 24:00");
    if (const auto* breaks = o.if_contains("breaks"); breaks && breaks->is_array()) {
      for (const auto& b : breaks->get_array()) {
        if (!b.is_object()) throw std::invalid_argument("a break must be an object");
        w.breaks.push_back({required_time(b.get_object(), {"start"}), required_time(b.get_object(), {"end"})});
      }
    }
    out.push_back(std::move(w));
  }
  return out;
}

}  // namespace qsr::catalog

namespace qsr::catalog {

boost::json::array windows_to_json(const std::vector<tw::WeeklyWindow>& windows) {
  boost::json::array out;
  for (const auto& w : windows) {
    boost::json::object o;
    boost::json::array days;
    for (int d = 1; d <= 7; ++d) {
      if (w.weekdays.test(d)) days.push_back(d);
    }
    o["weekdays"] = std::move(days);
    o["start"] = format_minutes(w.range.start);
    o["end"] = format_minutes(w.range.end);
    boost::json::array breaks;
    for (const auto& b : w.breaks) breaks.push_back({{"start", format_minutes(b.start)}, {"end", format_minutes(b.end)}});
    if (!breaks.empty()) o["breaks"] = std::move(breaks);
    out.push_back(std::move(o));
  }
  return out;
}

std::string Goods::component_name(int64_t option_id, Lang lang) const {
  auto spec = std::find_if(specs.begin(), specs.end(), [&](const Spec& s) { return s.option_id == option_id; });
  if (spec == specs.end() || spec->name.get(lang).empty()) return name.get(lang);
  const bool chinese = lang != Lang::en;
  return name.get(lang) + (chinese ? "（" : " (") + spec->name.get(lang) + (chinese ? "）" : ")");
}

I18nText Goods::component_name(int64_t option_id) const {
  I18nText out;
  for (Lang lang : kAllLangs) out.set(lang, component_name(option_id, lang));
  return out;
}

bool setting_on(const boost::json::value* v) {
  return v && ((v->is_int64() && v->get_int64() != 0) || (v->is_bool() && v->get_bool()));
}

const boost::json::object* setting_object(const boost::json::object& config, const char* key) {
  const auto* v = config.if_contains(key);
  return v && v->is_object() ? &v->get_object() : nullptr;
}

}  // namespace qsr::catalog

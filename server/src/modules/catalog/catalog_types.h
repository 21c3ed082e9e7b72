// The catalogue as the server holds it in memory: brand, cities, stores, menu. It is small (a
// chain has tens of stores and a few hundred goods), read on almost every request, and changed
// rarely, so each server keeps an immutable snapshot and swaps it when the database says it changed.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include <boost/json/value.hpp>

#include "core/i18n.h"
#include "core/money.h"
#include "core/time_windows.h"

namespace qsr::catalog {

using money::Cents;

enum class OrderType { takeout = 1, pickup = 2, dine_in = 3 };
std::optional<OrderType> order_type_from_int(int64_t v);

// The manual status a store sets; the status customers see also depends on the hours.
enum class StoreStatus { open, closed, on_break, busy };
std::optional<StoreStatus> store_status_from(std::string_view text);
std::string_view store_status_name(StoreStatus s);  // "open", "closed", "break", "busy"

// Goods status as stored (the brand's menu or a store override).
enum class GoodsStatus { on_sale, sold_out, removed, not_for_sale, waiting };
std::optional<GoodsStatus> goods_status_from(std::string_view text);

struct Banner {
  std::string image;
  I18nText title;
  std::string link;
  // When the banner is shown (a breakfast banner in the morning); empty: always.
  std::vector<tw::WeeklyWindow> show_times;
};

struct Brand {
  std::string code;
  I18nText name;
  std::string logo;
  std::vector<Banner> banners;
  boost::json::object global_config;
  boost::json::object platform_config;
};

struct City {
  std::string code;
  I18nText name;
  double lat = 0, lng = 0;
  int sort = 0;
};

struct District {
  std::string code, city_code;
  I18nText name;
  int sort = 0;
  double lat = 0, lng = 0;  // its centre; 0, 0 when the data gives none
};

struct Licence {
  I18nText type;
  std::string number, holder, valid_until;
};

struct Store {
  int64_t sid = 0;
  std::string code;
  I18nText name, address;
  std::string city_code, district_code;
  double lat = 0, lng = 0;
  std::string phone, image;
  std::vector<OrderType> order_types;
  StoreStatus status = StoreStatus::open;
  std::vector<tw::WeeklyWindow> hours;
  int delivery_radius_m = 0;
  Cents delivery_base_fee = 0, delivery_free_threshold = 0, delivery_min_order = 0;
  Cents bag_fee = 0;
  std::string box_fee_mode = "per_item";
  std::vector<Licence> licences;

  bool offers(OrderType t) const;
};

struct Spec {
  int64_t option_id = 0;
  I18nText name;
  Cents price = 0, old_price = 0, box_price = 0;
};

struct AttrValue {
  int64_t value_id = 0;
  I18nText name;
  Cents price = 0;
  bool is_default = false;
};

struct Attr {
  int64_t attr_id = 0;
  I18nText name;
  bool required = false, multiple = false;
  std::vector<AttrValue> values;
  // The specifications this group applies to (ice only for 凍); empty: every specification.
  std::vector<int64_t> for_options;
  bool applies_to(int64_t option_id) const {
    return for_options.empty() || std::find(for_options.begin(), for_options.end(), option_id) != for_options.end();
  }
};

struct PackageItem {
  int64_t goods_id = 0, option_id = 0;
  Cents add_price = 0;
  bool is_default = false;
};

struct PackageGroup {
  int64_t group_id = 0;
  I18nText name;
  int pick = 1;
  std::vector<PackageItem> items;
};

// Spec 001 §3 goodsType: an ordinary goods, a package (set meal: pick items per group), or a
// selectable option sold only inside packages (never a menu entry of its own).
namespace GoodsType {
inline constexpr int common = 1;
inline constexpr int package = 3;
inline constexpr int option = 4;
}  // namespace GoodsType

struct Goods {
  int64_t goods_id = 0, cid = 0;
  I18nText name, desc;
  std::string image;
  Cents price = 0, old_price = 0, box_price = 0;
  int unitnum = 1, limit_num = 0;
  int goods_type = GoodsType::common;
  GoodsStatus status = GoodsStatus::on_sale;
  int sort = 0;
  std::vector<tw::WeeklyWindow> sale_times;  // own windows; empty: the category's
  std::vector<Spec> specs;
  std::vector<Attr> attrs;
  std::vector<PackageGroup> package_groups;

  // This goods as a set component, with its specification when it has one: "港式奶茶（凍）",
  // "Milk Tea (Iced)". The menu sheet, the cart, the order and the kitchen all read this name.
  I18nText component_name(int64_t option_id) const;
  std::string component_name(int64_t option_id, Lang lang) const;
};

struct Category {
  int64_t cid = 0;
  I18nText name;
  std::string icon;
  int sort = 0;
  std::vector<tw::WeeklyWindow> sale_times;
  std::vector<int64_t> goods_ids;  // in menu order
};

struct Override {
  std::optional<Cents> price;
  std::optional<GoodsStatus> status;
};

struct Snapshot {
  int64_t version = 0;
  std::optional<Brand> brand;
  std::vector<City> cities;
  std::vector<District> districts;
  std::vector<Store> stores;  // ordered by city sort, then code
  std::vector<Category> categories;  // ordered by sort
  std::unordered_map<int64_t, Goods> goods;
  // (sid, goods_id, option_id) -> override; option_id 0 is the goods itself.
  std::map<std::tuple<int64_t, int64_t, int64_t>, Override> overrides;

  const Store* store(int64_t sid) const;
  const Goods* find_goods(int64_t goods_id) const;
  const City* city(const std::string& code) const;
  const District* district(const std::string& code) const;
  const Category* category(int64_t cid) const;
  const Override* override_for(int64_t sid, int64_t goods_id, int64_t option_id = 0) const;
};

// A brand setting or data flag that is on: 1 or true (the seed and the spec's configs write both).
bool setting_on(const boost::json::value* v);
// The object a brand config holds under `key`, or null when it holds none.
const boost::json::object* setting_object(const boost::json::object& config, const char* key);

// Parses the JSON form of weekly windows used in the data files and the database:
// [{"weekdays":[1..7], "open"|"start": "HH:MM", "close"|"end": "HH:MM", "breaks":[{"start","end"}]}].
// Throws std::invalid_argument naming the problem.
std::vector<tw::WeeklyWindow> parse_windows(const boost::json::value& v);

}  // namespace qsr::catalog

namespace qsr::catalog {
// The inverse of parse_windows (canonical form with "start"/"end").
boost::json::array windows_to_json(const std::vector<tw::WeeklyWindow>& windows);
}  // namespace qsr::catalog

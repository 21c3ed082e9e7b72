#include "modules/catalog/catalog_repo.h"

#include <algorithm>
#include <sstream>

#include <boost/json.hpp>

namespace qsr::catalog::repo {
namespace {

namespace sql {
constexpr const char* kVersion = "SELECT version FROM catalog_version WHERE id = 1";
constexpr const char* kBumpVersion = "UPDATE catalog_version SET version = version + 1 WHERE id = 1";
constexpr const char* kHasBrand = "SELECT COUNT(*) FROM brand";
constexpr const char* kBrand =
    "SELECT code, name, logo, banners, global_config, platform_config FROM brand ORDER BY id LIMIT 1";
constexpr const char* kCities = "SELECT code, name, lat, lng, sort FROM city ORDER BY sort, code";
constexpr const char* kDistricts = "SELECT code, city_code, name, sort, lat, lng FROM district ORDER BY sort, code";
constexpr const char* kStores =
    "SELECT s.sid, s.code, s.name, s.address, s.city_code, s.district_code, s.lat, s.lng, s.phone, s.image,"
    " s.order_types, s.status, s.hours, s.delivery_radius_m, s.delivery_base_fee, s.delivery_free_threshold,"
    " s.delivery_min_order, s.bag_fee, s.box_fee_mode, s.licences"
    " FROM store s JOIN city c ON c.code = s.city_code ORDER BY c.sort, s.code";
constexpr const char* kCategories = "SELECT cid, name, icon, sort, sale_times FROM category ORDER BY sort, cid";
constexpr const char* kGoods =
    "SELECT goods_id, cid, name, description, image, price, old_price, box_price, unitnum, limit_num,"
    " goods_type, status, sort, sale_times FROM goods ORDER BY sort, goods_id";
constexpr const char* kSpecs =
    "SELECT option_id, goods_id, name, price, old_price, box_price FROM goods_spec ORDER BY goods_id, sort, option_id";
constexpr const char* kAttrs =
    "SELECT attr_id, goods_id, name, required, multiple, for_options FROM goods_attr ORDER BY goods_id, sort, attr_id";
constexpr const char* kAttrValues =
    "SELECT value_id, attr_id, name, price, is_default FROM goods_attr_value ORDER BY attr_id, sort, value_id";
constexpr const char* kGroups =
    "SELECT group_id, goods_id, name, pick FROM package_group ORDER BY goods_id, sort, group_id";
constexpr const char* kItems =
    "SELECT group_id, goods_id, option_id, add_price, is_default FROM package_item ORDER BY group_id, sort, goods_id";
constexpr const char* kOverrides = "SELECT sid, goods_id, option_id, price, status FROM store_goods_override";

constexpr const char* kInsertBrand =
    "INSERT INTO brand (id, code, name, logo, banners, global_config, platform_config, created_at)"
    " VALUES (1, $1, $2, $3, $4, $5, $6, $7)";
constexpr const char* kInsertCity = "INSERT INTO city (code, name, lat, lng, sort) VALUES ($1, $2, $3, $4, $5)";
constexpr const char* kInsertDistrict = "INSERT INTO district (code, city_code, name, sort, lat, lng) VALUES ($1, $2, $3, $4, $5, $6)";
constexpr const char* kInsertStore =
    "INSERT INTO store (sid, code, name, address, city_code, district_code, lat, lng, phone, image, order_types,"
    " status, hours, delivery_radius_m, delivery_base_fee, delivery_free_threshold, delivery_min_order, bag_fee,"
    " box_fee_mode, licences, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)";
constexpr const char* kInsertCategory =
    "INSERT INTO category (cid, name, icon, sort, sale_times) VALUES ($1, $2, $3, $4, $5)";
constexpr const char* kInsertGoods =
    "INSERT INTO goods (goods_id, cid, name, description, image, price, old_price, box_price, unitnum, limit_num,"
    " goods_type, status, sort, sale_times) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)";
constexpr const char* kInsertSpec =
    "INSERT INTO goods_spec (option_id, goods_id, name, price, old_price, box_price, sort)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7)";
constexpr const char* kInsertAttr =
    "INSERT INTO goods_attr (attr_id, goods_id, name, required, multiple, sort, for_options) VALUES ($1, $2, $3, $4, $5, $6, $7)";
constexpr const char* kInsertAttrValue =
    "INSERT INTO goods_attr_value (value_id, attr_id, name, price, is_default, sort) VALUES ($1, $2, $3, $4, $5, $6)";
constexpr const char* kInsertGroup =
    "INSERT INTO package_group (group_id, goods_id, name, pick, sort) VALUES ($1, $2, $3, $4, $5)";
constexpr const char* kInsertItem =
    "INSERT INTO package_item (group_id, goods_id, option_id, add_price, is_default, sort)"
    " VALUES ($1, $2, $3, $4, $5, $6)";
constexpr const char* kInsertOverride =
    "INSERT INTO store_goods_override (sid, goods_id, option_id, price, status) VALUES ($1, $2, $3, $4, $5)";
}  // namespace sql

boost::json::value parse_or_null(const std::string& text) {
  boost::system::error_code ec;
  auto v = boost::json::parse(text, ec);
  return ec ? boost::json::value(nullptr) : v;
}

boost::json::object parse_object(const std::string& text) {
  auto v = parse_or_null(text);
  return v.is_object() ? v.get_object() : boost::json::object{};
}

// Id lists stored as comma-separated text ("1,2,3").
std::vector<int64_t> ids_from_text(const std::string& text) {
  std::vector<int64_t> out;
  std::stringstream ss(text);
  std::string part;
  while (std::getline(ss, part, ',')) {
    if (!part.empty()) out.push_back(std::atoll(part.c_str()));
  }
  return out;
}

std::string ids_text(const std::vector<int64_t>& ids) {
  std::string out;
  for (auto id : ids) {
    if (!out.empty()) out += ',';
    out += std::to_string(id);
  }
  return out;
}

std::vector<OrderType> parse_order_types(const std::string& text) {
  std::vector<OrderType> out;
  for (int64_t id : ids_from_text(text)) {
    if (auto t = order_type_from_int(id)) out.push_back(*t);
  }
  return out;
}

std::string order_types_text(const std::vector<OrderType>& types) {
  std::vector<int64_t> ids;
  for (auto t : types) ids.push_back(static_cast<int>(t));
  return ids_text(ids);
}

std::string status_text(GoodsStatus s) {
  switch (s) {
    case GoodsStatus::sold_out: return "sold_out";
    case GoodsStatus::removed: return "removed";
    case GoodsStatus::not_for_sale: return "not_for_sale";
    case GoodsStatus::waiting: return "waiting";
    case GoodsStatus::on_sale: break;
  }
  return "on_sale";
}

std::string windows_text(const std::vector<tw::WeeklyWindow>& w) { return boost::json::serialize(windows_to_json(w)); }

boost::json::array licences_json(const std::vector<Licence>& licences) {
  boost::json::array out;
  for (const auto& l : licences) {
    out.push_back({{"type", l.type.to_json()}, {"number", l.number}, {"holder", l.holder}, {"validUntil", l.valid_until}});
  }
  return out;
}

std::vector<Licence> parse_licences(const std::string& text) {
  std::vector<Licence> out;
  auto v = parse_or_null(text);
  if (!v.is_array()) return out;
  for (const auto& item : v.get_array()) {
    if (!item.is_object()) continue;
    const auto& o = item.get_object();
    Licence l;
    if (auto* t = o.if_contains("type")) l.type = I18nText::from_json(*t);
    auto str = [&](const char* k) { auto* x = o.if_contains(k); return x && x->is_string() ? std::string(x->get_string()) : std::string(); };
    l.number = str("number");
    l.holder = str("holder");
    l.valid_until = str("validUntil");
    out.push_back(std::move(l));
  }
  return out;
}

}  // namespace

int64_t version(db::Tx& tx) {
  auto row = tx.query_one(sql::kVersion);
  return row ? row->i64(0) : 0;
}

void prefetch_version(db::Tx& tx) { tx.prefetch(sql::kVersion); }

bool has_brand(db::Tx& tx) { return tx.query_one(sql::kHasBrand)->i64(0) > 0; }

void bump_version(db::Tx& tx) { tx.exec(sql::kBumpVersion); }

namespace {

Brand brand_from_row(const db::Row& r) {
  Brand b;
  b.code = r.str(0);
  b.name = I18nText::from_json_text(r.str(1));
  b.logo = r.str(2);
  auto banners = parse_or_null(r.str(3));
  if (banners.is_array()) {
    for (const auto& item : banners.get_array()) {
      if (!item.is_object()) continue;
      const auto& o = item.get_object();
      Banner banner;
      if (auto* x = o.if_contains("image"); x && x->is_string()) banner.image = std::string(x->get_string());
      if (auto* x = o.if_contains("title")) banner.title = I18nText::from_json(*x);
      if (auto* x = o.if_contains("link"); x && x->is_string()) banner.link = std::string(x->get_string());
      if (auto* x = o.if_contains("showTimes")) banner.show_times = parse_windows(*x);
      b.banners.push_back(std::move(banner));
    }
  }
  b.global_config = parse_object(r.str(4));
  b.platform_config = parse_object(r.str(5));
  return b;
}

Store store_from_row(const db::Row& r) {
  Store s;
  s.sid = r.i64(0);
  s.code = r.str(1);
  s.name = I18nText::from_json_text(r.str(2));
  s.address = I18nText::from_json_text(r.str(3));
  s.city_code = r.str(4);
  s.district_code = r.str(5);
  s.lat = r.f64(6);
  s.lng = r.f64(7);
  s.phone = r.str(8);
  s.image = r.str(9);
  s.order_types = parse_order_types(r.str(10));
  s.status = store_status_from(r.str(11)).value_or(StoreStatus::closed);
  s.hours = parse_windows(parse_or_null(r.str(12)));
  s.delivery_radius_m = static_cast<int>(r.i64(13));
  s.delivery_base_fee = r.i64(14);
  s.delivery_free_threshold = r.i64(15);
  s.delivery_min_order = r.i64(16);
  s.bag_fee = r.i64(17);
  s.box_fee_mode = r.str(18);
  s.licences = parse_licences(r.str(19));
  return s;
}

Category category_from_row(const db::Row& r) {
  Category c;
  c.cid = r.i64(0);
  c.name = I18nText::from_json_text(r.str(1));
  c.icon = r.str(2);
  c.sort = static_cast<int>(r.i64(3));
  c.sale_times = parse_windows(parse_or_null(r.str(4)));
  return c;
}

Goods goods_from_row(const db::Row& r) {
  Goods g;
  g.goods_id = r.i64(0);
  g.cid = r.i64(1);
  g.name = I18nText::from_json_text(r.str(2));
  g.desc = I18nText::from_json_text(r.str(3));
  g.image = r.str(4);
  g.price = r.i64(5);
  g.old_price = r.i64(6);
  g.box_price = r.i64(7);
  g.unitnum = static_cast<int>(r.i64(8));
  g.limit_num = static_cast<int>(r.i64(9));
  g.goods_type = static_cast<int>(r.i64(10));
  g.status = goods_status_from(r.str(11)).value_or(GoodsStatus::not_for_sale);
  g.sort = static_cast<int>(r.i64(12));
  g.sale_times = parse_windows(parse_or_null(r.str(13)));
  return g;
}

}  // namespace

Snapshot load(db::Tx& tx) {
  Snapshot snap;
  snap.version = version(tx);
  snap.brand = tx.query_one_as(sql::kBrand, {}, brand_from_row);
  for (const auto& r : tx.query(sql::kCities)) {
    snap.cities.push_back({r.str(0), I18nText::from_json_text(r.str(1)), r.f64(2), r.f64(3), static_cast<int>(r.i64(4))});
  }
  for (const auto& r : tx.query(sql::kDistricts)) {
    snap.districts.push_back({r.str(0), r.str(1), I18nText::from_json_text(r.str(2)), static_cast<int>(r.i64(3)), r.f64(4), r.f64(5)});
  }
  for (const auto& r : tx.query(sql::kStores)) snap.stores.push_back(store_from_row(r));
  for (const auto& r : tx.query(sql::kCategories)) snap.categories.push_back(category_from_row(r));
  for (const auto& r : tx.query(sql::kGoods)) {
    Goods g = goods_from_row(r);
    for (auto& c : snap.categories) {
      if (c.cid == g.cid) c.goods_ids.push_back(g.goods_id);
    }
    snap.goods.emplace(g.goods_id, std::move(g));
  }
  for (const auto& r : tx.query(sql::kSpecs)) {
    auto it = snap.goods.find(r.i64(1));
    if (it == snap.goods.end()) continue;
    it->second.specs.push_back({r.i64(0), I18nText::from_json_text(r.str(2)), r.i64(3), r.i64(4), r.i64(5)});
  }
  std::unordered_map<int64_t, Attr*> attrs;
  for (const auto& r : tx.query(sql::kAttrs)) {
    auto it = snap.goods.find(r.i64(1));
    if (it == snap.goods.end()) continue;
    it->second.attrs.push_back({r.i64(0), I18nText::from_json_text(r.str(2)), r.i64(3) != 0, r.i64(4) != 0, {}, ids_from_text(r.str(5))});
  }
  for (auto& [id, g] : snap.goods) {
    for (auto& a : g.attrs) attrs[a.attr_id] = &a;
  }
  for (const auto& r : tx.query(sql::kAttrValues)) {
    auto it = attrs.find(r.i64(1));
    if (it == attrs.end()) continue;
    it->second->values.push_back({r.i64(0), I18nText::from_json_text(r.str(2)), r.i64(3), r.i64(4) != 0});
  }
  for (const auto& r : tx.query(sql::kGroups)) {
    auto it = snap.goods.find(r.i64(1));
    if (it == snap.goods.end()) continue;
    it->second.package_groups.push_back({r.i64(0), I18nText::from_json_text(r.str(2)), static_cast<int>(r.i64(3)), {}});
  }
  std::unordered_map<int64_t, PackageGroup*> groups;
  for (auto& [id, g] : snap.goods) {
    for (auto& pg : g.package_groups) groups[pg.group_id] = &pg;
  }
  for (const auto& r : tx.query(sql::kItems)) {
    auto it = groups.find(r.i64(0));
    if (it == groups.end()) continue;
    it->second->items.push_back({r.i64(1), r.i64(2), r.i64(3), r.i64(4) != 0});
  }
  for (const auto& r : tx.query(sql::kOverrides)) {
    Override o;
    if (!r.is_null(3)) o.price = r.i64(3);
    if (!r.is_null(4)) o.status = goods_status_from(r.str(4));
    snap.overrides[{r.i64(0), r.i64(1), r.i64(2)}] = o;
  }
  return snap;
}

void insert(db::Tx& tx, const Snapshot& snap, int64_t now_ms) {
  using db::Value;
  if (snap.brand) {
    const Brand& b = *snap.brand;
    boost::json::array banners;
    for (const auto& banner : b.banners) {
      banners.push_back({{"image", banner.image}, {"title", banner.title.to_json()}, {"link", banner.link}, {"showTimes", windows_to_json(banner.show_times)}});
    }
    tx.exec(sql::kInsertBrand, {b.code, b.name.to_json_text(), b.logo, boost::json::serialize(banners),
                                boost::json::serialize(b.global_config), boost::json::serialize(b.platform_config), now_ms});
  }
  for (const auto& c : snap.cities) {
    tx.exec(sql::kInsertCity, {c.code, c.name.to_json_text(), c.lat, c.lng, int64_t{c.sort}});
  }
  for (const auto& d : snap.districts) {
    tx.exec(sql::kInsertDistrict, {d.code, d.city_code, d.name.to_json_text(), int64_t{d.sort}, d.lat, d.lng});
  }
  for (const auto& s : snap.stores) {
    tx.exec(sql::kInsertStore,
            {s.sid, s.code, s.name.to_json_text(), s.address.to_json_text(), s.city_code,
             s.district_code.empty() ? Value(nullptr) : Value(s.district_code), s.lat, s.lng, s.phone, s.image,
             order_types_text(s.order_types), std::string(store_status_name(s.status)), windows_text(s.hours),
             int64_t{s.delivery_radius_m}, s.delivery_base_fee, s.delivery_free_threshold, s.delivery_min_order,
             s.bag_fee, s.box_fee_mode, boost::json::serialize(licences_json(s.licences)), now_ms});
  }
  for (const auto& c : snap.categories) {
    tx.exec(sql::kInsertCategory, {c.cid, c.name.to_json_text(), c.icon, int64_t{c.sort}, windows_text(c.sale_times)});
  }
  // Goods in a stable order so the insert is reproducible.
  std::vector<const Goods*> goods;
  for (const auto& [id, g] : snap.goods) goods.push_back(&g);
  std::sort(goods.begin(), goods.end(), [](auto* a, auto* b) { return a->goods_id < b->goods_id; });
  for (const Goods* g : goods) {
    tx.exec(sql::kInsertGoods, {g->goods_id, g->cid, g->name.to_json_text(), g->desc.to_json_text(), g->image, g->price,
                                g->old_price, g->box_price, int64_t{g->unitnum}, int64_t{g->limit_num},
                                int64_t{g->goods_type}, status_text(g->status), int64_t{g->sort}, windows_text(g->sale_times)});
  }
  for (const Goods* g : goods) {
    int64_t sort = 0;
    for (const auto& s : g->specs) {
      tx.exec(sql::kInsertSpec, {s.option_id, g->goods_id, s.name.to_json_text(), s.price, s.old_price, s.box_price, sort++});
    }
    sort = 0;
    for (const auto& a : g->attrs) {
      tx.exec(sql::kInsertAttr,
              {a.attr_id, g->goods_id, a.name.to_json_text(), int64_t{a.required}, int64_t{a.multiple}, sort++, ids_text(a.for_options)});
      int64_t vsort = 0;
      for (const auto& v : a.values) {
        tx.exec(sql::kInsertAttrValue, {v.value_id, a.attr_id, v.name.to_json_text(), v.price, int64_t{v.is_default}, vsort++});
      }
    }
    sort = 0;
    for (const auto& pg : g->package_groups) {
      tx.exec(sql::kInsertGroup, {pg.group_id, g->goods_id, pg.name.to_json_text(), int64_t{pg.pick}, sort++});
      int64_t isort = 0;
      for (const auto& item : pg.items) {
        tx.exec(sql::kInsertItem, {pg.group_id, item.goods_id, item.option_id, item.add_price, int64_t{item.is_default}, isort++});
      }
    }
  }
  for (const auto& [key, o] : snap.overrides) {
    auto [sid, goods_id, option_id] = key;
    tx.exec(sql::kInsertOverride, {sid, goods_id, option_id, o.price ? Value(*o.price) : Value(nullptr),
                                   o.status ? Value(status_text(*o.status)) : Value(nullptr)});
  }
  bump_version(tx);
}

}  // namespace qsr::catalog::repo

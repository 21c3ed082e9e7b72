#include "modules/catalog/catalog_seed.h"

#include <set>

#include <boost/json.hpp>

#include "core/files.h"
#include "core/seed_fields.h"
#include "modules/catalog/catalog_repo.h"
#include "modules/catalog/goods_codes.h"

namespace qsr::catalog {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;

// Reads one file and reports problems as "<file>: <where>: <what>".
class Reader {
 public:
  Reader(const fs::path& dir, const std::string& file) : file_(file) {
    auto text = read_whole_file(dir / file);
    if (!text) throw SeedError(file + ": cannot be read");
    boost::system::error_code ec;
    root_ = json::parse(*text, ec);
    if (ec) throw SeedError(file + ": invalid JSON: " + ec.message());
    if (!root_.is_object()) throw SeedError(file + ": the top level must be an object");
  }

  const json::object& root() const { return root_.get_object(); }
  [[noreturn]] void fail(const std::string& where, const std::string& what) const {
    throw SeedError(file_ + ": " + where + ": " + what);
  }

  const json::value& need(const json::object& o, const char* key, const std::string& where) const {
    const auto* v = o.if_contains(key);
    if (!v || v->is_null()) fail(where, std::string("missing ") + key);
    return *v;
  }
  const json::array& list(const json::object& o, const char* key, const std::string& where, bool required = true) const {
    static const json::array empty;
    const auto* v = o.if_contains(key);
    if (!v || v->is_null()) {
      if (required) fail(where, std::string("missing ") + key);
      return empty;
    }
    if (!v->is_array()) fail(where, std::string(key) + " must be a list");
    return v->get_array();
  }
  std::string text(const json::object& o, const char* key, const std::string& where, bool required = true) const {
    const auto* v = o.if_contains(key);
    if (!v || v->is_null()) {
      if (required) fail(where, std::string("missing ") + key);
      return "";
    }
    if (!v->is_string()) fail(where, std::string(key) + " must be a string");
    return std::string(v->get_string());
  }
  int64_t integer(const json::object& o, const char* key, const std::string& where, std::optional<int64_t> fallback = {}) const {
    const auto* v = o.if_contains(key);
    if (!v || v->is_null()) {
      if (fallback) return *fallback;
      fail(where, std::string("missing ") + key);
    }
    if (!v->is_int64()) fail(where, std::string(key) + " must be an integer");
    return v->get_int64();
  }
  double real(const json::object& o, const char* key, const std::string& where) const {
    const auto& v = need(o, key, where);
    if (!v.is_number()) fail(where, std::string(key) + " must be a number");
    return v.to_number<double>();
  }
  bool flag(const json::object& o, const char* key) const {
    return setting_on(o.if_contains(key));
  }
  Cents money(const json::object& o, const char* key, const std::string& where, std::optional<Cents> fallback = {}) const {
    const auto* v = o.if_contains(key);
    if (!v || v->is_null()) {
      if (fallback) return *fallback;
      fail(where, std::string("missing ") + key);
    }
    if (!v->is_string()) fail(where, std::string(key) + " must be a decimal string such as \"38.5\"");
    auto cents = money::parse(v->get_string());
    if (!cents || *cents < 0) fail(where, std::string(key) + " is not an amount: " + std::string(v->get_string()));
    return *cents;
  }
  I18nText i18n(const json::object& o, const char* key, const std::string& where, bool required = true) const {
    const auto* v = o.if_contains(key);
    if (!v || v->is_null()) {
      if (required) fail(where, std::string("missing ") + key);
      return {};
    }
    if (!v->is_object() && !v->is_string()) fail(where, std::string(key) + " must be {\"zh-HK\",\"zh-CN\",\"en\"}");
    I18nText t = I18nText::from_json(*v);
    if (t.empty() && required) fail(where, std::string(key) + " needs at least zh-HK");
    return t;
  }
  std::vector<tw::WeeklyWindow> windows(const json::object& o, const char* key, const std::string& where) const {
    const auto* v = o.if_contains(key);
    if (!v) return {};
    try {
      return parse_windows(*v);
    } catch (const std::invalid_argument& e) {
      fail(where, std::string(key) + ": " + e.what());
    }
  }
  const std::string& file() const { return file_; }

 private:
  std::string file_;
  json::value root_;
};

std::string at(const char* kind, size_t index) { return std::string(kind) + "[" + std::to_string(index) + "]"; }

void require_image(const fs::path& dir, const Reader& r, const std::string& where, const std::string& path) {
  if (path.empty()) return;
  if (path.find("..") != std::string::npos || path.front() == '/') r.fail(where, "image path must stay inside the folder: " + path);
  std::error_code ec;
  if (!fs::is_regular_file(dir / path, ec)) r.fail(where, "image not found: " + path);
}

void read_brand(const fs::path& dir, Snapshot& snap) {
  Reader r(dir, "brand.json");
  const auto& o = r.root();
  Brand b;
  b.code = r.text(o, "code", "brand");
  b.name = r.i18n(o, "name", "brand");
  b.logo = r.text(o, "logo", "brand", false);
  require_image(dir, r, "brand.logo", b.logo);
  b.logo = seed::media_url(b.logo);
  size_t i = 0;
  for (const auto& item : r.list(o, "banners", "brand", false)) {
    std::string where = at("banners", i++);
    if (!item.is_object()) r.fail(where, "must be an object");
    Banner banner;
    banner.image = r.text(item.get_object(), "image", where);
    require_image(dir, r, where, banner.image);
    banner.image = seed::media_url(banner.image);
    banner.title = r.i18n(item.get_object(), "title", where, false);
    banner.link = r.text(item.get_object(), "link", where, false);
    banner.show_times = r.windows(item.get_object(), "showTimes", where);
    b.banners.push_back(std::move(banner));
  }
  if (const auto* g = o.if_contains("globalConfig"); g && g->is_object()) b.global_config = g->get_object();
  if (const auto* p = o.if_contains("platformConfig"); p && p->is_object()) b.platform_config = p->get_object();
  snap.brand = std::move(b);
}

void read_cities(const fs::path& dir, Snapshot& snap) {
  Reader r(dir, "cities.json");
  size_t i = 0;
  std::set<std::string> codes;
  for (const auto& item : r.list(r.root(), "cities", "cities.json")) {
    std::string where = at("cities", i++);
    if (!item.is_object()) r.fail(where, "must be an object");
    const auto& o = item.get_object();
    City c{r.text(o, "code", where), r.i18n(o, "name", where), r.real(o, "lat", where), r.real(o, "lng", where),
           static_cast<int>(r.integer(o, "sort", where, 0))};
    if (!codes.insert(c.code).second) r.fail(where, "duplicate code " + c.code);
    snap.cities.push_back(std::move(c));
  }
  i = 0;
  std::set<std::string> district_codes;
  for (const auto& item : r.list(r.root(), "districts", "cities.json")) {
    std::string where = at("districts", i++);
    if (!item.is_object()) r.fail(where, "must be an object");
    const auto& o = item.get_object();
    District d{r.text(o, "code", where), r.text(o, "cityCode", where), r.i18n(o, "name", where),
               static_cast<int>(r.integer(o, "sort", where, 0))};
    if (o.contains("lat") || o.contains("lng")) {
      d.lat = r.real(o, "lat", where);
      d.lng = r.real(o, "lng", where);
    }
    if (!codes.count(d.city_code)) r.fail(where, "unknown cityCode " + d.city_code);
    if (!district_codes.insert(d.code).second) r.fail(where, "duplicate code " + d.code);
    snap.districts.push_back(std::move(d));
  }
  std::sort(snap.cities.begin(), snap.cities.end(), [](const City& a, const City& b) { return a.sort < b.sort; });
}

void read_menu(const fs::path& dir, Snapshot& snap) {
  Reader r(dir, "menu.json");
  size_t i = 0;
  for (const auto& item : r.list(r.root(), "categories", "menu.json")) {
    std::string where = at("categories", i++);
    if (!item.is_object()) r.fail(where, "must be an object");
    const auto& o = item.get_object();
    Category c;
    c.cid = r.integer(o, "cid", where);
    c.name = r.i18n(o, "name", where);
    c.icon = r.text(o, "icon", where, false);
    require_image(dir, r, where, c.icon);
    c.icon = seed::media_url(c.icon);
    c.sort = static_cast<int>(r.integer(o, "sort", where, static_cast<int64_t>(i)));
    c.sale_times = r.windows(o, "saleTimes", where);
    if (snap.category(c.cid)) r.fail(where, "duplicate cid " + std::to_string(c.cid));
    snap.categories.push_back(std::move(c));
  }
  std::sort(snap.categories.begin(), snap.categories.end(), [](const Category& a, const Category& b) { return a.sort < b.sort; });

  std::set<int64_t> option_ids, attr_ids, value_ids, group_ids;
  i = 0;
  for (const auto& item : r.list(r.root(), "goods", "menu.json")) {
    std::string where = at("goods", i++);
    if (!item.is_object()) r.fail(where, "must be an object");
    const auto& o = item.get_object();
    Goods g;
    g.goods_id = r.integer(o, "goodsId", where);
    where += " (goodsId " + std::to_string(g.goods_id) + ")";
    g.cid = r.integer(o, "cid", where);
    if (!snap.category(g.cid)) r.fail(where, "unknown cid " + std::to_string(g.cid));
    g.name = r.i18n(o, "name", where);
    g.desc = r.i18n(o, "desc", where, false);
    g.image = r.text(o, "image", where, false);
    require_image(dir, r, where, g.image);
    g.image = seed::media_url(g.image);
    g.price = r.money(o, "price", where);
    g.old_price = r.money(o, "oldPrice", where, 0);
    g.box_price = r.money(o, "boxPrice", where, 0);
    g.unitnum = static_cast<int>(r.integer(o, "unitnum", where, 1));
    g.limit_num = static_cast<int>(r.integer(o, "limitNum", where, 0));
    if (g.unitnum < 1 || g.limit_num < 0) r.fail(where, "unitnum must be >= 1 and limitNum >= 0");
    g.goods_type = static_cast<int>(r.integer(o, "goodsType", where, 1));
    if (g.goods_type != GoodsType::common && g.goods_type != GoodsType::package && g.goods_type != GoodsType::option) r.fail(where, "goodsType must be 1, 3 or 4");
    auto status = goods_status_from(r.text(o, "status", where, false).empty() ? "on_sale" : r.text(o, "status", where));
    if (!status) r.fail(where, "unknown status");
    g.status = *status;
    g.sort = static_cast<int>(r.integer(o, "sort", where, static_cast<int64_t>(i)));
    g.sale_times = r.windows(o, "saleTimes", where);
    size_t j = 0;
    for (const auto& s : r.list(o, "specs", where, false)) {
      std::string w = where + "." + at("specs", j++);
      if (!s.is_object()) r.fail(w, "must be an object");
      const auto& so = s.get_object();
      Spec spec{r.integer(so, "optionId", w), r.i18n(so, "name", w), r.money(so, "price", w),
                r.money(so, "oldPrice", w, 0), r.money(so, "boxPrice", w, g.box_price)};
      if (!option_ids.insert(spec.option_id).second) r.fail(w, "duplicate optionId");
      g.specs.push_back(std::move(spec));
    }
    j = 0;
    for (const auto& a : r.list(o, "attrs", where, false)) {
      std::string w = where + "." + at("attrs", j++);
      if (!a.is_object()) r.fail(w, "must be an object");
      const auto& ao = a.get_object();
      Attr attr{r.integer(ao, "attrId", w), r.i18n(ao, "name", w), r.flag(ao, "required"), r.flag(ao, "multiple"), {}};
      if (!attr_ids.insert(attr.attr_id).second) r.fail(w, "duplicate attrId");
      size_t k = 0;
      for (const auto& v : r.list(ao, "values", w)) {
        std::string vw = w + "." + at("values", k++);
        if (!v.is_object()) r.fail(vw, "must be an object");
        const auto& vo = v.get_object();
        AttrValue value{r.integer(vo, "valueId", vw), r.i18n(vo, "name", vw), r.money(vo, "price", vw, 0), r.flag(vo, "default")};
        if (!value_ids.insert(value.value_id).second) r.fail(vw, "duplicate valueId");
        attr.values.push_back(std::move(value));
      }
      if (attr.values.empty()) r.fail(w, "an attribute needs values");
      size_t m = 0;
      for (const auto& id : r.list(ao, "forOptions", w, false)) {
        std::string fw = w + "." + at("forOptions", m++);
        if (!id.is_int64()) r.fail(fw, "must be an optionId");
        const int64_t option_id = id.as_int64();
        if (std::none_of(g.specs.begin(), g.specs.end(), [&](const Spec& s) { return s.option_id == option_id; })) {
          r.fail(fw, "not a specification of this goods");
        }
        attr.for_options.push_back(option_id);
      }
      g.attrs.push_back(std::move(attr));
    }
    j = 0;
    for (const auto& pg : r.list(o, "packageGroups", where, false)) {
      std::string w = where + "." + at("packageGroups", j++);
      if (!pg.is_object()) r.fail(w, "must be an object");
      const auto& po = pg.get_object();
      PackageGroup group{r.integer(po, "groupId", w), r.i18n(po, "name", w), static_cast<int>(r.integer(po, "pick", w, 1)), {}};
      if (!group_ids.insert(group.group_id).second) r.fail(w, "duplicate groupId");
      size_t k = 0;
      for (const auto& it : r.list(po, "items", w)) {
        std::string iw = w + "." + at("items", k++);
        if (!it.is_object()) r.fail(iw, "must be an object");
        const auto& io = it.get_object();
        group.items.push_back({r.integer(io, "goodsId", iw), r.integer(io, "optionId", iw, 0), r.money(io, "addPrice", iw, 0),
                               r.flag(io, "default")});
      }
      if (group.pick < 1 || static_cast<size_t>(group.pick) > group.items.size()) r.fail(w, "pick must be between 1 and the number of items");
      g.package_groups.push_back(std::move(group));
    }
    if (g.goods_type == GoodsType::package && g.package_groups.empty()) r.fail(where, "a package (goodsType 3) needs packageGroups");
    if (snap.goods.count(g.goods_id)) r.fail(where, "duplicate goodsId");
    snap.goods.emplace(g.goods_id, std::move(g));
  }
  // Package items must name goods (and specifications) that exist.
  for (const auto& [id, g] : snap.goods) {
    for (const auto& pg : g.package_groups) {
      for (const auto& item : pg.items) {
        const Goods* target = snap.find_goods(item.goods_id);
        std::string where = "goods " + std::to_string(id) + " group " + std::to_string(pg.group_id);
        if (!target) r.fail(where, "unknown package item goodsId " + std::to_string(item.goods_id));
        if (item.option_id != 0 && std::none_of(target->specs.begin(), target->specs.end(),
                                                [&](const Spec& s) { return s.option_id == item.option_id; }))
          r.fail(where, "unknown package item optionId " + std::to_string(item.option_id));
      }
    }
  }
  for (auto& c : snap.categories) {
    std::vector<const Goods*> in_category;
    for (const auto& [id, g] : snap.goods) {
      if (g.cid == c.cid) in_category.push_back(&g);
    }
    std::sort(in_category.begin(), in_category.end(),
              [](auto* a, auto* b) { return a->sort != b->sort ? a->sort < b->sort : a->goods_id < b->goods_id; });
    for (auto* g : in_category) c.goods_ids.push_back(g->goods_id);
  }
}

void read_stores(const fs::path& dir, Snapshot& snap) {
  Reader r(dir, "stores.json");
  size_t i = 0;
  std::set<std::string> codes;
  for (const auto& item : r.list(r.root(), "stores", "stores.json")) {
    std::string where = at("stores", i++);
    if (!item.is_object()) r.fail(where, "must be an object");
    const auto& o = item.get_object();
    Store s;
    s.sid = r.integer(o, "sid", where);
    where += " (sid " + std::to_string(s.sid) + ")";
    s.code = r.text(o, "code", where);
    s.name = r.i18n(o, "name", where);
    s.address = r.i18n(o, "address", where);
    s.city_code = r.text(o, "cityCode", where);
    if (!snap.city(s.city_code)) r.fail(where, "unknown cityCode " + s.city_code);
    s.district_code = r.text(o, "districtCode", where, false);
    if (!s.district_code.empty() && !snap.district(s.district_code)) r.fail(where, "unknown districtCode " + s.district_code);
    s.lat = r.real(o, "lat", where);
    s.lng = r.real(o, "lng", where);
    s.phone = r.text(o, "phone", where, false);
    s.image = r.text(o, "image", where, false);
    require_image(dir, r, where, s.image);
    s.image = seed::media_url(s.image);
    for (const auto& t : r.list(o, "orderTypes", where)) {
      auto type = t.is_int64() ? order_type_from_int(t.get_int64()) : std::nullopt;
      if (!type) r.fail(where, "orderTypes must hold 1, 2 or 3");
      s.order_types.push_back(*type);
    }
    auto status = store_status_from(r.text(o, "status", where));
    if (!status) r.fail(where, "status must be open, closed, break or busy");
    s.status = *status;
    s.hours = r.windows(o, "hours", where);
    if (const auto* d = o.if_contains("delivery"); d && d->is_object()) {
      const auto& dob = d->get_object();
      s.delivery_radius_m = static_cast<int>(r.integer(dob, "radiusM", where + ".delivery", 0));
      s.delivery_base_fee = r.money(dob, "baseFee", where + ".delivery", 0);
      s.delivery_free_threshold = r.money(dob, "freeThreshold", where + ".delivery", 0);
      s.delivery_min_order = r.money(dob, "minOrder", where + ".delivery", 0);
    }
    if (const auto* p = o.if_contains("packing"); p && p->is_object()) {
      s.bag_fee = r.money(p->get_object(), "bagFee", where + ".packing", 0);
      std::string mode = r.text(p->get_object(), "boxFeeMode", where + ".packing", false);
      if (!mode.empty()) {
        if (mode != "per_item" && mode != "per_line") r.fail(where, "boxFeeMode must be per_item or per_line");
        s.box_fee_mode = mode;
      }
    }
    size_t j = 0;
    for (const auto& l : r.list(o, "licences", where, false)) {
      std::string w = where + "." + at("licences", j++);
      if (!l.is_object()) r.fail(w, "must be an object");
      const auto& lo = l.get_object();
      s.licences.push_back({r.i18n(lo, "type", w), r.text(lo, "number", w), r.text(lo, "holder", w, false),
                            r.text(lo, "validUntil", w, false)});
    }
    j = 0;
    for (const auto& ov : r.list(o, "goodsOverrides", where, false)) {
      std::string w = where + "." + at("goodsOverrides", j++);
      if (!ov.is_object()) r.fail(w, "must be an object");
      const auto& oo = ov.get_object();
      int64_t goods_id = r.integer(oo, "goodsId", w);
      int64_t option_id = r.integer(oo, "optionId", w, 0);
      const Goods* g = snap.find_goods(goods_id);
      if (!g) r.fail(w, "unknown goodsId " + std::to_string(goods_id));
      if (option_id != 0 && std::none_of(g->specs.begin(), g->specs.end(), [&](const Spec& sp) { return sp.option_id == option_id; }))
        r.fail(w, "unknown optionId " + std::to_string(option_id));
      Override over;
      if (oo.if_contains("price")) over.price = r.money(oo, "price", w);
      std::string status_text = r.text(oo, "status", w, false);
      if (!status_text.empty()) {
        over.status = goods_status_from(status_text);
        if (!over.status) r.fail(w, "unknown status " + status_text);
      }
      snap.overrides[{s.sid, goods_id, option_id}] = over;
    }
    if (snap.store(s.sid)) r.fail(where, "duplicate sid");
    if (!codes.insert(s.code).second) r.fail(where, "duplicate code " + s.code);
    snap.stores.push_back(std::move(s));
  }
}

}  // namespace

Snapshot read_brand_folder(const fs::path& dir) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) throw SeedError(dir.string() + ": not a folder");
  Snapshot snap;
  read_brand(dir, snap);
  read_cities(dir, snap);
  read_menu(dir, snap);
  read_stores(dir, snap);
  return snap;
}

void seed(db::Db& db, const fs::path& dir, int64_t now_ms) {
  Snapshot snap = read_brand_folder(dir);
  db.write([&](db::Tx& tx) {
    if (repo::has_brand(tx)) throw SeedError("the database already holds a brand; refusing to seed over it");
    repo::insert(tx, snap, now_ms);
    seed_goods_codes(tx, dir, snap);
  });
}

}  // namespace qsr::catalog

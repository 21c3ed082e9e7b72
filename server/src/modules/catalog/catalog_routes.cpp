#include "modules/catalog/catalog_routes.h"

#include "modules/catalog/order_type_param.h"

#include <algorithm>
#include <cctype>

#include <boost/json.hpp>

#include "core/geo.h"
#include "core/messages.h"
#include "core/money.h"
#include "http/envelope.h"
#include "http/paging.h"
#include "http/route_alias.h"
#include "modules/catalog/catalog_views.h"
#include "modules/catalog/menu_rules.h"
#include "modules/catalog/store_rules.h"

namespace qsr::catalog {
namespace json = boost::json;
using http::Request;
using http::Response;

namespace {

constexpr int kAddressOutOfRange = 20001;

struct Position {
  double lat, lng;
};

std::optional<Position> position(const Request& req, bool required) {
  auto lat = req.opt_double("lat");
  auto lng = req.opt_double("lng");
  if (!lat && !lng) {
    if (required) throw AppError::missing("lat");
    return std::nullopt;
  }
  if (!lat) throw AppError::missing("lat");
  if (!lng) throw AppError::missing("lng");
  if (!geo::valid(*lat, *lng)) throw AppError::invalid("lat/lng");
  return Position{*lat, *lng};
}

const Store& require_store(const Snapshot& snap, const Request& req) {
  int64_t sid = req.integer("sid");
  const Store* s = snap.store(sid);
  if (!s) throw AppError::not_found("store_not_found");
  return *s;
}

std::string lower_ascii(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

bool matches_keyword(const Store& s, const std::string& keyword) {
  for (Lang l : kAllLangs) {
    if (lower_ascii(s.name.get(l)).find(keyword) != std::string::npos) return true;
    if (lower_ascii(s.address.get(l)).find(keyword) != std::string::npos) return true;
  }
  return lower_ascii(s.code).find(keyword) != std::string::npos;
}

struct Ranked {
  const Store* store;
  std::optional<double> distance;
};

std::vector<Ranked> rank(const Snapshot& snap, std::optional<Position> pos) {
  std::vector<Ranked> out;
  for (const auto& s : snap.stores) {
    std::optional<double> d;
    if (pos) d = geo::distance_m(pos->lat, pos->lng, s.lat, s.lng);
    out.push_back({&s, d});
  }
  if (pos) {
    std::stable_sort(out.begin(), out.end(), [](const Ranked& a, const Ranked& b) { return *a.distance < *b.distance; });
  }
  return out;
}

Response store_list(CatalogService& svc, Request& req) {
  auto snap = svc.snapshot();
  auto pos = position(req, false);
  auto type = order_type_param(req);
  auto city = req.opt_str("cityCode");
  auto keyword = req.opt_str("keyword");
  if (keyword && keyword->size() > 100) throw AppError::invalid("keyword");
  auto page = http::paging(req);
  const LocalTime now = to_hk_local(svc.clock().now_ms());
  std::string needle = keyword ? lower_ascii(*keyword) : "";

  // {"list":[...],"total":N} as text, each entry from the prebuilt cards (store_cards.h).
  auto cards = svc.store_cards(snap, req.lang);
  std::string data = "{\"list\":[";
  int64_t total = 0;
  for (const auto& r : rank(*snap, pos)) {
    if (type && !r.store->offers(*type)) continue;
    if (city && r.store->city_code != *city) continue;
    if (!needle.empty() && !matches_keyword(*r.store, needle)) continue;
    if (total >= page.offset() && total < page.offset() + page.page_size) {
      if (data.back() != '[') data += ',';
      cards->append(data, *r.store, now, r.distance);
    }
    ++total;
  }
  data += "],\"total\":" + std::to_string(total) + "}";
  Response res;
  res.body = http::ok_body_text(req.lang, data);
  return res;
}

Response store_nearest(CatalogService& svc, Request& req) {
  auto snap = svc.snapshot();
  auto pos = position(req, true);
  auto type = order_type_param(req);
  const LocalTime now = to_hk_local(svc.clock().now_ms());
  const Ranked* best = nullptr;
  auto ranked = rank(*snap, pos);
  // Nearest open store first; else the nearest store at all.
  for (int pass = 0; pass < 2 && !best; ++pass) {
    for (const auto& r : ranked) {
      if (type && !r.store->offers(*type)) continue;
      if (pass == 0 && effective_status(*r.store, now) != StoreStatus::open) continue;
      best = &r;
      break;
    }
  }
  if (!best) throw AppError::not_found("no_store_for_order_type");
  return http::ok(req, store_json(*snap, *best->store, req.lang, now, best->distance));
}

Response store_info(CatalogService& svc, Request& req) {
  auto snap = svc.snapshot();
  const Store& s = require_store(*snap, req);
  auto pos = position(req, false);
  std::optional<double> d;
  if (pos) d = geo::distance_m(pos->lat, pos->lng, s.lat, s.lng);
  json::object o = store_json(*snap, s, req.lang, to_hk_local(svc.clock().now_ms()), d);
  json::array licences;
  for (const auto& l : s.licences) {
    licences.push_back({{"type", l.type.get(req.lang)}, {"number", l.number}, {"holder", l.holder}, {"validUntil", l.valid_until}});
  }
  o["licences"] = std::move(licences);
  return http::ok(req, std::move(o));
}

Response city_list(CatalogService& svc, Request& req) {
  auto snap = svc.snapshot();
  json::array list;
  for (const auto& c : snap->cities) {
    int64_t count = std::count_if(snap->stores.begin(), snap->stores.end(), [&](const Store& s) { return s.city_code == c.code; });
    list.push_back({{"code", c.code}, {"name", c.name.get(req.lang)}, {"lat", c.lat}, {"lng", c.lng}, {"storeCount", count}});
  }
  json::object o = http::whole_list(std::move(list));
  o["defaultCode"] = "7101001e5";
  return http::ok(req, std::move(o));
}

Response district_list(CatalogService& svc, Request& req) {
  auto snap = svc.snapshot();
  json::array list;
  for (const auto& d : snap->districts) {
    const City* c = snap->city(d.city_code);
    // The district's own centre, else its region's (data without district centres).
    const bool own = d.lat != 0 || d.lng != 0;
    list.push_back({{"code", d.code}, {"name", d.name.get(req.lang)}, {"cityCode", d.city_code},
                    {"cityName", c ? c->name.get(req.lang) : std::string()},
                    {"lat", own ? d.lat : (c ? c->lat : 0.0)}, {"lng", own ? d.lng : (c ? c->lng : 0.0)}});
  }
  return http::ok(req, http::whole_list(std::move(list)));
}

Response delivery_time(CatalogService& svc, Request& req) {
  auto snap = svc.snapshot();
  const Store& s = require_store(*snap, req);
  auto type = order_type_param(req);
  if (!type) throw AppError::missing("orderType");
  if (!s.offers(*type)) throw AppError::bad_request("store_no_order_type");
  const int64_t now = svc.clock().now_ms();
  static const char* kDayLabels[] = {"slot_today", "slot_tomorrow", "slot_day_after"};
  json::array days;
  int index = 0;
  for (const auto& day : booking_slots(s, *type, now)) {
    json::array slots;
    for (const auto& slot : day.slots) {
      int end = (slot.minute_of_day + kSlotWindowMinutes) % kMinutesPerDay;
      slots.push_back({{"time", format_minutes(slot.minute_of_day)}, {"at", slot.at_ms},
                       {"label", format_minutes(slot.minute_of_day) + "-" + format_minutes(end)}});
    }
    days.push_back({{"date", format_date(day.day)}, {"label", message(req.lang, kDayLabels[std::min(index, 2)])},
                    {"slots", std::move(slots)}});
    ++index;
  }
  json::object asap;
  if (auto ready = asap_ready_ms(s, *type, now)) {
    asap = {{"available", true}, {"estimate", format_minutes(to_hk_local(*ready).minute_of_day)}, {"at", *ready}};
  } else {
    asap = {{"available", false}, {"estimate", nullptr}, {"at", nullptr}};
  }
  return http::ok(req, json::object{{"days", std::move(days)}, {"asap", std::move(asap)}});
}

Response match_address(CatalogService& svc, Request& req) {
  auto snap = svc.snapshot();
  auto pos = *position(req, true);
  const LocalTime now = to_hk_local(svc.clock().now_ms());
  const Ranked* nearest = nullptr;
  const Ranked* closed_deliverer = nullptr;  // delivers there but not open now (a booking still can)
  auto ranked = rank(*snap, pos);
  for (const auto& r : ranked) {
    if (!r.store->offers(OrderType::takeout)) continue;
    if (!nearest) nearest = &r;
    if (!delivers_to(*r.store, pos.lat, pos.lng)) continue;
    if (effective_status(*r.store, now) == StoreStatus::open) return http::ok(req, store_json(*snap, *r.store, req.lang, now, r.distance));
    if (!closed_deliverer) closed_deliverer = &r;
  }
  // At night (or on a break) the store that delivers there is still the answer: its status says
  // it is closed, and the customer may book a later slot.
  if (closed_deliverer) return http::ok(req, store_json(*snap, *closed_deliverer->store, req.lang, now, closed_deliverer->distance));
  AppError err(200, kAddressOutOfRange, "address_out_of_range");
  json::object data{{"suggestPickup", true}};
  if (nearest) data["nearest"] = store_json(*snap, *nearest->store, req.lang, now, nearest->distance); else data["nearest"] = nullptr;
  err.data = std::move(data);
  throw err;
}

// The menu: sid, orderType (defaults to the first the store offers).
struct MenuKey {
  int64_t sid;
  OrderType type;
};

std::optional<MenuKey> menu_key(const Request& req, const Store* store) {
  int64_t sid = req.integer("sid");
  auto type = order_type_param(req);
  if (!type) {
    if (!store) return std::nullopt;
    type = store->order_types.empty() ? OrderType::pickup : store->order_types.front();
  }
  return MenuKey{sid, *type};
}

Response menu_response(const Request& req, const MenuAnswer& answer) {
  Response res;
  res.set_header("ETag", answer.etag);
  res.set_header("Cache-Control", "no-cache");
  res.set_header("Vary", "Accept-Language");
  if (req.header("if-none-match") == answer.etag) {
    res.status = 304;
    return res;
  }
  res.body = answer.body;
  return res;
}

std::optional<Response> menu_fast(CatalogService& svc, Request& req) {
  if (!req.opt_int("orderType")) return std::nullopt;  // the default needs the store: slow path
  auto key = menu_key(req, nullptr);
  auto answer = svc.cached_menu(key->sid, key->type, req.lang);
  if (!answer) return std::nullopt;
  return menu_response(req, *answer);
}

Response menu(CatalogService& svc, Request& req) {
  auto snap = svc.snapshot();
  const Store& s = require_store(*snap, req);
  auto key = *menu_key(req, &s);
  auto answer = svc.menu(key.sid, key.type, req.lang);
  if (!answer) throw AppError::not_found("store_not_found");
  return menu_response(req, *answer);
}

Response goods_detail(CatalogService& svc, Request& req) {
  auto snap = svc.snapshot();
  const Store& s = require_store(*snap, req);
  int64_t goods_id = req.opt_int("goodsId") ? req.integer("goodsId") : req.integer("goods_id");
  auto detail = goods_detail_json(*snap, s, goods_id, req.lang, to_hk_local(svc.clock().now_ms()));
  if (!detail) throw AppError::not_found("goods_not_found");
  return http::ok(req, std::move(*detail));
}

// The seed's goods/purchase: may the customer buy this goods (this specification of it, this many)
// at the store now. 404 for goods the store does not sell at all or a specification it does not
// have; 400 for a quantity outside 1-999.
Response goods_purchase(CatalogService& svc, Request& req) {
  auto snap = svc.snapshot();
  const Store& s = require_store(*snap, req);
  const int64_t goods_id = req.opt_int("goodsId") ? req.integer("goodsId") : req.integer("goods_id");
  const Goods* g = snap->find_goods(goods_id);
  const auto now = to_hk_local(svc.clock().now_ms());
  if (!g || goods_at_store(*snap, s.sid, *g, now).removed) throw AppError::not_found("goods_not_found");
  const Spec* spec = nullptr;
  if (auto option_id = req.opt_int("optionId"); option_id && *option_id != 0) {
    const auto it = std::find_if(g->specs.begin(), g->specs.end(), [&](const Spec& sp) { return sp.option_id == *option_id; });
    if (it == g->specs.end()) throw AppError::not_found("goods_spec_removed");
    spec = &*it;
  }
  const int64_t quantity = req.opt_int("num").value_or(g->unitnum);
  if (quantity < 1 || quantity > 999) throw AppError::invalid("num");
  const PurchaseCheck check = purchase_check(*snap, s.sid, *g, spec, quantity, now);
  const auto state_key = sale_state_message_key(check.state);
  return http::ok(req, json::object{{"sid", s.sid},
                                    {"goodsId", g->goods_id},
                                    {"optionId", spec ? spec->option_id : 0},
                                    {"num", quantity},
                                    {"purchasable", check.reason.empty()},
                                    {"status", static_cast<int>(check.state)},
                                    {"statusText", state_key.empty() ? std::string() : message(req.lang, state_key)},
                                    {"price", money::format(check.price)},
                                    {"unitnum", g->unitnum},
                                    {"limitNum", g->limit_num},
                                    {"reason", check.reason.empty() ? std::string() : message(req.lang, check.reason)}});
}

}  // namespace

void register_routes(http::Router& router, CatalogService& svc) {
  auto bind = [&svc](Response (*fn)(CatalogService&, Request&)) {
    return [&svc, fn](Request& req) { return fn(svc, req); };
  };
  router.get("/v1/store/list", bind(store_list));
  router.get("/v1/store/nearest", bind(store_nearest));
  router.get("/v1/store/info", bind(store_info));
  router.get("/v1/store/cityList", bind(city_list));
  router.get("/v1/store/districtHKList", bind(district_list));
  router.get("/v1/store/delivery-time", bind(delivery_time));
  router.post("/v1/store/match/address", bind(match_address));
  // The seed's other names (spec 001 §7): the v2 store list is the list; a store's distance from
  // a position is the store's info given lat and lng (its `distance`).
  http::alias(router, "/v2/store/list", "/v1/store/list");
  http::alias(router, "/v1/org/shop/location/distance", "/v1/store/info");
  router.get("/v1/goods/store/goods/index", bind(menu), [&svc](Request& req) { return menu_fast(svc, req); });
  router.get("/v1/goods/store/goods/detail", bind(goods_detail));
  router.get("/v1/goods/store/goods/purchase", bind(goods_purchase));
}

}  // namespace qsr::catalog

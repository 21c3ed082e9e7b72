#include "modules/mall/mall_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "http/idempotency.h"
#include "http/paging.h"
#include "core/money.h"
#include "modules/account/account_routes.h"
#include "modules/mall/mall_views.h"

namespace qsr::mall {
namespace json = boost::json;

namespace {

constexpr size_t kMaxKeyLength = 100;
constexpr size_t kMaxListed = 50;  // entries of a list field (lines, coupons, storeStock)

std::optional<int64_t> member_of(account::AccountModule& accounts, const http::Request& req) {
  const auto c = accounts.sessions.resolve(req);
  return c ? c->member_id : std::nullopt;
}

// A list field of objects with two whole numbers each ([{itemId, quantity}], [{sid, stock}]):
// nullopt when absent; 400 naming the field for anything else.
std::optional<std::vector<std::pair<int64_t, int64_t>>> pairs_of(const http::Request& req, const char* field, const char* a,
                                                                 const char* b, int64_t b_fallback) {
  const auto* v = req.input.if_contains(field);
  if (!v || v->is_null()) return std::nullopt;
  if (!v->is_array() || v->as_array().size() > kMaxListed) throw AppError::invalid(field);
  std::vector<std::pair<int64_t, int64_t>> out;
  for (const auto& e : v->as_array()) {
    const auto* o = e.if_object();
    if (!o || !o->contains(a) || !o->at(a).is_int64()) throw AppError::invalid(field);
    int64_t second = b_fallback;
    if (const auto* s = o->if_contains(b)) {
      if (!s->is_int64()) throw AppError::invalid(field);
      second = s->as_int64();
    }
    out.emplace_back(o->at(a).as_int64(), second);
  }
  return out;
}

// A list field of whole numbers ([3, 7]): nullopt when absent; 400 naming the field otherwise.
std::optional<std::vector<int64_t>> ids_of(const http::Request& req, const char* field) {
  const auto* v = req.input.if_contains(field);
  if (!v || v->is_null()) return std::nullopt;
  if (!v->is_array() || v->as_array().size() > kMaxListed) throw AppError::invalid(field);
  std::vector<int64_t> out;
  for (const auto& e : v->as_array()) {
    if (!e.is_int64()) throw AppError::invalid(field);
    out.push_back(e.as_int64());
  }
  return out;
}

// Orders as their member (or the store's staff) sees them: a package's coupons named.
json::array orders_json(const std::vector<Order>& orders, MallService& mall, catalog::CatalogService& catalog, Lang lang) {
  const auto menu = catalog.snapshot();
  const auto names = mall.coupon_names(orders, lang);
  json::array out;
  for (const auto& o : orders) out.push_back(order_json(o, *menu, lang, names));
  return out;
}

json::object one_order_json(const Order& o, MallService& mall, catalog::CatalogService& catalog, Lang lang) {
  return order_json(o, *catalog.snapshot(), lang, mall.coupon_names({o}, lang));
}

json::object cart_json(const MallService::Cart& c, Lang lang) {
  json::array lines;
  for (const auto& [quantity, item] : c.lines) {
    lines.push_back({{"itemId", item.id}, {"quantity", quantity}, {"item", item_json(item, lang)}});
  }
  return {{"lines", std::move(lines)}, {"points", c.points}, {"cash", money::format(c.cash)}, {"balance", c.balance}};
}

Item item_of(const http::Request& req) {
  Item i;
  i.id = req.opt_int("id").value_or(0);
  i.category_id = req.integer("categoryId");
  i.kind = req.opt_str("kind").value_or(kGoods);
  i.title = http::i18n_field(req, "title", true);
  i.subtitle = http::i18n_field(req, "subtitle", false);
  i.detail = http::i18n_field(req, "detail", false);
  i.image = req.opt_str("image").value_or("");
  i.points = req.integer("points");
  i.cash = http::opt_money(req, "cash").value_or(0);
  i.fulfilment = req.opt_str("fulfilment").value_or(i.kind == kCoupons ? kNoFulfilment : kPickup);
  for (const auto& [id, count] : pairs_of(req, "coupons", "templateId", "count", 1).value_or(std::vector<std::pair<int64_t, int64_t>>{})) {
    i.coupons.push_back({id, count});
  }
  i.stock = req.integer("stock");
  i.per_member_limit = req.opt_int("perMemberLimit").value_or(0);
  i.sort = static_cast<int>(req.opt_int("sort").value_or(0));
  i.active = req.flag("active", true);
  return i;
}

MallService::Exchange exchange_of(const http::Request& req, int64_t member_id) {
  MallService::Exchange e;
  e.member_id = member_id;
  e.from_cart = req.flag("fromCart");
  if (auto ids = ids_of(req, "lineIds")) {
    // The ticked cart lines: the cart says how many of each.
    if (ids->empty() || !e.from_cart || req.input.contains("lines")) throw AppError::invalid("lineIds");
    e.cart_lines = std::move(*ids);
  } else if (auto lines = pairs_of(req, "lines", "itemId", "quantity", 1)) {
    for (const auto& [item, quantity] : *lines) e.lines.push_back({item, quantity});
  } else {
    e.lines.push_back({req.integer("itemId"), req.opt_int("quantity").value_or(1)});
  }
  e.sid = req.opt_int("sid").value_or(0);
  e.address_id = req.opt_int("addressId").value_or(0);
  // Before delivery existed every exchange named its pickup store and no fulfilment.
  e.fulfilment = req.opt_str("fulfilment").value_or(e.sid != 0 ? kPickup : "");
  e.request_key = http::idempotency_key_of(req);
  if (e.request_key.size() > kMaxKeyLength) throw AppError::invalid("Idempotency-Key");
  return e;
}

}  // namespace

void register_routes(http::Router& router, MallService& mall, catalog::CatalogService& catalog, account::AccountModule& accounts) {
  // The shelf: categories and items on sale; a member's token adds their points.
  router.get("/v1/mall/index", [&](http::Request& req) {
    const MallService::Shelf s = mall.shelf(member_of(accounts, req));
    json::array categories, items;
    for (const auto& c : s.categories) categories.push_back(category_json(c, req.lang));
    for (const auto& i : s.items) items.push_back(item_json(i, req.lang));
    json::value balance = nullptr;
    if (s.balance) balance = *s.balance;
    return http::ok(req, json::object{{"balance", balance}, {"categories", std::move(categories)}, {"items", std::move(items)}});
  });

  router.get("/v1/mall/goods/detail", [&](http::Request& req) {
    const MallService::ItemView v = mall.item(req.integer("id"), member_of(accounts, req), req.lang);
    json::object out = item_json(v.item, req.lang);
    out["detail"] = v.item.detail.get(req.lang);
    out["coupons"] = pack_json(v.item, v.coupon_names);
    out["stores"] = store_stock_json(v.stores);
    out["bought"] = v.taken;
    out["balance"] = v.balance ? json::value(*v.balance) : json::value(nullptr);
    return http::ok(req, std::move(out));
  });

  router.get("/v1/mall/cart", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    return http::ok(req, cart_json(mall.cart(*c.member_id), req.lang));
  });
  router.post("/v1/mall/cart", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    return http::ok(req, cart_json(mall.set_cart_line(*c.member_id, req.integer("itemId"), req.integer("quantity")), req.lang));
  });

  // The seed's names for points-mall orders (spec 001 §7 /v1/trade/point/order/*).
  router.post("/v1/trade/point/order/submit", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member_with_phone(req);
    return http::ok(req, one_order_json(mall.exchange(exchange_of(req, *c.member_id)), mall, catalog, req.lang));
  });

  router.post("/v1/trade/point/order/pay", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member_with_phone(req);
    const purchase::Started s = mall.pay(*c.member_id, req.str("order_no"), req.opt_str("success_url").value_or(""),
                                         http::idempotency_key_of(req));
    return http::ok(req, json::object{{"orderNo", s.order.order_no}, {"payUrl", s.pay_url}});
  });

  router.get("/v1/trade/point/order/pay/result/{orderNo}", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const Order o = mall.order(*c.member_id, req.path_params.at("orderNo"));
    return http::ok(req, json::object{{"paid", o.paid_at.has_value()}, {"order", one_order_json(o, mall, catalog, req.lang)}});
  });

  router.get("/v1/trade/point/order/list", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const http::Paging p = http::paging(req);
    const std::string status = req.opt_str("status").value_or("");
    const auto page = mall.orders(*c.member_id, status, p.page_size, p.offset());
    return http::ok(req, json::object{{"list", orders_json(page.list, mall, catalog, req.lang)}, {"total", page.total}});
  });

  router.get("/v1/trade/point/order/detail", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    return http::ok(req, one_order_json(mall.order(*c.member_id, req.str("order_no")), mall, catalog, req.lang));
  });

  router.post("/v1/trade/point/order/cancel", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    return http::ok(req, one_order_json(mall.cancel(*c.member_id, req.str("order_no")), mall, catalog, req.lang));
  });

  router.post("/v1/trade/point/order/receive", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    return http::ok(req, one_order_json(mall.receive(*c.member_id, req.str("order_no")), mall, catalog, req.lang));
  });

  // Staff at the pickup store: what waits, and handing it over (by number or pickup code).
  router.get("/v1/console/mall/orders", [&](http::Request& req) {
    const int64_t sid = accounts.sessions.require_staff_store(req);
    return http::ok(req, json::object{{"list", orders_json(mall.waiting_at(sid), mall, catalog, req.lang)}});
  });
  router.post("/v1/console/mall/collect", [&](http::Request& req) {
    const int64_t sid = accounts.sessions.require_staff_store(req);
    std::string key = req.opt_str("order_no").value_or("");
    if (key.empty()) key = req.opt_str("pickupCode").value_or("");
    if (key.empty()) throw AppError::missing("order_no");
    return http::ok(req, one_order_json(mall.collect(sid, key), mall, catalog, req.lang));
  });

  router.get("/admin/v1/mall/orders", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, json::object{{"list", orders_json(mall.orders_in(req.str("status")), mall, catalog, req.lang)}});
  });
  router.post("/admin/v1/mall/orders/ship", [&](http::Request& req) {
    account::require_admin(accounts, req);
    const Order o = mall.ship(req.str("order_no"), req.opt_str("carrier").value_or(""), req.opt_str("trackingNo").value_or(""));
    return http::ok(req, one_order_json(o, mall, catalog, req.lang));
  });
  router.get("/admin/v1/mall/categories", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& c : mall.all_categories()) list.push_back(admin_category_json(c));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/mall/categories", [&](http::Request& req) {
    account::require_admin(accounts, req);
    Category c;
    c.id = req.opt_int("id").value_or(0);
    c.name = http::i18n_field(req, "name", true);
    c.sort = static_cast<int>(req.opt_int("sort").value_or(0));
    c.active = req.flag("active", true);
    return http::ok(req, admin_category_json(mall.save_category(c)));
  });
  router.get("/admin/v1/mall/items", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& i : mall.all_items()) list.push_back(admin_item_json(i, i.per_store ? mall.store_stock(i.id) : std::vector<StoreStock>{}));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/mall/items", [&](http::Request& req) {
    account::require_admin(accounts, req);
    std::optional<std::vector<StoreStock>> stock;
    if (auto pairs = pairs_of(req, "storeStock", "sid", "stock", 0)) {
      stock.emplace();
      for (const auto& [sid, n] : *pairs) stock->push_back({sid, n});
    }
    const Item saved = mall.save_item(item_of(req), stock);
    return http::ok(req, admin_item_json(saved, mall.store_stock(saved.id)));
  });
}

}  // namespace qsr::mall

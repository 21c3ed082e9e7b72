#include "modules/mall/mall_routes.h"

#include <map>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "http/idempotency.h"
#include "http/paging.h"
#include "modules/account/account_routes.h"
#include "modules/mall/mall_views.h"

namespace qsr::mall {
namespace json = boost::json;

namespace {

constexpr size_t kMaxKeyLength = 100;

std::optional<int64_t> member_of(account::AccountModule& accounts, const http::Request& req) {
  const auto c = accounts.sessions.resolve(req);
  return c ? c->member_id : std::nullopt;
}

// Exchanges with their items' titles, the items read once.
json::array orders_json(MallService& mall, const std::vector<Order>& orders, const catalog::Snapshot& menu, Lang lang) {
  std::map<int64_t, Item> items;
  for (auto& i : mall.all_items()) items.emplace(i.id, std::move(i));
  json::array out;
  for (const auto& o : orders) {
    const auto it = items.find(o.item_id);
    out.push_back(order_json(o, it == items.end() ? nullptr : &it->second, menu, lang));
  }
  return out;
}

json::object one_order_json(MallService& mall, const Order& o, catalog::CatalogService& catalog, Lang lang) {
  return orders_json(mall, {o}, *catalog.snapshot(), lang).at(0).as_object();
}

Item item_of(const http::Request& req) {
  Item i;
  i.id = req.opt_int("id").value_or(0);
  i.category_id = req.integer("categoryId");
  i.title = http::i18n_field(req, "title", true);
  i.subtitle = http::i18n_field(req, "subtitle", false);
  i.detail = http::i18n_field(req, "detail", false);
  i.image = req.opt_str("image").value_or("");
  i.points = req.integer("points");
  i.stock = req.integer("stock");
  i.per_member_limit = req.opt_int("perMemberLimit").value_or(0);
  i.sort = static_cast<int>(req.opt_int("sort").value_or(0));
  i.active = req.flag("active", true);
  return i;
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
    const MallService::ItemView v = mall.item(req.integer("id"), member_of(accounts, req));
    json::object out = item_json(v.item, req.lang);
    out["detail"] = v.item.detail.get(req.lang);
    out["bought"] = v.taken;
    out["balance"] = v.balance ? json::value(*v.balance) : json::value(nullptr);
    return http::ok(req, std::move(out));
  });

  // The seed's names for points-mall orders (spec 001 §7 /v1/trade/point/order/*).
  router.post("/v1/trade/point/order/submit", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member_with_phone(req);
    MallService::Exchange e;
    e.member_id = *c.member_id;
    e.item_id = req.integer("itemId");
    e.quantity = req.opt_int("quantity").value_or(1);
    e.sid = req.integer("sid");
    e.request_key = http::idempotency_key_of(req);
    if (e.request_key.size() > kMaxKeyLength) throw AppError::invalid("Idempotency-Key");
    return http::ok(req, one_order_json(mall, mall.exchange(e), catalog, req.lang));
  });

  router.get("/v1/trade/point/order/list", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const http::Paging p = http::paging(req);
    const auto page = mall.orders(*c.member_id, p.page_size, p.offset());
    return http::ok(req, json::object{{"list", orders_json(mall, page.list, *catalog.snapshot(), req.lang)}, {"total", page.total}});
  });

  router.get("/v1/trade/point/order/detail", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    return http::ok(req, one_order_json(mall, mall.order(*c.member_id, req.str("order_no")), catalog, req.lang));
  });

  router.post("/v1/trade/point/order/cancel", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    return http::ok(req, one_order_json(mall, mall.cancel(*c.member_id, req.str("order_no")), catalog, req.lang));
  });

  // Staff at the pickup store: what waits, and handing it over (by number or pickup code).
  router.get("/v1/console/mall/orders", [&](http::Request& req) {
    const int64_t sid = accounts.sessions.require_staff_store(req);
    return http::ok(req, json::object{{"list", orders_json(mall, mall.waiting_at(sid), *catalog.snapshot(), req.lang)}});
  });
  router.post("/v1/console/mall/collect", [&](http::Request& req) {
    const int64_t sid = accounts.sessions.require_staff_store(req);
    std::string key = req.opt_str("order_no").value_or("");
    if (key.empty()) key = req.opt_str("pickupCode").value_or("");
    if (key.empty()) throw AppError::missing("order_no");
    return http::ok(req, one_order_json(mall, mall.collect(sid, key), catalog, req.lang));
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
    for (const auto& i : mall.all_items()) list.push_back(admin_item_json(i));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/mall/items", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, admin_item_json(mall.save_item(item_of(req))));
  });
}

}  // namespace qsr::mall

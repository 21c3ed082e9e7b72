#include "modules/prime/prime_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/money.h"
#include "http/envelope.h"
#include "http/idempotency.h"
#include "http/paging.h"
#include "modules/account/account_routes.h"
#include "modules/prime/prime_views.h"
#include "modules/purchase/purchase_routes.h"

namespace qsr::prime {
namespace json = boost::json;

namespace {

const Pass* pass_of(const std::vector<Pass>& passes, int64_t id) {
  for (const auto& p : passes) {
    if (p.id == id) return &p;
  }
  return nullptr;
}

}  // namespace

void register_routes(http::Router& router, PrimeService& primes, catalog::CatalogService& catalog, account::AccountModule& accounts) {
  // The purchase page: the passes on sale and, for a member, the pass they hold.
  router.get("/v1/memberPrime/info", [&](http::Request& req) {
    const auto c = accounts.sessions.resolve(req);
    const auto passes = primes.passes();
    const auto menu = catalog.snapshot();
    const std::optional<int64_t> member = c ? c->member_id : std::nullopt;
    const auto bought = member ? primes.plans_bought(*member) : std::map<int64_t, int64_t>{};
    json::array list;
    for (const auto& p : passes) list.push_back(pass_json(p, *menu, req.lang, member ? &bought : nullptr));
    json::value mine = nullptr;
    if (member) {
      if (const auto m = primes.member_prime(*member)) {
        const auto all = primes.all_passes();
        mine = member_prime_json(*m, pass_of(all, m->pass_id), primes.clock().now_ms(), req.lang);
      }
    }
    return http::ok(req, json::object{{"onSale", primes.on_sale_now()}, {"list", std::move(list)}, {"member", std::move(mine)}});
  });

  router.post("/v1/memberPrime/order", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    const purchase::Started s = primes.start(*c.member_id, req.integer("planId"), req.flag("agreed"),
                                             req.opt_str("success_url").value_or(""), http::idempotency_key_of(req));
    return http::ok(req, json::object{{"orderNo", s.order.order_no}, {"payUrl", s.pay_url}});
  });
  router.get("/v1/memberPrime/order", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    return http::ok(req, purchase::order_json(primes.order(*c.member_id, req.str("orderNo")), req.lang));
  });
  // The seed's name for the member's paid pass orders (the invoice list reads it).
  router.get("/v1/memberPrime/queryInvoiceOrder/page", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const http::Paging p = http::paging(req);
    const auto page = primes.orders(*c.member_id, p.page_size, p.offset());
    json::array list;
    for (const auto& o : page.list) list.push_back(purchase::order_json(o, req.lang));
    return http::ok(req, json::object{{"list", std::move(list)}, {"total", page.total}});
  });

  router.get("/admin/v1/prime/passes", [&](http::Request& req) {
    account::require_admin(accounts, req);
    const auto menu = catalog.snapshot();
    json::array list;
    for (const auto& p : primes.all_passes()) list.push_back(pass_json(p, *menu, req.lang));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/prime/passes", [&](http::Request& req) {
    account::require_admin(accounts, req);
    Pass p;
    p.id = req.opt_int("id").value_or(0);
    p.name = http::i18n_field(req, "name", true);
    p.benefits = http::i18n_field(req, "benefits", false);
    p.agreement = http::i18n_field(req, "agreement", false);
    p.color = req.opt_str("color").value_or("");
    p.active = req.flag("active", true);
    return http::ok(req, pass_json(primes.save_pass(p), *catalog.snapshot(), req.lang));
  });
  router.post("/admin/v1/prime/plans", [&](http::Request& req) {
    account::require_admin(accounts, req);
    Plan p;
    p.id = req.opt_int("id").value_or(0);
    p.pass_id = req.integer("passId");
    p.name = http::i18n_field(req, "name", true);
    p.days = http::bounded_int(req, "days", 0, 1, 3660);
    p.price = http::money_field(req, "price");
    p.original_price = http::opt_money(req, "originalPrice").value_or(0);
    p.purchase_limit = http::bounded_int(req, "purchaseLimit", 0, 0, 1000);
    p.sort = http::bounded_int(req, "sort", 0, -1000, 1000);
    p.active = req.flag("active", true);
    const Plan saved = primes.save_plan(p);
    return http::ok(req, json::object{{"id", saved.id}, {"passId", saved.pass_id}});
  });
  router.post("/admin/v1/prime/items", [&](http::Request& req) {
    account::require_admin(accounts, req);
    Item i;
    i.pass_id = req.integer("passId");
    i.goods_id = req.integer("goodsId");
    // Only goods on the menu: a privilege item is ordered from it.
    if (!catalog.snapshot()->find_goods(i.goods_id)) throw AppError::invalid("goodsId");
    i.member_price = http::money_field(req, "memberPrice");
    i.sort = http::bounded_int(req, "sort", 0, -1000, 1000);
    i.active = req.flag("active", true);
    const Item saved = primes.save_item(i);
    return http::ok(req, json::object{{"id", saved.id}, {"passId", saved.pass_id}, {"goodsId", saved.goods_id}});
  });
}

}  // namespace qsr::prime

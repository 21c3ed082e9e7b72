#include "modules/pack/pack_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/json_values.h"
#include "core/money.h"
#include "http/envelope.h"
#include "http/idempotency.h"
#include "modules/account/account_routes.h"
#include "modules/coupon/coupon_views.h"
#include "modules/purchase/purchase_routes.h"

namespace qsr::pack {
namespace json = boost::json;

namespace {

// A pack with what is in it; `bought` (a member's) says how many more they may buy.
json::object pack_json(const Pack& p, const std::vector<coupon::MemberCoupon>& contents, Lang lang, int64_t now_ms,
                       const std::map<int64_t, int64_t>* bought) {
  json::array items;
  for (size_t i = 0; i < p.items.size() && i < contents.size(); ++i) {
    items.push_back({{"templateId", p.items[i].template_id}, {"count", p.items[i].count}, {"coupon", coupon::member_coupon_json(contents[i], lang)}});
  }
  json::value remaining = nullptr;
  if (p.per_member_limit > 0 && bought) {
    const auto it = bought->find(p.id);
    remaining = std::max<int64_t>(0, p.per_member_limit - (it == bought->end() ? 0 : it->second));
  }
  return {{"id", p.id},
          {"name", p.name.get(lang)},
          {"description", json_lines(p.description.get(lang))},
          {"image", p.image},
          {"price", money::format(p.price)},
          {"originalPrice", p.original_price > 0 ? json::value(money::format(p.original_price)) : json::value(nullptr)},
          {"perMemberLimit", p.per_member_limit},
          {"remaining", std::move(remaining)},
          {"onSale", p.on_sale_at(now_ms) && !p.items.empty()},
          {"startsAt", json_or_null(p.starts_at)},
          {"endsAt", json_or_null(p.ends_at)},
          {"items", std::move(items)}};
}

std::vector<PackItem> items_field(const http::Request& req) {
  const auto* v = req.input.if_contains("items");
  if (!v || !v->is_array()) throw AppError::invalid("items");
  std::vector<PackItem> out;
  for (const auto& item : v->get_array()) {
    const auto* o = item.if_object();
    const auto* count = o ? o->if_contains("count") : nullptr;
    if (!o || !o->if_contains("templateId") || !count || !count->is_int64() || count->get_int64() < 1 || count->get_int64() > 50) {
      throw AppError::invalid("items");
    }
    out.push_back({http::json_id(o->at("templateId"), "items"), static_cast<int>(count->get_int64())});
  }
  return out;
}

}  // namespace

void register_routes(http::Router& router, PackService& packs, account::AccountModule& accounts) {
  router.get("/v1/coupon/packs", [&](http::Request& req) {
    const auto c = accounts.sessions.resolve(req);
    const std::optional<int64_t> member = c ? c->member_id : std::nullopt;
    const auto bought = member ? packs.bought(*member) : std::map<int64_t, int64_t>{};
    const int64_t now = packs.clock().now_ms();
    json::array list;
    if (packs.on_sale_now()) {
      for (const auto& p : packs.on_sale()) list.push_back(pack_json(p, packs.contents(p), req.lang, now, member ? &bought : nullptr));
    }
    return http::ok(req, json::object{{"onSale", packs.on_sale_now()}, {"list", std::move(list)}});
  });
  // integralMall couponPkgDetail: one pack, on sale or not.
  router.get("/v1/coupon/pack", [&](http::Request& req) {
    const auto c = accounts.sessions.resolve(req);
    const std::optional<int64_t> member = c ? c->member_id : std::nullopt;
    const auto bought = member ? packs.bought(*member) : std::map<int64_t, int64_t>{};
    const Pack p = packs.pack(req.integer("id"));
    json::object out = pack_json(p, packs.contents(p), req.lang, packs.clock().now_ms(), member ? &bought : nullptr);
    out["onSale"] = out["onSale"].as_bool() && packs.on_sale_now();
    return http::ok(req, out);
  });
  router.post("/v1/coupon/pack/order", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    const purchase::Started s = packs.start(*c.member_id, req.integer("packId"), req.opt_str("spellId").has_value(),
                                            req.opt_str("success_url").value_or(""), http::idempotency_key_of(req));
    return http::ok(req, json::object{{"orderNo", s.order.order_no}, {"payUrl", s.pay_url}});
  });
  router.get("/v1/coupon/pack/order", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    return http::ok(req, purchase::order_json(packs.order(*c.member_id, req.str("orderNo")), req.lang));
  });

  router.get("/admin/v1/coupon/packs", [&](http::Request& req) {
    account::require_admin(accounts, req);
    const int64_t now = packs.clock().now_ms();
    json::array list;
    for (const auto& p : packs.all()) list.push_back(pack_json(p, packs.contents(p), req.lang, now, nullptr));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/coupon/packs", [&](http::Request& req) {
    account::require_admin(accounts, req);
    Pack p;
    p.id = req.opt_int("id").value_or(0);
    p.name = http::i18n_field(req, "name", true);
    p.description = http::i18n_field(req, "description", false);
    p.image = req.opt_str("image").value_or("");
    p.price = http::opt_money(req, "price").value_or(0);
    p.original_price = http::opt_money(req, "originalPrice").value_or(0);
    p.per_member_limit = http::bounded_int(req, "perMemberLimit", 0, 0, 1000);
    p.starts_at = req.opt_int("startsAt");
    p.ends_at = req.opt_int("endsAt");
    p.sort = http::bounded_int(req, "sort", 0, -1000, 1000);
    p.active = req.flag("active", true);
    p.items = items_field(req);
    const Pack saved = packs.save(p);
    return http::ok(req, pack_json(saved, packs.contents(saved), req.lang, packs.clock().now_ms(), nullptr));
  });
}

}  // namespace qsr::pack

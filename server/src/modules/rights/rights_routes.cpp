#include "modules/rights/rights_routes.h"

#include <algorithm>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/json_values.h"
#include "core/money.h"
#include "http/envelope.h"
#include "http/idempotency.h"
#include "http/paging.h"
#include "modules/account/account_routes.h"
#include "modules/coupon/coupon_views.h"
#include "modules/purchase/purchase_routes.h"

namespace qsr::rights {
namespace json = boost::json;

namespace {

json::object card_json(const Card& c, const std::vector<coupon::MemberCoupon>& contents, Lang lang, bool on_sale,
                       const std::map<int64_t, int64_t>* bought) {
  json::array benefits;
  int64_t coupons = 0;
  for (size_t i = 0; i < c.benefits.size() && i < contents.size(); ++i) {
    const Benefit& b = c.benefits[i];
    coupons += int64_t{b.count} * b.times;
    benefits.push_back({{"templateId", b.template_id},
                        {"count", b.count},
                        {"times", b.times},
                        {"everyDays", b.every_days},
                        {"coupon", coupon::member_coupon_json(contents[i], lang)}});
  }
  json::value remaining = nullptr;
  if (c.per_member_limit > 0 && bought) {
    const auto it = bought->find(c.id);
    remaining = std::max<int64_t>(0, c.per_member_limit - (it == bought->end() ? 0 : it->second));
  }
  return {{"id", c.id},
          {"kind", c.kind},
          {"name", c.name.get(lang)},
          {"description", json_lines(c.description.get(lang))},
          {"agreement", c.agreement.get(lang)},
          {"color", c.color},
          {"price", money::format(c.price)},
          {"originalPrice", c.original_price > 0 ? json::value(money::format(c.original_price)) : json::value(nullptr)},
          {"perMemberLimit", c.per_member_limit},
          {"remaining", std::move(remaining)},
          {"onSale", on_sale && c.active && !c.benefits.empty()},
          {"couponsTotal", coupons},
          {"benefits", std::move(benefits)}};
}

// Whose a release's coupons were: rows from before cards could be given name nobody, and were the buyer's.
int64_t release_owner(const MemberCard& m, const Release& r) { return r.released_to.value_or(m.received_from.value_or(m.member_id)); }

// A card as `viewer` sees it: what came to them, what is next (a received card leaves out what came
// to the giver; the link's preview, with no viewer, only what is to come); with `names` (template
// id -> coupon name) each release.
json::object member_card_json(const MemberCard& m, Lang lang, const std::map<int64_t, std::string>* names, std::optional<int64_t> viewer) {
  int64_t released = 0, total = 0;
  const Release* next = nullptr;
  json::array releases;
  for (const auto& r : m.releases) {
    if (r.cancelled_at) continue;
    if (r.released_at && (!viewer || release_owner(m, r) != *viewer)) continue;
    total += r.count;
    if (r.released_at) released += r.count;
    else if (!next) next = &r;
    if (names) {
      const auto it = names->find(r.template_id);
      releases.push_back({{"seq", r.seq},
                          {"templateId", r.template_id},
                          {"couponName", it == names->end() ? "" : it->second},
                          {"count", r.count},
                          {"dueAt", r.due_at},
                          {"releasedAt", json_or_null(r.released_at)}});
    }
  }
  json::object out{{"id", m.id},
                   {"cardId", m.card_id},
                   {"orderNo", m.order_no},
                   {"name", m.name.get(lang)},
                   {"status", m.status},
                   {"received", m.received_from.has_value()},
                   {"giftable", RightsService::giftable(m)},
                   {"createdAt", m.created_at},
                   {"released", released},
                   {"total", total},
                   {"next", next ? json::value(json::object{{"dueAt", next->due_at}, {"count", next->count}}) : json::value(nullptr)}};
  if (names) out["releases"] = std::move(releases);
  return out;
}

json::object gift_json(const Gift& g, json::object card) {
  return {{"giftId", g.id},
          {"status", g.status},
          {"createdAt", g.created_at},
          {"expiresAt", g.expires_at},
          {"card", std::move(card)}};
}

json::object content_json(const Content& c, Lang lang, bool with_body) {
  json::object out{{"id", c.id},
                   {"title", c.title.get(lang)},
                   {"summary", c.summary.get(lang)},
                   {"color", c.color},
                   {"cardId", json_or_null(c.card_id)},
                   {"updateTime", c.updated_at}};
  if (with_body) out["content"] = c.body.get(lang);
  return out;
}

int bounded(const json::object& o, const char* key, int64_t lo, int64_t hi) {
  const auto* v = o.if_contains(key);
  if (!v || !v->is_int64() || v->get_int64() < lo || v->get_int64() > hi) throw AppError::invalid("benefits");
  return static_cast<int>(v->get_int64());
}

std::vector<Benefit> benefits_field(const http::Request& req) {
  const auto* v = req.input.if_contains("benefits");
  if (!v || !v->is_array()) throw AppError::invalid("benefits");
  std::vector<Benefit> out;
  for (const auto& item : v->get_array()) {
    const auto* o = item.if_object();
    if (!o || !o->if_contains("templateId")) throw AppError::invalid("benefits");
    out.push_back({http::json_id(o->at("templateId"), "benefits"), bounded(*o, "count", 1, 20), bounded(*o, "times", 1, 52),
                   o->contains("everyDays") ? bounded(*o, "everyDays", 0, 366) : 0});
  }
  return out;
}

}  // namespace

void register_routes(http::Router& router, RightsService& rights, account::AccountModule& accounts, const std::string& app_url, bool dev) {
  const auto bought_of = [&rights, &accounts](const http::Request& req) -> std::optional<std::map<int64_t, int64_t>> {
    const auto c = accounts.sessions.resolve(req);
    if (!c || !c->member_id) return std::nullopt;
    return rights.bought(*c->member_id);
  };
  // buyEquityCard: the cards on sale.
  router.get("/v1/right/cards", [&rights, bought_of](http::Request& req) {
    const auto bought = bought_of(req);
    json::array list;
    // `kind`: only the discount cards (the discountCard page), or only the bundles; all without it.
    const auto kind = req.opt_str("kind");
    if (rights.on_sale_now()) {
      for (const auto& c : rights.on_sale()) {
        if (kind && c.kind != *kind) continue;
        list.push_back(card_json(c, rights.contents(c), req.lang, true, bought ? &*bought : nullptr));
      }
    }
    return http::ok(req, json::object{{"onSale", rights.on_sale_now()}, {"list", std::move(list)}});
  });
  // buyEquityCard/cardDetail: one card, on sale or not.
  router.get("/v1/right/card", [&rights, bought_of](http::Request& req) {
    const auto bought = bought_of(req);
    const Card c = rights.card(req.integer("id"));
    return http::ok(req, card_json(c, rights.contents(c), req.lang, rights.on_sale_now(), bought ? &*bought : nullptr));
  });
  router.post("/v1/right/order", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    const purchase::Started s = rights.start(*c.member_id, req.integer("cardId"), req.flag("agreed"), req.opt_str("success_url").value_or(""),
                                             http::idempotency_key_of(req));
    return http::ok(req, json::object{{"orderNo", s.order.order_no}, {"payUrl", s.pay_url}});
  });
  router.get("/v1/right/order", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    return http::ok(req, purchase::order_json(rights.order(*c.member_id, req.str("orderNo")), req.lang));
  });
  // buyEquityCard/purchaseRecord and rightsCard/list: the member's cards.
  router.get("/v1/right/mine", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    // `kind`: the member's cards of that kind, the 50 newest (the discountCard page).
    if (const auto kind = req.opt_str("kind")) {
      json::array list;
      for (const auto& m : rights.mine_of_kind(*c.member_id, *kind)) list.push_back(member_card_json(m, req.lang, nullptr, c.member_id));
      const auto total = static_cast<int64_t>(list.size());
      return http::ok(req, json::object{{"list", std::move(list)}, {"total", total}});
    }
    const http::Paging p = http::paging(req);
    const auto page = rights.mine(*c.member_id, p.page_size, p.offset());
    json::array list;
    for (const auto& m : page.list) list.push_back(member_card_json(m, req.lang, nullptr, c.member_id));
    return http::ok(req, json::object{{"list", std::move(list)}, {"total", page.total}});
  });
  // rightsCard/detail: one of the member's cards, release by release.
  router.get("/v1/right/mine/detail", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const MemberCard m = rights.mine_one(*c.member_id, req.integer("id"));
    const auto names = rights.coupon_names(m, req.lang);
    return http::ok(req, member_card_json(m, req.lang, &names, c.member_id));
  });

  // Giving a card to a friend (cardVoucher/giveEquityRecord; docs/decisions/0036).
  router.post("/v1/right/give", [&, app_url](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    const auto offer = rights.give_card(*c.member_id, req.integer("id"));
    return http::ok(req, json::object{{"token", offer.token},
                                      {"url", app_url + "/memberMinVolume/pages/equityNameDetail/index?token=" + offer.token},
                                      {"expiresAt", offer.gift.expires_at}});
  });
  router.get("/v1/right/gift", [&](http::Request& req) {
    const auto c = accounts.sessions.resolve(req);
    const auto v = rights.view_gift(c ? c->member_id : std::nullopt, req.str("token"));
    const auto names = rights.coupon_names(v.card, req.lang);
    json::object out = gift_json(v.gift, member_card_json(v.card, req.lang, &names, std::nullopt));
    out["giverNickname"] = v.giver_nickname;
    out["mine"] = v.mine;
    return http::ok(req, out);
  });
  router.post("/v1/right/gift/receive", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    return http::ok(req, member_card_json(rights.receive(*c.member_id, req.str("token")), req.lang, nullptr, c.member_id));
  });
  router.post("/v1/right/gift/withdraw", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    return http::ok(req, member_card_json(rights.withdraw(*c.member_id, req.integer("id")), req.lang, nullptr, c.member_id));
  });
  router.get("/v1/right/gifts", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const http::Paging p = http::paging(req);
    const auto page = rights.gifts_by(*c.member_id, p.page_size, p.offset());
    json::array list;
    // A claimed card counts what the friend got; one still (or again) the giver's, what is to come.
    for (const auto& [g, m] : page.list) {
      list.push_back(gift_json(g, member_card_json(m, req.lang, nullptr, g.status == "claimed" ? g.receiver_id : std::nullopt)));
    }
    return http::ok(req, json::object{{"list", std::move(list)}, {"total", page.total}});
  });

  // The brand's pages about member benefits (memberPlus richText ?type=customRights&id=).
  router.get("/v1/customRights/content/page", [&](http::Request& req) {
    const http::Paging p = http::paging(req);
    const auto page = rights.contents(true, p.page_size, p.offset());
    json::array list;
    for (const auto& c : page.list) list.push_back(content_json(c, req.lang, false));
    return http::ok(req, json::object{{"list", std::move(list)}, {"total", page.total}});
  });
  router.get("/v1/customRights/content/{id}", [&](http::Request& req) {
    return http::ok(req, content_json(rights.content(http::path_id(req)), req.lang, true));
  });

  router.get("/admin/v1/right/cards", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& c : rights.all()) list.push_back(card_json(c, rights.contents(c), req.lang, rights.on_sale_now(), nullptr));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/right/cards", [&](http::Request& req) {
    account::require_admin(accounts, req);
    Card c;
    c.id = req.opt_int("id").value_or(0);
    c.kind = req.opt_str("kind").value_or(kBundleCard);
    c.name = http::i18n_field(req, "name", true);
    c.description = http::i18n_field(req, "description", false);
    c.agreement = http::i18n_field(req, "agreement", false);
    c.color = req.opt_str("color").value_or("");
    c.price = http::opt_money(req, "price").value_or(0);
    c.original_price = http::opt_money(req, "originalPrice").value_or(0);
    c.per_member_limit = http::bounded_int(req, "perMemberLimit", 0, 0, 1000);
    c.sort = http::bounded_int(req, "sort", 0, -1000, 1000);
    c.active = req.flag("active", true);
    c.benefits = benefits_field(req);
    const Card saved = rights.save(c);
    return http::ok(req, card_json(saved, rights.contents(saved), req.lang, rights.on_sale_now(), nullptr));
  });
  router.get("/admin/v1/customRights/content", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& c : rights.contents(false, 1000, 0).list) {
      json::object one = content_json(c, req.lang, true);
      one["active"] = c.active;
      list.push_back(std::move(one));
    }
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/customRights/content", [&](http::Request& req) {
    account::require_admin(accounts, req);
    Content c;
    c.id = req.opt_int("id").value_or(0);
    c.title = http::i18n_field(req, "title", true);
    c.summary = http::i18n_field(req, "summary", false);
    c.body = http::i18n_field(req, "content", false);
    c.color = req.opt_str("color").value_or("");
    c.card_id = req.opt_int("cardId");
    c.sort = http::bounded_int(req, "sort", 0, -1000, 1000);
    c.active = req.flag("active", true);
    return http::ok(req, content_json(rights.save_content(c), req.lang, true));
  });
  if (dev) {
    router.post("/v1/dev/rights/release", [&](http::Request& req) { return http::ok(req, json::object{{"released", rights.release_due()}}); });
    router.post("/v1/dev/rights/gifts/return", [&](http::Request& req) {
      return http::ok(req, json::object{{"returned", rights.return_unclaimed()}});
    });
  }
}

}  // namespace qsr::rights

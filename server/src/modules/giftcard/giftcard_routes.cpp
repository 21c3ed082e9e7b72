#include "modules/giftcard/giftcard_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/json_values.h"
#include "core/messages.h"
#include "core/money.h"
#include "http/envelope.h"
#include "http/idempotency.h"
#include "http/paging.h"
#include "modules/account/account_routes.h"
#include "modules/purchase/purchase_routes.h"

namespace qsr::giftcard {
namespace json = boost::json;

namespace {

json::object batch_json(const Batch& b, Lang lang) {
  return {{"id", b.id},
          {"name", b.name.get(lang)},
          {"kind", b.kind},
          {"faceValue", money::format(b.face_value)},
          {"price", money::format(b.price)},
          {"bonus", money::format(b.bonus)},
          {"validityDays", b.validity_days},
          {"color", b.color},
          {"active", b.active}};
}

json::object label_json(Label l, Lang lang) {
  const std::string key = "gift_card_status_" + std::string(label_name(l));
  return {{"label", label_name(l)}, {"labelText", message(lang, key)}};
}

json::object card_json(const Card& c, int64_t now_ms, Lang lang) {
  json::object out{{"id", c.id},
                   {"name", c.name.get(lang)},
                   {"color", c.color},
                   {"kind", c.kind},
                   {"last4", c.card_last4},
                   {"faceValue", money::format(c.face_value)},
                   {"balance", money::format(c.balance)},
                   {"bonus", money::format(c.bonus)},
                   {"spendable", money::format(GiftCardService::spendable(c, now_ms))},
                   {"bonusUsableAt", json_or_null(c.bonus_usable_at)},
                   {"status", state_name(c.state)},
                   {"received", c.received_from.has_value()},
                   {"activatedAt", json_or_null(c.activated_at)},
                   {"expiresAt", json_or_null(c.expires_at)}};
  // A card past its end reads expired before the job marks it.
  const bool ended = c.expires_at && *c.expires_at < now_ms && (c.state == CardState::active || c.state == CardState::frozen);
  for (auto& [k, v] : label_json(ended ? Label::expired : card_label(c.state, c.balance, c.received_from.has_value()), lang)) out[k] = v;
  return out;
}

json::object gift_json(const Gift& g, const Card& c, Label l, int64_t now_ms, Lang lang) {
  json::object out{{"giftId", g.id}, {"card", card_json(c, now_ms, lang)}, {"createdAt", g.created_at}, {"expiresAt", g.expires_at}};
  for (auto& [k, v] : label_json(l, lang)) out[k] = v;
  return out;
}

}  // namespace

void register_routes(http::Router& router, GiftCardService& cards, account::AccountModule& accounts, const std::string& app_url, bool dev) {
  // member/pages/giftCard/buyGiftCard: the e-cards on sale.
  router.get("/v1/sellGiftCard/list", [&](http::Request& req) {
    json::array list;
    if (cards.on_sale_now()) {
      for (const auto& b : cards.electronic_on_sale()) list.push_back(batch_json(b, req.lang));
    }
    return http::ok(req, json::object{{"onSale", cards.on_sale_now()}, {"list", std::move(list)}});
  });
  router.post("/v1/sellGiftCard/order", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    const purchase::Started s = cards.start(*c.member_id, req.integer("batchId"), req.opt_str("success_url").value_or(""), http::idempotency_key_of(req));
    return http::ok(req, json::object{{"orderNo", s.order.order_no}, {"payUrl", s.pay_url}});
  });
  router.get("/v1/sellGiftCard/order", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    return http::ok(req, purchase::order_json(cards.order(*c.member_id, req.str("orderNo")), req.lang));
  });

  // voucher/exchange: a physical card's number and password.
  router.post("/v1/giftcard/exchange", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    const Card card = cards.exchange(*c.member_id, req.str("cardNo"), req.str("password"), req.remote_ip);
    return http::ok(req, card_json(card, cards.clock().now_ms(), req.lang));
  });
  // giftCard/myGiftCard and cardVoucher/giftCardHistory.
  router.get("/v1/giftcard/mine", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const http::Paging p = http::paging(req);
    const std::string tab = req.opt_str("tab").value_or("usable");
    if (tab != "usable" && tab != "history") throw AppError::invalid("tab");
    const auto page = cards.cards(*c.member_id, tab == "usable", p.page_size, p.offset());
    const int64_t now = cards.clock().now_ms();
    json::array list;
    for (const auto& card : page.list) list.push_back(card_json(card, now, req.lang));
    return http::ok(req, json::object{{"list", std::move(list)}, {"total", page.total}});
  });
  // giftCard/giftDetail and giftCardRecord: a card and what moved its balance.
  router.get("/v1/giftcard/detail", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const auto [card, ledger] = cards.card(*c.member_id, req.integer("id"));
    json::object out = card_json(card, cards.clock().now_ms(), req.lang);
    json::array records;
    for (const auto& r : ledger) {
      records.push_back({{"id", r.id}, {"amount", money::format(r.delta)}, {"bonus", money::format(r.bonus_delta)},
                         {"balanceAfter", money::format(r.balance_after)}, {"kind", r.kind}, {"createdAt", r.created_at}});
    }
    out["records"] = std::move(records);
    return http::ok(req, out);
  });

  // giftCard/giveAway, receive, giveRecord.
  router.post("/v1/giftCardGive/give", [&, app_url](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    const auto [token, gift] = cards.give(*c.member_id, req.integer("cardId"));
    return http::ok(req, json::object{{"token", token},
                                      {"url", app_url + "/member/pages/giftCard/receive/index?token=" + token},
                                      {"expiresAt", gift.expires_at}});
  });
  router.get("/v1/giftCardGive/query", [&](http::Request& req) {
    const auto c = accounts.sessions.resolve(req);
    const GiftView v = cards.view_gift(c ? c->member_id : std::nullopt, req.str("token"));
    json::object out = gift_json(v.gift, v.card, v.label, cards.clock().now_ms(), req.lang);
    out["mine"] = v.mine;
    return http::ok(req, out);
  });
  router.post("/v1/giftCardGive/receiveGiftCard", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    return http::ok(req, card_json(cards.receive(*c.member_id, req.str("token")), cards.clock().now_ms(), req.lang));
  });
  router.post("/v1/giftCardGive/revokeGiftCard", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    return http::ok(req, card_json(cards.withdraw(*c.member_id, req.integer("cardId")), cards.clock().now_ms(), req.lang));
  });
  router.get("/v1/giftCardGive/records", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const http::Paging p = http::paging(req);
    const int64_t now = cards.clock().now_ms();
    json::array list;
    for (const auto& [g, card] : cards.gifts_by(*c.member_id, p.page_size, p.offset())) {
      const GiftStatus shown = g.status == GiftStatus::pending && g.expires_at <= now ? GiftStatus::returned : g.status;
      list.push_back(gift_json(g, card, gift_label(shown, Viewer::giver), now, req.lang));
    }
    return http::ok(req, json::object{{"list", std::move(list)}});
  });

  router.get("/admin/v1/giftcard/batches", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& b : cards.batches()) list.push_back(batch_json(b, req.lang));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/giftcard/batches", [&](http::Request& req) {
    account::require_admin(accounts, req);
    Batch b;
    b.id = req.opt_int("id").value_or(0);
    b.name = http::i18n_field(req, "name", true);
    b.kind = req.opt_str("kind").value_or("electronic");
    b.face_value = http::money_field(req, "faceValue");
    b.price = req.opt_str("price") ? http::money_field(req, "price") : b.face_value;
    b.bonus = http::opt_money(req, "bonus").value_or(0);
    b.validity_days = http::bounded_int(req, "validityDays", 365, 1, 3660);
    b.color = req.opt_str("color").value_or("");
    b.active = req.flag("active", true);
    return http::ok(req, batch_json(cards.save_batch(b), req.lang));
  });
  // A print run of physical cards: the numbers and passwords are in this answer and nowhere else.
  router.post("/admin/v1/giftcard/print", [&](http::Request& req) {
    account::require_admin(accounts, req);
    const int64_t count = req.integer("count");
    if (count < 1 || count > kMaxPrintRun) throw AppError::invalid("count");
    json::array list;
    for (const auto& p : cards.print(req.integer("batchId"), static_cast<int>(count))) list.push_back({{"cardNo", p.card_no}, {"password", p.password}});
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/giftcard/void", [&](http::Request& req) {
    account::require_admin(accounts, req);
    const Card c = cards.void_card(req.opt_int("cardId"), req.opt_str("cardNo").value_or(""), req.opt_str("reason").value_or(""));
    return http::ok(req, card_json(c, cards.clock().now_ms(), req.lang));
  });
  if (dev) {
    router.post("/v1/dev/giftcard/expire", [&](http::Request& req) { return http::ok(req, json::object{{"expired", cards.expire_due()}}); });
    router.post("/v1/dev/giftcard/gifts/return", [&](http::Request& req) { return http::ok(req, json::object{{"returned", cards.return_unclaimed()}}); });
  }
}

}  // namespace qsr::giftcard

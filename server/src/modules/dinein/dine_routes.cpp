#include "modules/dinein/dine_routes.h"

#include <algorithm>
#include <map>
#include <optional>

#include "core/validators.h"

#include <boost/json.hpp>

#include "http/envelope.h"
#include "http/idempotency.h"
#include "http/paging.h"
#include "modules/cart/cart_routes.h"
#include "modules/catalog/catalog_views.h"
#include "modules/dinein/dine_views.h"
#include "modules/dinein/table_tokens.h"
#include "modules/order/order_routes.h"

namespace qsr::dinein {
namespace json = boost::json;

namespace {

std::string table_of(const http::Request& req) {
  auto t = req.opt_str("table_id", "tableNo");
  if (!t) throw AppError::missing("table_id");
  if (t->size() > 10) throw AppError(404, kTableNotFound, "dine_table_not_found");
  return *t;
}

// A dish: goods_id (or the spec's pluno), option_id?, attrs? (flavours and stuffings), package?
// (a meal set's choices, as the cart takes them), num?.
constexpr size_t kMaxMemoChars = 30;

std::pair<cart::Choices, int64_t> dish_of(const http::Request& req) {
  cart::Choices c;
  auto goods = req.opt_int("goods_id");
  if (!goods) goods = req.opt_int("pluno");
  if (!goods) throw AppError::missing("goods_id");
  c.goods_id = *goods;
  c.option_id = req.opt_int("option_id").value_or(0);
  c.attr_values = cart::attrs_of(req);
  c.package = cart::package_of(req);
  return {c, req.opt_int("num").value_or(1)};
}

// A dish's memo for the kitchen ("走冰"): short, one line.
std::string memo_of(const http::Request& req) {
  std::string memo = req.opt_str("memo").value_or("");
  const bool control = std::any_of(memo.begin(), memo.end(), [](char ch) { return static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f; });
  if (!validators::valid_utf8(memo) || validators::count_code_points(memo) > kMaxMemoChars || control) throw AppError::invalid("memo");
  return memo;
}

// Who is at the table: the member, or the visitor session (a QR token alone changes nothing).
// nullopt without a session (or with one that expired: it may still read the table by its token).
std::optional<std::string> diner_if_any(account::AccountModule& accounts, const http::Request& req) {
  std::optional<account::Caller> c;
  try {
    c = accounts.sessions.resolve(req);
  } catch (const AppError&) {
    return std::nullopt;
  }
  if (!c) return std::nullopt;
  return c->member_id ? "m:" + std::to_string(*c->member_id) : "v:" + std::to_string(c->session_id);
}

std::string diner_of(account::AccountModule& accounts, const http::Request& req) {
  auto diner = diner_if_any(accounts, req);
  if (!diner) throw AppError(401, 401, "login_required");
  return *diner;
}

// A diner's share of the bill: `lines` [{lineId, num}] of the table's rounds (nullopt without
// `lines`: the whole table). At most 100 lines, each with 1..999 units.
std::optional<std::map<int64_t, int64_t>> share_of(const http::Request& req) {
  const auto* lines = req.input.if_contains("lines");
  if (!lines || lines->is_null()) return std::nullopt;
  if (!lines->is_array() || lines->as_array().empty() || lines->as_array().size() > 100) throw AppError::invalid("lines");
  std::map<int64_t, int64_t> units;
  for (const auto& l : lines->as_array()) {
    const auto* o = l.if_object();
    const auto* id = o ? o->if_contains("lineId") : nullptr;
    const auto* num = o ? o->if_contains("num") : nullptr;
    if (!id || !id->is_int64() || !num || !num->is_int64()) throw AppError::invalid("lines");
    const int64_t n = num->as_int64();
    if (n < 1 || n > 999 || units.count(id->as_int64())) throw AppError::invalid("lines");
    units[id->as_int64()] = n;
  }
  return units;
}

// The table as `s` has it, and for the caller whether the large round waiting for confirmation
// is their own ask (their "send" would only ask again).
json::object table_answer(DineService& dine, const Session& s, const std::optional<std::string>& diner, Lang lang) {
  const TableDetail detail = dine.detail(s);
  json::object d = table_json(detail, lang);
  d["askedByYou"] = diner && s.confirm_asked_by == diner;
  d["shares"] = shares_json(detail, diner, lang);
  d["split"] = split_json(detail, diner);
  return d;
}

// The table after a change: read again.
Session fresh(DineService& dine, const Session& s) { return dine.current(s.sid, s.table_no, s.token); }

}  // namespace

void register_dine_routes(http::Router& router, DineService& dine, order::OrderService& orders, catalog::CatalogService& catalog,
                          account::AccountModule& accounts, const payment::PayAnswers& pay) {

  // Whoever scanned the code may look. Opening (or joining) the table makes the caller's session
  // one of its diners, who may add dishes and send rounds (a visitor too); paying needs a member
  // with a phone.
  router.post("/v1/DinnerOrder/openTable", [&](http::Request& req) {
    const auto diner = diner_if_any(accounts, req);
    Session s = dine.open_table(req.integer("sid"), table_of(req), presented_token(req), diner);
    return http::ok(req, table_answer(dine, s, diner, req.lang));
  });

  // A member at the table (the seed's tableInputVip): a signed-in member joins the table as
  // themselves, so whatever they pay (the whole bill or their share) takes their member prices,
  // coupons and points. A visitor is asked to sign in (401).
  router.post("/v1/DinnerOrder/tableInputVip", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const std::string diner = "m:" + std::to_string(*c.member_id);
    Session s = dine.open_table(req.integer("sid"), table_of(req), presented_token(req), diner);
    return http::ok(req, table_answer(dine, s, diner, req.lang));
  });

  router.get("/v1/DinnerOrder/queryTableDetail", [&](http::Request& req) {
    Session s = dine.current(req.integer("sid"), table_of(req), presented_token(req));
    return http::ok(req, table_answer(dine, s, diner_if_any(accounts, req), req.lang));
  });

  router.post("/v1/DinnerOrder/addDish", [&](http::Request& req) {
    Session s = dine.current(req.integer("sid"), table_of(req), presented_token(req));
    auto [choices, num] = dish_of(req);
    const std::string diner = diner_of(accounts, req);
    dine.add(s, diner, choices, num, memo_of(req));
    return http::ok(req, table_answer(dine, fresh(dine, s), diner, req.lang));
  });

  router.post("/v1/DinnerOrder/updateDish", [&](http::Request& req) {
    Session s = dine.current(req.integer("sid"), table_of(req), presented_token(req));
    // `memo` (when sent) changes the dish's note for the kitchen; `num` its quantity.
    auto num = req.opt_int("num");
    std::optional<std::string> memo;
    if (req.input.contains("memo")) memo = memo_of(req);  // checked before anything changes
    const std::string diner = diner_of(accounts, req);
    dine.update_dish(s, diner, req.integer("lineId"), num, memo);
    return http::ok(req, table_answer(dine, fresh(dine, s), diner, req.lang));
  });

  router.get("/v1/DinnerOrder/unconfirmOrderList", [&](http::Request& req) {
    Session s = dine.current(req.integer("sid"), table_of(req), presented_token(req));
    return http::ok(req, unconfirmed_json(dine.detail(s), req.lang));
  });

  // A round goes to the kitchen at once, unless it is larger than the configured size: then the
  // answer says awaitingConfirmation, everyone at the table sees it, and a second diner's
  // orderDishes (or the staff's console) sends it.
  router.post("/v1/DinnerOrder/orderDishes", [&](http::Request& req) {
    Session s = dine.current(req.integer("sid"), table_of(req), presented_token(req));
    const std::string diner = diner_of(accounts, req);
    RoundOutcome sent = dine.order_dishes(s, diner);
    json::object d = table_answer(dine, fresh(dine, s), diner, req.lang);
    d["round"] = sent.round;
    return http::ok(req, std::move(d));
  });

  // The table's bill as a checkout prices it for the member about to pay: their member prices,
  // points offer and coupons (the best chosen unless they pick: couponCodes, autoCoupon), as at
  // any checkout.
  router.post("/v1/DinnerOrder/tableConfirm", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    Session s = dine.current(req.integer("sid"), table_of(req), presented_token(req));
    order::CheckoutRequest r;
    r.use_points = req.flag("usePoints", false);
    order::read_coupon_selection(req, r);
    r.only_units = share_of(req);  // a share of the bill: only those dishes
    const auto confirmation = orders.confirm(*c.member_id, dine.checkout_of(s, r), req.lang);
    return http::ok(req, order::OrderService::confirmation_json(confirmation, req.lang));
  });

  router.post("/v1/DinnerOrder/tablePrePay", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    Session s = dine.current(req.integer("sid"), table_of(req), presented_token(req));
    order::CheckoutRequest contact;
    contact.contact_area_code = req.opt_str("areaCode").value_or("");
    contact.contact_phone = req.opt_str("phone").value_or("");
    contact.note = req.opt_str("note").value_or("");
    contact.use_points = req.flag("usePoints", false);  // the payer's points, as at any checkout
    order::read_coupon_selection(req, contact);           // and the coupons they chose
    const auto share = share_of(req);
    const auto people = req.opt_int("people");  // split equally (AA) among this many
    if (share && people) throw AppError::invalid("people");
    auto order = share ? dine.pre_pay_share(*c.member_id, s, *share, contact, http::idempotency_key_of(req), req.lang)
                       : dine.pre_pay(*c.member_id, s, contact, http::idempotency_key_of(req), req.lang, people);
    return http::ok(req, orders.summary_json(order, req.lang));
  });

  router.post("/v1/DinnerOrder/cancelPayOrder", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    Session s = dine.current(req.integer("sid"), table_of(req), presented_token(req));
    dine.cancel_pay(*c.member_id, s);
    return http::ok(req, table_answer(dine, fresh(dine, s), "m:" + std::to_string(*c.member_id), req.lang));
  });

  // The spec's table names for paying (payForAppOrder) and the pay types (queryPayType): the
  // payment centre's answers for the order of the table's session, so there is one way to pay.
  // The caller's own share waiting for payment comes first; else the table's whole bill.
  auto order_to_pay = [&dine, &accounts](const http::Request& req) {
    std::optional<int64_t> member;
    if (auto c = accounts.sessions.resolve(req)) member = c->member_id;
    return dine.order_to_pay(dine.current(req.integer("sid"), table_of(req), presented_token(req)), member);
  };
  router.post("/v1/DinnerOrder/payForAppOrder", [pay, order_to_pay](http::Request& req) { return pay.pay(req, order_to_pay(req)); });
  router.get("/v1/DinnerOrder/queryPayType", [pay, order_to_pay](http::Request& req) { return pay.options(req, order_to_pay(req)); });

  // Spec 001 §7 names for what other calls already answer; the table page may use either.
  auto alias = [&router](const char* method, const char* path, std::optional<int64_t> order_type = std::nullopt) {
    return [&router, method, path, order_type](http::Request& req) {
      if (order_type) req.input["orderType"] = *order_type;
      auto m = router.match(method, path, req.path_params);
      if (!m.route) throw AppError(500, 500, "unknown_error", {}, std::string("no route ") + path);
      return m.route->handler(req);
    };
  };
  router.get("/v1/DinnerOrder/queryTableDetail2", alias("GET", "/v1/DinnerOrder/queryTableDetail"));
  router.get("/v1/DinnerOrder/queryShopInfo", alias("GET", "/v1/store/info"));
  // The dine-in menu (orderType 3: no box fees, dine-in goods only).
  router.get("/v1/DinnerOrder/queryGoodList", alias("GET", "/v1/goods/store/goods/index", 3));
  router.get("/v1/goods/store/table/index", alias("GET", "/v1/goods/store/goods/index", 3));
  router.get("/v1/DinnerOrder/queryProdList", alias("GET", "/v1/goods/store/goods/index", 3));
  // A meal set's groups and choices (the seed's pGoodList) as the dine-in menu offers it.
  router.get("/v1/DinnerOrder/queryPackage", alias("GET", "/v1/goods/store/goods/detail", 3));
  // The table an order pays for, to its payer or the table's diners (the seed's order cache).
  const auto table_of_order = [&](http::Request& req, const std::string& order_no) {
    if (order_no.empty() || order_no.size() > 40) throw AppError::not_found("order_not_found");
    std::optional<int64_t> member;
    if (auto c = accounts.sessions.resolve(req)) member = c->member_id;
    const auto diner = diner_if_any(accounts, req);
    if (!diner) throw AppError(401, 401, "login_required");
    Session s = dine.session_of_order(order_no, member, diner);
    return http::ok(req, table_answer(dine, s, diner, req.lang));
  };
  router.get("/v1/DinnerOrder/cache/orderNo", [table_of_order](http::Request& req) {
    return table_of_order(req, req.opt_str("orderNo", "order_id").value_or(""));
  });
  router.get("/v1/DinnerOrder/cache/{orderNo}", [table_of_order](http::Request& req) { return table_of_order(req, req.path_params.at("orderNo")); });
  // The second path family's names for pricing and paying the table's bill.
  router.post("/v1/table_order/confirm", alias("POST", "/v1/DinnerOrder/tableConfirm"));
  router.post("/v1/table_order/submit", alias("POST", "/v1/DinnerOrder/tablePrePay"));

  // The kitchen: tables with rounds to cook and serve; marking a round served.
  router.get("/v1/console/tables", [&](http::Request& req) {
    const int64_t sid = accounts.sessions.require_staff_store(req);
    return http::ok(req, http::whole_list(kitchen_tables_json(dine.kitchen_tables(sid), req.lang)));
  });

  // The staff send a table's waiting dishes (a large round a diner asked for).
  router.post("/v1/console/table/sendRound", [&](http::Request& req) {
    auto c = accounts.sessions.require_staff(req);
    const int64_t session_id = req.integer("sessionId");
    RoundOutcome sent = dine.send_round_for_staff(session_id, c.staff_sid);
    Session s = dine.session_by_id(session_id);
    return http::ok(req, json::object{{"sessionId", s.id}, {"tableNo", s.table_no}, {"round", sent.round}});
  });

  router.post("/v1/console/table/serve", [&](http::Request& req) {
    auto c = accounts.sessions.require_staff(req);
    int64_t round = req.integer("round");
    Session s = dine.serve_round(req.integer("sessionId"), round, c.staff_sid);
    return http::ok(req, json::object{{"sessionId", s.id}, {"tableNo", s.table_no}, {"round", round}});
  });

  // The flavours and stuffings of a dish: its attribute groups.
  router.get("/v1/DinnerOrder/flavorAndStuff", [&](http::Request& req) {
    auto snap = catalog.snapshot();
    const catalog::Store* store = snap->store(req.integer("sid"));
    if (!store) throw AppError::not_found("store_not_found");
    auto goods = req.opt_int("goods_id");
    if (!goods) goods = req.opt_int("pluno");
    if (!goods) throw AppError::missing("goods_id");
    auto detail = catalog::goods_detail_json(*snap, *store, *goods, req.lang, to_hk_local(catalog.clock().now_ms()));
    if (!detail) throw AppError::not_found("goods_not_found");
    return http::ok(req, json::object{{"goods_id", *goods}, {"specs", (*detail)["specs"]}, {"attrs", (*detail)["attrs"]}});
  });
}

}  // namespace qsr::dinein

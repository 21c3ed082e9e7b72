#include "modules/order/order_routes.h"

#include <boost/json.hpp>

#include "http/envelope.h"
#include "http/paging.h"
#include "modules/order/order_repo.h"

namespace qsr::order {
namespace json = boost::json;

namespace {

CheckoutRequest checkout_request(const http::Request& req) {
  CheckoutRequest r;
  r.sid = req.integer("sid");
  auto type = req.opt_int("orderType");
  if (!type) type = req.opt_int("order_type");
  if (!type) throw AppError::missing("orderType");
  auto t = catalog::order_type_from_int(*type);
  if (!t) throw AppError::invalid("orderType");
  r.type = *t;
  r.address_id = req.opt_int("addressId");
  r.reserved_at = req.opt_int("reservedAt");
  r.table_no = req.opt_str("tableNo").value_or("");
  if (r.table_no.size() > 20) throw AppError::invalid("tableNo");
  r.contact_area_code = req.opt_str("areaCode").value_or("");
  r.contact_phone = req.opt_str("phone").value_or("");
  r.contact_name = req.opt_str("contactName").value_or("");
  r.note = req.opt_str("note").value_or("");
  read_coupon_selection(req, r);
  return r;
}


}  // namespace

void read_coupon_selection(const http::Request& req, CheckoutRequest& r) {
  if (const auto* codes = req.input.if_contains("couponCodes"); codes && !codes->is_null()) {
    if (!codes->is_array()) throw AppError::invalid("couponCodes");
    std::vector<std::string> list;
    for (const auto& c : codes->as_array()) {
      if (!c.is_string() || c.as_string().size() > 40 || list.size() >= 50) throw AppError::invalid("couponCodes");
      list.emplace_back(c.as_string());
    }
    r.coupon_codes = std::move(list);
  }
  r.auto_coupon = req.flag("autoCoupon", true);
}

std::string order_no_of(const http::Request& req) {
  auto no = req.opt_str("order_id");
  if (!no) no = req.opt_str("orderId");
  if (!no) throw AppError::missing("order_id");
  if (no->size() > 40) throw AppError(404, kOrderNotFound, "order_not_found");
  return *no;
}

void register_routes(http::Router& router, OrderService& orders, account::AccountModule& accounts) {
  auto& sessions = accounts.sessions;

  router.post("/v1/order/confirm", [&](http::Request& req) {
    auto c = sessions.require_member_with_phone(req);
    return http::ok(req, orders.confirm(*c.member_id, checkout_request(req), req.lang));
  });

  router.post("/v1/order/submit", [&](http::Request& req) {
    auto c = sessions.require_member_with_phone(req);
    std::string key(req.header("idempotency-key"));
    if (key.empty()) key = req.opt_str("idempotencyKey").value_or("");
    OrderRow o = orders.submit(*c.member_id, checkout_request(req), key, req.lang);
    json::object data = orders.summary_json(o, req.lang);
    data["order_sn"] = o.serial;
    return http::ok(req, std::move(data));
  });

  router.get("/v1/order/payStatus", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    auto o = orders.find_readable(*c.member_id, order_no_of(req));
    if (!o) throw AppError(404, kOrderNotFound, "order_not_found");
    bool paid = holds_payment(o->status) || (o->status == Status::cancelled && o->paid_total > 0);
    return http::ok(req, json::object{{"order_id", o->order_no}, {"status", std::string(status_name(o->status))},
                                      {"paid", paid}, {"paidTotal", money::format(o->paid_total)}});
  });

  router.get("/v1/order/list", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    auto page = http::paging(req);
    std::string tab = req.opt_str("tab").value_or("all");
    const int64_t now = orders.clock().now_ms();
    const int64_t today = to_hk_local(now).day_start_ms;
    int64_t from = 0, to = INT64_MAX / 2;
    bool refunds = tab == "refund";
    if (tab == "today") from = today;
    else if (tab == "history") to = today;
    else if (tab != "all" && !refunds) throw AppError::invalid("tab");
    std::vector<OrderRow> rows;
    int64_t total = 0;
    orders.db().read([&](db::Tx& tx) {
      total = repo::count_of_member(tx, *c.member_id, from, to, refunds);
      rows = repo::of_member(tx, *c.member_id, from, to, page.page_size, page.offset(), refunds);
    });
    // Shaped after the transaction: the summary reads the catalogue, which may reload it.
    json::array list;
    for (const auto& o : rows) list.push_back(orders.summary_json(o, req.lang));
    json::object data = http::page(std::move(list), total);
    // Spec 000 §9: orders before 7 November 2023 live in the previous system's history.
    data["legacyHistoryBefore"] = "2023-11-07";
    return http::ok(req, std::move(data));
  });

  router.get("/v1/order/detail", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    // A launch address names an order by `ordersn` (its number or the serial called out at the
    // counter): only the member's own orders are found that way.
    std::optional<OrderRow> o;
    auto serial = req.opt_str("ordersn");
    if (serial && !req.input.contains("order_id") && !req.input.contains("orderId")) {
      if (serial->empty() || serial->size() > 40) throw AppError(404, kOrderNotFound, "order_not_found");
      o = orders.find_own_by_serial(*c.member_id, *serial);
    } else {
      o = orders.find_readable(*c.member_id, order_no_of(req));
    }
    if (!o) throw AppError(404, kOrderNotFound, "order_not_found");
    json::object data = orders.detail_json(*o, req.lang);
    // A group order's other participants read it; only the payer acts on it.
    const bool payer = o->member_id == *c.member_id;
    data["isPayer"] = payer;
    if (!payer) {
      data["canPay"] = false;
      data["canCancel"] = false;
    }
    return http::ok(req, std::move(data));
  });

  router.post("/v1/order/cancel", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    return http::ok(req, orders.summary_json(orders.cancel_by_customer(*c.member_id, order_no_of(req)), req.lang));
  });

  router.post("/v1/order/remind", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    return http::ok(req, orders.summary_json(orders.remind(*c.member_id, order_no_of(req)), req.lang));
  });

  // Confirm receipt / picked up.
  router.post("/v1/order/end", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    auto o = orders.find_for_member(*c.member_id, order_no_of(req));
    if (!o) throw AppError(404, kOrderNotFound, "order_not_found");
    return http::ok(req, orders.summary_json(orders.advance(o->order_no, Status::finished, Actor::customer, std::nullopt), req.lang));
  });

  router.post("/v1/order/delete", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    auto o = orders.find_for_member(*c.member_id, order_no_of(req));
    if (!o) throw AppError(404, kOrderNotFound, "order_not_found");
    if (!is_final(o->status)) throw AppError(409, kIllegalTransition, "order_cannot_delete");
    orders.db().write([&](db::Tx& tx) { repo::hide_for_member(tx, o->id); });
    return http::ok(req);
  });

  // The store console: staff of the order's store move it along.
  router.post("/v1/console/order/advance", [&](http::Request& req) {
    auto c = sessions.require_staff(req);
    auto to = status_from(req.str("to"));
    if (!to) throw AppError::invalid("to");
    return http::ok(req, orders.summary_json(orders.advance(order_no_of(req), *to, Actor::store, c.staff_sid), req.lang));
  });

  router.get("/v1/console/orders", [&](http::Request& req) {
    auto c = sessions.require_staff(req);
    int64_t sid = c.staff_sid ? *c.staff_sid : req.integer("sid");
    std::vector<OrderRow> rows;
    std::vector<std::vector<LineRecord>> lines;  // what the kitchen makes, per order
    orders.db().read([&](db::Tx& tx) {
      rows = repo::of_store(tx, sid, {Status::awaiting_acceptance, Status::in_production, Status::ready,
                                      Status::rider_to_merchant, Status::rider_delivering}, 200);
      // A paid table order is cooked and served from the tables view: not listed twice.
      std::vector<int64_t> ids;
      for (const auto& o : rows) ids.push_back(o.id);
      std::set<int64_t> elsewhere;
      for (const auto& f : orders.console_elsewhere()) elsewhere.merge(f(tx, ids));
      std::erase_if(rows, [&](const OrderRow& o) { return elsewhere.count(o.id) > 0; });
      for (const auto& o : rows) lines.push_back(repo::lines(tx, o.id));
    });
    json::array list;
    for (size_t i = 0; i < rows.size(); ++i) {
      json::object o = orders.summary_json(rows[i], req.lang);
      json::array items;
      for (const auto& l : lines[i]) {
        items.push_back({{"name", l.name(req.lang)}, {"detail", l.detail(req.lang)}, {"num", l.quantity},
                         {"memo", l.memo}, {"packBag", l.pocket}});
      }
      o["lines"] = std::move(items);
      o["note"] = rows[i].note;
      // Who and where: the rider needs the address, the counter the phone.
      o["contact"] = {{"areaCode", rows[i].contact_area_code}, {"phone", rows[i].contact_phone}, {"name", rows[i].contact_name}};
      boost::system::error_code ec;
      auto address = rows[i].address.empty() ? json::value(nullptr) : json::parse(rows[i].address, ec);
      o["address"] = ec ? json::value(nullptr) : address;
      list.push_back(std::move(o));
    }
    auto total = static_cast<int64_t>(list.size());
    return http::ok(req, http::page(std::move(list), total));
  });

  if (accounts.options.dev) {
    router.post("/v1/dev/courier/run", [&](http::Request& req) {
      return http::ok(req, json::object{{"moved", orders.simulate_couriers()}});
    });
    router.post("/v1/dev/orders/expire", [&](http::Request& req) {
      return http::ok(req, json::object{{"cancelled", orders.cancel_unpaid()}});
    });
  }

  // Merged accounts bring their orders along (docs/decisions/0008).
  accounts.hooks.data_counts.push_back({"orders", [](db::Tx& tx, int64_t member) {
                                          return tx.query_one("SELECT COUNT(*) FROM orders WHERE member_id = $1", {member})->i64(0);
                                        }});
  accounts.hooks.merge.push_back({"orders", [](db::Tx& tx, int64_t from, int64_t to) {
                                    tx.exec("UPDATE orders SET member_id = $2 WHERE member_id = $1", {from, to});
                                  }});
  // Erased members keep their orders (accounting law) without personal data.
  accounts.hooks.erase.push_back({"orders", [](db::Tx& tx, int64_t member) {
                                    tx.exec("UPDATE orders SET contact_phone = '', contact_name = '', address = '', note = ''"
                                            " WHERE member_id = $1", {member});
                                  }});
}

}  // namespace qsr::order

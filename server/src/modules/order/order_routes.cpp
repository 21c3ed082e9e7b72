#include "modules/order/order_routes.h"

#include <boost/json.hpp>

#include "http/envelope.h"
#include "http/idempotency.h"
#include "http/route_alias.h"
#include "modules/catalog/order_type_param.h"
#include "http/paging.h"

namespace qsr::order {
namespace json = boost::json;

namespace {

CheckoutRequest checkout_request(const http::Request& req) {
  CheckoutRequest r;
  r.sid = req.integer("sid");
  r.type = catalog::required_order_type(req);
  r.address_id = req.opt_int("addressId");
  r.reserved_at = req.opt_int("reservedAt");
  r.table_no = req.opt_str("tableNo").value_or("");
  r.no_bag = req.flag("noBag", false);
  if (r.table_no.size() > 20) throw AppError::invalid("tableNo");
  r.contact_area_code = req.opt_str("areaCode").value_or("");
  r.contact_phone = req.opt_str("phone").value_or("");
  r.contact_name = req.opt_str("contactName").value_or("");
  r.note = req.opt_str("note").value_or("");
  read_coupon_selection(req, r);
  r.use_points = req.flag("usePoints", false);
  r.with_prime = req.flag("withOrderPrime", false);
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
  auto no = req.opt_str("order_id", "orderId");
  if (!no) throw AppError::missing("order_id");
  if (no->size() > 40) throw AppError(404, kOrderNotFound, "order_not_found");
  return *no;
}

void register_routes(http::Router& router, OrderService& orders, account::AccountModule& accounts) {
  auto& sessions = accounts.sessions;

  router.post("/v1/order/confirm", [&](http::Request& req) {
    auto c = sessions.require_member_with_phone(req);
    return http::ok(req, OrderService::confirmation_json(orders.confirm(*c.member_id, checkout_request(req), req.lang), req.lang));
  });

  // The coupons that match this checkout, alone (the seed's trade checkout asks for them so): the
  // confirm answer's `coupons`, priced as confirm prices it (couponCodes, autoCoupon).
  router.post("/v1/marketing/coupon/order/match", [&](http::Request& req) {
    auto c = sessions.require_member_with_phone(req);
    return http::ok(req, orders.confirm(*c.member_id, checkout_request(req), req.lang).coupons);
  });

  // The spec's points redemption: what the member's points may take off this checkout, or why
  // they may take nothing (the confirm answer's `points`, priced as if asked for).
  router.post("/v1/order/redeem/point", [&](http::Request& req) {
    auto c = sessions.require_member_with_phone(req);
    CheckoutRequest r = checkout_request(req);
    r.use_points = true;
    return http::ok(req, OrderService::points_json(orders.confirm(*c.member_id, r, req.lang), req.lang));
  });

  // What the Privilege Pass's member price would take off this checkout, for a member who holds
  // the pass or one who could buy it (the confirm answer's `prime`, priced as if asked for).
  router.post("/v1/pay-center/available-pay-member-price", [&](http::Request& req) {
    auto c = sessions.require_member_with_phone(req);
    CheckoutRequest r = checkout_request(req);
    r.with_prime = true;
    return http::ok(req, OrderService::prime_json(orders.confirm(*c.member_id, r, req.lang), req.lang));
  });

  router.post("/v1/order/submit", [&](http::Request& req) {
    auto c = sessions.require_member_with_phone(req);
    OrderRow o = orders.submit(*c.member_id, checkout_request(req), http::idempotency_key_of(req), req.lang);
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
    auto range = list_range(req.opt_str("tab").value_or("all"), orders.clock().now_ms());
    if (!range) throw AppError::invalid("tab");
    auto [rows, total] = orders.list(*c.member_id, *range, page.page_size, page.offset());
    // Shaped after the transaction: the summary reads the catalogue, which may reload it.
    json::object data = http::page(orders.list_json(rows, req.lang), total);
    // Spec 000 §9: orders before 7 November 2023 live in the previous system's history.
    data["legacyHistoryBefore"] = "2023-11-07";
    return http::ok(req, std::move(data));
  });

  router.get("/v1/order/detail", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    // A launch address names an order by `ordersn` (its number or the serial called out at the
    // counter): only the member's own orders are found that way.
    std::optional<OrderRow> o;
    auto serial = req.opt_str("ordersn", "orderSn");
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
    orders.hide(*c.member_id, order_no_of(req));
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
    const int64_t sid = sessions.require_staff_store(req);
    json::array list;
    for (const auto& k : orders.kitchen_queue(sid)) list.push_back(orders.kitchen_json(k, req.lang));
    return http::ok(req, http::whole_list(std::move(list)));
  });

  // The seed's other names for these (spec 001 §7). pre_cart is the cart checked and priced
  // before the order is placed: what confirm answers. The OMS list and detail are the same orders.
  http::alias(router, "/v1/order/detailByOrderSn", "/v1/order/detail");
  http::alias(router, "/v1/oms/order/detail", "/v1/order/detail");
  http::alias(router, "/v1/oms/order/list", "/v1/order/list");
  http::alias(router, "/v1/order/pre_cart", "/v1/order/confirm");
  // The seed's trade cancel: a customer cancels their order (unpaid, or as cancel allows), and its
  // frozen coupons and trade-event uses come back (the seed's trade checkout is the order's).
  http::alias(router, "/v1/trade/cancel", "/v1/order/cancel");

  if (accounts.options.dev) {
    router.post("/v1/dev/courier/run", [&](http::Request& req) {
      return http::ok(req, json::object{{"moved", orders.simulate_couriers()}});
    });
    router.post("/v1/dev/orders/expire", [&](http::Request& req) {
      return http::ok(req, json::object{{"cancelled", orders.cancel_unpaid()}});
    });
  }
}

}  // namespace qsr::order

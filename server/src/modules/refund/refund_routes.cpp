#include "modules/refund/refund_routes.h"

#include <boost/json.hpp>

#include "http/envelope.h"
#include "http/route_alias.h"
#include "modules/order/order_routes.h"
#include "modules/refund/refund_views.h"

namespace qsr::refund {
namespace json = boost::json;

namespace {

// lines: [{"lineId": 3, "num": 1}, ...]; absent or empty = the whole order.
std::map<int64_t, int64_t> lines_of(const http::Request& req) {
  std::map<int64_t, int64_t> out;
  const auto* v = req.input.if_contains("lines");
  if (!v || v->is_null()) return out;
  if (!v->is_array() || v->get_array().size() > 100) throw AppError::invalid("lines");
  for (const auto& item : v->get_array()) {
    if (!item.is_object()) throw AppError::invalid("lines");
    const auto& o = item.get_object();
    const auto* id = o.if_contains("lineId");
    const auto* num = o.if_contains("num");
    if (!id || !num || !id->is_int64() || !num->is_int64()) throw AppError::invalid("lines");
    out[id->get_int64()] += num->get_int64();
  }
  return out;
}

}  // namespace

void register_routes(http::Router& router, RefundService& refunds, account::AccountModule& accounts) {
  router.get("/v2/orderRefund/queryRefundReason", [](http::Request& req) {
    return http::ok(req, http::whole_list(reasons_json(RefundService::reasons(), req.lang)));
  });

  router.post("/v2/orderRefund/calcRefundFeeDetail", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    return http::ok(req, quote_json(refunds.quote(*c.member_id, order::order_no_of(req), lines_of(req))));
  });

  router.post("/v1/order/createRefund", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    std::string description = req.opt_str("description").value_or("");
    if (description.size() > 600) throw AppError::invalid("description");
    std::string no = refunds.request(*c.member_id, order::order_no_of(req), req.str("reason"), description, lines_of(req));
    return http::ok(req, json::object{{"refund_no", no}});
  });
  // The seed's second path family names the same request /v1/order/refund (spec 001 §7).
  http::alias(router, "/v1/order/refund", "/v1/order/createRefund");

  router.get("/v2/orderRefund/queryRefundFeeDetail", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    return http::ok(req, refund_detail_json(refunds.detail(*c.member_id, order::order_no_of(req)), req.lang));
  });

  router.get("/v1/console/refunds", [&](http::Request& req) {
    const int64_t sid = accounts.sessions.require_staff_store(req);
    return http::ok(req, http::whole_list(store_queue_json(refunds.store_queue(sid), req.lang)));
  });

  router.post("/v1/console/refund/decide", [&](http::Request& req) {
    auto c = accounts.sessions.require_staff(req);
    auto agree = req.opt_str("agree");
    if (!agree) throw AppError::missing("agree");
    std::string note = req.opt_str("note").value_or("");
    if (note.size() > 300) throw AppError::invalid("note");
    refunds.decide(req.str("refund_no"), *agree == "1" || *agree == "true", note, c.staff_sid);
    return http::ok(req);
  });
}

}  // namespace qsr::refund

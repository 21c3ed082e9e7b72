#include "modules/purchase/purchase_routes.h"

#include <boost/json.hpp>

#include "core/json_values.h"
#include "core/money.h"
#include "http/envelope.h"
#include "http/paging.h"
#include "modules/account/account_routes.h"

namespace qsr::purchase {
namespace json = boost::json;

json::object order_json(const ProductOrder& o, Lang lang) {
  boost::system::error_code ec;
  json::value terms = json::parse(o.terms, ec);
  return {{"orderNo", o.order_no},
          {"kind", o.kind},
          {"productId", json_or_null(o.product_id)},
          {"quantity", o.quantity},
          {"title", I18nText::from_json_text(o.title).get(lang)},
          {"amount", money::format(o.amount)},
          {"terms", ec ? json::value(json::object{}) : std::move(terms)},
          {"status", o.status},
          {"channel", o.channel},
          {"createdAt", o.created_at},
          {"paidAt", json_or_null(o.paid_at)},
          {"refundedAt", json_or_null(o.refunded_at)}};
}

void register_routes(http::Router& router, PurchaseService& purchases, account::AccountModule& accounts) {
  // `kind` left out: every kind's (the receipts' order picker).
  router.get("/v1/purchase/orders", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const http::Paging p = http::paging(req);
    const auto page = purchases.paid(*c.member_id, req.opt_str("kind").value_or(""), p.page_size, p.offset());
    json::array list;
    for (const auto& o : page.list) list.push_back(order_json(o, req.lang));
    return http::ok(req, json::object{{"list", std::move(list)}, {"total", page.total}});
  });
  // Customer service refunds a product order (docs/decisions/0030).
  router.post("/admin/v1/purchase/refund", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, order_json(purchases.refund(req.str("orderNo"), req.opt_str("reason").value_or("")), req.lang));
  });
  router.get("/v1/purchase/order", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    return http::ok(req, order_json(purchases.detail(*c.member_id, req.str("orderNo")), req.lang));
  });
}

}  // namespace qsr::purchase

#include "modules/payment/payment_routes.h"

#include <boost/json.hpp>

#include "http/envelope.h"
#include "modules/order/order_routes.h"
#include "modules/payment/pay_config.h"
#include "modules/payment/payment_views.h"

namespace qsr::payment {
namespace json = boost::json;

namespace {

PayConfig brand_pay_config(catalog::CatalogService& catalog) {
  auto snap = catalog.snapshot();
  if (!snap->brand) return {};
  return pay_config_from(snap->brand->global_config, snap->brand->platform_config);
}

}  // namespace

http::Response PayAnswers::options(const http::Request& req, const std::string& order_no) const {
  auto c = accounts_.sessions.require_member(req);
  const int64_t parts = req.opt_int("parts").value_or(1);  // of an order split in equal parts
  return http::ok(req, pay_options_json(payments_.options(*c.member_id, order_no, brand_pay_config(catalog_), req.lang, parts)));
}

http::Response PayAnswers::pay(const http::Request& req, const std::string& order_no) const {
  auto c = accounts_.sessions.require_member_with_phone(req);
  // Field by field: g++ 12 warned (falsely) of an uninitialized string in the aggregate's `stored`.
  PayRequest pay;
  pay.order_no = order_no;
  pay.method = req.opt_str("payType").value_or("wallet");
  pay.password = req.opt_str("password");
  // A gift card pays (payType giftcard), or pays first with a bank card for the rest (combination).
  if (auto card = req.opt_int("giftCardId")) pay.stored = {"giftcard", *card};
  pay.parts = req.opt_int("parts").value_or(1);
  pay.return_url = req.opt_str("success_url").value_or("/orderPlus/pages/payEnd/index?order_id=" + pay.order_no);
  PayResult r = payments_.pay(*c.member_id, pay, brand_pay_config(catalog_));
  json::object data = orders_.summary_json(r.order, req.lang);
  if (pay.method == "card" || pay.method == "combination") data["payUrl"] = r.pay_url;
  return http::ok(req, std::move(data));
}

void register_routes(http::Router& router, const PayAnswers& answers, PaymentService& payments, Gateway& gateway,
                     catalog::CatalogService& catalog) {
  router.get("/v1/pay-center/available-pay-type",
             [answers](http::Request& req) { return answers.options(req, order::order_no_of(req)); });

  // How a store's table can pay (spec 001 §7 shopPayConfig): the methods the payment centre
  // offers and whether the wallet asks for the payment password.
  router.get("/v1/DinnerOrder/shopPayConfig", [&](http::Request& req) {
    const int64_t sid = req.integer("sid");
    auto snap = catalog.snapshot();
    if (!snap->store(sid)) throw AppError::not_found("store_not_found");
    const PayConfig config = brand_pay_config(catalog);
    json::array list{json::string("wallet")};
    if (gateway.takes_cards()) list.push_back(json::string("card"));
    if (gateway.takes_cards() && config.combination) list.push_back(json::string("combination"));
    return http::ok(req, json::object{{"sid", sid}, {"list", std::move(list)}, {"passwordEnable", config.password_rule.enabled ? 1 : 0}});
  });

  router.post("/v1/pay-center/pay", [answers](http::Request& req) { return answers.pay(req, order::order_no_of(req)); });

  // The gateway's server-to-server call. A bad signature is refused (and not acknowledged);
  // anything genuine is acknowledged, whether it changed something or not, so it stops retrying.
  router.post("/v1/pay-center/notify/sandbox", [&](http::Request& req) {
    auto n = gateway.verify({[&req](std::string_view name) { return std::string(req.header(name)); }, req.body});
    if (!n) throw AppError(400, 400, "forbidden");
    auto outcome = payments.apply(*n);
    const char* names[] = {"applied", "duplicate", "mismatch", "unknown_payment"};
    return http::ok(req, json::object{{"received", true}, {"outcome", names[static_cast<int>(outcome)]}});
  });
}

}  // namespace qsr::payment

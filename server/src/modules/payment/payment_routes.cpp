#include "modules/payment/payment_routes.h"

#include <boost/json.hpp>

#include "http/envelope.h"
#include "modules/coupon/checkout_coupons.h"
#include "modules/order/order_routes.h"
#include "modules/account/member_repo.h"
#include "modules/wallet/pay_password.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::payment {
namespace json = boost::json;

namespace {

// Spec 000 §3 global config: tradeConfig.combinationPay turns combination payment on.
bool combination_enabled(catalog::CatalogService& catalog) {
  auto snap = catalog.snapshot();
  if (!snap->brand) return false;
  const auto* trade = snap->brand->global_config.if_contains("tradeConfig");
  if (!trade || !trade->is_object()) return false;
  const auto* flag = trade->get_object().if_contains("combinationPay");
  return flag && ((flag->is_int64() && flag->get_int64() != 0) || (flag->is_bool() && flag->get_bool()));
}

// Spec 000 §3 platform config accountPayRuleConfig {passwordEnable, maxRetryCount}.
wallet::PayPasswordRule pay_password_rule(catalog::CatalogService& catalog) {
  wallet::PayPasswordRule rule;
  auto snap = catalog.snapshot();
  if (!snap->brand) return rule;
  const auto* cfg = snap->brand->platform_config.if_contains("accountPayRuleConfig");
  if (!cfg || !cfg->is_object()) cfg = snap->brand->global_config.if_contains("accountPayRuleConfig");
  if (!cfg || !cfg->is_object()) return rule;
  const auto& o = cfg->get_object();
  if (const auto* e = o.if_contains("passwordEnable"); e && e->is_int64()) rule.enabled = e->get_int64() == 1;
  if (const auto* m = o.if_contains("maxRetryCount"); m && m->is_int64() && m->get_int64() > 0) rule.max_retries = static_cast<int>(m->get_int64());
  return rule;
}

}  // namespace

void register_routes(http::Router& router, PaymentService& payments, order::OrderService& orders, Gateway& gateway,
                     catalog::CatalogService& catalog, account::AccountModule& accounts) {
  router.get("/v1/pay-center/available-pay-type", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    auto o = orders.find_for_member(*c.member_id, order::order_no_of(req));
    if (!o) throw AppError(404, order::kOrderNotFound, "order_not_found");
    int64_t balance = 0;
    coupon::StoredValueTerms terms;
    orders.db().read([&](db::Tx& tx) {
      balance = wallet::balance(tx, *c.member_id);
      terms = coupon::order_stored_value_terms(tx, o->id);
    });
    // What is still due: an abandoned combination checkout's wallet part already counts.
    const int64_t due = std::max<int64_t>(0, o->payable - o->paid_total);
    // The order's coupons may bind the payment: no wallet (rule 9), or only the wallet (rule 13).
    json::array list;
    if (!terms.no_wallet) list.push_back({{"type", "wallet"}, {"balance", money::format(balance)}, {"enough", balance >= due}});
    const bool cards = gateway.takes_cards();
    if (!terms.wallet_only && cards) list.push_back(json::object{{"type", "card"}});
    if (cards && !terms.no_wallet && !terms.wallet_only && combination_enabled(catalog) && balance > 0 && balance < due) {
      list.push_back({{"type", "combination"}, {"wallet", money::format(balance)}, {"card", money::format(due - balance)}});
    }
    auto rule = pay_password_rule(catalog);
    return http::ok(req, json::object{{"order_id", o->order_no}, {"payable", money::format(o->payable)}, {"due", money::format(due)},
                                      {"list", std::move(list)},
                                      {"passwordEnable", rule.enabled ? 1 : 0},
                                      {"hasPayPassword", wallet::has_pay_password(orders.db(), *c.member_id)}});
  });

  // How a store's table can pay (spec 001 §7 shopPayConfig): the methods the payment centre
  // offers and whether the wallet asks for the payment password.
  router.get("/v1/DinnerOrder/shopPayConfig", [&](http::Request& req) {
    const int64_t sid = req.integer("sid");
    auto snap = catalog.snapshot();
    if (!snap->store(sid)) throw AppError::not_found("store_not_found");
    json::array list{json::string("wallet")};
    if (gateway.takes_cards()) list.push_back(json::string("card"));
    if (gateway.takes_cards() && combination_enabled(catalog)) list.push_back(json::string("combination"));
    return http::ok(req, json::object{{"sid", sid}, {"list", std::move(list)},
                                      {"passwordEnable", pay_password_rule(catalog).enabled ? 1 : 0}});
  });

  // Sets (or resets) the payment password with an SMS code of scene `pay_password`.
  router.post("/v1/wallet/password/set", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    auto member = orders.db().read_value([&](db::Tx& tx) { return account::member_repo::by_id(tx, *c.member_id); });
    std::string code = req.str("code");
    std::string password = req.str("password");
    if (password.size() != 6 || password.find_first_not_of("0123456789") != std::string::npos) {
      throw AppError::bad_request("pay_password_shape");  // before the code is used up
    }
    auto check = orders.db().write_value([&](db::Tx& tx) {
      return accounts.sms.consume(tx, member->area_code + "-" + member->phone, account::SmsScene::pay_password, code);
    });
    if (check != account::CodeCheck::ok) account::throw_code_error(check);
    wallet::set_pay_password(orders.db(), *c.member_id, password, orders.clock().now_ms());
    return http::ok(req);
  });

  router.post("/v1/pay-center/pay", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    std::string method = req.opt_str("payType").value_or("wallet");
    std::string order_no = order::order_no_of(req);
    if (method == "wallet" || method == "combination") {
      wallet::check_pay_password(orders.db(), *c.member_id, req.opt_str("password"), pay_password_rule(catalog), orders.clock());
    }
    if (method == "wallet") {
      return http::ok(req, orders.summary_json(orders.pay_with_wallet(*c.member_id, order_no), req.lang));
    }
    if (method != "card" && method != "combination") throw AppError(400, order::kPaymentMethod, "pay_method_unavailable");
    if (method == "combination" && !combination_enabled(catalog)) throw AppError(400, order::kPaymentMethod, "pay_method_unavailable");
    std::string back = req.opt_str("success_url").value_or("/orderPlus/pages/payEnd/index?order_id=" + order_no);
    PayResult r = payments.pay_by_card(*c.member_id, order_no, back, method == "combination");
    json::object data = orders.summary_json(r.order, req.lang);
    data["payUrl"] = r.pay_url;
    return http::ok(req, std::move(data));
  });

  // The gateway's server-to-server call. A bad signature is refused (and not acknowledged);
  // anything genuine is acknowledged, whether it changed something or not, so it stops retrying.
  router.post("/v1/pay-center/notify/sandbox", [&](http::Request& req) {
    auto n = gateway.verify(req);
    if (!n) throw AppError(400, 400, "forbidden");
    auto outcome = payments.apply(*n);
    const char* names[] = {"applied", "duplicate", "mismatch", "unknown_payment"};
    return http::ok(req, json::object{{"received", true}, {"outcome", names[static_cast<int>(outcome)]}});
  });
}

}  // namespace qsr::payment

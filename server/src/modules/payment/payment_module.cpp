// What the payment module does when something happens elsewhere, registered in one place.
#include "modules/account/account_routes.h"
#include "modules/payment/payment_repo.h"
#include "modules/payment/payment_routes.h"
#include "modules/payment/payment_service.h"
#include "modules/payment/payment_views.h"

namespace qsr::payment {

void PaymentService::install_hooks(account::AccountModule& accounts) {
  // A cancelled order's money goes back the way it came, in the cancelling transaction.
  orders_.add_cancel_handler([this](db::Tx& tx, const order::OrderRow& o, int64_t now_ms) { give_back_all(tx, o, now_ms); });
  orders_.add_detail_decorator([](db::Tx& tx, const order::OrderRow& o, boost::json::object& detail, Lang lang) {
    detail["payments"] = payments_json(repo::of_order(tx, o.id), lang);
  });
  // Merged accounts bring their payments along with their orders (docs/decisions/0008).
  accounts.hooks.merge.push_back({"payments", [](db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }});
}

PayAnswers install(http::Router& router, PaymentService& payments, order::OrderService& orders, Gateway& gateway,
                   catalog::CatalogService& catalog, account::AccountModule& accounts) {
  PayAnswers answers(payments, orders, catalog, accounts);
  register_routes(router, answers, payments, gateway, catalog);
  payments.install_hooks(accounts);
  return answers;
}

}  // namespace qsr::payment

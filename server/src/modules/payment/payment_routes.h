#pragma once

#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/catalog/catalog_service.h"
#include "modules/payment/payment_service.h"

namespace qsr::payment {

// The payment centre's two customer answers for an order the caller has already named. The
// pay-center routes answer with them, and so does the table, which pays its session's order
// under the seed's DinnerOrder names: one way to pay, and no module re-enters another's paths.
class PayAnswers {
 public:
  PayAnswers(PaymentService& payments, order::OrderService& orders, catalog::CatalogService& catalog,
             account::AccountModule& accounts)
      : payments_(payments), orders_(orders), catalog_(catalog), accounts_(accounts) {}
  // How the member may pay the order (available-pay-type): methods, balance, password rule.
  http::Response options(const http::Request& req, const std::string& order_no) const;
  // Pays the order (pay): payType wallet (password when the rule asks), card or combination.
  http::Response pay(const http::Request& req, const std::string& order_no) const;

 private:
  PaymentService& payments_;
  order::OrderService& orders_;
  catalog::CatalogService& catalog_;
  account::AccountModule& accounts_;
};

// /v1/pay-center/available-pay-type, /v1/pay-center/pay (wallet, card, combination),
// /v1/DinnerOrder/shopPayConfig and the gateway's notify endpoint /v1/pay-center/notify/sandbox.
void register_routes(http::Router& router, const PayAnswers& answers, PaymentService& payments, Gateway& gateway,
                     catalog::CatalogService& catalog);

}  // namespace qsr::payment

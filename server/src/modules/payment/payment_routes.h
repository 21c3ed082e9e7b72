#pragma once

#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/catalog/catalog_service.h"
#include "modules/payment/payment_service.h"

namespace qsr::payment {

// /v1/pay-center/available-pay-type, /v1/pay-center/pay (wallet, card, combination),
// /v1/DinnerOrder/shopPayConfig and the gateway's notify endpoint /v1/pay-center/notify/sandbox.
void register_routes(http::Router& router, PaymentService& payments, order::OrderService& orders, Gateway& gateway,
                     catalog::CatalogService& catalog, account::AccountModule& accounts);

}  // namespace qsr::payment

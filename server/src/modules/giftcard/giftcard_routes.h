// Gift cards' routes and the module put together (docs/API.md "Gift cards").
#pragma once

#include <string>

#include "http/router.h"
#include "modules/giftcard/giftcard_service.h"

namespace qsr::account {
class AccountModule;
}
namespace qsr::payment {
class PaymentService;
}

namespace qsr::giftcard {

// E-cards on sale and buying one, exchanging a physical card, the member's cards, giving one;
// the admin's batches and print runs. `app_url` is where gift links point.
void register_routes(http::Router& router, GiftCardService& cards, account::AccountModule& accounts, const std::string& app_url, bool dev);
// The routes, e-cards as a kind of product order, cards as a way to pay orders, and merges.
void install(http::Router& router, GiftCardService& cards, purchase::PurchaseService& purchases, payment::PaymentService& payments,
             account::AccountModule& accounts, const std::string& app_url, bool dev);

}  // namespace qsr::giftcard

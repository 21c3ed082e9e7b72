// The gift card module put together: its routes, e-cards sold as product orders, cards paying
// orders, merges.
#include "modules/account/account_routes.h"
#include "modules/giftcard/giftcard_repo.h"
#include "modules/giftcard/giftcard_routes.h"
#include "modules/payment/payment_service.h"

namespace qsr::giftcard {

void install(http::Router& router, GiftCardService& cards, purchase::PurchaseService& purchases, payment::PaymentService& payments,
             account::AccountModule& accounts, const std::string& app_url, bool dev) {
  register_routes(router, cards, accounts, app_url, dev);
  purchases.add_kind(cards);
  // Cards pay for orders, alone or with a bank card.
  payments.add_purse(cards.purse());
  // A merged member's cards and gifts go with them (docs/decisions/0008).
  accounts.hooks.merge.push_back({"giftcard", [&cards](db::Tx& tx, int64_t from, int64_t to) { cards.merge(tx, from, to); }});
  // A member holding a card has data worth keeping.
  accounts.hooks.data_counts.push_back({"giftcard", [](db::Tx& tx, int64_t member) { return repo::owned_count(tx, member); }});
}

}  // namespace qsr::giftcard

// The coupon pack module put together: its routes, and packs sold as product orders.
#include "modules/pack/pack_routes.h"

namespace qsr::pack {

void install(http::Router& router, PackService& packs, purchase::PurchaseService& purchases, account::AccountModule& accounts) {
  register_routes(router, packs, accounts);
  purchases.add_kind(packs);
}

}  // namespace qsr::pack

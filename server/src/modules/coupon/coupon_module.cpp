// What the coupon module does when something happens elsewhere, registered in one place, and the
// module put together (routes and hooks).
#include "modules/account/account_routes.h"
#include "modules/cart/cart_service.h"
#include "modules/coupon/coupon_repo.h"
#include "modules/coupon/coupon_routes.h"
#include "modules/coupon/coupon_ties.h"

namespace qsr::coupon {

void CouponService::install_hooks(account::AccountModule& accounts, cart::CartService& carts) {
  // A member's usable coupons are data worth keeping (rebinding asks before merging), and they
  // follow the member into a merged account with their claim counts.
  accounts.hooks.data_counts.push_back({"coupons", [this](db::Tx& tx, int64_t member) {
                                          return repo::count_of(tx, member, Tab::usable, clock_.now_ms());
                                        }});
  accounts.hooks.merge.push_back({"coupons", [](db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }});
  // Goods taken with a coupon (exchange goods, gifts) are tied to it in the cart.
  carts.set_coupon_ties({[this](int64_t member_id, const std::string& code, int64_t goods_id, int64_t option_id) {
                           return tie_key(db_, member_id, code, goods_id, option_id, clock_.now_ms());
                         },
                         tie_limit});
}

void install(http::Router& router, CouponService& coupons, cart::CartService& carts, catalog::CatalogService& catalog,
             account::AccountModule& accounts, std::string app_url) {
  register_routes(router, coupons, catalog, accounts, std::move(app_url));
  coupons.install_hooks(accounts, carts);
}

}  // namespace qsr::coupon

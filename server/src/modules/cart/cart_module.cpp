// The cart module put together: its routes and its part in sign-ins and account merges.
#include "modules/cart/cart_repo.h"
#include "modules/cart/cart_routes.h"

namespace qsr::cart {

void install(http::Router& router, CartService& carts, account::AccountModule& accounts) {
  register_routes(router, carts, accounts);
  // A visitor who logs in keeps their cart; merged accounts merge carts.
  accounts.hooks.visitor_login.push_back({"cart", [&accounts](db::Tx& tx, int64_t visitor, int64_t member) {
                                            repo::move_owner(tx, Owner::visitor(visitor), Owner::member(member),
                                                             accounts.clock.now_ms());
                                          }});
  accounts.hooks.merge.push_back({"cart", [&accounts](db::Tx& tx, int64_t from, int64_t to) {
                                    repo::move_owner(tx, Owner::member(from), Owner::member(to),
                                                     accounts.clock.now_ms());
                                  }});
}

}  // namespace qsr::cart

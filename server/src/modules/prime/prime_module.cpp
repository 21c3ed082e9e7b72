// The Privilege Pass module put together: its routes, the pass as a product order, and its part
// in the member's info and in merges.
#include "modules/account/account_routes.h"
#include "modules/prime/prime_repo.h"
#include "modules/prime/prime_routes.h"
#include "modules/prime/prime_views.h"

namespace qsr::prime {

void install(http::Router& router, PrimeService& primes, purchase::PurchaseService& purchases, catalog::CatalogService& catalog,
             order::OrderService& orders, account::AccountModule& accounts) {
  register_routes(router, primes, catalog, accounts);
  purchases.add_kind(primes);
  // The coupon engine's rule 14: a coupon for holders of a pass.
  orders.add_standing([](db::Tx& tx, int64_t member, int64_t now_ms, order::CouponStanding& s) {
    const auto m = repo::member_prime(tx, member);
    s.prime_id = m && m->active_at(now_ms) ? m->pass_id : 0;
  });
  // primeId, primeName and primeOrderNo while the pass is valid (spec 000 §3).
  accounts.hooks.info.push_back({"prime", [&primes](db::Tx& tx, int64_t member, Lang lang, boost::json::object& info) {
                                   const auto m = repo::member_prime(tx, member);
                                   const auto pass = m ? repo::pass(tx, m->pass_id) : std::nullopt;
                                   add_member_info(m, pass ? &*pass : nullptr, primes.clock().now_ms(), lang, info);
                                 }});
  accounts.hooks.data_counts.push_back({"prime", [](db::Tx& tx, int64_t member) -> int64_t { return repo::member_prime(tx, member) ? 1 : 0; }});
  accounts.hooks.merge.push_back({"prime", [&primes](db::Tx& tx, int64_t from, int64_t to) { primes.merge(tx, from, to); }});
}

}  // namespace qsr::prime

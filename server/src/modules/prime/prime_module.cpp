// The Privilege Pass module put together: its routes, the pass as a product order, and its part
// in the member's info and in merges.
#include "modules/account/account_routes.h"
#include "modules/prime/prime_repo.h"
#include "modules/prime/prime_rules.h"
#include "modules/prime/prime_routes.h"
#include "modules/prime/prime_views.h"
#include "core/money.h"

namespace qsr::prime {

namespace {

// The pass the member holds, or for one who holds none the first pass on sale (what it would save).
order::PrimeOffer offer_at_checkout(PrimeService& primes, db::Tx& tx, int64_t member, int64_t now_ms) {
  order::PrimeOffer offer;
  const auto held = repo::held_today(tx, member, member_price_day(now_ms));
  offer.holder = held && held->expires_at >= now_ms;
  offer.used_today = offer.holder && held->used_today;
  offer.member_prices = primes.member_prices(tx, offer.holder ? held->pass_id : 0);
  return offer;
}

}  // namespace

void install(http::Router& router, PrimeService& primes, purchase::PurchaseService& purchases, catalog::CatalogService& catalog,
             order::OrderService& orders, account::AccountModule& accounts) {
  register_routes(router, primes, catalog, accounts);
  purchases.add_kind(primes);
  // The member price at checkout, once a Hong Kong day; a cancelled order gives the day back.
  orders.set_prime({[&primes](db::Tx& tx, int64_t member, int64_t now_ms) { return offer_at_checkout(primes, tx, member, now_ms); },
                    [](db::Tx& tx, const order::PrimeUse& use, int64_t now_ms) {
                      return repo::take_day(tx, use.member_id, member_price_day(now_ms), use.order_id, use.order_no, use.goods_id,
                                            use.saving, now_ms);
                    },
                    [](db::Tx& tx, int64_t member, int64_t now_ms) { repo::prefetch_held_today(tx, member, member_price_day(now_ms)); }});
  orders.add_cancel_handler([](db::Tx& tx, const order::OrderRow& o, int64_t) { repo::give_back_day(tx, o.id); });
  orders.add_detail_decorator([](db::Tx& tx, const order::OrderRow& o, boost::json::object& out, Lang) {
    out["primeDiscountAmount"] = money::format(repo::saving_of(tx, o.id));
  });
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

// Reviews put together: their routes, the "review" field of the order detail and of the order
// list's cards, and their part in the member's account.
#include "modules/account/account_routes.h"
#include "modules/review/review_routes.h"

namespace qsr::review {

void install(http::Router& router, ReviewService& reviews, order::OrderService& orders, catalog::CatalogService& catalog,
             account::AccountModule& accounts) {
  register_routes(router, reviews, orders, catalog, accounts);
  orders.add_detail_decorator([&reviews](db::Tx& tx, const order::OrderRow& o, boost::json::object& detail, Lang) { reviews.decorate(tx, o, detail); });
  orders.add_list_decorator([&reviews](db::Tx& tx, const order::OrderRow& o, boost::json::object& summary, Lang) { reviews.decorate(tx, o, summary); });
  accounts.hooks.merge.push_back({"review", [&reviews](db::Tx& tx, int64_t from, int64_t to) { reviews.merge(tx, from, to); }});
  accounts.hooks.erase.push_back({"review", [&reviews](db::Tx& tx, int64_t member) { reviews.erase(tx, member); }});
  accounts.hooks.data_counts.push_back({"review", [&reviews](db::Tx& tx, int64_t member) { return reviews.count(tx, member); }});
}

}  // namespace qsr::review

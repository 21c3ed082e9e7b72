// Feedback put together: its routes and its part in the member's account.
#include "modules/account/account_routes.h"
#include "modules/feedback/feedback_routes.h"

namespace qsr::feedback {

void install(http::Router& router, FeedbackService& feedback, catalog::CatalogService& catalog, account::AccountModule& accounts) {
  register_routes(router, feedback, catalog, accounts);
  accounts.hooks.merge.push_back({"feedback", [&feedback](db::Tx& tx, int64_t from, int64_t to) { feedback.merge(tx, from, to); }});
  accounts.hooks.erase.push_back({"feedback", [&feedback](db::Tx& tx, int64_t member) { feedback.erase(tx, member); }});
  accounts.hooks.data_counts.push_back({"feedback", [&feedback](db::Tx& tx, int64_t member) { return feedback.count(tx, member); }});
}

}  // namespace qsr::feedback

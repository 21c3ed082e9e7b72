// The task centre put together: its routes and its part in the member's account.
#include "modules/account/account_routes.h"
#include "modules/task/task_routes.h"

namespace qsr::task {

void install(http::Router& router, TaskService& tasks, account::AccountModule& accounts) {
  register_routes(router, tasks, accounts);
  // Merged accounts keep both members' claims (one per task and period).
  accounts.hooks.merge.push_back({"task", [&tasks](db::Tx& tx, int64_t from, int64_t to) { tasks.merge(tx, from, to); }});
  accounts.hooks.data_counts.push_back({"task", [&tasks](db::Tx& tx, int64_t member) { return tasks.claim_count(tx, member); }});
}

}  // namespace qsr::task

// The task centre's routes and the module put together (docs/API.md "Task centre").
#pragma once

#include "http/router.h"
#include "modules/task/task_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::task {

// The list (anyone; a member sees their progress), claiming, and the operators' tasks.
void register_routes(http::Router& router, TaskService& tasks, account::AccountModule& accounts);
// The routes, and the task centre's part in account merges and in whether a member has data.
void install(http::Router& router, TaskService& tasks, account::AccountModule& accounts);

}  // namespace qsr::task

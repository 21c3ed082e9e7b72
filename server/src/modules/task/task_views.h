// The task centre's JSON (docs/API.md "Task centre").
#pragma once

#include <boost/json/object.hpp>

#include "core/i18n.h"
#include "modules/task/task_service.h"

namespace qsr::task {

// A task as its member sees it: progress, state (doing, claimable, claimed), reward.
boost::json::object task_json(const TaskService::View& v, Lang lang);
// The operators' view: every language.
boost::json::object admin_task_json(const Task& t);

}  // namespace qsr::task

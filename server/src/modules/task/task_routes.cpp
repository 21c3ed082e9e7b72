#include "modules/task/task_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "modules/account/account_routes.h"
#include "modules/task/task_views.h"

namespace qsr::task {
namespace json = boost::json;

namespace {

Task task_of(const http::Request& req) {
  Task t;
  t.id = req.opt_int("id").value_or(0);
  t.kind = req.str("kind");
  t.title = http::i18n_field(req, "title", true);
  t.description = http::i18n_field(req, "description", false);
  t.target = req.opt_int("target").value_or(1);
  t.period = req.opt_str("period").value_or(kOnce);
  t.reward_kind = req.str("rewardKind");
  t.reward_points = req.opt_int("rewardPoints").value_or(0);
  t.reward_template_id = req.opt_int("rewardTemplateId");
  t.starts_at = req.integer("startsAt");
  t.ends_at = req.integer("endsAt");
  t.active = req.flag("active", true);
  t.sort = static_cast<int>(req.opt_int("sort").value_or(0));
  return t;
}

}  // namespace

void register_routes(http::Router& router, TaskService& tasks, account::AccountModule& accounts) {
  router.get("/v1/taskCenter/list", [&](http::Request& req) {
    const auto c = accounts.sessions.resolve(req);
    json::array list;
    for (const auto& v : tasks.list(c ? c->member_id : std::nullopt, req.lang)) list.push_back(task_json(v, req.lang));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/v1/taskCenter/claim", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member_with_phone(req);
    return http::ok(req, task_json(tasks.claim(*c.member_id, req.integer("id"), req.lang), req.lang));
  });

  router.get("/admin/v1/tasks", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& t : tasks.all()) list.push_back(admin_task_json(t));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/admin/v1/tasks", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, admin_task_json(tasks.save(task_of(req))));
  });
}

}  // namespace qsr::task

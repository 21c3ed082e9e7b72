// Operator calls on members (admin token from configuration): freeze and unfreeze, make staff.
// With QSR_DEV=1 also POST /v1/dev/jobs/run, which runs the account jobs now (tests move the clock).
#include <boost/json.hpp>

#include "core/crypto.h"
#include "http/envelope.h"
#include "modules/account/account_routes.h"
#include "modules/account/member_repo.h"
#include "modules/account/session_cache.h"

namespace qsr::account {
namespace json = boost::json;

void require_admin(const AccountModule& m, const http::Request& req) {
  std::string_view given = req.header("x-admin-token");
  if (m.options.admin_token.empty() || !crypto::equal_constant_time(given, m.options.admin_token)) {
    throw AppError(403, 403, "forbidden");
  }
}

void register_account_admin_routes(http::Router& router, AccountModule& m) {
  router.post("/admin/v1/member/status", [&m](http::Request& req) {
    require_admin(m, req);
    int64_t id = req.integer("memberId");
    int64_t status = req.integer("status");
    if (status != 1 && status != 2) throw AppError::invalid("status");  // active or frozen
    bool found = m.db.write_value([&](db::Tx& tx) {
      auto member = member_repo::by_id(tx, id);
      if (!member || (member->status != MemberStatus::active && member->status != MemberStatus::frozen)) return false;
      member_repo::set_status(tx, id, static_cast<MemberStatus>(status), m.clock.now_ms());
      return true;
    });
    if (!found) throw AppError::not_found();
    return http::ok(req, json::object{{"memberId", id}, {"status", status}});
  });

  router.post("/admin/v1/member/staff", [&m](http::Request& req) {
    require_admin(m, req);
    int64_t id = req.integer("memberId");
    auto sid = req.opt_int("sid");
    int64_t changed = m.db.write_value([&](db::Tx& tx) {
      sessions_changed(tx);
      return tx.exec("UPDATE member SET role = 'staff', staff_sid = $2 WHERE id = $1 AND status = 1",
                     {id, sid ? db::Value(*sid) : db::Value(nullptr)});
    });
    if (changed != 1) throw AppError::not_found();
    return http::ok(req, json::object{{"memberId", id}, {"role", "staff"}});
  });

  if (m.options.dev) {
    router.post("/v1/dev/jobs/run", [&m](http::Request& req) {
      int erased = m.cancellation.erase_due();
      return http::ok(req, json::object{{"erased", erased}});
    });
  }
}

}  // namespace qsr::account

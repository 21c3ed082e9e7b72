// Operator calls on members (admin token from configuration): freeze and unfreeze, make staff.
// With QSR_DEV=1 also POST /v1/dev/jobs/run, which runs the account jobs now (tests move the clock).
#include <boost/json.hpp>

#include "core/crypto.h"
#include "http/envelope.h"
#include "modules/account/account_routes.h"

namespace qsr::account {
namespace json = boost::json;

namespace {

// An operator may only freeze or unfreeze: active or frozen, nothing else.
std::optional<MemberStatus> operator_status(int64_t status) {
  for (MemberStatus s : {MemberStatus::active, MemberStatus::frozen}) {
    if (status == static_cast<int64_t>(s)) return s;
  }
  return std::nullopt;
}

}  // namespace

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
    auto to = operator_status(status);
    if (!to) throw AppError::invalid("status");
    m.members.set_status(id, *to);
    return http::ok(req, json::object{{"memberId", id}, {"status", status}});
  });

  router.post("/admin/v1/member/staff", [&m](http::Request& req) {
    require_admin(m, req);
    int64_t id = req.integer("memberId");
    m.members.make_staff(id, req.opt_int("sid"));
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

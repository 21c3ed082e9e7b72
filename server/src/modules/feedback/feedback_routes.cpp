#include "modules/feedback/feedback_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "http/idempotency.h"
#include "modules/account/account_routes.h"
#include "modules/feedback/feedback_rules.h"
#include "modules/feedback/feedback_views.h"

namespace qsr::feedback {
namespace json = boost::json;

namespace {

constexpr int64_t kPageSize = 20;

FeedbackInput input_of(const http::Request& req) {
  FeedbackInput in;
  in.sid = req.opt_int("sid");
  in.category = req.opt_str("category").value_or("other");
  in.content = req.opt_str("content").value_or("");
  in.area_code = req.opt_str("areaCode").value_or("");
  in.phone = req.opt_str("phone").value_or("");
  in.email = req.opt_str("email").value_or("");
  if (const auto* images = req.input.if_contains("images")) {
    if (!images->is_array()) throw AppError::invalid("images");
    if (images->as_array().size() > 2 * kMaxImages) throw AppError(400, kImageRefused, "feedback_images_too_many");
    for (const auto& i : images->as_array()) {
      if (!i.is_string() || i.as_string().size() > 120) throw AppError::invalid("images");
      in.images.emplace_back(i.as_string());
    }
  }
  return in;
}

json::array list_json(const std::vector<Feedback>& list, catalog::CatalogService& catalog, Lang lang) {
  const auto menu = catalog.snapshot();
  json::array out;
  for (const auto& f : list) out.push_back(feedback_json(f, *menu, lang));
  return out;
}

}  // namespace

void register_routes(http::Router& router, FeedbackService& feedback, catalog::CatalogService& catalog, account::AccountModule& accounts) {
  const auto add = [&](http::Request& req, bool about_store) {
    const auto c = accounts.sessions.require_member(req);
    FeedbackInput in = input_of(req);
    if (about_store && !in.sid) throw AppError::missing("sid");
    const Feedback f = feedback.submit(*c.member_id, in, http::idempotency_key_of(req));
    return http::ok(req, feedback_json(f, *catalog.snapshot(), req.lang));
  };
  router.post("/v1/feedback/add", [add](http::Request& req) { return add(req, false); });
  // The seed's shop feedback: the same, about one store.
  router.post("/v1/shop/retroaction/save", [add](http::Request& req) { return add(req, true); });
  router.get("/v1/feedback/list", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const int64_t offset = http::bounded_int(req, "offset", 0, 0, 100000);
    const int64_t limit = http::bounded_int(req, "limit", kPageSize, 1, 50);
    return http::ok(req, json::object{{"list", list_json(feedback.mine(*c.member_id, limit, offset), catalog, req.lang)}});
  });
  router.get("/v1/feedback/detail", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    auto f = feedback.own(*c.member_id, req.integer("id"));
    if (!f) throw AppError::not_found("feedback_not_found");
    return http::ok(req, feedback_json(*f, *catalog.snapshot(), req.lang));
  });

  // The store's staff: feedback about their store.
  router.get("/v1/console/feedback", [&](http::Request& req) {
    const int64_t sid = accounts.sessions.require_staff_store(req);
    const int64_t offset = http::bounded_int(req, "offset", 0, 0, 100000);
    const int64_t limit = http::bounded_int(req, "limit", kPageSize, 1, 50);
    return http::ok(req, json::object{{"list", list_json(feedback.listed(sid, req.opt_str("status").value_or(""), limit, offset), catalog, req.lang)}});
  });
  router.post("/v1/console/feedback/reply", [&](http::Request& req) {
    const int64_t sid = accounts.sessions.require_staff_store(req);
    const auto staff = accounts.sessions.require_staff(req);
    const Feedback f = feedback.reply(sid, staff.member_id, req.integer("id"), req.str("reply"));
    return http::ok(req, feedback_json(f, *catalog.snapshot(), req.lang));
  });
  router.post("/v1/console/feedback/close", [&](http::Request& req) {
    const int64_t sid = accounts.sessions.require_staff_store(req);
    return http::ok(req, feedback_json(feedback.close(sid, req.integer("id")), *catalog.snapshot(), req.lang));
  });

  // The brand's operators: all of it.
  router.get("/admin/v1/feedback", [&](http::Request& req) {
    account::require_admin(accounts, req);
    const int64_t offset = http::bounded_int(req, "offset", 0, 0, 100000);
    const int64_t limit = http::bounded_int(req, "limit", kPageSize, 1, 100);
    return http::ok(req, json::object{{"list", list_json(feedback.listed(req.opt_int("sid"), req.opt_str("status").value_or(""), limit, offset),
                                                         catalog, req.lang)}});
  });
  router.post("/admin/v1/feedback/reply", [&](http::Request& req) {
    account::require_admin(accounts, req);
    const Feedback f = feedback.reply(std::nullopt, std::nullopt, req.integer("id"), req.str("reply"));
    return http::ok(req, feedback_json(f, *catalog.snapshot(), req.lang));
  });
  router.post("/admin/v1/feedback/close", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, feedback_json(feedback.close(std::nullopt, req.integer("id")), *catalog.snapshot(), req.lang));
  });
}

}  // namespace qsr::feedback

#include "modules/message/message_routes.h"

#include <charconv>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "http/paging.h"
#include "modules/account/account_routes.h"
#include "modules/message/message_views.h"

namespace qsr::message {
namespace json = boost::json;

namespace {

// A category filter (`category`, or the seed's `notifyType`); none or "" for all.
std::optional<std::string> category_of(const http::Request& req) {
  auto c = req.opt_str("category", "notifyType");
  if (!c || c->empty() || *c == "all") return std::nullopt;
  return MessageService::checked_category(*c);
}

int64_t positive_id(std::string_view text) {
  int64_t id = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
  if (ec != std::errc() || end != text.data() + text.size() || id <= 0) throw AppError::invalid("notifyMessageIds");
  return id;
}

// notifyMessageIds: a JSON array of ids, or "1,2,3" (the seed's form posts).
std::vector<int64_t> ids_of(const http::Request& req) {
  std::vector<int64_t> ids;
  const auto* v = req.input.if_contains("notifyMessageIds");
  if (!v) v = req.input.if_contains("ids");
  if (!v) throw AppError::missing("notifyMessageIds");
  if (v->is_array()) {
    if (v->as_array().size() > static_cast<size_t>(kMaxIdsPerRead)) throw AppError::invalid("notifyMessageIds");
    for (const auto& e : v->as_array()) {
      if (e.is_int64() && e.as_int64() > 0) ids.push_back(e.as_int64());
      else if (e.is_string()) ids.push_back(positive_id(e.as_string()));
      else throw AppError::invalid("notifyMessageIds");
    }
  } else if (v->is_int64()) {
    ids.push_back(positive_id(std::to_string(v->as_int64())));
  } else if (v->is_string()) {
    std::string_view rest = v->as_string();
    if (rest.size() > 2000) throw AppError::invalid("notifyMessageIds");
    while (!rest.empty()) {
      const size_t comma = rest.find(',');
      ids.push_back(positive_id(rest.substr(0, comma)));
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
  } else {
    throw AppError::invalid("notifyMessageIds");
  }
  return ids;
}

}  // namespace

void register_routes(http::Router& router, MessageService& messages, account::AccountModule& accounts) {
  // The seed's unread message and count: how many are unread and the newest of them. The member
  // is the session's, whatever memberId the request names.
  router.get("/v1/notifyMessage/findByUnread", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    return http::ok(req, unread_json(messages.unread(*c.member_id, category_of(req)), req.lang));
  });
  // Marks the caller's messages of these ids read (another member's ids change nothing).
  router.post("/v1/notifyMessage/read", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const int64_t read = messages.mark_read(*c.member_id, ids_of(req));
    return http::ok(req, json::object{{"read", read}, {"unread", messages.unread(*c.member_id, std::nullopt).count}});
  });
  // The seed's post-read sync: every unread message up to `upTo` (an id; none: all) read.
  router.post("/v1/notifyMessage/read/sync", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const int64_t read = messages.read_sync(*c.member_id, req.opt_int("upTo"), category_of(req));
    return http::ok(req, json::object{{"read", read}, {"unread", messages.unread(*c.member_id, std::nullopt).count}});
  });
  router.get("/v1/message/list", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const auto category = category_of(req);
    const http::Paging p = http::paging(req);
    return http::ok(req, page_json(messages.list(*c.member_id, category, p.page_size, p.offset()), req.lang));
  });
  // The member's choices per category: read with GET, one category turned on or off with POST.
  router.get("/v1/message/notify", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    return http::ok(req, preferences_json(messages.preferences(*c.member_id)));
  });
  router.post("/v1/message/notify", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const std::string category = req.str("category");
    const auto* enabled = req.input.if_contains("enabled");
    if (!enabled) throw AppError::missing("enabled");
    bool on = false;
    if (enabled->is_bool()) on = enabled->as_bool();
    else if (enabled->is_string() && (enabled->as_string() == "true" || enabled->as_string() == "1")) on = true;
    else if (enabled->is_string() && (enabled->as_string() == "false" || enabled->as_string() == "0")) on = false;
    else if (enabled->is_int64() && (enabled->as_int64() == 0 || enabled->as_int64() == 1)) on = enabled->as_int64() == 1;
    else throw AppError::invalid("enabled");
    return http::ok(req, preferences_json(messages.set_preference(*c.member_id, category, on)));
  });

  if (accounts.options.dev) {
    // Runs the daily reminders now (tests, demos); `force` runs them again the same day.
    router.post("/v1/dev/messages/daily", [&](http::Request& req) {
      return http::ok(req, json::object{{"written", messages.run_daily(req.flag("force"))}});
    });
  }
}

}  // namespace qsr::message

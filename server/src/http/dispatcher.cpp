#include "http/dispatcher.h"

#include <spdlog/spdlog.h>

#include "db/db.h"
#include "http/envelope.h"
#include "http/input_parser.h"
#include "http/middleware.h"

namespace qsr::http {

bool is_api_path(std::string_view path) {
  for (std::string_view prefix : {"/v1/", "/v2/", "/admin/", "/sandbox/", "/ws"}) {
    if (path.rfind(prefix, 0) == 0) return true;
  }
  return path == "/v1" || path == "/v2" || path == "/healthz";
}

Dispatcher::Step Dispatcher::prepare(Request& req) const {
  Step step;
  std::string_view raw_query;
  std::optional<AppError> error;
  if (!split_target(req.target, req.path, raw_query)) {
    req.path = "/";
    error = AppError::bad_request("bad_path");
  } else {
    error = parse_input(req, raw_query, req.header("content-type"));
    if (!error) error = refuse_unacceptable_input(req);  // invalid UTF-8, control characters, 1e999
  }
  assign_trace_id(req);
  assign_language(req);
  if (error) {
    step.response = http::error(req, *error);
    return step;
  }
  auto m = router_.match(req.method, req.path, req.path_params);
  if (m.route) {
    if (m.route->fast) {
      try {
        step.response = m.route->fast(req);
      } catch (const AppError& e) {
        step.response = http::error(req, e);
      } catch (const std::exception& e) {
        spdlog::error("fast path failed trace={}: {}", req.trace_id, e.what());
        step.response.reset();  // let the full handler try and report
      }
      if (step.response) return step;
    }
    step.route = m.route;
    return step;
  }
  if (m.path_known) {
    step.response = http::error(req, AppError(405, 405, "method_not_allowed"));
    return step;
  }
  if (!is_api_path(req.path) && (req.method == "GET" || req.method == "HEAD")) {
    if (media_) {
      if (auto res = media_->serve(req)) { step.response = std::move(res); return step; }
    }
    if (web_ && req.path.rfind("/media/", 0) != 0) {
      if (auto res = web_->serve(req)) { step.response = std::move(res); return step; }
    }
  }
  step.response = http::error(req, AppError::not_found());
  return step;
}

Response Dispatcher::run(Request& req, const Route& route) const {
  try {
    return route.handler(req);
  } catch (const AppError& e) {
    if (e.http_status >= 500) spdlog::error("{} {} failed trace={}: {}", req.method, req.path, req.trace_id, e.what());
    return http::error(req, e);
  } catch (const db::DbError& e) {
    spdlog::error("{} {} database error trace={}: {}", req.method, req.path, req.trace_id, e.what());
    bool busy = e.kind == db::DbError::Kind::busy || e.kind == db::DbError::Kind::connection;
    return http::error(req, busy ? AppError(503, 503, "service_unavailable") : AppError(500, 500, "unknown_error"));
  } catch (const std::exception& e) {
    spdlog::error("{} {} failed trace={}: {}", req.method, req.path, req.trace_id, e.what());
    return http::error(req, AppError(500, 500, "unknown_error"));
  }
}

}  // namespace qsr::http

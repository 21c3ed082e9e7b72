#include "http/middleware.h"

#include <random>

#include <spdlog/spdlog.h>

#include "http/input_parser.h"

namespace qsr::http {
namespace {

bool sane_trace_id(std::string_view id) {
  if (id.empty() || id.size() > 64) return false;
  for (char c : id) {
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.')) return false;
  }
  return true;
}

std::string make_trace_id() {
  thread_local std::mt19937_64 rng{std::random_device{}()};
  static constexpr char kHex[] = "0123456789abcdef";
  std::string id(16, '0');
  uint64_t v = rng();
  for (auto& c : id) {
    c = kHex[v & 15];
    v >>= 4;
  }
  return id;
}

}  // namespace

void assign_trace_id(Request& req) {
  std::string_view given = req.header("x-trace-id");
  if (given.empty()) given = req.header("traceid");
  if (given.empty()) {
    if (const auto* q = req.input.if_contains("traceId"); q && q->is_string()) given = q->get_string();
  }
  req.trace_id = sane_trace_id(given) ? std::string(given) : make_trace_id();
}

void assign_language(Request& req) {
  if (const auto* q = req.input.if_contains("lang"); q && q->is_string() && !q->get_string().empty()) {
    req.lang = parse_lang(q->get_string());
  } else {
    req.lang = parse_lang(req.header("accept-language"));
  }
}

std::optional<AppError> parse_input(Request& req, std::string_view raw_query, std::string_view content_type) {
  if (!parse_form(raw_query, req.input)) return AppError::bad_request("bad_form");
  switch (merge_body(content_type, req.body, req.input)) {
    case BodyError::bad_json: return AppError::bad_request("bad_json");
    case BodyError::bad_form: return AppError::bad_request("bad_form");
    case BodyError::none: break;
  }
  return std::nullopt;
}

void finish_response(const Request& req, Response& res, int64_t elapsed_us) {
  res.set_header("X-Trace-Id", req.trace_id);
  spdlog::info("{} {} {} {:.2f}ms trace={}", req.method, req.path, res.status, elapsed_us / 1000.0, req.trace_id);
}

}  // namespace qsr::http

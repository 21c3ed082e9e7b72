// The steps every request passes through, in order: trace id, language, input parsing (before
// the handler); errors -> envelope (around it); trace echo and access log (after it).
#pragma once

#include <optional>

#include "core/app_error.h"
#include "http/request.h"

namespace qsr::http {

// Accepts `X-Trace-Id` / `traceId` (header or query) when it looks sane, else makes one.
void assign_trace_id(Request& req);
// `lang` query parameter, else Accept-Language; zh-HK by default.
void assign_language(Request& req);
// Fills path and input from the target and body. An error answer when they are malformed.
std::optional<AppError> parse_input(Request& req, std::string_view raw_query, std::string_view content_type);
// Echoes the trace id and writes the access log line.
void finish_response(const Request& req, Response& res, int64_t elapsed_us);

}  // namespace qsr::http

// The response envelope {"resultCode","resultMsg","data"} every API answer uses.
#pragma once

#include <boost/json/value.hpp>

#include "core/app_error.h"
#include "http/request.h"

namespace qsr::http {

Response ok(const Request& req, boost::json::value data = nullptr);
// A localized error answer (HTTP status and resultCode from the AppError).
Response error(const Request& req, const AppError& err);
// The envelope text for `data`, localized "ok" message (used by caches that prebuild bodies).
std::string ok_body(Lang lang, const boost::json::value& data);
// The same around `data_json`, JSON text the caller built (prebuilt parts joined as text).
std::string ok_body_text(Lang lang, std::string_view data_json);
// A paged list answer: {"list": [...], "total": N}.
boost::json::object page(boost::json::array list, int64_t total);
// A list answered whole, not a page of a longer one: total is its size.
boost::json::object whole_list(boost::json::array list);

}  // namespace qsr::http

// Beast's parsed message as our Request: the one place that does it, for the server's sessions
// and for the request fuzzer (server/fuzz), so the fuzzer drives exactly what the server runs.
#pragma once

#include <cctype>
#include <string>
#include <utility>

#include <boost/beast/http.hpp>

#include "http/request.h"

namespace qsr::http {

// Header names lower-cased (HTTP names are case-insensitive); the body is moved out.
inline Request request_from_beast(boost::beast::http::request<boost::beast::http::string_body>& message, std::string remote_ip) {
  Request req;
  req.method = std::string(message.method_string());
  req.target = std::string(message.target());
  for (const auto& field : message) {
    std::string name(field.name_string());
    for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    req.headers[std::move(name)] = std::string(field.value());
  }
  req.body = std::move(message.body());
  req.remote_ip = std::move(remote_ip);
  return req;
}

}  // namespace qsr::http

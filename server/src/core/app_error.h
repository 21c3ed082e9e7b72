// The error type every layer throws for an answer a person should see: a stable business code,
// the HTTP class, a catalogue key for the localized message, and an internal detail that is only
// logged. The HTTP layer turns it into the envelope; anything else thrown becomes 500 未知错误.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include <boost/json/value.hpp>

namespace qsr {

struct AppError : std::runtime_error {
  int http_status;
  int result_code;
  std::string message_key;
  std::vector<std::string> args;
  boost::json::value data;  // optional payload sent as the envelope's data

  AppError(int http, int code, std::string key, std::vector<std::string> a = {}, std::string detail = {})
      : std::runtime_error(detail.empty() ? key : detail),
        http_status(http), result_code(code), message_key(std::move(key)), args(std::move(a)) {}

  static AppError bad_request(std::string key, std::vector<std::string> args = {}) {
    return AppError(400, 400, std::move(key), std::move(args));
  }
  static AppError missing(std::string param) { return bad_request("param_missing", {std::move(param)}); }
  static AppError invalid(std::string param) { return bad_request("param_invalid", {std::move(param)}); }
  static AppError not_found(std::string key = "not_found") { return AppError(404, 404, std::move(key)); }
};

}  // namespace qsr

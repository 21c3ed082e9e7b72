// What a handler sees of an HTTP request, free of Beast types so modules need no HTTP library.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <boost/json/object.hpp>

#include "core/i18n.h"

namespace qsr::http {

struct Request {
  std::string method;  // "GET", "POST", ...
  std::string path;    // percent-decoded path without the query
  std::string target;  // the raw request target
  std::unordered_map<std::string, std::string> headers;  // lower-case names
  std::string body;
  // Query parameters and the body's fields (JSON or form), body fields winning.
  boost::json::object input;
  std::unordered_map<std::string, std::string> path_params;
  Lang lang = Lang::zh_HK;
  std::string trace_id;
  std::string remote_ip;
  int64_t received_ms = 0;

  std::string_view header(std::string_view lower_name) const;

  // Typed access to `input`. Missing -> nullopt; present but malformed -> AppError 400 naming it.
  std::optional<std::string> opt_str(std::string_view name) const;
  // The same under either spelling (the seed names some fields two ways: order_id / orderId).
  std::optional<std::string> opt_str(std::string_view name, std::string_view alias) const;
  std::optional<int64_t> opt_int(std::string_view name) const;
  std::optional<double> opt_double(std::string_view name) const;
  std::string str(std::string_view name) const;  // required
  int64_t integer(std::string_view name) const;  // required
  double number(std::string_view name) const;    // required
  // A yes/no parameter: "1"/"true" (or JSON true/1) is yes; absent gives `fallback`.
  bool flag(std::string_view name, bool fallback = false) const;
};

// A text in the three languages ({"zh-HK": ..., "zh-CN": ..., "en": ...} or one string for all):
// empty when absent and not `required`; 400 naming `name` otherwise.
I18nText i18n_field(const Request& req, std::string_view name, bool required);

// A money field ("38.5") in cents: nullopt when absent; 400 naming it when it is not money.
std::optional<int64_t> opt_money(const Request& req, std::string_view name);
// The same, required: 400 naming it when absent too.
int64_t money_field(const Request& req, std::string_view name);
// A whole number within [lo, hi], `fallback` when absent; 400 naming it otherwise.
int bounded_int(const Request& req, std::string_view name, int64_t fallback, int64_t lo, int64_t hi);

// A path parameter that names a record by its id ("/v1/x/{id}"): 404 when it is not digits (no
// such record), so a malformed path reads like any other unknown one.
int64_t path_id(const Request& req, const std::string& name = "id");

// A non-negative id inside a JSON body (a number or a string of digits); 400 naming `name` otherwise.
int64_t json_id(const boost::json::value& v, std::string_view name);

struct Response {
  int status = 200;
  std::string content_type = "application/json; charset=utf-8";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;

  void set_header(std::string name, std::string value) { headers.emplace_back(std::move(name), std::move(value)); }
};

}  // namespace qsr::http

#include "http/request.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

#include "core/app_error.h"
#include "core/money.h"

namespace qsr::http {

std::string_view Request::header(std::string_view lower_name) const {
  auto it = headers.find(std::string(lower_name));
  return it == headers.end() ? std::string_view{} : std::string_view(it->second);
}

namespace {

const boost::json::value* find_present(const boost::json::object& input, std::string_view name) {
  const auto* v = input.if_contains(name);
  if (!v || v->is_null()) return nullptr;
  if (v->is_string() && v->get_string().empty()) return nullptr;  // "x=" in a form means absent
  return v;
}

}  // namespace

std::optional<std::string> Request::opt_str(std::string_view name) const {
  const auto* v = find_present(input, name);
  if (!v) return std::nullopt;
  if (v->is_string()) return std::string(v->get_string());
  if (v->is_int64()) return std::to_string(v->get_int64());
  if (v->is_uint64()) return std::to_string(v->get_uint64());
  if (v->is_bool()) return v->get_bool() ? "true" : "false";
  throw AppError::invalid(std::string(name));
}

std::optional<std::string> Request::opt_str(std::string_view name, std::string_view alias) const {
  auto v = opt_str(name);
  return v ? v : opt_str(alias);
}

std::optional<int64_t> Request::opt_int(std::string_view name) const {
  const auto* v = find_present(input, name);
  if (!v) return std::nullopt;
  if (v->is_int64()) return v->get_int64();
  if (v->is_uint64() && v->get_uint64() <= static_cast<uint64_t>(INT64_MAX)) return static_cast<int64_t>(v->get_uint64());
  if (v->is_double() && std::floor(v->get_double()) == v->get_double() && std::abs(v->get_double()) < 9e15)
    return static_cast<int64_t>(v->get_double());
  if (v->is_string()) {
    std::string_view s = v->get_string();
    int64_t out = 0;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    if (ec == std::errc() && ptr == s.data() + s.size()) return out;
  }
  throw AppError::invalid(std::string(name));
}

std::optional<double> Request::opt_double(std::string_view name) const {
  const auto* v = find_present(input, name);
  if (!v) return std::nullopt;
  if (v->is_number()) return v->to_number<double>();
  if (v->is_string()) {
    std::string s(v->get_string());
    char* end = nullptr;
    double d = std::strtod(s.c_str(), &end);
    if (end && *end == '\0' && !s.empty() && std::isfinite(d)) return d;
  }
  throw AppError::invalid(std::string(name));
}

std::string Request::str(std::string_view name) const {
  auto v = opt_str(name);
  if (!v) throw AppError::missing(std::string(name));
  return *v;
}

int64_t Request::integer(std::string_view name) const {
  auto v = opt_int(name);
  if (!v) throw AppError::missing(std::string(name));
  return *v;
}

double Request::number(std::string_view name) const {
  auto v = opt_double(name);
  if (!v) throw AppError::missing(std::string(name));
  return *v;
}

bool Request::flag(std::string_view name, bool fallback) const {
  auto v = opt_str(name);
  if (!v) return fallback;
  return *v == "1" || *v == "true";
}

I18nText i18n_field(const Request& req, std::string_view name, bool required) {
  const auto* v = req.input.if_contains(name);
  if (!v) {
    if (required) throw AppError::invalid(std::string(name));
    return {};
  }
  if (!v->is_string() && !v->is_object()) throw AppError::invalid(std::string(name));
  return I18nText::from_json(*v);
}

std::optional<int64_t> opt_money(const Request& req, std::string_view name) {
  const auto text = req.opt_str(name);
  if (!text) return std::nullopt;
  const auto v = money::parse(*text);
  if (!v) throw AppError::invalid(std::string(name));
  return v;
}

int64_t money_field(const Request& req, std::string_view name) {
  const auto v = opt_money(req, name);
  if (!v) throw AppError::invalid(std::string(name));
  return *v;
}

int bounded_int(const Request& req, std::string_view name, int64_t fallback, int64_t lo, int64_t hi) {
  const int64_t v = req.opt_int(name).value_or(fallback);
  if (v < lo || v > hi) throw AppError::invalid(std::string(name));
  return static_cast<int>(v);
}

int64_t json_id(const boost::json::value& v, std::string_view name) {
  if (v.is_int64() && v.get_int64() >= 0) return v.get_int64();
  if (v.is_string()) {
    std::string_view s = v.get_string();
    int64_t out = 0;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    if (ec == std::errc() && ptr == s.data() + s.size() && out >= 0) return out;
  }
  throw AppError::invalid(std::string(name));
}

int64_t path_id(const Request& req, const std::string& name) {
  const auto it = req.path_params.find(name);
  const std::string_view s = it == req.path_params.end() ? std::string_view{} : std::string_view(it->second);
  int64_t out = 0;
  const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  if (s.empty() || s.front() == '-' || ec != std::errc() || ptr != s.data() + s.size()) throw AppError::not_found();
  return out;
}

}  // namespace qsr::http

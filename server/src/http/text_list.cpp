#include "http/text_list.h"

#include <algorithm>

#include "core/app_error.h"

namespace qsr::http {

namespace {

constexpr size_t kMaxEntry = 64;

void add(std::vector<std::string>& out, std::string_view entry, std::string_view name) {
  if (entry.empty() || entry.size() > kMaxEntry) throw AppError::invalid(std::string(name));
  if (std::find(out.begin(), out.end(), entry) == out.end()) out.emplace_back(entry);
}

}  // namespace

std::vector<std::string> text_list(const Request& req, std::string_view name, size_t max, const std::string& too_many_key) {
  const auto* v = req.input.if_contains(name);
  std::vector<std::string> out;
  const auto too_many = [&] { return AppError::bad_request(too_many_key, {std::to_string(max)}); };
  if (v && v->is_array()) {
    if (v->as_array().size() > max) throw too_many();
    for (const auto& e : v->as_array()) {
      if (!e.is_string()) throw AppError::invalid(std::string(name));
      add(out, e.as_string(), name);
    }
  } else if (v && v->is_string()) {
    std::string_view rest = v->as_string();
    if (rest.size() > max * (kMaxEntry + 1)) throw too_many();
    while (!rest.empty()) {
      const size_t comma = rest.find(',');
      add(out, rest.substr(0, comma), name);
      if (out.size() > max) throw too_many();
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
  } else if (v && !v->is_null()) {
    throw AppError::invalid(std::string(name));
  }
  if (out.empty()) throw AppError::missing(std::string(name));
  return out;
}

}  // namespace qsr::http

#include "modules/account/address_rules.h"

#include "core/app_error.h"
#include "core/geo.h"

namespace qsr::account {

// Spaces around a field are not part of it; a field of spaces alone is empty (a required one is missing).
std::string bounded_text(const std::optional<std::string>& value, const char* name, size_t max_chars, bool required) {
  std::string_view text = value ? std::string_view(*value) : std::string_view();
  const auto first = text.find_first_not_of(" \t\r\n");
  text = first == std::string_view::npos ? std::string_view() : text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
  if (text.empty()) {
    if (required) throw AppError::missing(name);
    return "";
  }
  if (validators::count_code_points(text) > max_chars) throw AppError::invalid(name);
  return std::string(text);
}

validators::Phone address_phone(const std::string& area_code, const std::string& number) {
  auto phone = validators::parse_phone(area_code, number);
  if (!phone) throw AppError::bad_request("phone_invalid");
  return *phone;
}

void check_position(double lat, double lng) {
  if (!geo::valid(lat, lng)) throw AppError::invalid("lat/lng");
}

bool default_flag(const std::optional<std::string>& value) { return value && (*value == "1" || *value == "true"); }

void check_room_for_another(int64_t addresses_kept) {
  if (addresses_kept >= kMaxAddresses) throw AppError::bad_request("address_limit");
}

}  // namespace qsr::account

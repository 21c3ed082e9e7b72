// The message module's value types.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <boost/json/object.hpp>

namespace qsr::message {

// The categories a member can turn off (spec 000 messageCenter; the web's filter chips).
inline constexpr std::array<std::string_view, 8> kCategories{"order", "refund", "coupon", "points", "gift", "group", "level", "reply"};
bool is_category(std::string_view c);

// What a module asks the message centre to tell a member. `dedup_key` makes it once: the same
// key for the same member writes nothing a second time (a retried or repeated event).
struct Notice {
  int64_t member_id = 0;
  std::string category;
  std::string template_key;
  boost::json::object params;
  std::string link;  // an in-app path ("/mainFlow/pages/order/detail/index?order_id=...")
  std::string dedup_key;
};

struct Message {
  int64_t id = 0;
  int64_t member_id = 0;
  std::string category, template_key;
  boost::json::object params;
  std::string link;
  int64_t created_at = 0;
  std::optional<int64_t> read_at;
};

}  // namespace qsr::message

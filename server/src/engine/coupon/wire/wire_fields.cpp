#include "engine/coupon/wire/wire_fields.h"

#include <charconv>
#include <limits>

#include "core/money.h"
#include "core/time_windows.h"
#include "engine/coupon/wire/coupon_wire.h"

namespace qsr::engine::coupon::wire {

namespace json = boost::json;

namespace {
[[noreturn]] void bad(std::string_view name, std::string_view what) {
  throw WireError("field '" + std::string(name) + "': " + std::string(what));
}
}  // namespace

const json::value* field(const json::object& o, std::string_view name) {
  const json::value* v = o.if_contains(name);
  return v && !v->is_null() ? v : nullptr;
}

int64_t int_or(const json::object& o, std::string_view name, int64_t fallback) {
  const json::value* v = field(o, name);
  if (!v) return fallback;
  if (v->is_int64()) return v->as_int64();
  // 2^63 and above do not fit: refused, never wrapped to a negative number.
  if (v->is_uint64()) bad(name, "integer out of range");
  if (v->is_bool()) return v->as_bool() ? 1 : 0;
  if (v->is_string()) {
    const auto& s = v->as_string();
    int64_t out = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    if (ec == std::errc::result_out_of_range) bad(name, "integer out of range");
    if (ec == std::errc() && end == s.data() + s.size()) return out;
  }
  bad(name, "expected an integer");
}

int int32_or(const json::object& o, std::string_view name, int fallback) {
  const int64_t v = int_or(o, name, fallback);
  // Checked before narrowing: 4294967297 must not become 1.
  if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max()) bad(name, "integer out of range");
  return static_cast<int>(v);
}

void require(const json::object& o, std::string_view name) {
  if (!field(o, name)) bad(name, "required");
}

bool bool_or(const json::object& o, std::string_view name, bool fallback) {
  const json::value* v = field(o, name);
  if (!v) return fallback;
  if (v->is_bool()) return v->as_bool();
  return int_or(o, name, 0) != 0;
}

std::string string_or(const json::object& o, std::string_view name, std::string fallback) {
  const json::value* v = field(o, name);
  if (!v) return fallback;
  if (v->is_string()) return std::string(v->as_string());
  if (v->is_int64()) return std::to_string(v->as_int64());
  bad(name, "expected a string");
}

Cents money_or(const json::object& o, std::string_view name, Cents fallback) {
  const json::value* v = field(o, name);
  if (!v) return fallback;
  std::optional<Cents> cents;
  // Whole dollars beyond this would overflow once written in cents; the engine's own range
  // (input_limits.h) is far smaller and is checked on the struct.
  constexpr int64_t kMaxWholeDollars = std::numeric_limits<int64_t>::max() / 100;
  if (v->is_string()) {
    cents = money::parse(v->as_string());
  } else if (v->is_int64()) {
    const int64_t dollars = v->as_int64();
    if (dollars > kMaxWholeDollars || dollars < -kMaxWholeDollars) bad(name, "amount out of range");
    cents = dollars * 100;
  } else if (v->is_uint64()) {
    bad(name, "amount out of range");
  } else if (v->is_double()) {
    // The shortest decimal that reads back as the same double is what the sender wrote.
    char buf[64];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v->as_double(), std::chars_format::fixed);
    if (ec == std::errc()) cents = money::parse(std::string_view(buf, end - buf));
  }
  if (!cents) bad(name, "expected an amount of dollars with at most two decimals");
  return *cents;
}

std::vector<int64_t> int_list(const json::object& o, std::string_view name) {
  std::vector<int64_t> out;
  const json::value* v = field(o, name);
  if (!v) return out;
  if (!v->is_array()) bad(name, "expected an array of integers");
  for (const auto& item : v->as_array()) {
    json::object holder{{std::string(name), item}};
    out.push_back(int_or(holder, name, 0));
  }
  return out;
}

std::vector<int> int32_list(const json::object& o, std::string_view name) {
  std::vector<int> out;
  for (int64_t v : int_list(o, name)) {
    if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max()) bad(name, "integer out of range");
    out.push_back(static_cast<int>(v));
  }
  return out;
}

const json::object* object_or_null(const json::object& o, std::string_view name) {
  const json::value* v = field(o, name);
  if (!v) return nullptr;
  if (!v->is_object()) bad(name, "expected an object");
  return &v->as_object();
}

const json::array* array_or_null(const json::object& o, std::string_view name) {
  const json::value* v = field(o, name);
  if (!v) return nullptr;
  if (!v->is_array()) bad(name, "expected an array");
  return &v->as_array();
}

int minute_of_day(const json::object& o, std::string_view name, int fallback) {
  const json::value* v = field(o, name);
  if (!v) return fallback;
  if (v->is_string()) {
    const auto parsed = tw::parse_hhmm(v->as_string());
    if (parsed) return *parsed;
  }
  bad(name, "expected a time of day \"HH:MM\"");
}

// The shape only; whether the day exists (no 2025-02-31) is the engine's check (input_check.h).
int yyyymmdd(const json::object& o, std::string_view name) {
  const json::value* v = field(o, name);
  if (v && v->is_string()) {
    const auto& s = v->as_string();
    int y = 0, m = 0, d = 0;
    if (s.size() == 10 && s[4] == '-' && s[7] == '-') {
      auto ok = [&](size_t at, size_t n, int& out) {
        auto [end, ec] = std::from_chars(s.data() + at, s.data() + at + n, out);
        return ec == std::errc() && end == s.data() + at + n;
      };
      if (ok(0, 4, y) && ok(5, 2, m) && ok(8, 2, d) && m >= 1 && m <= 12 && d >= 1 && d <= 31) return y * 10000 + m * 100 + d;
    }
  }
  bad(name, "expected a date \"YYYY-MM-DD\"");
}

}  // namespace qsr::engine::coupon::wire

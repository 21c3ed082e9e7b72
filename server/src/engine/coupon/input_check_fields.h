// Range checks of single fields, shared by the input checks (input_check.h). Every failure
// throws InputError with "<where>.<field>: <what was expected>".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/coupon/input_check.h"

namespace qsr::engine::coupon::input {

[[noreturn]] void fail(std::string_view where, std::string_view field, std::string_view expected,
                       InputError::Kind kind = InputError::Kind::invalid);

void integer(std::string_view where, std::string_view field, int64_t value, int64_t lo, int64_t hi);
void money(std::string_view where, std::string_view field, int64_t cents);  // 0 .. kMaxMoney
void id(std::string_view where, std::string_view field, int64_t value);     // 0 .. kMaxId
void moment(std::string_view where, std::string_view field, int64_t ms);    // kMinMomentMs .. kMaxMomentMs
void text(std::string_view where, std::string_view field, const std::string& value, size_t max_chars);
void list_size(std::string_view where, std::string_view field, size_t size, size_t max);

template <typename T>
void each_in(std::string_view where, std::string_view field, const std::vector<T>& values, int64_t lo, int64_t hi) {
  for (const T& v : values) integer(where, field, static_cast<int64_t>(v), lo, hi);
}
template <typename T>
void each_of(std::string_view where, std::string_view field, const std::vector<T>& values,
             std::initializer_list<int64_t> allowed, std::string_view expected) {
  for (const T& v : values) {
    bool ok = false;
    for (int64_t a : allowed) ok = ok || a == static_cast<int64_t>(v);
    if (!ok) fail(where, field, expected);
  }
}

// A real calendar date written yyyymmdd (no 2025-02-31), in the years the engine accepts.
bool is_calendar_date(int yyyymmdd);

}  // namespace qsr::engine::coupon::input

// Row accessors. The two drivers hand back slightly different types for the same SQL (SQLite
// has no numeric type; PostgreSQL returns SUM(bigint) as numeric, read here as a double), so the
// accessors convert between int64, double and numeric text instead of demanding one exact type.
// A NULL read through a non-optional numeric accessor throws: it is a query bug (use COALESCE
// or the opt_ accessor), not a value to be guessed.
#include <charconv>
#include <cmath>
#include <cstdlib>

#include "db/db.h"

namespace qsr::db {
namespace {

[[noreturn]] void bad_column(size_t i, const char* why) {
  throw DbError(DbError::Kind::other, "column " + std::to_string(i) + ": " + why);
}

int64_t double_to_i64(double d, size_t i) {
  // Outside this range the cast is undefined behaviour; a money column never gets there.
  if (!std::isfinite(d) || d >= 9223372036854775808.0 || d < -9223372036854775808.0)
    bad_column(i, "number out of int64 range");
  return static_cast<int64_t>(d);  // truncates toward zero
}

int64_t text_to_i64(const std::string& s, size_t i) {
  int64_t out = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  if (ec == std::errc() && end == s.data() + s.size()) return out;
  // A decimal such as "12.50" (PostgreSQL numeric as text): truncate like a double column.
  char* stop = nullptr;
  double d = std::strtod(s.c_str(), &stop);
  if (s.empty() || stop != s.c_str() + s.size()) bad_column(i, "text is not a number");
  return double_to_i64(d, i);
}

double text_to_f64(const std::string& s, size_t i) {
  char* stop = nullptr;
  double d = std::strtod(s.c_str(), &stop);
  if (s.empty() || stop != s.c_str() + s.size()) bad_column(i, "text is not a number");
  return d;
}

std::string format_double(double d) {
  // Shortest text that reads back as the same double ("38.5", not "38.500000").
  char buf[64];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, d);
  return std::string(buf, end);
}

}  // namespace

int64_t Row::i64(size_t i) const {
  const Value& v = values_.at(i);
  if (auto p = std::get_if<int64_t>(&v)) return *p;
  if (auto p = std::get_if<double>(&v)) return double_to_i64(*p, i);
  if (auto p = std::get_if<std::string>(&v)) return text_to_i64(*p, i);
  bad_column(i, "is NULL");
}

double Row::f64(size_t i) const {
  const Value& v = values_.at(i);
  if (auto p = std::get_if<double>(&v)) return *p;
  if (auto p = std::get_if<int64_t>(&v)) return static_cast<double>(*p);
  if (auto p = std::get_if<std::string>(&v)) return text_to_f64(*p, i);
  bad_column(i, "is NULL");
}

std::string Row::str(size_t i) const {
  const Value& v = values_.at(i);
  if (auto p = std::get_if<std::string>(&v)) return *p;
  if (auto p = std::get_if<int64_t>(&v)) return std::to_string(*p);
  if (auto p = std::get_if<double>(&v)) return format_double(*p);
  return "";
}

std::optional<int64_t> Row::opt_i64(size_t i) const {
  if (is_null(i)) return std::nullopt;
  return i64(i);
}

std::optional<std::string> Row::opt_str(size_t i) const {
  if (is_null(i)) return std::nullopt;
  return str(i);
}

std::optional<double> Row::opt_f64(size_t i) const {
  if (is_null(i)) return std::nullopt;
  return f64(i);
}

}  // namespace qsr::db

#include "db/sql_placeholders.h"

namespace qsr::db {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Both dialects allow '$' inside an identifier (price$1); that is not a placeholder.
bool is_identifier_char(char c) {
  return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' ||
         static_cast<unsigned char>(c) >= 0x80;
}

// Index just past the quoted run that starts at `i` with `quote`. A doubled quote is an escaped
// quote, which the same loop handles: it closes and immediately reopens. Unterminated text runs
// to the end; SQLite then reports the syntax error itself.
size_t skip_quoted(std::string_view sql, size_t i, char quote) {
  size_t j = sql.find(quote, i + 1);
  return j == std::string_view::npos ? sql.size() : j + 1;
}

}  // namespace

std::string rewrite_placeholders_for_sqlite(std::string_view sql) {
  std::string out;
  out.reserve(sql.size());
  size_t i = 0;
  while (i < sql.size()) {
    char c = sql[i];
    size_t next = i + 1;
    if (c == '\'' || c == '"') {
      next = skip_quoted(sql, i, c);
    } else if (c == '-' && i + 1 < sql.size() && sql[i + 1] == '-') {
      size_t eol = sql.find('\n', i);
      next = eol == std::string_view::npos ? sql.size() : eol + 1;
    } else if (c == '/' && i + 1 < sql.size() && sql[i + 1] == '*') {
      size_t end = sql.find("*/", i + 2);
      next = end == std::string_view::npos ? sql.size() : end + 2;
    } else if (c == '$' && i + 1 < sql.size() && is_digit(sql[i + 1]) &&
               (i == 0 || !is_identifier_char(sql[i - 1]))) {
      out += '?';
      ++i;
      continue;  // the digits are copied by the following iterations
    }
    out.append(sql.substr(i, next - i));
    i = next;
  }
  return out;
}

}  // namespace qsr::db

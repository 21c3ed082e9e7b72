#include "core/validators.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <tuple>

namespace qsr::validators {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_alnum(char c) { return is_digit(c) || is_upper(c) || is_lower(c); }
bool all_digits(std::string_view s) { return !s.empty() && std::all_of(s.begin(), s.end(), is_digit); }

// ---- Phone ----

// What a valid national number looks like in each area the spec's phone splitting knows.
struct AreaRule {
  std::string_view area_code;
  size_t min_digits, max_digits;
  std::string_view first;   // allowed first digits
  std::string_view second;  // allowed second digits ("" = any)
  bool trunk_zero;          // a leading 0 of the local dialling format is dropped
};

constexpr std::array<AreaRule, 5> kAreas = {{
    {"852", 8, 8, "456789", "", false},  // Hong Kong: mobile 5/6/7/9, also 4 and 8 ranges
    {"853", 8, 8, "6", "", false},       // Macau mobile
    {"86", 11, 11, "1", "3456789", false},  // mainland China mobile 1[3-9]
    {"62", 9, 12, "8", "", true},        // Indonesia mobile (locally written 08...)
    {"63", 10, 10, "9", "", true},       // Philippines mobile (locally written 09...)
}};

const AreaRule* area_rule(std::string_view area_code) {
  for (const auto& a : kAreas) {
    if (a.area_code == area_code) return &a;
  }
  return nullptr;
}

// Drops the spaces and dashes people type; nullopt when anything but digits is left.
std::optional<std::string> digits_of(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == ' ' || c == '-') continue;
    if (!is_digit(c)) return std::nullopt;
    out += c;
  }
  if (out.empty()) return std::nullopt;
  return out;
}

// "852", "+852" or "" (Hong Kong) -> the rule of that area; nullptr when not one we accept.
const AreaRule* area_of(std::string_view area_code) {
  auto trimmed = area_code;
  while (!trimmed.empty() && trimmed.front() == ' ') trimmed.remove_prefix(1);
  while (!trimmed.empty() && trimmed.back() == ' ') trimmed.remove_suffix(1);
  if (trimmed.empty()) return area_rule("852");
  if (trimmed.front() == '+') trimmed.remove_prefix(1);
  return all_digits(trimmed) ? area_rule(trimmed) : nullptr;
}

std::optional<std::string> national_number(const AreaRule& area, std::string_view phone) {
  auto digits = digits_of(phone);
  if (!digits) return std::nullopt;
  if (area.trunk_zero && digits->size() > 1 && digits->front() == '0') digits->erase(0, 1);
  const std::string& d = *digits;
  if (d.size() < area.min_digits || d.size() > area.max_digits) return std::nullopt;
  if (area.first.find(d[0]) == std::string_view::npos) return std::nullopt;
  if (!area.second.empty() && area.second.find(d[1]) == std::string_view::npos) return std::nullopt;
  return digits;
}

// ---- Dates ----

bool is_leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int days_in_month(int y, int m) {
  static constexpr std::array<int, 12> kDays = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && is_leap(y) ? 29 : kDays[static_cast<size_t>(m - 1)];
}

int number_at(std::string_view s, size_t pos, size_t len) {
  int v = 0;
  for (size_t i = pos; i < pos + len; ++i) v = v * 10 + (s[i] - '0');
  return v;
}

bool is_full_date_shape(std::string_view s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (size_t i : {0, 1, 2, 3, 5, 6, 8, 9}) {
    if (!is_digit(s[i])) return false;
  }
  return true;
}

// "", "1990", "1990-", "1990--12": a year (or nothing) with the month left out.
bool lacks_month(std::string_view s) {
  if (s.empty()) return true;
  if (s.size() < 4 || !all_digits(s.substr(0, 4))) return false;
  std::string_view rest = s.substr(4);
  return rest.empty() || rest == "-" || rest.substr(0, 2) == "--";
}

// The oldest year we take as a real birthday (a typo guard, not an insult).
constexpr int kEarliestBirthYear = 1900;

// ---- UTF-8 ----

bool is_control(char32_t cp) { return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F); }
bool is_blank(char32_t cp) { return cp == U' ' || cp == U'\u3000'; }  // incl. the ideographic space

}  // namespace

// ---- Phone ----

std::optional<Phone> parse_phone(std::string_view area_code, std::string_view phone) {
  const AreaRule* area = area_of(area_code);
  if (!area) return std::nullopt;
  auto number = national_number(*area, phone);
  if (!number) return std::nullopt;
  return Phone{std::string(area->area_code), std::move(*number)};
}

Problem check_phone(std::string_view area_code, std::string_view phone) {
  if (!area_of(area_code)) return "area_code_invalid";
  if (!parse_phone(area_code, phone)) return "phone_invalid";
  return std::nullopt;
}

std::optional<Phone> split_phone(std::string_view full) {
  auto cleaned = full;
  while (!cleaned.empty() && cleaned.front() == ' ') cleaned.remove_prefix(1);
  bool international = false;
  if (!cleaned.empty() && cleaned.front() == '+') {
    cleaned.remove_prefix(1);
    international = true;
  }
  auto digits = digits_of(cleaned);
  if (!digits) return std::nullopt;
  if (!international && digits->rfind("00", 0) == 0) {
    digits->erase(0, 2);
    international = true;
  }
  // Without an international prefix a number that is a valid Hong Kong number is one.
  if (!international) {
    if (auto local = parse_phone("852", *digits)) return local;
  }
  for (const auto& a : kAreas) {
    if (digits->rfind(a.area_code, 0) != 0) continue;
    if (auto p = parse_phone(a.area_code, std::string_view(*digits).substr(a.area_code.size()))) return p;
  }
  return std::nullopt;
}

std::string mask_phone(std::string_view number) {
  std::string out(number);
  const size_t n = out.size();
  // Numbers too short to keep 3 + 4 visible keep at most their last 4.
  size_t keep_front = n >= 8 ? 3 : 0;
  size_t keep_back = n > 4 ? 4 : 0;
  for (size_t i = keep_front; i + keep_back < n; ++i) out[i] = '*';
  return out;
}

// ---- Password ----

Problem check_password(std::string_view password) {
  if (password.size() < 8 || password.size() > 64) return "password_weak";
  bool digit = false, upper = false, lower = false, symbol = false;
  for (char c : password) {
    if (c < 0x21 || c > 0x7E) return "password_weak";  // spaces, controls, non-ASCII
    digit |= is_digit(c);
    upper |= is_upper(c);
    lower |= is_lower(c);
    symbol |= !is_alnum(c);
  }
  if (!(digit && upper && lower && symbol)) return "password_weak";
  return std::nullopt;
}

Problem check_password_confirmation(std::string_view password, std::string_view confirmation) {
  if (password != confirmation) return "password_mismatch";
  return std::nullopt;
}

// ---- Birthday ----

Problem check_birthday(std::string_view birthday, int today_year, int today_month, int today_day) {
  if (lacks_month(birthday)) return "birthday_month_required";
  if (!is_full_date_shape(birthday)) return "birthday_invalid";
  const int y = number_at(birthday, 0, 4), m = number_at(birthday, 5, 2), d = number_at(birthday, 8, 2);
  if (m == 0) return "birthday_month_required";
  if (m > 12 || d < 1 || d > days_in_month(y, m) || y < kEarliestBirthYear) return "birthday_invalid";
  const auto today = std::tuple(today_year, today_month, today_day);
  if (std::tuple(y, m, d) > today) return "birthday_invalid";

  const int adult_year = y + kMinimumAge;
  auto turns_14 = std::tuple(adult_year, m, d);
  if (m == 2 && d == 29 && !is_leap(adult_year)) turns_14 = std::tuple(adult_year, 3, 1);
  if (today < turns_14) return "birthday_under_14";
  return std::nullopt;
}

// ---- Other member fields ----

Problem check_email(std::string_view email) {
  const size_t at = email.find('@');
  if (email.size() > 254 || at == std::string_view::npos || email.find('@', at + 1) != std::string_view::npos) {
    return "email_invalid";
  }
  std::string_view local = email.substr(0, at), domain = email.substr(at + 1);
  static constexpr std::string_view kLocalSymbols = "!#$%&'*+/=?^_`{|}~.-";
  if (local.empty() || local.size() > 64 || local.front() == '.' || local.back() == '.' ||
      local.find("..") != std::string_view::npos) {
    return "email_invalid";
  }
  for (char c : local) {
    if (!is_alnum(c) && kLocalSymbols.find(c) == std::string_view::npos) return "email_invalid";
  }
  size_t labels = 0;
  std::string_view last;
  for (std::string_view rest = domain;;) {
    const size_t dot = rest.find('.');
    ++labels;
    std::string_view label = rest.substr(0, dot);
    if (label.empty() || label.size() > 63 || label.front() == '-' || label.back() == '-') return "email_invalid";
    for (char c : label) {
      if (!is_alnum(c) && c != '-') return "email_invalid";
    }
    last = label;
    if (dot == std::string_view::npos) break;
    rest = rest.substr(dot + 1);
  }
  if (labels < 2 || all_digits(last)) return "email_invalid";
  return std::nullopt;
}

bool luhn_valid(std::string_view digits) {
  if (!all_digits(digits)) return false;
  int sum = 0;
  bool twice = false;  // the check digit itself (rightmost) is taken once
  for (auto it = digits.rbegin(); it != digits.rend(); ++it) {
    int v = *it - '0';
    if (twice) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
    twice = !twice;
  }
  return sum % 10 == 0;
}

Problem check_octopus(std::string_view card_number) {
  if (card_number.size() < 8 || card_number.size() > 10 || !luhn_valid(card_number)) return "octopus_invalid";
  return std::nullopt;
}

Problem check_invite_code(std::string_view code) {
  if (code.empty() || code.size() > 32 || !std::all_of(code.begin(), code.end(), is_alnum)) return "invite_code_invalid";
  return std::nullopt;
}

bool is_promotion_tag(std::string_view tag) {
  return !tag.empty() && tag.size() <= 64 &&
         std::all_of(tag.begin(), tag.end(), [](char c) { return is_alnum(c) || c == '-' || c == '_' || c == '.'; });
}

Problem check_tax_number(std::string_view tax_number) {
  const size_t n = tax_number.size();
  bool allowed = std::all_of(tax_number.begin(), tax_number.end(), [](char c) { return is_upper(c) || is_digit(c); });
  if ((n != 15 && n != 18 && n != 20) || !allowed) return "tax_number_invalid";
  return std::nullopt;
}

Problem check_nickname(std::string_view nickname) {
  size_t count = 0;
  bool blank = true;
  for (size_t i = 0; i < nickname.size(); ++count) {
    auto cp = next_code_point(nickname, i);
    if (!cp || is_control(*cp)) return "nickname_invalid";
    blank = blank && is_blank(*cp);
  }
  if (count < 1 || count > 20 || blank) return "nickname_invalid";
  return std::nullopt;
}

namespace {

// Symbols a review may not carry: emoji and pictographs (with their joiners and variation
// selectors), dingbats, arrows, maths and technical signs, box drawing, private use.
bool is_special_symbol(char32_t cp) {
  return (cp >= 0x2190 && cp <= 0x21FF) || (cp >= 0x2200 && cp <= 0x23FF) || (cp >= 0x2500 && cp <= 0x27BF) ||
         (cp >= 0x2900 && cp <= 0x2BFF) || (cp >= 0xE000 && cp <= 0xF8FF) || (cp >= 0xFE00 && cp <= 0xFE0F) ||
         cp == 0x200D || cp == 0x20E3 || (cp >= 0x1F000 && cp <= 0x1FAFF) || (cp >= 0xE0000 && cp <= 0xE007F) ||
         cp >= 0xF0000;
}

bool is_markup(char32_t cp) {
  return cp == U'<' || cp == U'>' || cp == U'{' || cp == U'}' || cp == U'[' || cp == U']' || cp == U'\\' ||
         cp == U'|' || cp == U'`' || cp == U'^';
}

}  // namespace

Problem check_review_text(std::string_view text, size_t max_code_points) {
  size_t count = 0;
  for (size_t i = 0; i < text.size(); ++count) {
    auto cp = next_code_point(text, i);
    if (!cp) return "review_text_special";
    if ((is_control(*cp) && *cp != U'\n' && *cp != U'\r') || is_special_symbol(*cp) || is_markup(*cp)) return "review_text_special";
  }
  if (count > max_code_points) return "review_text_too_long";
  return std::nullopt;
}

Problem check_sex(int64_t sex) {
  if (sex < 0 || sex > 2) return "sex_invalid";
  return std::nullopt;
}

// ---- Text helpers ----

std::optional<char32_t> next_code_point(std::string_view s, size_t& i) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char b0 = byte(i);
  size_t len = b0 < 0x80 ? 1 : (b0 >> 5) == 0x6 ? 2 : (b0 >> 4) == 0xE ? 3 : (b0 >> 3) == 0x1E ? 4 : 0;
  if (len == 0 || i + len > s.size()) return std::nullopt;
  char32_t cp = len == 1 ? b0 : len == 2 ? (b0 & 0x1F) : len == 3 ? (b0 & 0x0F) : (b0 & 0x07);
  for (size_t k = 1; k < len; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return std::nullopt;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  static constexpr std::array<char32_t, 5> kSmallest = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kSmallest[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return std::nullopt;
  i += len;
  return cp;
}

void append_utf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

size_t count_code_points(std::string_view utf8) {
  return static_cast<size_t>(
      std::count_if(utf8.begin(), utf8.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

bool valid_utf8(std::string_view text) {
  for (size_t i = 0; i < text.size();) {
    if (!next_code_point(text, i)) return false;
  }
  return true;
}

std::string_view utf8_prefix(std::string_view text, size_t max_bytes) {
  if (text.size() <= max_bytes) return text;
  size_t end = max_bytes;
  // Step back over continuation bytes (10xxxxxx) to the start of the character that was cut.
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  return text.substr(0, end);
}

bool valid_color(std::string_view color) {
  if (color.empty()) return true;
  if (color.size() != 7 || color[0] != '#') return false;
  return std::all_of(color.begin() + 1, color.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; });
}

}  // namespace qsr::validators

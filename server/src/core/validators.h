// The input rules of spec 000 §5 as pure functions. Each check returns nullopt when the value is
// fine, or the message catalogue key to answer with, so a caller writes
//   if (auto err = validators::check_email(v)) throw AppError::bad_request(*err);
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace qsr::validators {

using Problem = std::optional<std::string>;  // a message key, or nullopt when valid

// ---- Phone (spec 000 §5; display mask spec 001 §5) ----

// A phone number split into its country calling code and national number, digits only.
struct Phone {
  std::string area_code;  // "852", "853", "86", "62", "63"
  std::string number;     // "91234567"
  std::string key() const { return area_code + "-" + number; }  // unique key: "852-91234567"
  std::string e164() const { return "+" + area_code + number; }  // "+85291234567"
};

// Area code as typed ("852" or "+852"; empty means Hong Kong) and the national number. Spaces
// and dashes are dropped; any other non-digit makes the number invalid.
std::optional<Phone> parse_phone(std::string_view area_code, std::string_view phone);
// The same, saying which half is wrong: "area_code_invalid" or "phone_invalid".
Problem check_phone(std::string_view area_code, std::string_view phone);
// A full number ("+85291234567", "0086 138 0013 8000", "85291234567" or a bare Hong Kong
// "91234567"): a leading + or 00 is dropped, then the spec's prefixes 86, 852, 853, 62, 63.
std::optional<Phone> split_phone(std::string_view full);
// Spec 001 §5: all but the first 3 and last 4 digits masked ("13800138000" -> "138****8000").
// A number shorter than 8 keeps only its last 4 ("1234567" -> "***4567"), 4 or fewer none.
std::string mask_phone(std::string_view number);

// ---- Password (spec 000 §5) ----

// 8 to 64 printable ASCII characters, no spaces, with a digit, an upper-case letter, a
// lower-case letter and a symbol (any other printable ASCII character): "password_weak".
Problem check_password(std::string_view password);
// The two entries must match: "password_mismatch".
Problem check_password_confirmation(std::string_view password, std::string_view confirmation);

// ---- Birthday (spec 000 §5, §9: minimum age 14) ----

inline constexpr int kMinimumAge = 14;

// "YYYY-MM-DD", a real date, not after `today` (Hong Kong local date), and the person at least
// 14 on `today`. Turning 14 today is enough. Someone born on 29 February turns 14 on 1 March in
// a year without one (the later of the two candidate days: an age gate errs on the safe side).
// A value missing its month ("", "1990", "1990-", "1990--12") is "birthday_month_required";
// anything else malformed is "birthday_invalid"; too young is "birthday_under_14".
Problem check_birthday(std::string_view birthday, int today_year, int today_month, int today_day);

// ---- Other member fields ----

// One @; local part 1-64 of letters, digits and !#$%&'*+/=?^_`{|}~.- (no leading, trailing or
// doubled dot); a domain of at least two dot-separated labels of letters, digits and inner
// hyphens (1-63 each), the last not all digits; 254 characters in all: "email_invalid".
Problem check_email(std::string_view email);

// Octopus card number: 8 to 10 digits whose last digit is a Luhn check digit. The spec says
// "a check digit computed by doubling alternate digits"; we read that as Luhn over the whole
// number (double every second digit from the right, starting left of the check digit, subtract
// 9 from results above 9; the sum must end in 0): "octopus_invalid".
Problem check_octopus(std::string_view card_number);
bool luhn_valid(std::string_view digits);

// Invitation or discount code: 1 to 32 ASCII letters or digits: "invite_code_invalid".
Problem check_invite_code(std::string_view code);
// A promotion's id or channel from a launch address (qrPromoteId, chan_id): 1-64 of A-Z a-z 0-9 - _ .
bool is_promotion_tag(std::string_view tag);

// Tax number (invoice): 15, 18 or 20 of A-Z and 0-9: "tax_number_invalid".
Problem check_tax_number(std::string_view tax_number);

// Nickname: valid UTF-8, 1 to 20 code points, no control characters, not only spaces:
// "nickname_invalid".
Problem check_nickname(std::string_view nickname);

// A review's words (spec 000 §5: "special characters not allowed"): valid UTF-8 of at most
// `max_code_points`, letters of any script, digits, spaces, line breaks and punctuation. Emoji,
// pictographs and other symbols, control characters, private-use characters and the markup
// characters < > { } [ ] \ | ` ^ are refused: "review_text_special"; too long: "review_text_too_long".
Problem check_review_text(std::string_view text, size_t max_code_points);

// Sex: 0 unknown, 1 male, 2 female: "sex_invalid".
Problem check_sex(int64_t sex);

// ---- Text helpers ----

// Number of Unicode code points in UTF-8 text (what a person counts as characters).
size_t count_code_points(std::string_view utf8);
// True when `text` is well-formed UTF-8 (no overlong forms, surrogates or values past U+10FFFF).
bool valid_utf8(std::string_view text);
// Decodes the code point at byte `i` and moves `i` past it; nullopt on a malformed sequence.
std::optional<char32_t> next_code_point(std::string_view text, size_t& i);
// Appends `cp` to `out` as UTF-8.
void append_utf8(std::string& out, char32_t cp);

// A colour as operators give one for a badge or a card: "" (none) or #rrggbb.
bool valid_color(std::string_view color);
// The longest prefix of at most `max_bytes` that does not cut a UTF-8 character in two (a cut one
// is invalid text, which PostgreSQL refuses to store).
std::string_view utf8_prefix(std::string_view text, size_t max_bytes);

}  // namespace qsr::validators

// The input validators (server/src/core/validators.*) and the HTTP text rule built on them.
//
// Input: the first byte picks a validator, the rest is its text (two texts are split at the first
// NUL byte; check_birthday takes "today" from the next bytes); seeds in corpus/validators/.
// Checks beyond "no crash, no sanitizer report", each against an independent reading of the rule:
// - valid_utf8 agrees with a decoder written from the Unicode standard's table of well-formed byte
//   sequences (Table 3-7), and count_code_points counts what that decoder decodes;
// - acceptable_text = valid UTF-8 and no C0 (but tab, and line breaks when allowed), DEL or C1;
// - whatever a check accepts has the shape its comment promises (digits, lengths, one '@', ...).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

#include "core/validators.h"
#include "http/input_parser.h"

using namespace qsr;
namespace v = qsr::validators;

namespace {

[[noreturn]] void fail(const char* what, std::string_view detail) {
  std::fprintf(stderr, "fuzz_validators: %s: %.*s\n", what, static_cast<int>(detail.size()), detail.data());
  std::abort();
}

// Unicode 15, Table 3-7: the well-formed UTF-8 byte sequences. Returns the code points, or
// nullopt when the text is not well formed.
std::optional<std::u32string> decode_table_3_7(std::string_view s) {
  std::u32string out;
  auto in = [](unsigned char b, unsigned lo, unsigned hi) { return b >= lo && b <= hi; };
  for (size_t i = 0; i < s.size();) {
    const auto b0 = static_cast<unsigned char>(s[i]);
    auto at = [&](size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u; };
    if (b0 <= 0x7F) {
      out += b0;
      i += 1;
    } else if (in(b0, 0xC2, 0xDF) && in(at(1), 0x80, 0xBF)) {
      out += (char32_t(b0 & 0x1F) << 6) | (at(1) & 0x3F);
      i += 2;
    } else if ((b0 == 0xE0 && in(at(1), 0xA0, 0xBF)) || (in(b0, 0xE1, 0xEC) && in(at(1), 0x80, 0xBF)) ||
               (b0 == 0xED && in(at(1), 0x80, 0x9F)) || (in(b0, 0xEE, 0xEF) && in(at(1), 0x80, 0xBF))) {
      if (!in(at(2), 0x80, 0xBF)) return std::nullopt;
      out += (char32_t(b0 & 0x0F) << 12) | (char32_t(at(1) & 0x3F) << 6) | (at(2) & 0x3F);
      i += 3;
    } else if ((b0 == 0xF0 && in(at(1), 0x90, 0xBF)) || (in(b0, 0xF1, 0xF3) && in(at(1), 0x80, 0xBF)) ||
               (b0 == 0xF4 && in(at(1), 0x80, 0x8F))) {
      if (!in(at(2), 0x80, 0xBF) || !in(at(3), 0x80, 0xBF)) return std::nullopt;
      out += (char32_t(b0 & 0x07) << 18) | (char32_t(at(1) & 0x3F) << 12) | (char32_t(at(2) & 0x3F) << 6) | (at(3) & 0x3F);
      i += 4;
    } else {
      return std::nullopt;
    }
  }
  return out;
}

bool all_digits(std::string_view s) {
  for (char c : s) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

void check_text_rule(std::string_view s) {
  const auto decoded = decode_table_3_7(s);
  if (v::valid_utf8(s) != decoded.has_value()) fail("valid_utf8 disagrees with Table 3-7", s);
  if (decoded && v::count_code_points(s) != decoded->size()) fail("count_code_points miscounts", s);
  for (bool breaks : {false, true}) {
    bool expected = decoded.has_value();
    if (decoded) {
      for (char32_t cp : *decoded) {
        if (cp == U'\t') continue;
        if ((cp == U'\n' || cp == U'\r') && breaks) continue;
        if (cp < 0x20 || (cp >= 0x7F && cp <= 0x9F)) expected = false;
      }
    }
    if (http::acceptable_text(s, breaks) != expected) fail("acceptable_text disagrees with the rule", s);
  }
}

void check_phone_rules(std::string_view area, std::string_view number) {
  auto phone = v::parse_phone(area, number);
  if (phone.has_value() != !v::check_phone(area, number).has_value()) fail("parse_phone and check_phone disagree", number);
  if (phone) {
    if (!all_digits(phone->area_code) || !all_digits(phone->number) || phone->number.empty()) fail("phone is not digits", phone->key());
    if (phone->key() != phone->area_code + "-" + phone->number) fail("phone key", phone->key());
  }
  if (auto split = v::split_phone(number)) {
    if (!all_digits(split->area_code) || !all_digits(split->number) || split->number.empty()) fail("split phone is not digits", number);
  }
  if (v::mask_phone(number).size() != number.size()) fail("mask_phone changes the length", number);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const uint8_t which = data[0];
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  const size_t nul = text.find('\0');
  const std::string_view first = text.substr(0, nul);
  const std::string_view second = nul == std::string_view::npos ? std::string_view{} : text.substr(nul + 1);

  switch (which % 10) {
    case 0:
      check_text_rule(text);
      break;
    case 1:
      check_phone_rules(first, second);
      break;
    case 2: {
      auto problem = v::check_password(text);
      if (!problem) {
        if (text.size() < 8 || text.size() > 64) fail("password length", text);
        for (char c : text) {
          if (c <= ' ' || c > '~') fail("password with a non-printable or space", text);
        }
      }
      if (!v::check_password_confirmation(first, second) && first != second) fail("different passwords confirmed", text);
      break;
    }
    case 3: {
      // "today" from three bytes after the text: any year 1900..2155, month 1..12, day 1..28.
      const int year = 1900 + (size > 1 ? data[size - 1] : 0);
      const int month = 1 + (size > 2 ? data[size - 2] % 12 : 0);
      const int day = 1 + (size > 3 ? data[size - 3] % 28 : 0);
      if (!v::check_birthday(first, year, month, day)) {
        if (first.size() != 10 || first[4] != '-' || first[7] != '-') fail("accepted birthday is not YYYY-MM-DD", first);
        if (!all_digits(first.substr(0, 4)) || !all_digits(first.substr(5, 2)) || !all_digits(first.substr(8, 2))) fail("birthday digits", first);
        if (std::stoi(std::string(first.substr(0, 4))) > year - v::kMinimumAge) fail("accepted a birthday under 14", first);
      }
      break;
    }
    case 4:
      if (!v::check_email(text)) {
        if (text.size() > 254 || std::count(text.begin(), text.end(), '@') != 1) fail("accepted email shape", text);
      }
      break;
    case 5:
      if (!v::check_octopus(text) && (text.size() < 8 || text.size() > 10 || !all_digits(text) || !v::luhn_valid(text))) {
        fail("accepted octopus number shape", text);
      }
      break;
    case 6:
      if (!v::check_invite_code(text) && (text.empty() || text.size() > 32)) fail("accepted invite code length", text);
      if (!v::check_tax_number(text) && text.size() != 15 && text.size() != 18 && text.size() != 20) fail("tax number length", text);
      break;
    case 7:
      if (!v::check_nickname(text)) {
        const auto decoded = decode_table_3_7(text);
        if (!decoded || decoded->empty() || decoded->size() > 20) fail("accepted nickname", text);
        if (!http::acceptable_text(text, false)) fail("accepted nickname with a control character", text);
      }
      break;
    case 8: {
      int64_t sex = 0;
      for (size_t i = 1; i < size && i < 9; ++i) sex = static_cast<int64_t>(static_cast<uint64_t>(sex) << 8 | data[i]);
      if (!v::check_sex(sex) && (sex < 0 || sex > 2)) fail("accepted sex", text);
      break;
    }
    default: {
      (void)v::luhn_valid(text);
      (void)v::mask_phone(text);
      // A review's words: what is accepted is well-formed UTF-8 of at most 50 code points with no
      // control character but line breaks, no markup character and no emoji.
      if (!v::check_review_text(text, 50)) {
        const auto decoded = decode_table_3_7(text);
        if (!decoded || decoded->size() > 50) fail("accepted review text", text);
        for (char32_t cp : *decoded) {
          if ((cp < 0x20 && cp != U'\n' && cp != U'\r') || (cp >= 0x7F && cp <= 0x9F)) fail("review text with a control character", text);
          if (cp == U'<' || cp == U'>' || (cp >= 0x1F000 && cp <= 0x1FAFF)) fail("review text with markup or emoji", text);
        }
      }
      break;
    }
  }
  return 0;
}

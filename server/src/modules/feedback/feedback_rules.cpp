#include "modules/feedback/feedback_rules.h"

#include <array>

namespace qsr::feedback {

bool is_category(std::string_view c) {
  static constexpr std::array<std::string_view, 5> kCategories{"food", "service", "delivery", "app", "other"};
  for (auto k : kCategories) {
    if (k == c) return true;
  }
  return false;
}

validators::Problem check_contact(const FeedbackInput& in, Contact& out) {
  if (!in.phone.empty()) {
    if (auto err = validators::check_phone(in.area_code, in.phone)) return err;
    out = {"phone", validators::parse_phone(in.area_code, in.phone)->key()};
    return std::nullopt;
  }
  if (!in.email.empty()) {
    if (auto err = validators::check_email(in.email)) return err;
    out = {"email", in.email};
    return std::nullopt;
  }
  return "feedback_contact_required";
}

validators::Problem check_content(std::string_view content) {
  size_t count = 0;
  bool blank = true;
  for (size_t i = 0; i < content.size(); ++count) {
    auto cp = validators::next_code_point(content, i);
    const bool control = cp && (*cp < 0x20 || (*cp >= 0x7F && *cp <= 0x9F)) && *cp != U'\n' && *cp != U'\r' && *cp != U'\t';
    if (!cp || control) return "feedback_content_invalid";
    blank = blank && (*cp == U' ' || *cp == U'\n' || *cp == U'\r' || *cp == U'\t' || *cp == U'\u3000');
  }
  if (count == 0 || blank) return "feedback_content_required";
  if (count > kMaxContent) return "feedback_content_too_long";
  return std::nullopt;
}

}  // namespace qsr::feedback

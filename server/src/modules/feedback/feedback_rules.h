// Feedback's rules as pure functions (spec 000 §5: content required; contact a phone with area
// code or an e-mail; at most 5 images).
#pragma once

#include <string>
#include <string_view>

#include "core/validators.h"
#include "modules/feedback/feedback_types.h"

namespace qsr::feedback {

inline constexpr size_t kMaxImages = 5;
inline constexpr size_t kMaxContent = 500;  // code points
inline constexpr size_t kMaxReply = 500;
inline constexpr int64_t kPerMemberDaily = 10;

bool is_category(std::string_view c);  // food, service, delivery, app, other

// The contact to keep: ("phone", "852-91234567") or ("email", "a@b.hk"); a problem key otherwise
// ("feedback_contact_required" when neither is given).
struct Contact {
  std::string kind, value;
};
validators::Problem check_contact(const FeedbackInput& in, Contact& out);
// Content: 1-500 code points, not only spaces, no control characters but line breaks.
validators::Problem check_content(std::string_view content);

}  // namespace qsr::feedback

// Feedback to the brand or a store (issue 20): what the member says, how to reach them, their
// pictures, and the answer.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace qsr::feedback {

enum FeedbackCode {
  kTooMany = 41001,       // the member's feedback for today is used up
  kImageRefused = 41002,  // not the member's picture, or more than 5
  kClosed = 41003,        // closed feedback takes no reply
};

struct Feedback {
  int64_t id = 0, member_id = 0;
  std::optional<int64_t> sid;
  std::string category, content, contact_kind, contact;
  std::vector<std::string> images;  // upload names
  std::string status = "open";      // open | replied | closed
  std::optional<std::string> reply;
  std::optional<int64_t> replied_at, replied_by;
  int64_t created_at = 0;
};

struct FeedbackInput {
  std::optional<int64_t> sid;
  std::string category = "other";
  std::string content;
  std::string area_code, phone, email;  // a phone with its area code, or an e-mail
  std::vector<std::string> images;      // "/uploads/<name>" or "<name>"
};

}  // namespace qsr::feedback

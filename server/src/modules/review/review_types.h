// What the review module knows of a review (issue 20; spec 000 §2 orderPlus/pages/comment, §5).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace qsr::review {

// Business codes (docs/API.md "Reviews").
enum ReviewCode {
  kNotReviewable = 40001,   // not the member's finished order, or its review time has passed
  kAlreadyReviewed = 40002,
  kSensitiveWord = 40003,   // spec 001 §8: sensitive-word check failed
  kMediaRefused = 40004,    // not the member's upload, or too many pictures or videos
};

struct ReviewMedia {
  std::string id;    // the upload's name ("<token>.jpg")
  std::string kind;  // "image" | "video"
  bool operator==(const ReviewMedia&) const = default;
};

struct Review {
  int64_t id = 0;
  std::string order_no;
  int64_t member_id = 0, sid = 0;
  int order_type = 0;
  int food = 0, service = 0;
  std::optional<int> delivery;
  std::string content;
  std::vector<ReviewMedia> media;
  bool anonymous = false, shared = true, hidden = false;
  int64_t created_at = 0;
  std::optional<std::string> reply;
  std::optional<int64_t> replied_at;
};

// What a member sends.
struct ReviewInput {
  std::string order_no;
  int64_t food = 0, service = 0;
  std::optional<int64_t> delivery;
  std::string content;
  std::vector<std::string> media;  // upload names, in the order shown
  bool anonymous = false, shared = true;
};

}  // namespace qsr::review

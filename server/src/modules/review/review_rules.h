// A review's rules as pure functions (spec 000 §5: at most 8 media, of which 1 video and 7
// pictures; special characters not allowed), so they are tested without a server.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/validators.h"
#include "modules/review/review_types.h"

namespace qsr::review {

inline constexpr size_t kMaxMedia = 8;
inline constexpr size_t kMaxVideos = 1;
inline constexpr size_t kMaxImages = 7;
inline constexpr size_t kMaxContent = 500;  // code points
inline constexpr size_t kMaxReply = 300;
// How long after the order was finished it may be reviewed.
inline constexpr int64_t kReviewWindowMs = 30LL * 24 * 3600 * 1000;

// Stars 1-5; the delivery stars for a delivery order (required) and no other.
validators::Problem check_ratings(const ReviewInput& in, bool delivery_order);
// How many of each kind: "review_media_too_many", "review_one_video", "review_images_too_many".
validators::Problem check_media_kinds(const std::vector<std::string>& kinds);
// Why an order cannot be reviewed now ("review_not_finished", "review_time_passed"), or nullopt.
validators::Problem why_not_reviewable(bool finished, std::optional<int64_t> finished_at, int64_t now_ms);

}  // namespace qsr::review

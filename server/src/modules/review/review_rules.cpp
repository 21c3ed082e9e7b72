#include "modules/review/review_rules.h"

#include <algorithm>

namespace qsr::review {
namespace {

bool is_stars(int64_t v) { return v >= 1 && v <= 5; }

}  // namespace

validators::Problem check_ratings(const ReviewInput& in, bool delivery_order) {
  if (!is_stars(in.food) || !is_stars(in.service)) return "review_rating_invalid";
  if (delivery_order && (!in.delivery || !is_stars(*in.delivery))) return "review_rating_invalid";
  if (!delivery_order && in.delivery) return "review_rating_invalid";
  return std::nullopt;
}

validators::Problem check_media_kinds(const std::vector<std::string>& kinds) {
  if (kinds.size() > kMaxMedia) return "review_media_too_many";
  const auto videos = static_cast<size_t>(std::count(kinds.begin(), kinds.end(), "video"));
  if (videos > kMaxVideos) return "review_one_video";
  if (kinds.size() - videos > kMaxImages) return "review_images_too_many";
  return std::nullopt;
}

validators::Problem why_not_reviewable(bool finished, std::optional<int64_t> finished_at, int64_t now_ms) {
  if (!finished) return "review_not_finished";
  if (finished_at && now_ms - *finished_at > kReviewWindowMs) return "review_time_passed";
  return std::nullopt;
}

}  // namespace qsr::review

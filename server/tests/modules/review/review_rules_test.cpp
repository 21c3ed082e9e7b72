// A review's rules (spec 000 §5): stars, media counts, the review window, and its words.
#include <gtest/gtest.h>

#include "core/validators.h"
#include "modules/review/review_rules.h"

namespace qsr::review {
namespace {

ReviewInput stars(int64_t food, int64_t service, std::optional<int64_t> delivery = std::nullopt) {
  ReviewInput in;
  in.food = food;
  in.service = service;
  in.delivery = delivery;
  return in;
}

TEST(ReviewRules, StarsAreOneToFiveAndDeliveryStarsBelongToDeliveryOrders) {
  EXPECT_FALSE(check_ratings(stars(1, 5), false));
  EXPECT_TRUE(check_ratings(stars(0, 5), false));
  EXPECT_TRUE(check_ratings(stars(5, 6), false));
  EXPECT_TRUE(check_ratings(stars(5, 5, 5), false));
  EXPECT_TRUE(check_ratings(stars(5, 5), true));
  EXPECT_FALSE(check_ratings(stars(5, 5, 1), true));
  EXPECT_TRUE(check_ratings(stars(5, 5, 0), true));
}

TEST(ReviewRules, AtMostSevenPicturesAndOneVideoEightInAll) {
  std::vector<std::string> kinds(7, "image");
  EXPECT_FALSE(check_media_kinds(kinds));
  kinds.push_back("video");
  EXPECT_FALSE(check_media_kinds(kinds));
  kinds.push_back("image");
  EXPECT_EQ(check_media_kinds(kinds), "review_media_too_many");
  EXPECT_EQ(check_media_kinds(std::vector<std::string>(8, "image")), "review_images_too_many");
  EXPECT_EQ(check_media_kinds({"video", "video"}), "review_one_video");
  EXPECT_FALSE(check_media_kinds({}));
}

TEST(ReviewRules, AFinishedOrderMayBeReviewedFor30Days) {
  const int64_t done = 1'000'000;
  EXPECT_EQ(why_not_reviewable(false, std::nullopt, done), "review_not_finished");
  EXPECT_FALSE(why_not_reviewable(true, done, done + kReviewWindowMs));
  EXPECT_EQ(why_not_reviewable(true, done, done + kReviewWindowMs + 1), "review_time_passed");
}

TEST(ReviewRules, WordsMayNotCarryEmojiSymbolsOrMarkup) {
  using validators::check_review_text;
  EXPECT_FALSE(check_review_text("菠蘿油好鬆化！奶茶 9/10，下次再嚟~ (必食)", 500));
  EXPECT_FALSE(check_review_text("Good.\nWill come back.", 500));
  EXPECT_FALSE(check_review_text("", 500));
  for (const std::string bad : {"好味😋", "❤", "★★★", "<b>", "a{b}", "x\x01", "\xE0\x80\xAF", "→", "\xEE\x80\x80"}) {
    EXPECT_EQ(check_review_text(bad, 500), "review_text_special") << bad;
  }
  EXPECT_FALSE(check_review_text("好好好", 3));
  EXPECT_EQ(check_review_text("好好好好", 3), "review_text_too_long");
}

}  // namespace
}  // namespace qsr::review

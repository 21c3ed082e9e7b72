// Equity (rights) cards' value types (docs/decisions/0033).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/i18n.h"

namespace qsr::rights {

// `count` coupons of a template, `times` times, `every_days` apart (the first on the day bought).
struct Benefit {
  int64_t template_id = 0;
  int count = 1, times = 1, every_days = 0;
};

// What a card is (docs/decisions/0039): a schedule of coupons (`bundle`), or a discount card whose
// one discount coupon a day is valid that day (`discount`).
inline constexpr const char* kBundleCard = "bundle";
inline constexpr const char* kDiscountCard = "discount";

struct Card {
  int64_t id = 0;
  std::string kind = kBundleCard;
  I18nText name, description, agreement;
  std::string color;
  int64_t price = 0, original_price = 0;
  int per_member_limit = 0;
  int sort = 0;
  bool active = true;
  std::vector<Benefit> benefits;
};

// One release of a member's card: its coupons and when they come.
struct Release {
  int64_t id = 0;
  int seq = 0;
  int64_t template_id = 0;
  int count = 1;
  int64_t due_at = 0;
  std::optional<int64_t> released_at, cancelled_at;
  std::optional<int64_t> released_to;  // the member who got its coupons (a card may change hands)
};

struct MemberCard {
  int64_t id = 0, member_id = 0, card_id = 0;
  std::string order_no;
  I18nText name;
  std::string status;  // active | giving (behind a gift link) | refunded
  int64_t created_at = 0;
  std::optional<int64_t> received_from;  // the friend who gave it, on a received card
  std::vector<Release> releases;
};

// A page about a member benefit (`/v1/customRights/content/*`), maybe telling of an equity card.
struct Content {
  int64_t id = 0;
  I18nText title, summary, body;  // body: rich text (a small HTML subset the client keeps)
  std::string color;
  std::optional<int64_t> card_id;
  int sort = 0;
  bool active = true;
  int64_t updated_at = 0;
};

// A card put behind a link for a friend (docs/decisions/0036).
struct Gift {
  int64_t id = 0, member_card_id = 0, giver_id = 0;
  std::optional<int64_t> receiver_id;
  std::string status;  // pending | claimed | withdrawn | returned
  int64_t created_at = 0, expires_at = 0;
};

}  // namespace qsr::rights

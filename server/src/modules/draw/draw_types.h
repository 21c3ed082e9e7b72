// Lucky draws and blind boxes (issue 19): activities, their prize pools, and what members won.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/i18n.h"

namespace qsr::draw {

// How the draw looks; the rules are the same for all three.
inline constexpr const char* kWheel = "wheel";
inline constexpr const char* kGrid = "grid";
inline constexpr const char* kBlindBox = "blind_box";

// An activity's status as operators set it. Preview: members reach it by its link and see it, but
// cannot draw (spec 001 §8 "preview mode cannot draw").
inline constexpr const char* kPreview = "preview";
inline constexpr const char* kLive = "live";
inline constexpr const char* kOff = "off";

struct Activity {
  int64_t id = 0;
  std::string kind = kWheel;
  I18nText title, rules;
  std::string image;
  int64_t cost_points = 0;   // per draw; 0: free
  int64_t daily_limit = 0;   // per member per Hong Kong day; 0: none
  int64_t total_limit = 0;   // per member over the activity; 0: none
  int64_t multi_count = 0;   // a multi-draw's size (blind boxes); 0: single draws only
  bool per_order = false;    // one draw per paid order, which the draw names
  int64_t starts_at = 0, ends_at = 0;
  std::string status = kLive;
  int sort = 0;
};

// Prize kinds.
inline constexpr const char* kCoupon = "coupon";
inline constexpr const char* kPoints = "points";
inline constexpr const char* kPhysical = "physical";
inline constexpr const char* kNothing = "none";  // "thank you for taking part"

struct Prize {
  int64_t id = 0, activity_id = 0;
  std::string kind = kNothing;
  I18nText name;
  std::string image;
  std::optional<int64_t> template_id;  // coupon prizes
  int64_t points = 0;                  // points prizes
  int64_t weight = 1;
  std::optional<int64_t> stock;        // nullopt: no limit
  int sort = 0;
  bool sold_out() const { return stock && *stock <= 0; }
};

// A record's life: a "thank you" is `none`; coupons and points are given at once (`won`); a
// physical prize waits for an address, then for shipping.
inline constexpr const char* kRecordNone = "none";
inline constexpr const char* kWon = "won";
inline constexpr const char* kAwaitingAddress = "awaiting_address";
inline constexpr const char* kToShip = "to_ship";
inline constexpr const char* kShipped = "shipped";
inline constexpr const char* kCancelled = "cancelled";

struct Record {
  int64_t id = 0;
  std::string record_no, draw_no;
  int64_t draw_id = 0, activity_id = 0, member_id = 0, prize_id = 0;
  std::string kind;
  I18nText name;
  std::string image;
  int64_t points = 0;
  std::optional<std::string> coupon_code;
  std::string status;
  std::optional<std::string> consignee, phone, address, order_no;
  int64_t created_at = 0;
  std::optional<int64_t> shipped_at, cancelled_at;
  I18nText activity_title;  // read with the record
};

struct Request {
  int64_t id = 0;
  std::string draw_no;
  int64_t activity_id = 0, member_id = 0, times = 0, points = 0;
  std::optional<std::string> order_no;
  std::string request_key;
  int64_t created_at = 0;
};

// Which of a member's records a list shows: every one, one activity's, or the prizes won only.
struct RecordFilter {
  std::optional<int64_t> activity_id;
  bool prizes_only = false;
};

// What a member has left (nullopt: no limit).
struct Chances {
  std::optional<int64_t> today_left, total_left;
  std::optional<int64_t> balance;
};

}  // namespace qsr::draw

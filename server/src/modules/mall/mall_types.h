// The points mall (issue 19): goods a member takes for points and collects at a store.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/i18n.h"

namespace qsr::mall {

struct Category {
  int64_t id = 0;
  I18nText name;
  int sort = 0;
  bool active = true;
};

struct Item {
  int64_t id = 0, category_id = 0;
  I18nText title, subtitle, detail;
  std::string image;
  int64_t points = 0;  // per unit
  int64_t stock = 0;
  int64_t per_member_limit = 0;  // units per member over time, cancelled exchanges excluded; 0: none
  int sort = 0;
  bool active = true;
};

// An exchange's life (spec 000 §4 points-mall order statuses; pickup only for now).
inline constexpr const char* kWaitingPickup = "waiting_pickup";
inline constexpr const char* kFinished = "finished";
inline constexpr const char* kCancelled = "cancelled";

struct Order {
  int64_t id = 0;
  std::string order_no;
  int64_t member_id = 0, item_id = 0, quantity = 0, points = 0, sid = 0;
  std::string pickup_code, status, request_key;
  int64_t created_at = 0;
  std::optional<int64_t> finished_at, cancelled_at;
};

// Most units of one item in one exchange.
inline constexpr int64_t kMaxQuantity = 99;

}  // namespace qsr::mall

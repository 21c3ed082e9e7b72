// Collect-wishes (issue 19): cards collected one per order handed over, a full set exchanged for a
// reward.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/i18n.h"

namespace qsr::wish {

struct Item {
  int64_t id = 0, campaign_id = 0;
  I18nText name;
  std::string image;
  int64_t weight = 1;
  int sort = 0;
};

struct Campaign {
  int64_t id = 0;
  I18nText title, rules;
  std::string reward_kind = "points";  // points | coupon
  int64_t reward_points = 0;
  std::optional<int64_t> reward_template_id;
  int64_t exchange_limit = 0;  // full sets per member; 0: no limit
  int64_t starts_at = 0, ends_at = 0;
  bool active = true;
  std::vector<Item> items;
  bool running(int64_t now_ms) const { return active && now_ms >= starts_at && now_ms < ends_at; }
};

struct Exchange {
  int64_t id = 0, campaign_id = 0, member_id = 0;
  std::string request_key, reward_kind;
  int64_t points = 0;
  std::optional<std::string> coupon_code;
  int64_t created_at = 0;
};

}  // namespace qsr::wish

// The recharge module's value types (docs/decisions/0029).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace qsr::recharge {

// Pay `pay_amount`, get `bonus_amount` more in the wallet (gifted money).
struct Plan {
  int64_t id = 0;
  int64_t pay_amount = 0, bonus_amount = 0;
  int sort = 0;
  bool active = true;
  int64_t sid = 0;  // the account it fills: 0 the brand's, else one store's
};

struct RechargeOrder {
  int64_t id = 0;
  std::string recharge_no;
  int64_t member_id = 0;
  std::optional<int64_t> plan_id;
  int64_t pay_amount = 0, bonus_amount = 0;
  std::string status;  // paying | paid | failed
  std::string gateway_ref, pay_url, channel;
  int64_t created_at = 0;
  std::optional<int64_t> paid_at;
  int64_t sid = 0;  // the account it fills
};

}  // namespace qsr::recharge

// The coupon module's value types: templates, campaigns, members' coupons and gifts.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/i18n.h"
#include "modules/coupon/claim_periods.h"

namespace qsr::coupon {

// Member coupon statuses (spec 000 §4 coupon statuses; 10 is the engine's "usable").
enum CouponStatus : int {
  kUsable = 10,
  kUsed = 20,
  kVoided = 30,
  kExpired = 40,
  kFrozen = 50,
  kGifting = 60,
  kDonated = 70,
};

// The tabs of the member's coupon list: usable, used or expired (history), being given away.
enum class Tab { usable, history, gifting };

struct TemplateRow {
  int64_t id = 0;
  I18nText name;
  int category = 10;
  std::string coupon_json;  // spec 001 §3 Coupon fields
  std::optional<int64_t> valid_from, valid_to, valid_days;
  bool giftable = true;
};

struct CampaignRow {
  int64_t id = 0, template_id = 0;
  I18nText title;
  int64_t stock = 0, claimed = 0, per_person_limit = 1, starts_at = 0, ends_at = 0;
  // At most `period_limit` claims a member per period (claim_periods.h); none: no such limit.
  ClaimPeriod period = ClaimPeriod::none;
  int64_t period_limit = 0;
  // The activity whose page offers it (docs/decisions/0038); none: the voucher centre does.
  std::optional<int64_t> activity_id;
};

// A coupon activity (docs/decisions/0038): a page of campaigns reached by its link, or, when it
// has a discount code, by typing the code.
struct ActivityRow {
  int64_t id = 0;
  I18nText title, rules;
  bool has_code = false;  // the code itself is kept only as its hash
  int64_t starts_at = 0, ends_at = 0;
  bool active = true;
  int64_t created_at = 0;
};

// A trade event (docs/decisions/0037): a promotion members join by ordering, offered at checkout as
// an event coupon of its template, at most `per_member_limit` times a member (0: no limit).
struct TradeEventRow {
  int64_t id = 0, template_id = 0;
  I18nText title, label;
  int64_t weight = 0, per_member_limit = 0, starts_at = 0, ends_at = 0;
  bool active = true;
  int64_t created_at = 0;
};

// What a member has claimed of a campaign: in all, and in the period now.
struct MyClaims {
  int64_t total = 0, in_period = 0;
};

struct CouponRow {
  int64_t id = 0;
  std::string code;
  int64_t member_id = 0, template_id = 0;
  std::optional<int64_t> campaign_id;
  std::string source;
  int status = kUsable;
  int64_t effective_at = 0, invalid_at = 0;
  std::optional<int64_t> order_id;
  int64_t created_at = 0;
  std::string request_key;  // the Idempotency-Key of the request that gave it ("" when none)
  std::string order_no;     // the order it paid for ("" unless used)
};

struct GiftRow {
  int64_t id = 0;
  std::string token;
  int64_t coupon_id = 0, giver_id = 0;
  std::optional<int64_t> receiver_id, received_coupon_id;
  std::string status;  // pending | claimed | returned | withdrawn
  int64_t created_at = 0, expires_at = 0;
};

}  // namespace qsr::coupon

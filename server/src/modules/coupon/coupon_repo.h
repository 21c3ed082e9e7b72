// The coupon tables (migration 0011): templates, campaigns, redemption codes, members' coupons,
// gifts, and the coupons an order used. Races are settled here by conditional updates.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/i18n.h"
#include "db/db.h"

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

namespace repo {

int64_t insert_template(db::Tx& tx, const TemplateRow& t, int64_t now_ms);
std::optional<TemplateRow> template_by_id(db::Tx& tx, int64_t id);
std::vector<TemplateRow> templates(db::Tx& tx);
int64_t count_templates(db::Tx& tx);

int64_t insert_campaign(db::Tx& tx, const CampaignRow& c, int64_t now_ms);
std::optional<CampaignRow> campaign_by_id(db::Tx& tx, int64_t id);
// Campaigns not ended before `since_ms`, soonest start first.
std::vector<CampaignRow> campaigns(db::Tx& tx, int64_t since_ms);
// One more of the member's claims, if under the limit (false: the limit is reached).
bool take_personal_claim(db::Tx& tx, int64_t campaign_id, int64_t member_id, int64_t limit);
int64_t claims_of(db::Tx& tx, int64_t campaign_id, int64_t member_id);
// One more claimed, if stock is left (false: fully claimed).
bool take_stock(db::Tx& tx, int64_t campaign_id);

void insert_code(db::Tx& tx, const std::string& code, int64_t template_id, int64_t now_ms);
// Marks an unused code used by the member; the template it gives, or nothing (unknown or used).
std::optional<int64_t> take_code(db::Tx& tx, const std::string& code, int64_t member_id, int64_t now_ms);

int64_t insert_coupon(db::Tx& tx, const CouponRow& c, int64_t now_ms);
std::optional<CouponRow> coupon_by_code(db::Tx& tx, const std::string& code);
std::optional<CouponRow> coupon_by_request(db::Tx& tx, int64_t member_id, const std::string& request_key);
std::optional<CouponRow> coupon_by_id(db::Tx& tx, int64_t id);
// The member's usable coupons (status 10, not past their validity at `now_ms`), soonest to expire first.
std::vector<CouponRow> usable_of(db::Tx& tx, int64_t member_id, int64_t now_ms);
enum class Tab { usable, history, gifting };
std::vector<CouponRow> page_of(db::Tx& tx, int64_t member_id, Tab tab, int64_t now_ms, int64_t limit, int64_t offset);
int64_t count_of(db::Tx& tx, int64_t member_id, Tab tab, int64_t now_ms);
int64_t count_due_by(db::Tx& tx, int64_t member_id, int64_t now_ms, int64_t due_by_ms);
// Moves a coupon from one status to another if it is still in `from` (false: someone else moved it).
bool move(db::Tx& tx, int64_t coupon_id, int from, int to, int64_t now_ms);
// Marks the member's usable coupon used by the order (false: already used, gone or not theirs).
bool use_for_order(db::Tx& tx, int64_t coupon_id, int64_t member_id, int64_t order_id, const std::string& order_no,
                   int64_t now_ms);
void record_order_coupon(db::Tx& tx, int64_t order_id, int64_t coupon_id, int64_t discount);
struct OrderCoupon {
  std::string code;
  int64_t template_id = 0;
  int64_t discount = 0;
};
std::vector<OrderCoupon> order_coupons(db::Tx& tx, int64_t order_id);
// The order's coupons go back to the member: usable, or expired if their validity has passed.
// The order was paid: its frozen coupons are used.
void confirm_for_order(db::Tx& tx, int64_t order_id, int64_t now_ms);
int64_t release_for_order(db::Tx& tx, int64_t order_id, int64_t now_ms);

int64_t insert_gift(db::Tx& tx, const GiftRow& g);
std::optional<GiftRow> gift_by_token(db::Tx& tx, const std::string& token);
std::optional<GiftRow> pending_gift_of(db::Tx& tx, int64_t coupon_id);
int64_t gifts_given_since(db::Tx& tx, int64_t giver_id, int64_t since_ms);
// Settles a pending gift (false: it was settled meanwhile).
bool settle_gift(db::Tx& tx, int64_t gift_id, const std::string& status, std::optional<int64_t> receiver_id,
                 std::optional<int64_t> received_coupon_id, int64_t now_ms);
std::vector<GiftRow> pending_gifts_expired(db::Tx& tx, int64_t now_ms, int64_t limit);

}  // namespace repo
}  // namespace qsr::coupon

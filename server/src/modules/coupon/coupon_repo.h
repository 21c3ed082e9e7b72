// The coupon tables (migration 0011), private to the coupon module: templates, campaigns, redemption codes, members' coupons,
// gifts, and the coupons an order used. Races are settled here by conditional updates.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/coupon/coupon_types.h"

namespace qsr::coupon {

namespace repo {

int64_t insert_template(db::Tx& tx, const TemplateRow& t, int64_t now_ms);
std::optional<TemplateRow> template_by_id(db::Tx& tx, int64_t id);
std::vector<TemplateRow> templates(db::Tx& tx);
int64_t count_templates(db::Tx& tx);

int64_t insert_campaign(db::Tx& tx, const CampaignRow& c, int64_t now_ms);
std::optional<CampaignRow> campaign_by_id(db::Tx& tx, int64_t id);
// Campaigns not ended before `since_ms`, soonest start first: all of them, or the voucher
// centre's (those of no activity).
std::vector<CampaignRow> campaigns(db::Tx& tx, int64_t since_ms);
std::vector<CampaignRow> centre_campaigns(db::Tx& tx, int64_t since_ms);
// An activity's campaigns, ended ones too, soonest start first.
std::vector<CampaignRow> activity_campaigns(db::Tx& tx, int64_t activity_id);
// Sets a running campaign's end to `ended_at` (it must not have ended before); false otherwise.
bool end_campaign(db::Tx& tx, int64_t campaign_id, int64_t ended_at);
// A merged account's coupons and claim counts move to the account it merged into.
void move_member(db::Tx& tx, int64_t from, int64_t to);
// One more of the member's claims, if under the limit (false: the limit is reached).
// One more claim of the campaign by the member, in the period `period` (its key); false when the
// campaign's limit or the period's is reached.
bool take_personal_claim(db::Tx& tx, const CampaignRow& k, int64_t member_id, const std::string& period);
MyClaims claims_of(db::Tx& tx, int64_t campaign_id, int64_t member_id, const std::string& period);
// One more claimed, if stock is left (false: fully claimed).
bool take_stock(db::Tx& tx, int64_t campaign_id);

void insert_code(db::Tx& tx, const std::string& code, int64_t template_id, int64_t now_ms);
// Marks an unused code used by the member; the template it gives, or nothing (unknown or used).
std::optional<int64_t> take_code(db::Tx& tx, const std::string& code, int64_t member_id, int64_t now_ms);

int64_t insert_coupon(db::Tx& tx, const CouponRow& c, int64_t now_ms);
std::optional<CouponRow> coupon_by_code(db::Tx& tx, const std::string& code);
// Code -> template id of the coupons of these codes.
std::map<std::string, int64_t> template_ids_by_code(db::Tx& tx, const std::vector<std::string>& codes);
std::optional<CouponRow> coupon_by_request(db::Tx& tx, int64_t member_id, const std::string& request_key);
std::optional<CouponRow> coupon_by_id(db::Tx& tx, int64_t id);
// The member's coupons whose request key starts with `prefix` (the coupons of one purchase).
std::vector<CouponRow> coupons_by_request_prefix(db::Tx& tx, int64_t member_id, const std::string& prefix);
// Voids the member's usable coupons of those keys; answers how many.
int64_t void_usable_by_request_prefix(db::Tx& tx, int64_t member_id, const std::string& prefix, int64_t now_ms);
// The member's usable coupons (status 10, not past their validity at `now_ms`), soonest to expire first.
std::vector<CouponRow> usable_of(db::Tx& tx, int64_t member_id, int64_t now_ms);
// Announces usable_of soon in this transaction (db::Tx::prefetch).
void prefetch_usable(db::Tx& tx, int64_t member_id, int64_t now_ms);
std::vector<CouponRow> page_of(db::Tx& tx, int64_t member_id, Tab tab, int64_t now_ms, int64_t limit, int64_t offset);
int64_t count_of(db::Tx& tx, int64_t member_id, Tab tab, int64_t now_ms);
// How many coupons of the template the member has received, whatever became of them.
int64_t count_of_template(db::Tx& tx, int64_t member_id, int64_t template_id);
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

// Coupon activities (activity_repo.cpp; docs/decisions/0038). `code_hash`: activity_code_hash.
std::optional<ActivityRow> activity(db::Tx& tx, int64_t id);
std::optional<ActivityRow> activity_by_code_hash(db::Tx& tx, const std::string& code_hash);
std::vector<ActivityRow> all_activities(db::Tx& tx);
// Active, reached by a link (no code) and not ended at `now_ms`, the soonest to end first.
std::vector<ActivityRow> open_activities(db::Tx& tx, int64_t now_ms);
// Inserts (id 0) or updates one; a code is set only when it is inserted. The id.
int64_t save_activity(db::Tx& tx, const ActivityRow& a, const std::optional<std::string>& code_hash, int64_t now_ms);
// Whether the activity's code hashes to `code_hash`.
bool activity_code_matches(db::Tx& tx, int64_t activity_id, const std::string& code_hash);

// Trade events (trade_event_repo.cpp; docs/decisions/0037).
std::vector<TradeEventRow> live_trade_events(db::Tx& tx, int64_t now_ms);  // active and running, the heaviest first
std::vector<TradeEventRow> active_trade_events(db::Tx& tx);                 // active, running or not, the heaviest first
// Of `active` (in its order), those running at `now_ms`: the 20 heaviest.
std::vector<TradeEventRow> running_at(const std::vector<TradeEventRow>& active, int64_t now_ms);
std::vector<TradeEventRow> all_trade_events(db::Tx& tx);
std::optional<TradeEventRow> trade_event(db::Tx& tx, int64_t id);
int64_t save_trade_event(db::Tx& tx, const TradeEventRow& e, int64_t now_ms);
// Usable coupons whose validity ends in (from, to], after `after_id`, by id (the reminders).
std::vector<CouponRow> usable_ending_between(db::Tx& tx, int64_t from_ms, int64_t to_ms, int64_t after_id, int64_t limit);

}  // namespace repo
}  // namespace qsr::coupon

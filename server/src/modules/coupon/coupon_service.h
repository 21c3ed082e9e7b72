// The coupon wallet (issue 5): the brand's templates and voucher-centre campaigns, members'
// coupons, claiming, redemption codes and gifting. The service answers values (MemberCoupon and
// the structs below); coupon_views.h turns them into JSON. Checkout pricing is in checkout_coupons.h.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <boost/json/object.hpp>

#include "core/clock.h"
#include "core/i18n.h"
#include "db/bus_cached.h"
#include "db/db.h"
#include "engine/coupon/coupon.h"
#include "modules/coupon/coupon_types.h"

namespace qsr::coupon {

// Business codes (docs/API.md "Coupons").
enum CouponCode {
  kFullyClaimed = 35001,
  kPersonalLimit = 35002,
  kNotStarted = 35003,
  kEnded = 35004,
  kCouponNotFound = 35005,
  kNotUsable = 35006,
  kGoodsNotForCoupon = 35007,  // the goods are not among what the coupon exchanges or gives
  kPeriodLimit = 35008,        // the campaign's limit for this day, week or month is reached
  kCodeInvalid = 35010,
  kCodeMalformed = 35011,
  kActivityCodeInvalid = 35012,  // a discount code that opens no running activity, or not this one
  kGiftLimit = 35020,
  kGiftGone = 35021,
  kOwnGift = 35022,
  kCouponTaken = 35030,
};

inline constexpr int64_t kGiftHoldMs = 24LL * 3600 * 1000;  // spec 001 §9: unclaimed gifts return after 24 h
inline constexpr int64_t kGiftsPerDay = 5;
inline constexpr int64_t kDueSoonDays = 3;                  // spec 000 §9
inline constexpr int64_t kCodeAttemptsPerHour = 20;         // redemption-code tries per member

// Templates read once per request.
class TemplateCache {
 public:
  explicit TemplateCache(db::Tx& tx) : tx_(tx) {}
  const TemplateRow& get(int64_t id);

 private:
  db::Tx& tx_;
  std::map<int64_t, TemplateRow> rows_;
};

// The coupon as the engine reads it: the template's fields with this coupon's code and validity.
engine::coupon::Coupon to_engine(const CouponRow& c, const TemplateRow& t, Lang lang);
// A template's fields checked by the engine's reader (throws AppError 400 naming the field).
void check_template_fields(const boost::json::object& coupon_fields);

// One of a member's coupons as it stands when read: its row and template, the template as the
// engine reads it, and what depends on the moment (a usable coupon past its validity reads as
// expired). Every answer about a member's coupon is one of these (coupon_views.h).
struct MemberCoupon {
  CouponRow row;
  TemplateRow tmpl;
  engine::coupon::Coupon terms;
  int status = kUsable;            // the row's, or kExpired once past its validity
  bool due_soon = false;           // usable and ending today or within kDueSoonDays
  bool not_yet_effective = false;  // usable, but its validity has not begun
};
MemberCoupon member_coupon_as_of(const CouponRow& c, const TemplateRow& t, int64_t now_ms);
// The coupon's status at `now_ms`: a usable one past its validity is expired.
int effective_status(const CouponRow& c, int64_t now_ms);

// The member's coupon list, one tab and page of it, with the counts the tabs show.
struct CouponCounts {
  int64_t usable = 0, due_soon = 0, gifting = 0;
};
struct CouponPage {
  std::vector<MemberCoupon> list;
  int64_t total = 0;  // in the tab
  CouponCounts counts;
};

// A voucher-centre campaign as the member sees it, with the coupon a claim now would give.
enum class CampaignState { starting_soon, ended, claimed_limit, fully_claimed, claimable, claimed_period_limit };
CampaignState campaign_state(const CampaignRow& k, const MyClaims& mine, int64_t now_ms);
struct CenterCampaign {
  CampaignRow campaign;
  MemberCoupon coupon;  // a preview: no code, valid as a claim now would make it
  MyClaims mine;
  CampaignState state = CampaignState::claimable;
};

// A coupon put up as a gift: the link's token, until when it waits, and the coupon (now gifting).
struct GiftOffer {
  std::string token;
  int64_t expires_at = 0;
  MemberCoupon coupon;
};
// A gift as its link shows it, to the receiver or the giver.
struct GiftPreview {
  MemberCoupon coupon;  // the giver's: the receiver gets a new code
  std::string giver_nickname;
  std::string status;  // pending | claimed | returned | withdrawn (pending past its hold reads returned)
  int64_t expires_at = 0;
  bool is_mine = false;
};

}  // namespace qsr::coupon

namespace qsr::account {
class AccountModule;
}
namespace qsr::cart {
class CartService;
}

namespace qsr::coupon {

// What happened to a member's coupon, as listeners hear it (in the transaction that did it):
// received (given by the brand, a purchase, a reward: any source but the member's own claim or
// typed code), gift_received (a friend's gift claimed), gift_claimed (told to the giver),
// gift_returned (an unclaimed gift back with its giver).
struct CouponEvent {
  std::string kind;
  int64_t member_id = 0;
  std::string code;
  I18nText name;
  int64_t invalid_at = 0;
};

// A usable coupon ending soon (the message centre's daily reminder).
struct EndingCoupon {
  int64_t member_id = 0;
  std::string code;
  I18nText name;
  int64_t invalid_at = 0;
};

class CouponService {
 public:
  CouponService(db::Db& db, const Clock& clock);

  using EventListener = std::function<void(db::Tx&, const CouponEvent&, int64_t now_ms)>;
  void add_event_listener(EventListener l) { event_listeners_.push_back(std::move(l)); }
  // Usable coupons whose validity ends in (from, to], oldest id first.
  std::vector<EndingCoupon> ending_between(int64_t from_ms, int64_t to_ms);

  CouponPage page(int64_t member_id, Tab tab, int64_t page_size, int64_t offset);
  MemberCoupon detail(int64_t member_id, const std::string& code);
  std::vector<CenterCampaign> center(std::optional<int64_t> member_id);
  // `request_key` (the Idempotency-Key, may be empty): a retry answers the coupon the first gave.
  // A campaign of an activity is claimed within the activity's window, and with its code when it
  // has one (`activity_code`, as typed: a wrong one is refused and counts as a code attempt).
  MemberCoupon claim(int64_t member_id, int64_t campaign_id, const std::string& request_key,
                     const std::optional<std::string>& activity_code = std::nullopt);
  MemberCoupon redeem_code(int64_t member_id, const std::string& code, const std::string& request_key);
  GiftOffer give(int64_t member_id, const std::string& code);
  GiftPreview query_gift(std::optional<int64_t> member_id, const std::string& token);
  MemberCoupon receive_gift(int64_t member_id, const std::string& token);
  MemberCoupon revoke_gift(int64_t member_id, const std::string& code);
  // Gifts unclaimed for 24 hours go back to their givers; returns how many.
  int return_unclaimed_gifts();

  // One of the member's coupons as the engine reads it; 404 when it is not theirs.
  engine::coupon::Coupon member_coupon(int64_t member_id, const std::string& code, Lang lang);

  // Admin.
  int64_t create_template(const TemplateRow& t);
  std::vector<TemplateRow> templates();
  int64_t create_campaign(const CampaignRow& c);
  // Every campaign, ended ones too.
  std::vector<CampaignRow> campaigns();
  // Ends a campaign now (claims stop at once, coupons already claimed stay valid): the moment it
  // ended, or nullopt when there is no such campaign or it had ended.
  std::optional<int64_t> end_campaign(int64_t campaign_id);
  std::vector<std::string> create_codes(int64_t template_id, int64_t count);
  MemberCoupon grant(int64_t template_id, int64_t member_id);

  // Coupons sold (a coupon pack, docs/decisions/0032). What the templates' coupons would be if
  // given now (no codes); 400 naming templateId for one that does not exist.
  std::vector<MemberCoupon> previews(const std::vector<int64_t>& template_ids);
  // The templates of coupons by their codes, in one read (a code of no coupon is left out).
  std::map<std::string, int64_t> template_ids_of(const std::vector<std::string>& codes);
  // The one place that names coupons for members (packages, rewards, issued codes): templates'
  // names in `lang` by template id, and given coupons' names by code, each in one read (an id or
  // a code of nothing is left out, so a caller shows no name rather than failing).
  std::map<int64_t, std::string> template_names(const std::vector<int64_t>& template_ids, Lang lang);
  std::map<std::string, std::string> names_by_code(const std::vector<std::string>& codes, Lang lang);

  // Coupon activities (coupon_activities.cpp; docs/decisions/0038): pages of campaigns reached
  // by a link, or by a discount code.
  struct ActivityView {
    ActivityRow activity;
    std::vector<CenterCampaign> campaigns;  // each bounded by the activity's window
  };
  // An activity reached by its link: 404 for none, an inactive one or one behind a code.
  ActivityView activity(std::optional<int64_t> member_id, int64_t activity_id);
  // The activity a typed code opens. Every try counts before the check (with redemption codes,
  // kCodeAttemptsPerHour a member); 400 35012 when it opens nothing running.
  ActivityView activity_by_code(int64_t member_id, const std::string& typed_code);
  // The activities reached by a link that have not ended, for the voucher centre.
  std::vector<ActivityRow> open_activities();
  std::vector<ActivityRow> all_activities();
  // Operators; `code` (as typed) only when it is created. 400 for no title, an end before the
  // start, a malformed code or one another activity has.
  ActivityRow save_activity(const ActivityRow& a, const std::optional<std::string>& code);

  // Trade events (trade_events.cpp; docs/decisions/0037): what members join by ordering.
  struct TradeEventView {
    TradeEventRow event;
    MemberCoupon coupon;                // what it gives at checkout, as a coupon of its template
    std::optional<int64_t> remaining;   // the member's uses left; nullopt without a limit or a member
  };
  // The live events, the heaviest first (spec 001 §7 /v1/coupon/activity-trade).
  std::vector<TradeEventView> trade_events(std::optional<int64_t> member_id);
  std::vector<TradeEventRow> all_trade_events();
  // The events running at `now_ms`, the heaviest first, from a copy in memory that every server
  // drops when an operator saves an event: every checkout asks, twice an order.
  std::vector<TradeEventRow> live_trade_events(db::Tx& tx, int64_t now_ms);
  // Operators; 400 for no title, an unknown template, an end before the start, limits out of range.
  TradeEventRow save_trade_event(const TradeEventRow& e);
  // What a live trade event gives, as the engine reads it (its gifts or exchange goods, or the
  // goods it applies to); 404 trade_event_not_found for an unknown, inactive or ended event.
  engine::coupon::Coupon trade_event_terms(int64_t event_id, Lang lang);

  // Templates read alone by customers (template_reads.cpp; spec 001 §7 /v1/couponTemplate/...).
  // A customer sees a template that a campaign not yet ended offers (in the voucher centre or on an
  // activity reached by its link), the template of a live trade event, or, for a member, one they
  // hold a coupon of. Any other (given only by operators, packs or rewards) answers 404 35005 as
  // one that does not exist.
  struct TemplateView {
    MemberCoupon coupon;                 // what it would give now, without a code
    std::optional<TradeEventRow> event;  // the live trade event that gives it, the heaviest
  };
  TemplateView customer_template(std::optional<int64_t> member_id, int64_t template_id);
  // The per-member limit on a template as what offers it now sets it: its campaign's claims (the
  // first not ended), or else its live trade event's uses.
  struct TemplateLimit {
    std::string source;  // campaign | tradeEvent
    int64_t id = 0, limit = 0, taken = 0;
  };
  struct TemplateReceipts {
    int64_t received = 0;  // the member's coupons of the template, however they came
    std::optional<TemplateLimit> limit;
  };
  // For a template customer_template would answer to the member (404 35005 otherwise).
  TemplateReceipts template_receipts(int64_t member_id, int64_t template_id);

  // Issues `count` coupons of each template to the member in the caller's transaction, each keyed
  // under `purchase_ref` (a second issue of the same purchase is refused by the keys); `source`
  // says where they came from (pack, rights, draw). Answers the new coupons' codes.
  std::vector<std::string> issue_purchased(db::Tx& tx, int64_t member_id, const std::vector<std::pair<int64_t, int>>& templates,
                                           const std::string& purchase_ref, int64_t now_ms, const std::string& source = "pack");
  // Voids the purchase's coupons, all or none: false (nothing changed) when one of them was used,
  // given away or is being given.
  bool withdraw_purchased(db::Tx& tx, int64_t member_id, const std::string& purchase_ref, int64_t now_ms);

  // What the coupon module does when something happens elsewhere: a merged account's coupons and
  // claims move, the rebinding prompt counts usable coupons, and the cart asks about goods tied
  // to a coupon.
  void install_hooks(account::AccountModule& accounts, cart::CartService& carts);

  db::Db& db() { return db_; }
  const Clock& clock() const { return clock_; }

 private:
  // A new coupon of the template for the member, valid as the template says from now.
  CouponRow issue(db::Tx& tx, const TemplateRow& t, int64_t member_id, const std::string& source,
                  std::optional<int64_t> campaign_id, int64_t now_ms, const std::string& request_key = "");
  // The member's coupon of this code; AppError 404 35005 when there is none or it is not theirs.
  static CouponRow own_coupon(db::Tx& tx, int64_t member_id, const std::string& code);
  // Counts one try of a typed code (redemption or activity); 429 once over kCodeAttemptsPerHour.
  void count_code_attempt(int64_t member_id, int64_t now_ms);
  // The campaign as its activity lets it be claimed now: bounded by the activity's window; 400
  // ended for an inactive activity, 400 35012 for a missing or wrong code when it has one.
  static CampaignRow within_activity(db::Tx& tx, const CampaignRow& k, const std::optional<std::string>& activity_code);
  ActivityView view_of(db::Tx& tx, const ActivityRow& a, std::optional<int64_t> member_id);
  // A campaign as a member (or a visitor) sees it now: the coupon a claim would give, their claims, its state.
  static CenterCampaign offered(db::Tx& tx, TemplateCache& templates, const CampaignRow& k, std::optional<int64_t> member_id, int64_t now_ms);
  // The coupon as it stands now.
  MemberCoupon now_as(const CouponRow& c, const TemplateRow& t) const { return member_coupon_as_of(c, t, clock_.now_ms()); }
  // The coupon an earlier request with this key gave; nullopt when there is none.
  std::optional<MemberCoupon> earlier_answer(int64_t member_id, const std::string& request_key);
  // Runs `give` (a write) unless the key already gave a coupon; a racing twin's unique-key
  // violation also answers the first one's coupon.
  MemberCoupon once(int64_t member_id, const std::string& request_key, const std::function<MemberCoupon()>& give);

  void tell(db::Tx& tx, const char* kind, const CouponRow& c, const TemplateRow& t, int64_t now_ms);

  db::Db& db_;
  const Clock& clock_;
  std::vector<EventListener> event_listeners_;
  db::BusCached<std::vector<TradeEventRow>> active_events_;  // active = 1, running or not
};

std::string new_coupon_code();

}  // namespace qsr::coupon

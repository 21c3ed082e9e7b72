// The coupon wallet (issue 5): the brand's templates and voucher-centre campaigns, members'
// coupons, claiming, redemption codes and gifting. Checkout pricing is in checkout_coupons.h.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>

#include <boost/json/object.hpp>

#include "core/clock.h"
#include "core/i18n.h"
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
  kCodeInvalid = 35010,
  kCodeMalformed = 35011,
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

}  // namespace qsr::coupon

namespace qsr::account {
class AccountModule;
}
namespace qsr::cart {
class CartService;
}

namespace qsr::coupon {

class CouponService {
 public:
  CouponService(db::Db& db, const Clock& clock) : db_(db), clock_(clock) {}

  boost::json::object page(int64_t member_id, Tab tab, int64_t page_size, int64_t offset, Lang lang);
  boost::json::object detail(int64_t member_id, const std::string& code, Lang lang);
  boost::json::object center(std::optional<int64_t> member_id, Lang lang);
  // `request_key` (the Idempotency-Key, may be empty): a retry answers the coupon the first gave.
  boost::json::object claim(int64_t member_id, int64_t campaign_id, const std::string& request_key, Lang lang);
  boost::json::object redeem_code(int64_t member_id, const std::string& code, const std::string& request_key, Lang lang);
  boost::json::object give(int64_t member_id, const std::string& code, const std::string& app_url, Lang lang);
  boost::json::object query_gift(std::optional<int64_t> member_id, const std::string& token, Lang lang);
  boost::json::object receive_gift(int64_t member_id, const std::string& token, Lang lang);
  boost::json::object revoke_gift(int64_t member_id, const std::string& code, Lang lang);
  // Gifts unclaimed for 24 hours go back to their givers; returns how many.
  int return_unclaimed_gifts();

  // One of the member's coupons as the engine reads it; 404 when it is not theirs.
  engine::coupon::Coupon member_coupon(int64_t member_id, const std::string& code, Lang lang);

  // Admin.
  int64_t create_template(const TemplateRow& t);
  boost::json::array list_templates(Lang lang);
  int64_t create_campaign(const CampaignRow& c);
  // Every campaign, ended ones too.
  std::vector<CampaignRow> campaigns();
  // Ends a campaign now (claims stop at once, coupons already claimed stay valid): the moment it
  // ended, or nullopt when there is no such campaign or it had ended.
  std::optional<int64_t> end_campaign(int64_t campaign_id);
  std::vector<std::string> create_codes(int64_t template_id, int64_t count);
  boost::json::object grant(int64_t template_id, int64_t member_id, Lang lang);

  // The JSON of a member coupon (docs/API.md).
  boost::json::object coupon_json(const CouponRow& c, const TemplateRow& t, Lang lang) const;

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
  // The coupon an earlier request with this key gave, as JSON; nullopt when there is none.
  std::optional<boost::json::object> earlier_answer(int64_t member_id, const std::string& request_key, Lang lang);
  // Runs `give` (a write) unless the key already gave a coupon; a racing twin's unique-key
  // violation also answers the first one's coupon.
  boost::json::object once(int64_t member_id, const std::string& request_key, Lang lang,
                           const std::function<boost::json::object()>& give);

  db::Db& db_;
  const Clock& clock_;
};

std::string new_coupon_code();

}  // namespace qsr::coupon

// Cart lines tied to a coupon (spec 001 §3 cart line isExchangeGoods / is_gift /
// isPromotionBogo): the exchange goods of an exchange or convert coupon, the gifts of a
// gift-with-purchase coupon, the step gifts of a gift activity. The cart stores the tie as its
// line's coupon key, "<kind>:<couponCode>"; the engine prices tied lines with their coupon only.
#pragma once

#include <optional>
#include <string>

#include "db/db.h"
#include "engine/coupon/cart.h"
#include "engine/coupon/coupon.h"
#include "modules/cart/cart_service.h"

namespace qsr::coupon {

// The coupon key for goods the member adds with one of their usable coupons; throws AppError
// (35005 not theirs, 35006 not usable or not a coupon that ties goods, 35007 goods the coupon
// does not exchange or give).
std::string tie_key(db::Db& db, int64_t member_id, const std::string& coupon_code, int64_t goods_id, int64_t option_id,
                    int64_t now_ms);

// How many units the cart may hold tied to a coupon key: what the coupon exchanges or gives, and
// of one goods (spec 000 §5: each product at most once as an exchange item); 0: no limit.
cart::CartService::TieLimits tie_limit(db::Tx& tx, const std::string& coupon_key);

// What a coupon lets the customer take with it: nothing (its goods are ordinary lines), exchange
// goods (80, 90) or gifts (30, and a 110 step gift, which names its gifts; a 110 without gifts is
// buy-one-get-one), and how many units.
enum class TakeMode { none, exchange, gift };
struct Takes {
  TakeMode mode = TakeMode::none;
  int64_t units = 0;
};
Takes takes_of(const engine::coupon::Coupon& c);
const char* take_mode_name(TakeMode m);  // "none", "exchange", "gift"
// Whether the goods (and specification) are among what the coupon lets the customer take.
bool may_take(const engine::coupon::Coupon& c, int64_t goods_id, int64_t option_id);
// Whether the coupon's item rules admit the goods, in one of its specifications or without one:
// the engine's own matching, so the coupon's goods list agrees with what checkout discounts.
bool covers_goods(const engine::coupon::Coupon& c, const catalog::Goods& goods);

struct Tie {
  engine::coupon::TieKind kind = engine::coupon::TieKind::none;
  std::string coupon_code;
};
// Reads a line's coupon key ("" or unknown: no tie).
Tie tie_of(const std::string& coupon_key);

}  // namespace qsr::coupon

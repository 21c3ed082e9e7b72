// Cart lines tied to a coupon (spec 001 §3 cart line isExchangeGoods / is_gift /
// isPromotionBogo): the exchange goods of an exchange or convert coupon, the gifts of a
// gift-with-purchase coupon, the step gifts of a gift activity. The cart stores the tie as its
// line's coupon key, "<kind>:<couponCode>"; the engine prices tied lines with their coupon only.
#pragma once

#include <optional>
#include <string>

#include "db/db.h"
#include "engine/coupon/cart.h"

namespace qsr::coupon {

// The coupon key for goods the member adds with one of their usable coupons; throws AppError
// (35005 not theirs, 35006 not usable or not a coupon that ties goods).
std::string tie_key(db::Db& db, int64_t member_id, const std::string& coupon_code, int64_t now_ms);

struct Tie {
  engine::coupon::TieKind kind = engine::coupon::TieKind::none;
  std::string coupon_code;
};
// Reads a line's coupon key ("" or unknown: no tie).
Tie tie_of(const std::string& coupon_key);

}  // namespace qsr::coupon

// Trade events at checkout (docs/decisions/0037): each live event the member may still join is an
// event coupon they hold without claiming (code `EV<id>`), priced and auto-selected with the rest
// of the wallet; the order that uses it writes it for the member then.
#pragma once

#include <string>
#include <vector>

#include "core/i18n.h"
#include "db/db.h"
#include "modules/coupon/checkout_offers.h"

namespace qsr::coupon {

// The wallet's coupons from events get their event's marks (the engine lists and orders them as
// event coupons); then, one coupon for each live event the member may still join and holds no
// coupon of now. `live`: the events running now, the heaviest first.
std::vector<WalletCoupon> event_offers(db::Tx& tx, int64_t member_id, int64_t now_ms, Lang lang, std::vector<WalletCoupon>& held,
                                       const std::vector<TradeEventRow>& live);

// The coupon an event offers a member before any order writes it: code `EV<id>`, the event's
// template and window.
CouponRow event_coupon_row(const TradeEventRow& e, int64_t member_id);

// In the order's transaction: writes the member's event coupon behind `code` (their n-th use of the
// event) and answers its id; 409 coupon_taken when the event ended or was used up meanwhile.
int64_t take_event_coupon(db::Tx& tx, int64_t member_id, const std::string& code, int64_t now_ms);

// The request key prefix of a member's coupons from an event: "event:<id>:".
std::string event_key_prefix(int64_t event_id);

}  // namespace qsr::coupon

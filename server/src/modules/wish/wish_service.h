// Collect-wishes (issue 19; spec 000 member/pages/collectWish and its help page): every order
// handed over gives one random card (libsodium's CSPRNG, by the cards' weights) of each running
// campaign, once per order; a member holding one of every card exchanges the set for the
// campaign's reward: the cards by conditional updates, the reward in the same transaction, the
// request's key claimed first.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/coupon/coupon_service.h"
#include "modules/order/order_types.h"
#include "modules/points/points_service.h"
#include "modules/reward/reward_service.h"
#include "modules/wish/wish_types.h"

namespace qsr::wish {

enum WishCode {
  kSetIncomplete = 39001,  // a card of the set is missing
  kLimitReached = 39002,
  kNotRunning = 39003,
};

class WishService {
 public:
  WishService(db::Db& db, const Clock& clock, points::PointsService& points, coupon::CouponService& coupons)
      : db_(db), clock_(clock), rewards_(points, coupons) {}

  // A campaign as one member (or a visitor) sees it.
  struct View {
    Campaign campaign;
    std::map<int64_t, int64_t> held;  // item id -> cards (empty for a visitor)
    int64_t collected = 0;            // cards ever given (the statistics)
    int64_t exchanged = 0;            // sets exchanged
    std::optional<std::string> coupon_name;
    bool complete() const;
  };
  // The running campaigns (/v1/taskCenter/collect-item/list).
  std::vector<View> list(std::optional<int64_t> member_id, Lang lang);
  View detail(int64_t id, std::optional<int64_t> member_id, Lang lang);  // 404 for none or one taken down

  // Exchanges one full set; the same key answers the same exchange. 400 39001 a card missing,
  // 400 39002 the member's limit reached, 400 39003 not running.
  Exchange exchange(int64_t member_id, int64_t campaign_id, const std::string& request_key);

  // An order handed over (the order module's status listener, after its commit).
  void order_finished(const order::OrderRow& o);

  std::vector<Campaign> all();
  Campaign save(const Campaign& c);
  void merge(db::Tx& tx, int64_t from, int64_t to);
  int64_t row_count(db::Tx& tx, int64_t member_id);

 private:
  View view_of(db::Tx& tx, const Campaign& c, std::optional<int64_t> member_id);
  db::Db& db_;
  const Clock& clock_;
  reward::RewardService rewards_;
};

}  // namespace qsr::wish

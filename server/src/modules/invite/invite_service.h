// Invite campaigns (issue 19; spec 000 member/pages/point/{invite, inviteActivity}): the member's
// code and what the running campaign gives; a friend signing up with it and their first order
// handed over reward both sides, each once per friend (unique keys), the inviter up to the
// campaign's cap (a conditional count).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/coupon/coupon_service.h"
#include "modules/invite/invite_types.h"
#include "modules/order/order_types.h"
#include "modules/points/points_service.h"
#include "modules/reward/reward_service.h"

namespace qsr::invite {

class InviteService {
 public:
  InviteService(db::Db& db, const Clock& clock, points::PointsService& points, coupon::CouponService& coupons)
      : db_(db), clock_(clock), coupons_(coupons), rewards_(points, coupons) {}

  // The invite page: the member's code, the running campaign (if any) with the coupons' names,
  // and what their friends brought so far.
  struct Overview {
    std::string invite_code;
    std::optional<Campaign> campaign;
    std::map<int64_t, std::string> coupon_names;  // template id -> name in the asker's language
    int64_t friends = 0, ordered = 0, points = 0, coupons = 0;
    std::optional<int64_t> rewards_left;  // friends the cap still rewards; nullopt: no cap or no campaign
  };
  Overview overview(int64_t member_id, Lang lang);

  // The member's friends, newest first, with the rewards each brought the member.
  struct Friend {
    Link link;
    std::string nickname;
    std::vector<Given> rewards;
  };
  struct Page {
    std::vector<Friend> list;
    int64_t total = 0;
    std::map<std::string, std::string> coupon_names;  // a given coupon's code -> its name in the asker's language
  };
  Page friends(int64_t member_id, int64_t limit, int64_t offset, Lang lang);

  // Hooks: a member signed up (in that transaction); an order was handed over (after its commit).
  void registered(db::Tx& tx, int64_t member_id, std::optional<int64_t> inviter_id, int64_t now_ms);
  void order_finished(const order::OrderRow& o);

  // Operators.
  std::vector<Campaign> all();
  Campaign save(const Campaign& c);

  void merge(db::Tx& tx, int64_t from, int64_t to);
  int64_t row_count(db::Tx& tx, int64_t member_id);

 private:
  // Gives `side`'s reward of `stage` once (nothing when the campaign has none).
  void give(db::Tx& tx, const Campaign& c, const Link& l, const std::string& side, const std::string& stage, int64_t now_ms);
  db::Db& db_;
  const Clock& clock_;
  coupon::CouponService& coupons_;  // the coupons' names
  reward::RewardService rewards_;
};

}  // namespace qsr::invite

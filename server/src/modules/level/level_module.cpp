// The level module put together: its routes, its part in orders and points, and in accounts.
#include "modules/account/account_routes.h"
#include "modules/level/level_repo.h"
#include "modules/level/level_routes.h"
#include "modules/level/level_views.h"
#include "modules/order/order_service.h"
#include "modules/payment/payment_api.h"
#include "modules/points/points_service.h"

namespace qsr::level {

void install(http::Router& router, LevelService& levels, order::OrderService& orders, points::PointsService& points,
             account::AccountModule& accounts) {
  register_routes(router, levels, accounts);
  // Paid orders earn growth; refunds and cancellations take back their share, in the same
  // transaction (after the points module: an order that upgrades earns its points at the old rate).
  orders.add_money_listener([&levels](db::Tx& tx, const order::OrderRow& o, int64_t now_ms) {
    const bool cancelled = o.status == order::Status::cancelled;
    // An order paid in equal parts: each payer's part grows their own level (decision 0057).
    if (auto split = payment::split_of(tx, o)) {
      for (const auto& p : split->payers) {
        if (!p.paid) continue;
        levels.settle_order(tx, {p.member_id, payment::split_part_name(o.order_no, p.member_id), p.amount, p.amount, p.refunded,
                                 o.paid_at.has_value(), cancelled, p.gifted},
                            now_ms);
      }
      return;
    }
    levels.settle_order(tx, {o.member_id, o.order_no, o.payable, o.paid_total, o.refunded_total, o.paid_at.has_value(), cancelled,
                             o.gifted_paid},
                        now_ms);
  });
  // The coupon engine's rule 14.
  orders.add_standing([&levels](db::Tx& tx, int64_t member, int64_t, order::CouponStanding& s) {
    const auto l = levels.level_of(tx, member);
    s.level_id = l ? l->id : 0;
    s.group_ids = levels.groups_of(tx, member);
  });
  // The level decides how points are earned and how many one order may use.
  points.set_level_terms([&levels](db::Tx& tx, int64_t member) {
    const auto l = levels.level_of(tx, member);
    if (!l) return points::PointsService::LevelTerms{};
    return points::PointsService::LevelTerms{l->earn_rate, l->redeem_rate};
  }, [&levels](db::Tx& tx, int64_t member) { levels.prefetch_level_of(tx, member); });
  accounts.hooks.info.push_back({"level", [&levels](db::Tx& tx, int64_t member, Lang lang, boost::json::object& info) {
                                   MemberLevel m;
                                   levels.fill(tx, member, m);
                                   add_member_info(m, lang, info);
                                   add_member_types(levels.types_in(tx, member), levels.clock().now_ms(), info);
                                 }});
  // Merged accounts bring their growth and groups along (docs/decisions/0008); an erased member
  // leaves their groups (their standing holds no personal data).
  accounts.hooks.data_counts.push_back({"level", [](db::Tx& tx, int64_t member) { return repo::has_standing(tx, member); }});
  accounts.hooks.merge.push_back({"level", [&levels](db::Tx& tx, int64_t from, int64_t to) { levels.merge(tx, from, to, levels.clock().now_ms()); }});
  accounts.hooks.erase.push_back({"level", [](db::Tx& tx, int64_t member) { repo::leave_groups(tx, member); }});
}

}  // namespace qsr::level

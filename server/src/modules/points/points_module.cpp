// The points module put together: its routes, its part in orders, and its part in accounts.
#include "modules/account/account_routes.h"
#include "modules/order/order_service.h"
#include "modules/payment/payment_api.h"
#include "modules/points/points_ledger.h"
#include "modules/points/points_repo.h"
#include "modules/points/points_routes.h"

namespace qsr::points {

void install(http::Router& router, PointsService& points, order::OrderService& orders, account::AccountModule& accounts) {
  register_routes(router, points, accounts);
  // Paid orders earn; refunds and cancellations take back their share, in the same transaction.
  orders.add_money_listener([&points](db::Tx& tx, const order::OrderRow& o, int64_t now_ms) {
    const OrderMoney money{o.member_id, o.order_no, o.payable, o.paid_total, o.refunded_total, o.paid_at.has_value(),
                           o.status == order::Status::cancelled, o.points_used, o.gifted_paid};
    // An order paid in equal parts: each payer earns on their part (decision 0057).
    if (auto split = payment::split_of(tx, o)) {
      std::vector<PointsService::Payer> payers;
      for (const auto& p : split->payers) {
        if (p.paid) payers.push_back({p.member_id, p.amount, p.refunded, p.gifted});
      }
      points.settle_split_order(tx, money, payers, now_ms);
      return;
    }
    points.settle_order(tx, money, now_ms);
  });
  // Points as money at checkout.
  orders.set_points({[&points](db::Tx& tx, int64_t member, int64_t payable, bool coupon_excludes) {
                       const RedeemQuote q = points.quote(tx, member, payable, coupon_excludes);
                       return order::PointsOffer{q.usable, q.reason, q.balance, q.points, q.money};
                     },
                     [&points](db::Tx& tx, int64_t member, const std::string& order_no, int64_t n, int64_t now_ms) {
                       return points.redeem(tx, member, order_no, n, now_ms);
                     },
                     [&points](db::Tx& tx, int64_t member) { points.prefetch_quote(tx, member); }});
  accounts.hooks.info.push_back({"points", [](db::Tx& tx, int64_t member, Lang, boost::json::object& info) { info["points"] = balance(tx, member); }});
  // Merged accounts bring their points along (docs/decisions/0008); an erased member's lapse.
  accounts.hooks.data_counts.push_back({"points", [](db::Tx& tx, int64_t member) { return repo::has_points(tx, member); }});
  accounts.hooks.merge.push_back({"points", [&points](db::Tx& tx, int64_t from, int64_t to) { merge(tx, from, to, points.clock().now_ms()); }});
  accounts.hooks.erase.push_back({"points", [&points](db::Tx& tx, int64_t member) { forfeit_all(tx, member, points.clock().now_ms()); }});
}

}  // namespace qsr::points

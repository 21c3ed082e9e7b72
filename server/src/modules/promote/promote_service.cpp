#include "modules/promote/promote_service.h"

#include "core/app_error.h"
#include "core/validators.h"
#include "modules/order/order_api.h"

namespace qsr::promote {
namespace sql {
constexpr const char* kInsertRegister =
    "INSERT INTO promotion_touch (promote_id, channel, kind, member_id, created_at) VALUES ($1, $2, 'register', $3, $4)"
    " ON CONFLICT DO NOTHING";
constexpr const char* kInsertOrder =
    "INSERT INTO promotion_touch (promote_id, channel, kind, member_id, order_no, paid, created_at)"
    " VALUES ($1, $2, 'order', $3, $4, $5, $6) ON CONFLICT DO NOTHING";
constexpr const char* kSetPaid = "UPDATE promotion_touch SET paid = $2 WHERE order_no = $1 AND paid <> $2";
constexpr const char* kReport =
    "SELECT promote_id, channel, SUM(CASE WHEN kind = 'register' THEN 1 ELSE 0 END),"
    " SUM(CASE WHEN kind = 'order' THEN 1 ELSE 0 END), SUM(paid) FROM promotion_touch"
    " GROUP BY promote_id, channel ORDER BY 3 DESC, 4 DESC, promote_id, channel LIMIT 1000";
// A sign-up stays the merged-away account's row: a member came once, by one promotion.
constexpr const char* kMoveOrders = "UPDATE promotion_touch SET member_id = $2 WHERE member_id = $1 AND kind = 'order'";
}  // namespace sql

namespace {
int64_t kept(const order::OrderRow& o) { return std::max<int64_t>(0, o.paid_total - o.refunded_total); }
}  // namespace

void PromoteService::registered(db::Tx& tx, const account::SignUp& s) {
  if (s.promote_id.empty()) return;
  tx.exec(sql::kInsertRegister, {s.promote_id, s.channel, s.member_id, s.now_ms});
}

void PromoteService::attribute_order(int64_t member_id, const std::string& order_no, const std::string& promote_id,
                                     const std::string& channel) {
  if (!validators::is_promotion_tag(promote_id)) throw AppError::invalid("qrPromoteId");
  if (!channel.empty() && !validators::is_promotion_tag(channel)) throw AppError::invalid("channel");
  const int64_t now = clock_.now_ms();
  db_.write([&](db::Tx& tx) {
    const auto o = order::find(tx, order_no);
    if (!o || o->member_id != member_id) throw AppError::not_found("order_not_found");
    tx.exec(sql::kInsertOrder, {promote_id, channel, member_id, order_no, kept(*o), now});
  });
}

void PromoteService::order_money_changed(db::Tx& tx, const order::OrderRow& o) {
  // One indexed write that touches nothing for the orders no promotion brought.
  tx.exec(sql::kSetPaid, {o.order_no, kept(o)});
}

std::vector<PromoteService::Line> PromoteService::report() {
  return db_.read_value([](db::Tx& tx) {
    std::vector<Line> out;
    for (const auto& r : tx.query(sql::kReport)) out.push_back({r.str(0), r.str(1), r.i64(2), r.i64(3), r.i64(4)});
    return out;
  });
}

void PromoteService::merge(db::Tx& tx, int64_t from, int64_t to) { tx.exec(sql::kMoveOrders, {from, to}); }

}  // namespace qsr::promote

#include "modules/promote/promote_service.h"

#include "core/app_error.h"
#include "core/validators.h"
#include "modules/order/order_api.h"

#include <map>

namespace qsr::promote {
namespace sql {
constexpr const char* kInsertRegister =
    "INSERT INTO promotion_touch (promote_id, channel, kind, member_id, created_at) VALUES ($1, $2, 'register', $3, $4)"
    " ON CONFLICT DO NOTHING";
constexpr const char* kInsertOrder =
    "INSERT INTO promotion_touch (promote_id, channel, kind, member_id, order_no, created_at)"
    " VALUES ($1, $2, 'order', $3, $4, $5) ON CONFLICT DO NOTHING";
constexpr const char* kReport =
    "SELECT promote_id, channel, SUM(CASE WHEN kind = 'register' THEN 1 ELSE 0 END),"
    " SUM(CASE WHEN kind = 'order' THEN 1 ELSE 0 END) FROM promotion_touch"
    " GROUP BY promote_id, channel ORDER BY 3 DESC, 4 DESC, promote_id, channel LIMIT 1000";
constexpr const char* kOrders = "SELECT promote_id, channel, order_no FROM promotion_touch WHERE kind = 'order' ORDER BY id";
// A sign-up stays the merged-away account's row: a member came once, by one promotion.
constexpr const char* kMoveOrders = "UPDATE promotion_touch SET member_id = $2 WHERE member_id = $1 AND kind = 'order'";
}  // namespace sql

namespace {
constexpr size_t kOrdersPerRead = 500;  // order numbers asked of the order module at a time
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
    tx.exec(sql::kInsertOrder, {promote_id, channel, member_id, order_no, now});
  });
}

std::vector<PromoteService::Line> PromoteService::report() {
  return db_.read_value([](db::Tx& tx) {
    std::vector<Line> out;
    std::map<std::pair<std::string, std::string>, size_t> at;
    for (const auto& r : tx.query(sql::kReport)) {
      at[{r.str(0), r.str(1)}] = out.size();
      out.push_back({r.str(0), r.str(1), r.i64(2), r.i64(3), 0});
    }
    // The attributed orders' money kept, asked of the order module a batch at a time.
    std::vector<std::pair<size_t, std::string>> orders;
    for (const auto& r : tx.query(sql::kOrders)) {
      const auto it = at.find({r.str(0), r.str(1)});
      if (it != at.end()) orders.emplace_back(it->second, r.str(2));
    }
    for (size_t from = 0; from < orders.size(); from += kOrdersPerRead) {
      const size_t to = std::min(orders.size(), from + kOrdersPerRead);
      std::vector<std::string> numbers;
      for (size_t i = from; i < to; ++i) numbers.push_back(orders[i].second);
      const auto kept = order::money_kept(tx, numbers);
      for (size_t i = from; i < to; ++i) {
        if (const auto k = kept.find(orders[i].second); k != kept.end()) out[orders[i].first].paid += k->second;
      }
    }
    return out;
  });
}

void PromoteService::merge(db::Tx& tx, int64_t from, int64_t to) { tx.exec(sql::kMoveOrders, {from, to}); }

}  // namespace qsr::promote

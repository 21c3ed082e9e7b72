// The built-in courier: until a delivery partner is connected, delivery orders handed to a rider
// move on by themselves — picked up a few minutes after the store hands them over, delivered a
// few minutes later — through the same state machine a real courier's calls would use.
#include "modules/order/order_service.h"

namespace qsr::order {

int OrderService::simulate_couriers(int64_t pickup_after_ms, int64_t deliver_after_ms) {
  const int64_t now = clock_.now_ms();
  struct Step {
    std::string order_no;
    Status to;
  };
  std::vector<Step> due;
  db_.read([&](db::Tx& tx) {
    // Time in the current state is read from the status log's last entry.
    for (const auto& r : tx.query(
             "SELECT o.order_no, o.status FROM orders o WHERE o.order_type = 1 AND o.status IN ('rider_to_merchant', 'rider_delivering')"
             " AND (SELECT MAX(l.at) FROM order_status_log l WHERE l.order_id = o.id) <="
             " CASE o.status WHEN 'rider_to_merchant' THEN CAST($1 AS BIGINT) ELSE CAST($2 AS BIGINT) END LIMIT 200",
             {now - pickup_after_ms, now - deliver_after_ms})) {
      due.push_back({r.str(0), r.str(1) == "rider_to_merchant" ? Status::rider_delivering : Status::finished});
    }
  });
  int moved = 0;
  for (const auto& step : due) {
    try {
      advance(step.order_no, step.to, Actor::courier, std::nullopt);
      ++moved;
    } catch (const AppError&) {
      // Someone else moved it first (the customer confirmed receipt): nothing to do.
    }
  }
  return moved;
}

}  // namespace qsr::order

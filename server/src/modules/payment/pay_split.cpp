#include "modules/payment/pay_split.h"

#include "modules/catalog/catalog_types.h"

namespace qsr::payment::split {

namespace sql {
constexpr const char* kStart = "INSERT INTO pay_split (order_id, parts, created_at) VALUES ($1, $2, $3)";
constexpr const char* kOf = "SELECT parts, taken FROM pay_split WHERE order_id = $1";
constexpr const char* kTake = "UPDATE pay_split SET taken = taken + $2 WHERE order_id = $1 AND taken + $2 <= parts";
constexpr const char* kRelease = "UPDATE pay_split SET taken = taken - $2 WHERE order_id = $1 AND taken >= $2";
}  // namespace sql

void start(db::Tx& tx, int64_t order_id, int64_t parts, int64_t now_ms) { tx.exec(sql::kStart, {order_id, parts, now_ms}); }

std::optional<Split> of(db::Tx& tx, int64_t order_id) {
  auto r = tx.query_one(sql::kOf, {order_id});
  if (!r) return std::nullopt;
  return Split{r->i64(0), r->i64(1)};
}

std::optional<Split> of(db::Tx& tx, const order::OrderRow& o) {
  if (o.order_type != static_cast<int>(catalog::OrderType::dine_in) || o.table_no.empty()) return std::nullopt;
  return of(tx, o.id);
}

bool take(db::Tx& tx, int64_t order_id, int64_t count) { return tx.exec(sql::kTake, {order_id, count}) == 1; }

void release(db::Tx& tx, int64_t order_id, int64_t count) { tx.exec(sql::kRelease, {order_id, count}); }

int64_t price_of_parts(const Split& s, int64_t count, int64_t taken_after, int64_t payable, int64_t paid_or_pending) {
  if (taken_after >= s.parts) return payable - paid_or_pending;
  return count * (payable / s.parts);
}

}  // namespace qsr::payment::split

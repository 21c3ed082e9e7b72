#include "modules/order/order_api.h"

#include "modules/coupon/checkout_coupons.h"
#include "modules/order/order_repo.h"

namespace qsr::order {

std::optional<OrderRow> find(db::Tx& tx, const std::string& order_no) { return repo::by_no(tx, order_no); }
std::optional<OrderRow> find_by_id(db::Tx& tx, int64_t order_id) { return repo::by_id(tx, order_id); }
std::vector<LineRecord> lines_of(db::Tx& tx, int64_t order_id) { return repo::lines(tx, order_id); }
std::map<std::string, int64_t> money_kept(db::Tx& tx, const std::vector<std::string>& order_nos) {
  return repo::money_kept(tx, order_nos);
}

int64_t count_finished(db::Tx& tx, int64_t member_id, int64_t from_ms, int64_t to_ms) {
  return repo::count_finished(tx, member_id, from_ms, to_ms);
}

std::optional<int64_t> last_paid_at(db::Tx& tx, int64_t member_id) { return repo::last_paid_at(tx, member_id); }

std::optional<OrderRow> mark_paid(db::Tx& tx, const OrderRow& o, Status from, int64_t now_ms) {
  auto paid = repo::move_and_read(tx, o.id, from, Status::awaiting_acceptance, "gateway", now_ms);
  if (paid) coupon::confirm(tx, o.id, now_ms);
  return paid;
}

bool mark_paying(db::Tx& tx, const OrderRow& o, int64_t now_ms) {
  return o.status == Status::paying || repo::move(tx, o.id, o.status, Status::paying, "customer", now_ms);
}

bool mark_payment_failed(db::Tx& tx, const OrderRow& o, int64_t now_ms) {
  return repo::move(tx, o.id, Status::paying, Status::payment_failed, "gateway", now_ms);
}

void add_paid(db::Tx& tx, int64_t order_id, int64_t amount, int64_t now_ms, int64_t gifted) {
  repo::add_paid(tx, order_id, amount, now_ms, gifted);
}
void take_back_paid(db::Tx& tx, int64_t order_id, int64_t amount, int64_t gifted) {
  repo::take_back_paid(tx, order_id, amount, gifted);
}
void add_refunded(db::Tx& tx, int64_t order_id, int64_t amount) { repo::add_refunded(tx, order_id, amount); }
void note_refund_requested(db::Tx& tx, int64_t order_id) { repo::note_refund_requested(tx, order_id); }
bool add_refunded_units(db::Tx& tx, int64_t line_id, int64_t quantity) { return repo::add_refunded_units(tx, line_id, quantity); }

std::optional<OrderRow> end_refunded_in_full(db::Tx& tx, const OrderRow& o, int64_t now_ms) {
  if (is_final(o.status) || !allowed(o.status, Status::cancelled, Actor::store)) return std::nullopt;
  if (!repo::move(tx, o.id, o.status, Status::cancelled, "store", now_ms)) return std::nullopt;
  repo::set_cancel_reason(tx, o.id, "refunded");
  return repo::by_id(tx, o.id);
}

}  // namespace qsr::order

#include "modules/mall/mall_payments.h"

#include "core/app_error.h"

namespace qsr::mall {

purchase::Quote MallPayments::quote(db::Tx& tx, int64_t member_id, int64_t product_id, int quantity, int64_t now_ms) {
  if (quantity != 1) throw AppError::invalid("quantity");
  purchase::Quote q;
  q.amount = mall_.cash_due(tx, member_id, product_id, now_ms);
  q.title = R"({"zh-HK":"積分商城訂單","zh-CN":"积分商城订单","en":"Points mall order"})";
  return q;
}

bool MallPayments::wanted(db::Tx& tx, const purchase::ProductOrder& order) {
  return order.product_id && mall_.awaits_payment(tx, *order.product_id, order.order_no);
}

void MallPayments::fulfil(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) {
  if (order.product_id) mall_.paid(tx, *order.product_id, order.order_no, now_ms);
}

void MallPayments::reverse(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) {
  if (!order.product_id) throw AppError(409, kNotWaiting, "mall_not_waiting");
  mall_.refunded(tx, *order.product_id, now_ms);
}

void MallPayments::lapsed(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) {
  if (order.product_id) mall_.payment_lapsed(tx, *order.product_id, order.order_no, now_ms);
}

}  // namespace qsr::mall

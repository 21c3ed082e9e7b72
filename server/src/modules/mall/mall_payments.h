// The mall's part in the purchase module: a cash part is a product order of kind "mall" whose
// product is the mall order. Paying moves the order on (a package's coupons issued); a payment
// that fails or is abandoned cancels it (points and stock back); a refund cancels it too; a
// payment arriving for an order no longer waiting is refunded (wanted() says no).
#pragma once

#include "modules/mall/mall_service.h"
#include "modules/purchase/purchase_types.h"

namespace qsr::mall {

class MallPayments : public purchase::ProductKind {
 public:
  explicit MallPayments(MallService& mall) : mall_(mall) {}
  std::string_view kind() const override { return "mall"; }
  std::string_view number_prefix() const override { return "MP"; }
  purchase::Quote quote(db::Tx& tx, int64_t member_id, int64_t product_id, int quantity, int64_t now_ms) override;
  bool wanted(db::Tx& tx, const purchase::ProductOrder& order) override;
  void fulfil(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) override;
  void reverse(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) override;
  void lapsed(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) override;

 private:
  MallService& mall_;
};

}  // namespace qsr::mall

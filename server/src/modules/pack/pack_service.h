// Coupon packs (spec 001 §4 order type 5, integralMall couponPkgDetail; docs/decisions/0032):
// so many coupons for a price, sold as product orders of kind "pack" (docs/decisions/0030).
// Paying issues the coupons once; a refund voids them while none is used. Not sold in a group
// order (spec: 很抱歉，拼单场景下暂不支持购买券包~).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/coupon/coupon_service.h"
#include "modules/pack/pack_types.h"
#include "modules/purchase/purchase_service.h"

namespace qsr::pack {

class PackService final : public purchase::ProductKind {
 public:
  PackService(db::Db& db, const Clock& clock, purchase::PurchaseService& purchases, coupon::CouponService& coupons)
      : db_(db), clock_(clock), purchases_(purchases), coupons_(coupons) {}

  // As a product kind.
  std::string_view kind() const override { return "pack"; }
  std::string_view number_prefix() const override { return "PK"; }
  // The pack's price within its limit a member; 400 when it is not on sale.
  purchase::Quote quote(db::Tx& tx, int64_t member_id, int64_t pack_id, int quantity, int64_t now_ms) override;
  // Issues the pack's coupons, keyed by the order.
  void fulfil(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) override;
  // Voids them, all or none: 409 when one was used or given away.
  void reverse(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) override;

  const Clock& clock() const { return clock_; }
  bool on_sale_now() const { return purchases_.on_sale("pack"); }
  std::vector<Pack> on_sale();    // the packs members can buy now
  std::vector<Pack> all();        // for operators
  // One pack as its page shows it (on sale or not); 404 for none.
  Pack pack(int64_t id);
  // What each of the pack's coupons would be if bought now, in the pack's order.
  std::vector<coupon::MemberCoupon> contents(const Pack& p) { return coupons_.previews(template_ids(p)); }
  // How many of each pack the member has bought (what a limit counts).
  std::map<int64_t, int64_t> bought(int64_t member_id) { return purchases_.bought(member_id, std::string(kind())); }

  // Starts paying for a pack by card. `in_group`: the page was opened from a group order, where
  // packs are not sold (400 pack_in_group).
  purchase::Started start(int64_t member_id, int64_t pack_id, bool in_group, const std::string& return_url, const std::string& request_key);
  purchase::ProductOrder order(int64_t member_id, const std::string& order_no) {
    return purchases_.detail(member_id, order_no, std::string(kind()));
  }

  // Operators add (id 0) or change a pack: a price, 1 to 10 templates that exist; 400 otherwise.
  Pack save(const Pack& p);

 private:
  static std::vector<int64_t> template_ids(const Pack& p);

  db::Db& db_;
  const Clock& clock_;
  purchase::PurchaseService& purchases_;
  coupon::CouponService& coupons_;
};

}  // namespace qsr::pack

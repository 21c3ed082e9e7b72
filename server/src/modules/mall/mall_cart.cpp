// The mall cart (integralMall/pages/shoppingCart): what a member means to exchange, kept on the
// server so it follows them between devices. Only goods go in; a package is exchanged alone.
#include "core/app_error.h"
#include "modules/mall/mall_repo.h"
#include "modules/mall/mall_service.h"

namespace qsr::mall {
namespace {

MallService::Cart cart_in(db::Tx& tx, points::PointsService& points, int64_t member_id) {
  MallService::Cart c;
  for (const auto& line : repo::cart(tx, member_id)) {
    auto item = repo::item(tx, line.item_id);
    if (!item || !item->active) continue;  // taken off sale since: not offered any more
    c.points += item->points * line.quantity;
    c.cash += item->cash * line.quantity;
    c.lines.emplace_back(line.quantity, std::move(*item));
  }
  c.balance = points.balance(tx, member_id);
  return c;
}

}  // namespace

MallService::Cart MallService::cart(int64_t member_id) {
  return db_.read_value([&](db::Tx& tx) { return cart_in(tx, points_, member_id); });
}

MallService::Cart MallService::set_cart_line(int64_t member_id, int64_t item_id, int64_t quantity) {
  if (quantity < 0 || quantity > kMaxQuantity) throw AppError::invalid("quantity");
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    if (quantity > 0) {
      const auto item = repo::item(tx, item_id);
      if (!item || !item->active) throw AppError::not_found("mall_item_not_found");
      if (item->kind == kCoupons) throw AppError(400, kPackageAlone, "mall_package_alone");
      const auto lines = repo::cart(tx, member_id);
      const bool present = std::any_of(lines.begin(), lines.end(), [&](const repo::CartLine& l) { return l.item_id == item_id; });
      if (!present && lines.size() >= kMaxLines) throw AppError(400, kCartFull, "mall_cart_full");
    }
    repo::set_cart_line(tx, member_id, item_id, quantity, now);
    return cart_in(tx, points_, member_id);
  });
}

}  // namespace qsr::mall

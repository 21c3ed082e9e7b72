// The checkout hands the coupon engine nothing past its caps (engine/coupon/input_limits.h):
// a cart over them is refused with the cart's "too many" answer before the engine sees it, and
// a member's wallet is trimmed to what the engine takes, the coupons in use kept.
#include <gtest/gtest.h>

#include "core/app_error.h"
#include "engine/coupon/input_limits.h"
#include "modules/cart/cart_service.h"
#include "modules/coupon/checkout_limits.h"

namespace qsr::coupon {
namespace {

namespace ec = engine::coupon;

const int64_t kNow = 1'795'406'400'000;  // 2026-11-23 12:00 Hong Kong

ec::CalcConfig config() {
  ec::CalcConfig c;
  c.channel = "COMMON";
  c.shop_id = 1;
  c.now_ms = kNow;
  return c;
}

std::vector<ec::CartLine> cart(int lines, int64_t units_each) {
  std::vector<ec::CartLine> out;
  for (int i = 0; i < lines; ++i) {
    ec::CartLine l;
    l.id = i + 1;
    l.goods_id = 2001;
    l.quantity = units_each;
    l.price = 2500;
    out.push_back(l);
  }
  return out;
}

int result_code_of(const std::vector<ec::CartLine>& goods) {
  try {
    check_engine_input(goods, {}, config());
  } catch (const AppError& e) {
    EXPECT_EQ(e.http_status, 400);
    return e.result_code;
  }
  return 0;
}

TEST(CouponCheckoutLimits, Checkout_RefusesACartOf999LinesOf999UnitsBeforeTheEngine) {
  EXPECT_EQ(result_code_of(cart(999, 999)), cart::kLimitReached);
  EXPECT_EQ(result_code_of(cart(201, 1)), cart::kLimitReached);    // lines
  EXPECT_EQ(result_code_of(cart(102, 99)), cart::kLimitReached);   // 10,098 units
  EXPECT_EQ(result_code_of(cart(101, 99)), 0);                     // 9,999 units
}

TEST(CouponCheckoutLimits, Checkout_AnythingElseOutOfRangeIsTheServersOwnError) {
  std::vector<ec::CartLine> goods = cart(1, 1);
  goods[0].price = ec::limits::kMaxMoney + 1;
  try {
    check_engine_input(goods, {}, config());
    FAIL() << "a price above the engine's range was accepted";
  } catch (const AppError& e) {
    EXPECT_EQ(e.http_status, 500);
    EXPECT_NE(std::string(e.what()).find("price"), std::string::npos);  // the logged detail names it
  }
}

TEST(CouponCheckoutLimits, Checkout_WalletIsTrimmedToTheEngineCapsKeepingTheCouponsInUse) {
  std::vector<ec::Coupon> wallet;
  for (int i = 0; i < 600; ++i) {
    ec::Coupon c;
    c.code = "C" + std::to_string(i);
    wallet.push_back(c);
  }
  const std::vector<ec::Coupon> kept = fit_wallet(wallet, {"C599"});
  ASSERT_EQ(static_cast<int64_t>(kept.size()), ec::limits::kMaxCoupons);
  EXPECT_EQ(kept.front().code, "C599");  // the selection first
  EXPECT_EQ(kept[1].code, "C0");         // then in the order given: soonest to expire
  EXPECT_NO_THROW(check_engine_input(cart(1, 1), kept, config()));
  // Copies count too: 30 coupons of 99 copies are 2,970 entries.
  for (auto& c : wallet) c.copies_per_order = 99;
  const std::vector<ec::Coupon> copies = fit_wallet(wallet, {});
  EXPECT_EQ(static_cast<int64_t>(copies.size()), ec::limits::kMaxCouponEntries / 99);
  EXPECT_NO_THROW(check_engine_input(cart(1, 1), copies, config()));
}

}  // namespace
}  // namespace qsr::coupon

// A cart holds no more than the coupon engine prices at checkout (engine/coupon/input_limits.h):
// 200 lines and 10,000 units. Past them an add or a raise is refused with 30011 (已達到購買商品數量
// 上限) rather than letting the customer build a cart that could never be ordered.
#include <gtest/gtest.h>

#include <filesystem>

#include "../../db/test_databases.h"
#include "../../support/mini_brand.h"
#include "core/app_error.h"
#include "core/clock.h"
#include "db/migrations.h"
#include "modules/cart/cart_repo.h"
#include "modules/cart/cart_service.h"
#include "modules/catalog/catalog_seed.h"
#include "modules/catalog/catalog_service.h"

namespace qsr::cart {
namespace {

using db::testing::PerDialect;
namespace fs = std::filesystem;

fs::path fixture() { return testing::mini_brand_dir(); }

using testing::kMondayNoon;
const Owner kOwner = Owner::member(1);

class CartSize : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db::migrate(db());
    catalog::seed(db(), fixture().string(), kMondayNoon);
    catalog_ = std::make_unique<catalog::CatalogService>(db(), clock_);
    carts_ = std::make_unique<CartService>(db(), clock_, *catalog_);
  }
  // Fries (3001, sold in twos) with its own memo: a line of its own.
  AddRequest line(int n, int64_t quantity = 2) {
    AddRequest r;
    r.sid = 1;
    r.order_type = catalog::OrderType::pickup;
    r.choices.goods_id = 3001;
    r.quantity = quantity;
    r.memo = "m" + std::to_string(n);
    return r;
  }
  int result_code_of_adding(const AddRequest& r) {
    try {
      carts_->add(kOwner, r);
    } catch (const AppError& e) {
      return e.result_code;
    }
    return 0;
  }
  std::vector<LineRow> lines() {
    return db().read_value([&](db::Tx& tx) { return repo::lines(tx, kOwner, 1); });
  }
  SettableClock clock_{kMondayNoon};
  std::unique_ptr<catalog::CatalogService> catalog_;
  std::unique_ptr<CartService> carts_;
};

TEST_P(CartSize, Cart_RefusesALineBeyondTheEnginesCap) {
  for (int n = 0; n < kMaxCartLines; ++n) ASSERT_EQ(result_code_of_adding(line(n)), 0) << n;
  EXPECT_EQ(result_code_of_adding(line(kMaxCartLines)), kLimitReached);
  EXPECT_EQ(static_cast<int64_t>(lines().size()), kMaxCartLines);
  EXPECT_EQ(result_code_of_adding(line(0)), 0);  // more of a line already there is still fine
}

TEST_P(CartSize, Cart_RefusesUnitsBeyondTheEnginesCap) {
  // 101 lines of 99 are 9,999 units: a new line (two at least) would pass 10,000.
  for (int n = 0; n < 101; ++n) ASSERT_EQ(result_code_of_adding(line(n, kMaxLineQuantity)), 0) << n;
  EXPECT_EQ(result_code_of_adding(line(101)), kLimitReached);
  const int64_t first = lines().front().id;
  carts_->set_quantity(kOwner, 1, first, kMaxLineQuantity - 1);  // 9,998
  EXPECT_EQ(result_code_of_adding(line(101)), 0);                 // exactly 10,000
  try {
    carts_->set_quantity(kOwner, 1, first, kMaxLineQuantity);
    FAIL() << "raised a line past 10,000 units";
  } catch (const AppError& e) {
    EXPECT_EQ(e.result_code, kLimitReached);
  }
}

QSR_FOR_EACH_DIALECT(CartSize);

}  // namespace
}  // namespace qsr::cart

// The mall's brand file is held to what the admin API allows: a store's stock only for goods
// picked up at a store. A file that breaks it is refused by name and loads nothing.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "../../db/test_databases.h"
#include "db/migrations.h"
#include "modules/mall/mall_repo.h"
#include "modules/mall/mall_seed.h"
#include "support/scratch_dir.h"

namespace qsr::mall {
namespace {
namespace fs = std::filesystem;
using db::testing::PerDialect;

class MallSeed : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db::migrate(db());
  }
  testing::ScratchDir scratch_{"mall-seed"};
  const fs::path& dir_ = scratch_.path();
};

TEST_P(MallSeed, AStoresStockOnADeliveryOnlyItemIsRefusedByNameAndNothingLoads) {
  std::ofstream(dir_ / "mall.json") << R"({"categories": [{"key": "gifts", "name": {"zh-HK": "禮品", "zh-CN": "礼品", "en": "Gifts"}}],
    "items": [{"category": "gifts", "title": {"zh-HK": "杯", "zh-CN": "杯", "en": "Mug"}, "points": 100, "stock": 5,
               "fulfilment": "delivery", "storeStock": [{"sid": 1, "stock": 2}]}]})";
  try {
    seed(db(), dir_, 1'000'000, {});
    ADD_FAILURE() << "loaded";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("mall.json: storeStock"), std::string::npos) << e.what();
  }
  EXPECT_TRUE(db().read_value([&](db::Tx& tx) { return repo::categories(tx, false).empty(); }));
}

QSR_FOR_EACH_DIALECT(MallSeed);

}  // namespace
}  // namespace qsr::mall

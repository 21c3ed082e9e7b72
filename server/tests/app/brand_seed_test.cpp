// Loading a brand folder: the test brand loads whole, and a file that does not load is named in
// the error even when its loader's own message would not say which file it was about.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "../db/test_databases.h"
#include "../support/mini_brand.h"
#include "app/brand_seed.h"
#include "db/migrations.h"
#include "support/scratch_dir.h"

namespace qsr::app {
namespace {
namespace fs = std::filesystem;
using db::testing::PerDialect;

class BrandSeed : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db::migrate(db());
    fs::copy(testing::mini_brand_dir(), dir_, fs::copy_options::recursive);
  }
  std::string refusal() {
    try {
      seed_brand(db(), dir_, testing::kMondayNoon);
    } catch (const std::exception& e) {
      return e.what();
    }
    return "";
  }
  testing::ScratchDir scratch_{"brand-seed"};
  const fs::path& dir_ = scratch_.path();
};

TEST_P(BrandSeed, TheTestBrandLoads) { EXPECT_EQ(refusal(), ""); }

TEST_P(BrandSeed, AFileWithARequiredFieldMissingIsNamedInTheError) {
  // A prize without its kind: the JSON library's own message says only "key not found".
  std::ofstream(dir_ / "draws.json") << R"({"activities": [{"kind": "wheel",
    "title": {"zh-HK": "轉盤", "zh-CN": "转盘", "en": "Wheel"}, "rules": {"zh-HK": "規則", "zh-CN": "规则", "en": "Rules"},
    "prizes": [{"name": {"zh-HK": "謝謝", "zh-CN": "谢谢", "en": "Thanks"}}]}]})";
  EXPECT_EQ(refusal().rfind("draws.json: ", 0), 0u) << refusal();
}

QSR_FOR_EACH_DIALECT(BrandSeed);

}  // namespace
}  // namespace qsr::app

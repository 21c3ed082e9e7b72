// A brand's draws load whether or not it has coupons: a draw of points prizes needs no coupon
// template, and a prize naming one the brand does not have is refused by name.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "../../db/test_databases.h"
#include "db/migrations.h"
#include "modules/draw/draw_repo.h"
#include "modules/draw/draw_seed.h"
#include "support/scratch_dir.h"

namespace qsr::draw {
namespace {
namespace fs = std::filesystem;
using db::testing::PerDialect;

constexpr const char* kPointsWheel = R"({"activities": [{"kind": "wheel",
  "title": {"zh-HK": "轉盤", "zh-CN": "转盘", "en": "Wheel"}, "rules": {"zh-HK": "規則", "zh-CN": "规则", "en": "Rules"},
  "prizes": [{"kind": "points", "name": {"zh-HK": "10 分", "zh-CN": "10 分", "en": "10 points"}, "points": 10, "stock": 5},
             {"kind": "%s", "name": {"zh-HK": "謝謝", "zh-CN": "谢谢", "en": "Thanks"}%s}]}]})";

class DrawSeed : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db::migrate(db());
  }
  // The wheel's second prize: of `kind`, with `extra` fields.
  void write_draws(const std::string& kind, const std::string& extra) {
    char text[2048];
    std::snprintf(text, sizeof text, kPointsWheel, kind.c_str(), extra.c_str());
    std::ofstream(dir_ / "draws.json") << text;
  }
  size_t activities_loaded() {
    return db().read_value([&](db::Tx& tx) { return repo::activities(tx).size(); });
  }
  testing::ScratchDir scratch_{"draw-seed"};
  const fs::path& dir_ = scratch_.path();
};

TEST_P(DrawSeed, ADrawOfPointsPrizesLoadsForABrandWithoutCoupons) {
  write_draws("none", "");
  seed(db(), dir_, 1'000'000, {});
  EXPECT_EQ(activities_loaded(), 1u);
}

TEST_P(DrawSeed, APrizeNamingACouponTheBrandDoesNotHaveIsRefusedByNameAndLoadsNothing) {
  write_draws("coupon", R"(, "template": "nowhere", "stock": 1)");
  try {
    seed(db(), dir_, 1'000'000, {});
    ADD_FAILURE() << "loaded";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("draws.json"), std::string::npos) << e.what();
  }
  EXPECT_EQ(activities_loaded(), 0u);
}

QSR_FOR_EACH_DIALECT(DrawSeed);

}  // namespace
}  // namespace qsr::draw

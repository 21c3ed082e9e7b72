#include <gtest/gtest.h>

#include "../../support/mini_brand.h"

#include <filesystem>
#include <fstream>

#include "modules/catalog/catalog_seed.h"
#include "modules/catalog/menu_rules.h"

namespace qsr::catalog {
namespace fs = std::filesystem;

namespace {

fs::path fixture() { return testing::mini_brand_dir(); }
fs::path demo() { return qsr::testing::repo_root_dir() / "data" / "demo"; }

// A copy of the fixture with one file replaced.
fs::path broken_copy(const std::string& file, const std::string& from, const std::string& to) {
  static int n = 0;
  fs::path dir = fs::temp_directory_path() / ("qsr-seed-" + std::to_string(getpid()) + "-" + std::to_string(n++));
  fs::remove_all(dir);
  fs::copy(fixture(), dir, fs::copy_options::recursive);
  std::ifstream in(dir / file);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto pos = text.find(from);
  EXPECT_NE(pos, std::string::npos) << from;
  text.replace(pos, from.size(), to);
  std::ofstream(dir / file) << text;
  return dir;
}

std::string seed_error(const fs::path& dir) {
  try {
    read_brand_folder(dir);
  } catch (const SeedError& e) {
    fs::remove_all(dir);
    return e.what();
  }
  fs::remove_all(dir);
  return "";
}

}  // namespace

TEST(CatalogSeed, TheFixtureBrandLoads) {
  Snapshot s = read_brand_folder(fixture());
  EXPECT_EQ(s.stores.size(), 3u);
  EXPECT_EQ(s.find_goods(2001)->specs.size(), 2u);
  EXPECT_EQ(s.find_goods(2001)->price, 1800);
  EXPECT_EQ(s.find_goods(4001)->package_groups.size(), 2u);
  EXPECT_EQ(s.find_goods(2001)->image, "/media/images/dot.svg");
}

TEST(CatalogSeed, TheDemoBrandLoadsAndMeetsTheBrief) {
  if (!fs::exists(demo() / "brand.json")) GTEST_SKIP() << "no demo brand";
  Snapshot s = read_brand_folder(demo());
  EXPECT_GE(s.stores.size(), 12u);
  EXPECT_GE(s.categories.size(), 8u);
  size_t sellable = 0, packages = 0;
  for (const auto& [id, g] : s.goods) {
    if (g.goods_type != 4) ++sellable;
    if (g.goods_type == 3) ++packages;
    EXPECT_FALSE(g.image.empty()) << id;
    EXPECT_FALSE(g.name.get(Lang::en).empty()) << id;
  }
  EXPECT_GE(sellable, 60u);
  EXPECT_GE(packages, 1u);
  EXPECT_EQ(s.districts.size(), 18u);
}

TEST(CatalogSeed, ErrorsNameTheFileAndTheField) {
  EXPECT_NE(seed_error(broken_copy("menu.json", R"("price": "32")", R"("price": "32.123")")).find("menu.json: goods[0]"),
            std::string::npos);
  EXPECT_NE(seed_error(broken_copy("stores.json", R"("cityCode": "7101002e5")", R"("cityCode": "nowhere")")).find("unknown cityCode"),
            std::string::npos);
  EXPECT_NE(seed_error(broken_copy("menu.json", R"({"goodsId": 9002, "addPrice": "3"})", R"({"goodsId": 9999})")).find("unknown package item"),
            std::string::npos);
  EXPECT_NE(seed_error(broken_copy("stores.json", R"("open": "07:00")", R"("open": "7am")")).find("bad time"), std::string::npos);
  EXPECT_NE(seed_error(broken_copy("brand.json", R"("logo": "images/dot.svg")", R"("logo": "../../etc/passwd")")).find("inside the folder"),
            std::string::npos);
}

TEST(MenuRules, StoreOverridesChangePriceAndStatus) {
  Snapshot s = read_brand_folder(fixture());
  LocalTime noon = to_hk_local(hk_local_to_utc_ms(2026, 11, 23, 12 * 60));
  EXPECT_EQ(goods_at_store(s, 1, *s.find_goods(3002), noon).state, SaleState::sold_out);
  EXPECT_EQ(goods_at_store(s, 2, *s.find_goods(3002), noon).state, SaleState::on_sale);
  EXPECT_TRUE(goods_at_store(s, 2, *s.find_goods(3001), noon).removed);
  EXPECT_TRUE(goods_at_store(s, 1, *s.find_goods(9001), noon).removed);  // selectable option
  EXPECT_FALSE(goods_at_store(s, 1, *s.find_goods(9001), noon, false).removed);
  EXPECT_EQ(goods_at_store(s, 1, *s.find_goods(1001), noon).state, SaleState::outside_sale_time);
}

}  // namespace qsr::catalog

#include "app/brand_seed.h"

#include <exception>
#include <stdexcept>
#include <string>
#include <utility>

#include "modules/account/agreements.h"
#include "modules/catalog/catalog_seed.h"
#include "modules/coupon/coupon_seed.h"
#include "modules/dinein/table_seed.h"
#include "modules/draw/draw_seed.h"
#include "modules/giftcard/giftcard_seed.h"
#include "modules/invite/invite_seed.h"
#include "modules/level/level_seed.h"
#include "modules/mall/mall_seed.h"
#include "modules/moderation/moderation_seed.h"
#include "modules/pack/pack_seed.h"
#include "modules/page/page_content.h"
#include "modules/page/page_seed.h"
#include "modules/points/points_seed.h"
#include "modules/popup/popup_seed.h"
#include "modules/prime/prime_seed.h"
#include "modules/recharge/recharge_seed.h"
#include "modules/rights/rights_seed.h"
#include "modules/task/task_seed.h"
#include "modules/wish/wish_seed.h"

namespace qsr::app {
namespace {

// Runs one module's loader of `file`. Most of their errors name the file already; one that does
// not (a required field missing, which the JSON library reports as "key not found") is given the
// file's name, so an operator knows where to look.
template <typename Load>
auto from(const char* file, Load&& load) {
  try {
    return std::forward<Load>(load)();
  } catch (const catalog::SeedError&) {
    throw;
  } catch (const std::exception& e) {
    const std::string what = e.what();
    if (what.rfind(file, 0) == 0) throw;
    throw std::runtime_error(std::string(file) + ": " + what);
  }
}

}  // namespace

// Levels before coupons: a coupon for some levels names them by id, 1 being the lowest threshold.
// Coupons before what gives coupons: those name the templates by key.
void seed_brand(db::Db& db, const std::filesystem::path& dir, int64_t now_ms) {
  catalog::seed(db, dir, now_ms);  // brand, cities, stores, menu and goods codes: errors name the file
  from("agreements.json", [&] { account::seed_agreements(db, dir, now_ms); });
  from("loyalty.json", [&] { level::seed(db, dir, now_ms); });
  const auto coupon_templates = from("coupons.json", [&] { return coupon::seed(db, dir, now_ms); });
  from("coupons.json", [&] { pack::seed(db, dir, now_ms, coupon_templates); });
  from("coupons.json", [&] { rights::seed(db, dir, now_ms, coupon_templates); });
  from("tables.json", [&] { dinein::seed_tables(db, dir, now_ms); });
  from("loyalty.json", [&] { points::seed(db, dir, now_ms); });
  from("loyalty.json", [&] { recharge::seed(db, dir, now_ms); });
  from("loyalty.json", [&] { prime::seed(db, dir, now_ms); });
  from("loyalty.json", [&] { giftcard::seed(db, dir, now_ms); });
  from("mall.json", [&] { mall::seed(db, dir, now_ms, coupon_templates); });
  from("draws.json", [&] { draw::seed(db, dir, now_ms, coupon_templates); });
  from("tasks.json", [&] { task::seed(db, dir, now_ms, coupon_templates); });
  from("invites.json", [&] { invite::seed(db, dir, now_ms, coupon_templates); });
  from("wishes.json", [&] { wish::seed(db, dir, now_ms, coupon_templates); });
  from("pages.json", [&] { page::seed(db, dir, now_ms); });
  from("page-content.json", [&] { page::seed_content(db, dir, now_ms); });
  from("popups.json", [&] { popup::seed(db, dir, now_ms, coupon_templates); });
  from("sensitive-words.json", [&] { moderation::seed(db, dir); });
}

}  // namespace qsr::app

#include "modules/coupon/coupon_ties.h"

#include <algorithm>

#include "core/app_error.h"
#include "engine/coupon/item_matching.h"
#include "modules/coupon/coupon_repo.h"
#include "modules/coupon/coupon_service.h"

namespace qsr::coupon {

namespace {
namespace ec = engine::coupon;

const char* kind_name(int category) {
  switch (category) {
    case 80:
    case 90: return "exchange";
    case 30: return "gift";
    case 110: return "stepgift";
    default: return nullptr;
  }
}

// A buy-one-get-one cap when the coupon sets no maximum count.
constexpr int64_t kUncappedCycles = 10;

bool names_gift(const ec::Coupon& c, int64_t goods_id) {
  return std::any_of(c.gift_items.begin(), c.gift_items.end(), [&](const ec::GiftItem& g) { return g.item_code == std::to_string(goods_id); });
}

int64_t gifts_per_use(const ec::Coupon& c) {
  int64_t n = 0;
  for (const auto& g : c.gift_items) n += std::max<int64_t>(1, g.num);
  return std::max<int64_t>(1, n);
}

int64_t cycles_allowed(const ec::Coupon& c) {
  return c.max_discount_num > 0 && c.max_discount_num < ec::kUnsetMaximum ? c.max_discount_num : kUncappedCycles;
}

std::optional<ec::Coupon> engine_coupon(db::Tx& tx, const std::string& code) {
  auto c = repo::coupon_by_code(tx, code);
  if (!c) return std::nullopt;
  auto t = repo::template_by_id(tx, c->template_id);
  if (!t) return std::nullopt;
  return to_engine(*c, *t, Lang::zh_HK);
}

}  // namespace

Takes takes_of(const ec::Coupon& c) {
  switch (c.category) {
    case ec::Category::exchange:
    case ec::Category::convert: return {TakeMode::exchange, std::max<int64_t>(1, c.exchange_num)};
    case ec::Category::gift_with_purchase: return {TakeMode::gift, gifts_per_use(c) * (c.cycle ? cycles_allowed(c) : 1)};
    case ec::Category::gift_activity:
      if (c.gift_items.empty()) return {};  // buy-one-get-one: ordinary lines
      return {TakeMode::gift, cycles_allowed(c)};
    default: return {};
  }
}

const char* take_mode_name(TakeMode m) {
  switch (m) {
    case TakeMode::exchange: return "exchange";
    case TakeMode::gift: return "gift";
    case TakeMode::none: break;
  }
  return "none";
}

bool may_take(const ec::Coupon& c, int64_t goods_id, int64_t option_id) {
  switch (takes_of(c).mode) {
    case TakeMode::exchange: {
      ec::CartLine line;
      line.goods_id = goods_id;
      line.sku_code = option_id ? std::to_string(option_id) : "";
      return ec::line_matches_item_rules(c.item_rules, line);
    }
    case TakeMode::gift: return names_gift(c, goods_id);
    case TakeMode::none: break;
  }
  return false;
}

bool covers_goods(const ec::Coupon& c, const catalog::Goods& goods) {
  ec::CartLine line;
  line.goods_id = goods.goods_id;
  if (ec::line_matches_item_rules(c.item_rules, line)) return true;
  return std::any_of(goods.specs.begin(), goods.specs.end(), [&](const catalog::Spec& spec) {
    line.sku_code = std::to_string(spec.option_id);
    return ec::line_matches_item_rules(c.item_rules, line);
  });
}

std::string tie_key(db::Db& db, int64_t member_id, const std::string& coupon_code, int64_t goods_id, int64_t option_id,
                    int64_t now_ms) {
  if (coupon_code.empty() || coupon_code.size() > 40) throw AppError::invalid("couponCode");
  auto found = db.read_value([&](db::Tx& tx) -> std::optional<std::pair<CouponRow, ec::Coupon>> {
    auto c = repo::coupon_by_code(tx, coupon_code);
    if (!c) return std::nullopt;
    auto e = engine_coupon(tx, coupon_code);
    if (!e) return std::nullopt;
    return std::make_pair(*c, *e);
  });
  if (!found || found->first.member_id != member_id) throw AppError(404, kCouponNotFound, "coupon_not_found");
  const CouponRow& c = found->first;
  const ec::Coupon& e = found->second;
  const char* kind = kind_name(static_cast<int>(e.category));
  if (!kind || takes_of(e).mode == TakeMode::none || c.status != kUsable || c.invalid_at < now_ms) {
    throw AppError(400, kNotUsable, "coupon_not_usable");
  }
  if (!may_take(e, goods_id, option_id)) throw AppError(400, kGoodsNotForCoupon, "coupon_goods_not_applicable");
  return std::string(kind) + ":" + c.code;
}

cart::CartService::TieLimits tie_limit(db::Tx& tx, const std::string& coupon_key) {
  Tie t = tie_of(coupon_key);
  if (t.kind == engine::coupon::TieKind::none) return {};
  auto e = engine_coupon(tx, t.coupon_code);
  if (!e) return {};
  const Takes takes = takes_of(*e);
  return {takes.units, takes.mode == TakeMode::exchange ? 1 : 0};
}

Tie tie_of(const std::string& coupon_key) {
  using engine::coupon::TieKind;
  auto colon = coupon_key.find(':');
  if (colon == std::string::npos) return {};
  const std::string kind = coupon_key.substr(0, colon);
  Tie t;
  t.coupon_code = coupon_key.substr(colon + 1);
  if (kind == "exchange") t.kind = TieKind::exchange;
  else if (kind == "gift") t.kind = TieKind::gift;
  else if (kind == "stepgift") t.kind = TieKind::activity_gift;
  else return {};
  return t;
}

}  // namespace qsr::coupon

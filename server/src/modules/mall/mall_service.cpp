// The shelf, the operators' side and the account hooks of the mall (the exchanges themselves are
// in mall_exchange.cpp, the cart in mall_cart.cpp).
#include "modules/mall/mall_service.h"

#include <algorithm>
#include <set>

#include "core/app_error.h"
#include "modules/mall/mall_repo.h"

namespace qsr::mall {
namespace {

constexpr int64_t kMaxPoints = 100'000'000;
constexpr int64_t kMaxCash = 10'000'000;  // HK$100,000
constexpr int64_t kMaxStock = 1'000'000;
constexpr size_t kMaxPackCoupons = 10;
constexpr int64_t kMaxPackCount = 20;
constexpr int64_t kMaxListed = 500;

void check_text(const I18nText& t, const char* field) {
  if (t.get(Lang::zh_HK).empty()) throw AppError::invalid(field);
}

void check_kind_and_fulfilment(const Item& i) {
  if (i.kind == kCoupons) {
    if (i.fulfilment != kNoFulfilment) throw AppError::invalid("fulfilment");
    if (i.coupons.empty() || i.coupons.size() > kMaxPackCoupons) throw AppError::invalid("coupons");
    for (const auto& c : i.coupons) {
      if (c.count < 1 || c.count > kMaxPackCount) throw AppError::invalid("coupons");
    }
    return;
  }
  if (i.kind != kGoods) throw AppError::invalid("kind");
  if (i.fulfilment != kPickup && i.fulfilment != kDelivery && i.fulfilment != kBoth) throw AppError::invalid("fulfilment");
  if (!i.coupons.empty()) throw AppError::invalid("coupons");
}

}  // namespace

MallService::Shelf MallService::shelf(std::optional<int64_t> member_id) {
  return db_.read_value([&](db::Tx& tx) {
    Shelf s;
    s.categories = repo::categories(tx, true);
    s.items = repo::items(tx, true);
    if (member_id) s.balance = points_.balance(tx, *member_id);
    return s;
  });
}

MallService::ItemView MallService::item(int64_t id, std::optional<int64_t> member_id, Lang lang) {
  ItemView v = db_.read_value([&](db::Tx& tx) {
    auto item = repo::item(tx, id);
    if (!item || !item->active) throw AppError::not_found("mall_item_not_found");
    ItemView v{*item, {}, std::nullopt, 0, {}};
    if (item->per_store) v.stores = repo::store_stock(tx, id);
    if (member_id) {
      v.balance = points_.balance(tx, *member_id);
      v.taken = repo::units_taken(tx, *member_id, id);
    }
    return v;
  });
  std::vector<int64_t> templates;
  for (const auto& c : v.item.coupons) templates.push_back(c.template_id);
  v.coupon_names = coupons_.template_names(templates, lang);
  return v;
}

std::map<std::string, std::string> MallService::coupon_names(const std::vector<Order>& orders, Lang lang) {
  std::vector<std::string> codes;
  for (const auto& o : orders) codes.insert(codes.end(), o.coupon_codes.begin(), o.coupon_codes.end());
  return coupons_.names_by_code(codes, lang);
}

std::vector<Category> MallService::all_categories() {
  return db_.read_value([](db::Tx& tx) { return repo::categories(tx, false); });
}

std::vector<Item> MallService::all_items() {
  return db_.read_value([](db::Tx& tx) { return repo::items(tx, false); });
}

std::vector<StoreStock> MallService::store_stock(int64_t item_id) {
  return db_.read_value([&](db::Tx& tx) { return repo::store_stock(tx, item_id); });
}

Category MallService::save_category(const Category& c) {
  check_text(c.name, "name");
  return db_.write_value([&](db::Tx& tx) {
    if (c.id != 0) {
      const auto all = repo::categories(tx, false);
      if (std::none_of(all.begin(), all.end(), [&](const Category& x) { return x.id == c.id; })) throw AppError::not_found();
    }
    Category saved = c;
    saved.id = repo::save_category(tx, c, clock_.now_ms());
    return saved;
  });
}

Item MallService::save_item(const Item& i, const std::optional<std::vector<StoreStock>>& store_stock) {
  check_text(i.title, "title");
  if (i.points < 1 || i.points > kMaxPoints) throw AppError::invalid("points");
  if (i.cash < 0 || i.cash > kMaxCash) throw AppError::invalid("cash");
  if (i.stock < 0 || i.stock > kMaxStock) throw AppError::invalid("stock");
  if (i.per_member_limit < 0 || i.per_member_limit > kMaxStock) throw AppError::invalid("perMemberLimit");
  check_kind_and_fulfilment(i);
  if (!i.coupons.empty()) {
    std::vector<int64_t> ids;
    for (const auto& c : i.coupons) ids.push_back(c.template_id);
    coupons_.previews(ids);  // 400 naming templateId for one that does not exist
  }
  if (store_stock && !store_stock->empty()) {
    // Only goods handed over at a store have a store's stock.
    if (i.kind != kGoods || !i.offers(kPickup)) throw AppError::invalid("storeStock");
    const auto menu = catalog_.snapshot();
    std::set<int64_t> seen;
    for (const auto& s : *store_stock) {
      if (!menu->store(s.sid) || !seen.insert(s.sid).second || s.stock < 0 || s.stock > kMaxStock) throw AppError::invalid("storeStock");
    }
  }
  return db_.write_value([&](db::Tx& tx) {
    const auto categories = repo::categories(tx, false);
    if (std::none_of(categories.begin(), categories.end(), [&](const Category& x) { return x.id == i.category_id; })) {
      throw AppError::invalid("categoryId");
    }
    if (i.id != 0 && !repo::item(tx, i.id)) throw AppError::not_found();
    const int64_t now = clock_.now_ms();
    const int64_t id = repo::save_item(tx, i, now);
    if (store_stock) repo::set_store_stock(tx, id, *store_stock, now);
    // An item that no longer hands over at stores keeps no store stock behind.
    else if (!i.offers(kPickup)) repo::set_store_stock(tx, id, {}, now);
    return *repo::item(tx, id);
  });
}

std::vector<Order> MallService::orders_in(const std::string& status) {
  return db_.read_value([&](db::Tx& tx) { return repo::in_status(tx, status, kMaxListed); });
}

void MallService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }

void MallService::forget(db::Tx& tx, int64_t member_id) { repo::forget_member(tx, member_id); }

int64_t MallService::order_count(db::Tx& tx, int64_t member_id) { return repo::count_orders(tx, member_id); }

}  // namespace qsr::mall

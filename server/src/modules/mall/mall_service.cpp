#include "modules/mall/mall_service.h"

#include <algorithm>

#include "core/app_error.h"
#include "core/crypto.h"
#include "modules/mall/mall_repo.h"

namespace qsr::mall {
namespace {

constexpr int64_t kMaxPoints = 100'000'000;
constexpr int64_t kMaxStock = 1'000'000;
// A store's waiting exchanges the console lists (and a pickup code is looked up among).
constexpr int64_t kMaxWaitingListed = 500;

std::string reference_of(const std::string& order_no) { return "mall:" + order_no; }

void check_text(const I18nText& t, const char* field) {
  if (t.get(Lang::zh_HK).empty()) throw AppError::invalid(field);
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

MallService::ItemView MallService::item(int64_t id, std::optional<int64_t> member_id) {
  return db_.read_value([&](db::Tx& tx) {
    auto item = repo::item(tx, id);
    if (!item || !item->active) throw AppError::not_found("mall_item_not_found");
    ItemView v{*item, std::nullopt, 0};
    if (member_id) {
      v.balance = points_.balance(tx, *member_id);
      v.taken = repo::units_taken(tx, *member_id, id);
    }
    return v;
  });
}

Order MallService::exchange(const Exchange& e) {
  if (e.quantity < 1 || e.quantity > kMaxQuantity) throw AppError::invalid("quantity");
  if (e.request_key.empty()) throw AppError::missing("Idempotency-Key");
  const auto menu = catalog_.snapshot();
  const catalog::Store* store = menu->store(e.sid);
  if (!store) throw AppError::not_found("store_not_found");
  // A store resting or busy still hands goods over later; one closed for good does not.
  if (store->status == catalog::StoreStatus::closed) throw AppError(400, kStoreUnavailable, "mall_store_unavailable");
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    // A retried request answers the order its first attempt made.
    if (auto done = repo::by_request_key(tx, e.member_id, e.request_key)) return *done;
    const auto item = repo::item(tx, e.item_id);
    if (!item || !item->active) throw AppError::not_found("mall_item_not_found");
    Order o;
    o.order_no = "M" + crypto::time_ordered_code(now, 8);
    o.member_id = e.member_id;
    o.item_id = item->id;
    o.quantity = e.quantity;
    o.points = item->points * e.quantity;
    o.sid = e.sid;
    o.pickup_code = crypto::random_digits(6);
    o.status = kWaitingPickup;
    o.request_key = e.request_key;
    o.created_at = now;
    // The order first: it claims the request key. A second attempt with the same key waits here
    // for the first one's commit and then answers its order, having written nothing.
    const auto id = repo::insert_order(tx, o);
    if (!id) return *repo::by_request_key(tx, e.member_id, e.request_key);
    o.id = *id;
    // Then the stock: of many members racing for the last units, the losers stop here without
    // touching their points (and the order above rolls back with them).
    if (!repo::take_stock(tx, item->id, e.quantity, now)) throw AppError(409, kSoldOut, "mall_sold_out");
    if (!points_.spend(tx, e.member_id, reference_of(o.order_no), o.points, "exchange:" + o.order_no, now)) {
      throw AppError(400, kNotEnoughPoints, "mall_points_insufficient");
    }
    // The member's points account is locked now, so their own exchanges of other keys queue up
    // behind this one and each counts the ones before it (this order included).
    if (item->per_member_limit > 0 && repo::units_taken(tx, e.member_id, item->id) > item->per_member_limit) {
      throw AppError(400, kLimitReached, "mall_limit_reached", {std::to_string(item->per_member_limit)});
    }
    return o;
  });
}

MallService::Page MallService::orders(int64_t member_id, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) { return Page{repo::orders(tx, member_id, limit, offset), repo::count_orders(tx, member_id)}; });
}

Order MallService::order(int64_t member_id, const std::string& order_no) {
  auto o = db_.read_value([&](db::Tx& tx) { return repo::order(tx, order_no); });
  if (!o || o->member_id != member_id) throw AppError::not_found("mall_order_not_found");
  return *o;
}

Order MallService::cancel_in(db::Tx& tx, const Order& o, int64_t now_ms) {
  // The conditional move decides: of two cancels (or a cancel and a collection) one wins, and
  // only the winner gives points and stock back.
  if (!repo::move(tx, o.id, kWaitingPickup, kCancelled, now_ms)) throw AppError(409, kNotWaiting, "mall_not_waiting");
  repo::return_stock(tx, o.item_id, o.quantity, now_ms);
  points_.give_back(tx, o.member_id, reference_of(o.order_no), o.points, "exchange-return:" + o.order_no, now_ms);
  return *repo::order(tx, o.order_no);
}

Order MallService::cancel(int64_t member_id, const std::string& order_no) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    auto o = repo::order(tx, order_no);
    if (!o || o->member_id != member_id) throw AppError::not_found("mall_order_not_found");
    return cancel_in(tx, *o, now);
  });
}

Order MallService::collect(int64_t staff_sid, const std::string& order_no_or_code) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    std::optional<Order> o = repo::order(tx, order_no_or_code);
    if (!o) {
      std::vector<Order> matching;
      for (auto& w : repo::waiting_at(tx, staff_sid, kMaxWaitingListed)) {
        if (w.pickup_code == order_no_or_code) matching.push_back(std::move(w));
      }
      if (matching.size() > 1) throw AppError(409, kNotWaiting, "mall_code_ambiguous");
      if (matching.size() == 1) o = std::move(matching.front());
    }
    if (!o || o->sid != staff_sid) throw AppError::not_found("mall_order_not_found");
    if (!repo::move(tx, o->id, kWaitingPickup, kFinished, now)) throw AppError(409, kNotWaiting, "mall_not_waiting");
    return *repo::order(tx, o->order_no);
  });
}

std::vector<Order> MallService::waiting_at(int64_t sid) {
  return db_.read_value([&](db::Tx& tx) { return repo::waiting_at(tx, sid, kMaxWaitingListed); });
}

std::vector<Category> MallService::all_categories() {
  return db_.read_value([](db::Tx& tx) { return repo::categories(tx, false); });
}

std::vector<Item> MallService::all_items() {
  return db_.read_value([](db::Tx& tx) { return repo::items(tx, false); });
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

Item MallService::save_item(const Item& i) {
  check_text(i.title, "title");
  if (i.points < 1 || i.points > kMaxPoints) throw AppError::invalid("points");
  if (i.stock < 0 || i.stock > kMaxStock) throw AppError::invalid("stock");
  if (i.per_member_limit < 0 || i.per_member_limit > kMaxStock) throw AppError::invalid("perMemberLimit");
  return db_.write_value([&](db::Tx& tx) {
    const auto categories = repo::categories(tx, false);
    if (std::none_of(categories.begin(), categories.end(), [&](const Category& x) { return x.id == i.category_id; })) {
      throw AppError::invalid("categoryId");
    }
    if (i.id != 0 && !repo::item(tx, i.id)) throw AppError::not_found();
    return *repo::item(tx, repo::save_item(tx, i, clock_.now_ms()));
  });
}

void MallService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }

int64_t MallService::order_count(db::Tx& tx, int64_t member_id) { return repo::count_orders(tx, member_id); }

}  // namespace qsr::mall

#include "modules/mall/mall_repo.h"

namespace qsr::mall::repo {
namespace sql {
constexpr const char* kCategories = "SELECT id, name, sort, active FROM mall_category ";
constexpr const char* kItems =
    "SELECT id, category_id, title, subtitle, detail, image, points, stock, per_member_limit, sort, active FROM mall_item ";
constexpr const char* kInsertCategory = "INSERT INTO mall_category (name, sort, active, updated_at) VALUES ($1, $2, $3, $4) RETURNING id";
constexpr const char* kUpdateCategory = "UPDATE mall_category SET name = $2, sort = $3, active = $4, updated_at = $5 WHERE id = $1";
constexpr const char* kInsertItem =
    "INSERT INTO mall_item (category_id, title, subtitle, detail, image, points, stock, per_member_limit, sort, active, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id";
constexpr const char* kUpdateItem =
    "UPDATE mall_item SET category_id = $2, title = $3, subtitle = $4, detail = $5, image = $6, points = $7, stock = $8,"
    " per_member_limit = $9, sort = $10, active = $11, updated_at = $12 WHERE id = $1";
// The race for the last units is settled here: the row lock makes a second exchange wait and
// then see the stock the first left.
constexpr const char* kTakeStock =
    "UPDATE mall_item SET stock = stock - $2, updated_at = $3 WHERE id = $1 AND active = 1 AND stock >= $2";
constexpr const char* kReturnStock = "UPDATE mall_item SET stock = stock + $2, updated_at = $3 WHERE id = $1";
constexpr const char* kUnitsTaken =
    "SELECT COALESCE(SUM(quantity), 0) FROM mall_order WHERE member_id = $1 AND item_id = $2 AND status <> 'cancelled'";
constexpr const char* kOrderColumns =
    "SELECT id, order_no, member_id, item_id, quantity, points, sid, pickup_code, status, request_key, created_at, finished_at,"
    " cancelled_at FROM mall_order ";
constexpr const char* kInsertOrder =
    "INSERT INTO mall_order (order_no, member_id, item_id, quantity, points, sid, pickup_code, status, request_key, created_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (member_id, request_key) DO NOTHING RETURNING id";
constexpr const char* kCountOrders = "SELECT COUNT(*) FROM mall_order WHERE member_id = $1";
constexpr const char* kMove =
    "UPDATE mall_order SET status = $3,"
    " finished_at = CASE WHEN $3 = 'finished' THEN $4 ELSE finished_at END,"
    " cancelled_at = CASE WHEN $3 = 'cancelled' THEN $4 ELSE cancelled_at END"
    " WHERE id = $1 AND status = $2";
constexpr const char* kMoveMember = "UPDATE mall_order SET member_id = $2 WHERE member_id = $1";
}  // namespace sql

namespace {

Category category_of(const db::Row& r) {
  return {r.i64(0), I18nText::from_json_text(r.str(1)), static_cast<int>(r.i64(2)), r.i64(3) == 1};
}

Item item_of(const db::Row& r) {
  Item i;
  i.id = r.i64(0);
  i.category_id = r.i64(1);
  i.title = I18nText::from_json_text(r.str(2));
  i.subtitle = I18nText::from_json_text(r.str(3));
  i.detail = I18nText::from_json_text(r.str(4));
  i.image = r.str(5);
  i.points = r.i64(6);
  i.stock = r.i64(7);
  i.per_member_limit = r.i64(8);
  i.sort = static_cast<int>(r.i64(9));
  i.active = r.i64(10) == 1;
  return i;
}

Order order_of(const db::Row& r) {
  Order o;
  o.id = r.i64(0);
  o.order_no = r.str(1);
  o.member_id = r.i64(2);
  o.item_id = r.i64(3);
  o.quantity = r.i64(4);
  o.points = r.i64(5);
  o.sid = r.i64(6);
  o.pickup_code = r.str(7);
  o.status = r.str(8);
  o.request_key = r.str(9);
  o.created_at = r.i64(10);
  if (!r.is_null(11)) o.finished_at = r.i64(11);
  if (!r.is_null(12)) o.cancelled_at = r.i64(12);
  return o;
}

int64_t flag(bool b) { return b ? 1 : 0; }

}  // namespace

std::vector<Category> categories(db::Tx& tx, bool on_sale_only) {
  std::vector<Category> out;
  const std::string where = on_sale_only ? "WHERE active = 1 " : "";
  for (const auto& r : tx.query(std::string(sql::kCategories) + where + "ORDER BY sort, id")) out.push_back(category_of(r));
  return out;
}

std::vector<Item> items(db::Tx& tx, bool on_sale_only) {
  std::vector<Item> out;
  const std::string where = on_sale_only ? "WHERE active = 1 " : "";
  for (const auto& r : tx.query(std::string(sql::kItems) + where + "ORDER BY sort, id")) out.push_back(item_of(r));
  return out;
}

std::optional<Item> item(db::Tx& tx, int64_t id) {
  return tx.query_one_as(std::string(sql::kItems) + "WHERE id = $1", {id}, item_of);
}

int64_t save_category(db::Tx& tx, const Category& c, int64_t now_ms) {
  if (c.id == 0) {
    return tx.query_one(sql::kInsertCategory, {c.name.to_json_text(), int64_t{c.sort}, flag(c.active), now_ms})->i64(0);
  }
  tx.exec(sql::kUpdateCategory, {c.id, c.name.to_json_text(), int64_t{c.sort}, flag(c.active), now_ms});
  return c.id;
}

int64_t save_item(db::Tx& tx, const Item& i, int64_t now_ms) {
  if (i.id == 0) {
    return tx.query_one(sql::kInsertItem, {i.category_id, i.title.to_json_text(), i.subtitle.to_json_text(), i.detail.to_json_text(),
                                            i.image, i.points, i.stock, i.per_member_limit, int64_t{i.sort}, flag(i.active), now_ms})
        ->i64(0);
  }
  tx.exec(sql::kUpdateItem, {i.id, i.category_id, i.title.to_json_text(), i.subtitle.to_json_text(), i.detail.to_json_text(), i.image,
                             i.points, i.stock, i.per_member_limit, int64_t{i.sort}, flag(i.active), now_ms});
  return i.id;
}

bool take_stock(db::Tx& tx, int64_t item_id, int64_t quantity, int64_t now_ms) {
  return tx.exec(sql::kTakeStock, {item_id, quantity, now_ms}) == 1;
}

void return_stock(db::Tx& tx, int64_t item_id, int64_t quantity, int64_t now_ms) {
  tx.exec(sql::kReturnStock, {item_id, quantity, now_ms});
}

int64_t units_taken(db::Tx& tx, int64_t member_id, int64_t item_id) {
  return tx.query_one(sql::kUnitsTaken, {member_id, item_id})->i64(0);
}

std::optional<int64_t> insert_order(db::Tx& tx, const Order& o) {
  auto row = tx.query_one(sql::kInsertOrder, {o.order_no, o.member_id, o.item_id, o.quantity, o.points, o.sid, o.pickup_code, o.status,
                                              o.request_key, o.created_at});
  if (!row) return std::nullopt;
  return row->i64(0);
}

std::optional<Order> by_request_key(db::Tx& tx, int64_t member_id, const std::string& key) {
  return tx.query_one_as(std::string(sql::kOrderColumns) + "WHERE member_id = $1 AND request_key = $2", {member_id, key}, order_of);
}

std::optional<Order> order(db::Tx& tx, const std::string& order_no) {
  return tx.query_one_as(std::string(sql::kOrderColumns) + "WHERE order_no = $1", {order_no}, order_of);
}

std::vector<Order> orders(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset) {
  std::vector<Order> out;
  for (const auto& r : tx.query(std::string(sql::kOrderColumns) + "WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3",
                                {member_id, limit, offset})) {
    out.push_back(order_of(r));
  }
  return out;
}

std::vector<Order> waiting_at(db::Tx& tx, int64_t sid, int64_t limit) {
  std::vector<Order> out;
  for (const auto& r : tx.query(std::string(sql::kOrderColumns) + "WHERE sid = $1 AND status = 'waiting_pickup' ORDER BY id LIMIT $2",
                                {sid, limit})) {
    out.push_back(order_of(r));
  }
  return out;
}

int64_t count_orders(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kCountOrders, {member_id})->i64(0); }

bool move(db::Tx& tx, int64_t id, const std::string& from, const std::string& to, int64_t now_ms) {
  return tx.exec(sql::kMove, {id, from, to, now_ms}) == 1;
}

void move_member(db::Tx& tx, int64_t from, int64_t to) { tx.exec(sql::kMoveMember, {from, to}); }

}  // namespace qsr::mall::repo

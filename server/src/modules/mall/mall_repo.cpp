#include "modules/mall/mall_repo.h"

#include <boost/json.hpp>

namespace qsr::mall::repo {
namespace json = boost::json;
namespace sql {
constexpr const char* kCategories = "SELECT id, name, sort, active FROM mall_category ";
constexpr const char* kItems =
    "SELECT id, category_id, title, subtitle, detail, image, points, stock, per_member_limit, sort, active, kind, cash, fulfilment,"
    " coupons, (SELECT COUNT(*) FROM mall_store_stock s WHERE s.item_id = mall_item.id),"
    " (SELECT COALESCE(SUM(stock), 0) FROM mall_store_stock s WHERE s.item_id = mall_item.id) FROM mall_item ";
constexpr const char* kInsertCategory = "INSERT INTO mall_category (name, sort, active, updated_at) VALUES ($1, $2, $3, $4) RETURNING id";
constexpr const char* kUpdateCategory = "UPDATE mall_category SET name = $2, sort = $3, active = $4, updated_at = $5 WHERE id = $1";
constexpr const char* kInsertItem =
    "INSERT INTO mall_item (category_id, title, subtitle, detail, image, points, stock, per_member_limit, sort, active, updated_at,"
    " kind, cash, fulfilment, coupons) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id";
constexpr const char* kUpdateItem =
    "UPDATE mall_item SET category_id = $2, title = $3, subtitle = $4, detail = $5, image = $6, points = $7, stock = $8,"
    " per_member_limit = $9, sort = $10, active = $11, updated_at = $12, kind = $13, cash = $14, fulfilment = $15, coupons = $16"
    " WHERE id = $1";
constexpr const char* kStoreStock = "SELECT sid, stock FROM mall_store_stock WHERE item_id = $1 ORDER BY sid";
constexpr const char* kClearStoreStock = "DELETE FROM mall_store_stock WHERE item_id = $1";
constexpr const char* kInsertStoreStock = "INSERT INTO mall_store_stock (item_id, sid, stock) VALUES ($1, $2, $3)";
// The race for the last units is settled here: the row lock makes a second exchange wait and
// then see the stock the first left.
constexpr const char* kTakeStock =
    "UPDATE mall_item SET stock = stock - $2, updated_at = $3 WHERE id = $1 AND active = 1 AND stock >= $2";
constexpr const char* kTakeStoreStock = "UPDATE mall_store_stock SET stock = stock - $3 WHERE item_id = $1 AND sid = $2 AND stock >= $3";
constexpr const char* kReturnStock = "UPDATE mall_item SET stock = stock + $2, updated_at = $3 WHERE id = $1";
constexpr const char* kReturnStoreStock = "UPDATE mall_store_stock SET stock = stock + $3 WHERE item_id = $1 AND sid = $2";
constexpr const char* kUnitsTaken =
    "SELECT COALESCE(SUM(l.quantity), 0) FROM mall_order_line l JOIN mall_order o ON o.id = l.order_id"
    " WHERE l.item_id = $2 AND o.member_id = $1 AND o.status <> 'cancelled'";
constexpr const char* kOrderColumns =
    "SELECT id, order_no, member_id, item_id, quantity, points, sid, pickup_code, status, request_key, created_at, finished_at,"
    " cancelled_at, cash, fulfilment, address, carrier, tracking_no, coupon_codes, pay_no, paid_at, shipped_at FROM mall_order ";
constexpr const char* kInsertOrder =
    "INSERT INTO mall_order (order_no, member_id, item_id, quantity, points, sid, pickup_code, status, request_key, created_at, cash,"
    " fulfilment, address, finished_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)"
    " ON CONFLICT (member_id, request_key) DO NOTHING RETURNING id";
constexpr const char* kInsertLine =
    "INSERT INTO mall_order_line (order_id, line_no, item_id, kind, title, image, quantity, points, cash, from_store)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)";
constexpr const char* kLines =
    "SELECT item_id, kind, title, image, quantity, points, cash, from_store FROM mall_order_line WHERE order_id = $1 ORDER BY line_no";
constexpr const char* kMove =
    "UPDATE mall_order SET status = $3,"
    " finished_at = CASE WHEN $3 = 'finished' THEN $4 ELSE finished_at END,"
    " cancelled_at = CASE WHEN $3 = 'cancelled' THEN $4 ELSE cancelled_at END"
    " WHERE id = $1 AND status = $2";
constexpr const char* kMarkPaid =
    "UPDATE mall_order SET status = $3, pay_no = $2, paid_at = $4, finished_at = $5"
    " WHERE id = $1 AND status = 'pending_payment' AND (pay_no IS NULL OR pay_no = $2)";
constexpr const char* kLinkPayment = "UPDATE mall_order SET pay_no = $2 WHERE id = $1 AND status = 'pending_payment' AND pay_no IS NULL";
constexpr const char* kShip =
    "UPDATE mall_order SET status = 'shipped', carrier = $2, tracking_no = $3, shipped_at = $4 WHERE id = $1 AND status = 'waiting_shipment'";
constexpr const char* kSetCouponCodes = "UPDATE mall_order SET coupon_codes = $2 WHERE id = $1";
constexpr const char* kCart = "SELECT item_id, quantity FROM mall_cart WHERE member_id = $1 ORDER BY updated_at, item_id";
constexpr const char* kSetCartLine =
    "INSERT INTO mall_cart (member_id, item_id, quantity, updated_at) VALUES ($1, $2, $3, $4)"
    " ON CONFLICT (member_id, item_id) DO UPDATE SET quantity = excluded.quantity";
constexpr const char* kRemoveCartLine = "DELETE FROM mall_cart WHERE member_id = $1 AND item_id = $2";
constexpr const char* kMoveMember = "UPDATE mall_order SET member_id = $2 WHERE member_id = $1";
// A cart is what someone meant to do on one device; the merged-away account's is dropped rather
// than summed into the other's.
constexpr const char* kDropCart = "DELETE FROM mall_cart WHERE member_id = $1";
// Erasure keeps the orders (the points ledger points at them) without the delivery address.
constexpr const char* kForgetAddresses = "UPDATE mall_order SET address = NULL WHERE member_id = $1 AND address IS NOT NULL";
}  // namespace sql

namespace {

Category category_of(const db::Row& r) {
  return {r.i64(0), I18nText::from_json_text(r.str(1)), static_cast<int>(r.i64(2)), r.i64(3) == 1};
}

std::vector<PackCoupon> coupons_of(const std::string& text) {
  std::vector<PackCoupon> out;
  boost::system::error_code ec;
  const json::value v = json::parse(text, ec);
  if (ec || !v.is_array()) return out;
  for (const auto& c : v.as_array()) {
    const auto* o = c.if_object();
    if (!o || !o->contains("templateId")) continue;
    out.push_back({o->at("templateId").to_number<int64_t>(), o->contains("count") ? o->at("count").to_number<int64_t>() : 1});
  }
  return out;
}

std::string coupons_text(const std::vector<PackCoupon>& coupons) {
  json::array a;
  for (const auto& c : coupons) a.push_back(json::object{{"templateId", c.template_id}, {"count", c.count}});
  return json::serialize(a);
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
  i.kind = r.str(11);
  i.cash = r.i64(12);
  i.fulfilment = r.str(13);
  i.coupons = coupons_of(r.str(14));
  i.per_store = r.i64(15) != 0;
  i.store_stock_total = r.i64(16);
  return i;
}

std::optional<DeliveryAddress> address_of(const std::optional<std::string>& text) {
  if (!text) return std::nullopt;
  boost::system::error_code ec;
  const json::value v = json::parse(*text, ec);
  if (ec || !v.is_object()) return std::nullopt;
  const auto& o = v.as_object();
  auto field = [&](const char* k) { return o.contains(k) && o.at(k).is_string() ? std::string(o.at(k).as_string()) : std::string(); };
  return DeliveryAddress{field("consignee"), field("phone"), field("address")};
}

db::Value address_text(const std::optional<DeliveryAddress>& a) {
  if (!a) return nullptr;
  return json::serialize(json::object{{"consignee", a->consignee}, {"phone", a->phone}, {"address", a->address}});
}

std::vector<std::string> codes_of(const std::string& text) {
  std::vector<std::string> out;
  boost::system::error_code ec;
  const json::value v = json::parse(text, ec);
  if (ec || !v.is_array()) return out;
  for (const auto& c : v.as_array()) {
    if (c.is_string()) out.emplace_back(c.as_string());
  }
  return out;
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
  o.finished_at = r.opt_i64(11);
  o.cancelled_at = r.opt_i64(12);
  o.cash = r.i64(13);
  o.fulfilment = r.str(14);
  o.address = address_of(r.opt_str(15));
  o.carrier = r.str(16);
  o.tracking_no = r.str(17);
  o.coupon_codes = codes_of(r.str(18));
  o.pay_no = r.opt_str(19);
  o.paid_at = r.opt_i64(20);
  o.shipped_at = r.opt_i64(21);
  return o;
}

Line line_of(const db::Row& r) {
  Line l;
  l.item_id = r.i64(0);
  l.kind = r.str(1);
  l.title = I18nText::from_json_text(r.str(2));
  l.image = r.str(3);
  l.quantity = r.i64(4);
  l.points = r.i64(5);
  l.cash = r.i64(6);
  l.from_store = r.i64(7) == 1;
  return l;
}

// Orders come with their lines: one small query an order, for pages of at most a few dozen.
std::optional<Order> with_lines(db::Tx& tx, std::optional<Order> o) {
  if (!o) return o;
  for (const auto& r : tx.query(sql::kLines, {o->id})) o->lines.push_back(line_of(r));
  return o;
}

std::vector<Order> all_with_lines(db::Tx& tx, const db::Rows& rows) {
  std::vector<Order> out;
  for (const auto& r : rows) out.push_back(*with_lines(tx, order_of(r)));
  return out;
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
                                            i.image, i.points, i.stock, i.per_member_limit, int64_t{i.sort}, flag(i.active), now_ms,
                                            i.kind, i.cash, i.fulfilment, coupons_text(i.coupons)})
        ->i64(0);
  }
  tx.exec(sql::kUpdateItem, {i.id, i.category_id, i.title.to_json_text(), i.subtitle.to_json_text(), i.detail.to_json_text(), i.image,
                             i.points, i.stock, i.per_member_limit, int64_t{i.sort}, flag(i.active), now_ms, i.kind, i.cash,
                             i.fulfilment, coupons_text(i.coupons)});
  return i.id;
}

std::vector<StoreStock> store_stock(db::Tx& tx, int64_t item_id) {
  std::vector<StoreStock> out;
  for (const auto& r : tx.query(sql::kStoreStock, {item_id})) out.push_back({r.i64(0), r.i64(1)});
  return out;
}

void set_store_stock(db::Tx& tx, int64_t item_id, const std::vector<StoreStock>& stock, int64_t now_ms) {
  tx.exec(sql::kClearStoreStock, {item_id});
  for (const auto& s : stock) tx.exec(sql::kInsertStoreStock, {item_id, s.sid, s.stock});
  tx.exec("UPDATE mall_item SET updated_at = $2 WHERE id = $1", {item_id, now_ms});
}

bool take_stock(db::Tx& tx, int64_t item_id, int64_t quantity, int64_t now_ms) {
  return tx.exec(sql::kTakeStock, {item_id, quantity, now_ms}) == 1;
}

bool take_store_stock(db::Tx& tx, int64_t item_id, int64_t sid, int64_t quantity) {
  return tx.exec(sql::kTakeStoreStock, {item_id, sid, quantity}) == 1;
}

void return_stock(db::Tx& tx, int64_t item_id, int64_t quantity, int64_t now_ms) {
  tx.exec(sql::kReturnStock, {item_id, quantity, now_ms});
}

void return_store_stock(db::Tx& tx, int64_t item_id, int64_t sid, int64_t quantity) {
  tx.exec(sql::kReturnStoreStock, {item_id, sid, quantity});
}

int64_t units_taken(db::Tx& tx, int64_t member_id, int64_t item_id) {
  return tx.query_one(sql::kUnitsTaken, {member_id, item_id})->i64(0);
}

std::optional<int64_t> insert_order(db::Tx& tx, const Order& o) {
  auto row = tx.query_one(sql::kInsertOrder, {o.order_no, o.member_id, o.item_id, o.quantity, o.points, o.sid, o.pickup_code, o.status,
                                              o.request_key, o.created_at, o.cash, o.fulfilment, address_text(o.address),
                                              o.finished_at ? db::Value(*o.finished_at) : db::Value(nullptr)});
  if (!row) return std::nullopt;
  return row->i64(0);
}

void insert_line(db::Tx& tx, int64_t order_id, int line_no, const Line& l) {
  tx.exec(sql::kInsertLine, {order_id, int64_t{line_no}, l.item_id, l.kind, l.title.to_json_text(), l.image, l.quantity, l.points, l.cash,
                             flag(l.from_store)});
}

std::optional<Order> by_request_key(db::Tx& tx, int64_t member_id, const std::string& key) {
  return with_lines(tx, tx.query_one_as(std::string(sql::kOrderColumns) + "WHERE member_id = $1 AND request_key = $2", {member_id, key},
                                        order_of));
}

std::optional<Order> order(db::Tx& tx, const std::string& order_no) {
  return with_lines(tx, tx.query_one_as(std::string(sql::kOrderColumns) + "WHERE order_no = $1", {order_no}, order_of));
}

std::optional<Order> order_by_id(db::Tx& tx, int64_t id) {
  return with_lines(tx, tx.query_one_as(std::string(sql::kOrderColumns) + "WHERE id = $1", {id}, order_of));
}

std::vector<Order> orders(db::Tx& tx, int64_t member_id, const std::string& status, int64_t limit, int64_t offset) {
  if (status.empty()) {
    return all_with_lines(
        tx, tx.query(std::string(sql::kOrderColumns) + "WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3", {member_id, limit, offset}));
  }
  return all_with_lines(tx, tx.query(std::string(sql::kOrderColumns) + "WHERE member_id = $1 AND status = $2 ORDER BY id DESC LIMIT $3 OFFSET $4",
                                     {member_id, status, limit, offset}));
}

int64_t count_orders(db::Tx& tx, int64_t member_id, const std::string& status) {
  if (status.empty()) return tx.query_one("SELECT COUNT(*) FROM mall_order WHERE member_id = $1", {member_id})->i64(0);
  return tx.query_one("SELECT COUNT(*) FROM mall_order WHERE member_id = $1 AND status = $2", {member_id, status})->i64(0);
}

std::vector<Order> waiting_at(db::Tx& tx, int64_t sid, int64_t limit) {
  return all_with_lines(
      tx, tx.query(std::string(sql::kOrderColumns) + "WHERE sid = $1 AND status = 'waiting_pickup' ORDER BY id LIMIT $2", {sid, limit}));
}

std::vector<Order> in_status(db::Tx& tx, const std::string& status, int64_t limit) {
  return all_with_lines(tx, tx.query(std::string(sql::kOrderColumns) + "WHERE status = $1 ORDER BY id LIMIT $2", {status, limit}));
}

std::vector<Order> pending_unlinked_before(db::Tx& tx, int64_t before_ms, int64_t limit) {
  return all_with_lines(tx, tx.query(std::string(sql::kOrderColumns) +
                                         "WHERE status = 'pending_payment' AND created_at < $1 AND pay_no IS NULL ORDER BY created_at LIMIT $2",
                                     {before_ms, limit}));
}

std::vector<Order> shipped_before(db::Tx& tx, int64_t before_ms, int64_t limit) {
  // created_at narrows the scan by the index; a shipment is never older than its order.
  return all_with_lines(tx, tx.query(std::string(sql::kOrderColumns) +
                                         "WHERE status = 'shipped' AND created_at < $1 AND shipped_at < $1 ORDER BY created_at LIMIT $2",
                                     {before_ms, limit}));
}

bool move(db::Tx& tx, int64_t id, const std::string& from, const std::string& to, int64_t now_ms) {
  return tx.exec(sql::kMove, {id, from, to, now_ms}) == 1;
}

bool mark_paid(db::Tx& tx, int64_t id, const std::string& pay_no, const std::string& to, int64_t now_ms) {
  const db::Value finished = to == kFinished ? db::Value(now_ms) : db::Value(nullptr);
  return tx.exec(sql::kMarkPaid, {id, pay_no, to, now_ms, finished}) == 1;
}

bool link_payment(db::Tx& tx, int64_t id, const std::string& pay_no) { return tx.exec(sql::kLinkPayment, {id, pay_no}) == 1; }

bool ship(db::Tx& tx, int64_t id, const std::string& carrier, const std::string& tracking_no, int64_t now_ms) {
  return tx.exec(sql::kShip, {id, carrier, tracking_no, now_ms}) == 1;
}

void set_coupon_codes(db::Tx& tx, int64_t id, const std::vector<std::string>& codes) {
  json::array a;
  for (const auto& c : codes) a.emplace_back(c);
  tx.exec(sql::kSetCouponCodes, {id, json::serialize(a)});
}

std::vector<CartLine> cart(db::Tx& tx, int64_t member_id) {
  std::vector<CartLine> out;
  for (const auto& r : tx.query(sql::kCart, {member_id})) out.push_back({r.i64(0), r.i64(1)});
  return out;
}

void set_cart_line(db::Tx& tx, int64_t member_id, int64_t item_id, int64_t quantity, int64_t now_ms) {
  if (quantity <= 0) {
    remove_cart_line(tx, member_id, item_id);
    return;
  }
  tx.exec(sql::kSetCartLine, {member_id, item_id, quantity, now_ms});
}

void remove_cart_line(db::Tx& tx, int64_t member_id, int64_t item_id) { tx.exec(sql::kRemoveCartLine, {member_id, item_id}); }

void move_member(db::Tx& tx, int64_t from, int64_t to) {
  tx.exec(sql::kMoveMember, {from, to});
  tx.exec(sql::kDropCart, {from});
}

void forget_member(db::Tx& tx, int64_t member_id) {
  tx.exec(sql::kDropCart, {member_id});
  tx.exec(sql::kForgetAddresses, {member_id});
}

}  // namespace qsr::mall::repo

#include "modules/cart/cart_repo.h"

#include <algorithm>
#include <string>
#include <tuple>

namespace qsr::cart::repo {
namespace sql {
constexpr const char* kColumns =
    "SELECT id, owner, sid, goods_id, option_id, attrs, package, cid, pocket, coupon_key, quantity, selected, created_at,"
    " memo FROM cart_line ";
constexpr const char* kLines = "WHERE owner = $1 AND sid = $2 ORDER BY pocket, created_at, id";  // as reads_before
constexpr const char* kLine = "WHERE owner = $1 AND sid = $2 AND id = $3";
const std::string kCart = std::string(kColumns) + kLines;
constexpr const char* kAdd =
    "INSERT INTO cart_line (owner, sid, goods_id, option_id, attrs, package, cid, pocket, coupon_key, quantity, selected,"
    " created_at, updated_at, memo) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, $11, $11, $12)"
    " ON CONFLICT (owner, sid, goods_id, option_id, attrs, package, cid, pocket, coupon_key, memo)"
    " DO UPDATE SET quantity = cart_line.quantity + excluded.quantity, selected = 1, updated_at = excluded.updated_at"
    " RETURNING id, owner, sid, goods_id, option_id, attrs, package, cid, pocket, coupon_key, quantity, selected, created_at, memo";
constexpr const char* kSetQuantity = "UPDATE cart_line SET quantity = $2, updated_at = $3 WHERE id = $1";
constexpr const char* kRemove = "DELETE FROM cart_line WHERE id = $1";
// Units an order bought leave the line, only while the line still has them: two orders that
// read the same line (two diners each paying their share of a table) cannot both buy it. The
// usual case, the whole line bought as it was read, is one statement.
constexpr const char* kTakeWholeLine = "DELETE FROM cart_line WHERE id = $1 AND quantity = $2";
constexpr const char* kTakeUnits = "UPDATE cart_line SET quantity = quantity - $2 WHERE id = $1 AND quantity > $2";
constexpr const char* kSelectOne =
    "UPDATE cart_line SET selected = $4, updated_at = $5 WHERE owner = $1 AND sid = $2 AND id = $3";
constexpr const char* kSelectAll = "UPDATE cart_line SET selected = $3, updated_at = $4 WHERE owner = $1 AND sid = $2";
constexpr const char* kTruncate = "DELETE FROM cart_line WHERE owner = $1 AND sid = $2";
constexpr const char* kDropPocket = "DELETE FROM cart_line WHERE owner = $1 AND pocket = $2";
constexpr const char* kPocketsAbove =
    "SELECT DISTINCT pocket FROM cart_line WHERE owner = $1 AND sid = $2 AND pocket > $3 ORDER BY pocket";
constexpr const char* kPocketDown = "UPDATE cart_line SET pocket = pocket - 1 WHERE owner = $1 AND sid = $2 AND pocket = $3";
constexpr const char* kMove =
    "INSERT INTO cart_line (owner, sid, goods_id, option_id, attrs, package, cid, pocket, coupon_key, quantity, selected,"
    " created_at, updated_at, memo) SELECT $2, sid, goods_id, option_id, attrs, package, cid, pocket, coupon_key, quantity,"
    " selected, created_at, $3, memo FROM cart_line WHERE owner = $1"
    " ON CONFLICT (owner, sid, goods_id, option_id, attrs, package, cid, pocket, coupon_key, memo)"
    " DO UPDATE SET quantity = cart_line.quantity + excluded.quantity, updated_at = excluded.updated_at";
constexpr const char* kDeleteOwner = "DELETE FROM cart_line WHERE owner = $1";
}  // namespace sql

namespace {

// The order kLines reads a cart in.
bool reads_before(const LineRow& a, const LineRow& b) {
  return std::tie(a.pocket, a.created_at, a.id) < std::tie(b.pocket, b.created_at, b.id);
}

LineRow from_row(const db::Row& r) {
  return {r.i64(0), r.str(1), r.i64(2), r.i64(3), r.i64(4), r.str(5), r.str(6), r.i64(7), r.i64(8), r.str(9),
          r.i64(10), r.i64(11) != 0, r.i64(12), r.str(13)};
}

}  // namespace

std::vector<LineRow> lines(db::Tx& tx, const Owner& owner, int64_t sid) {
  std::vector<LineRow> out;
  for (const auto& r : tx.query(sql::kCart, {owner.key(), sid})) out.push_back(from_row(r));
  return out;
}

void prefetch_lines(db::Tx& tx, const Owner& owner, int64_t sid) { tx.prefetch(sql::kCart, {owner.key(), sid}); }

std::optional<LineRow> line(db::Tx& tx, const Owner& owner, int64_t sid, int64_t id) {
  return tx.query_one_as(std::string(sql::kColumns) + sql::kLine, {owner.key(), sid, id}, from_row);
}

LineRow add(db::Tx& tx, const LineRow& l, int64_t now_ms) {
  return from_row(*tx.query_one(sql::kAdd, {l.owner, l.sid, l.goods_id, l.option_id, l.attrs, l.package, l.cid, l.pocket,
                                            l.coupon_key, l.quantity, now_ms, l.memo}));
}

void put_in_order(std::vector<LineRow>& lines, LineRow stored) {
  auto same = std::find_if(lines.begin(), lines.end(), [&](const LineRow& l) { return l.id == stored.id; });
  if (same != lines.end()) lines.erase(same);
  lines.insert(std::upper_bound(lines.begin(), lines.end(), stored, reads_before), std::move(stored));
}

void set_quantity(db::Tx& tx, int64_t id, int64_t quantity, int64_t now_ms) { tx.exec(sql::kSetQuantity, {id, quantity, now_ms}); }
void set_memo(db::Tx& tx, int64_t id, const std::string& memo, int64_t now_ms) {
  tx.exec("UPDATE cart_line SET memo = $2, updated_at = $3 WHERE id = $1", {id, memo, now_ms});
}
void remove(db::Tx& tx, int64_t id) { tx.exec(sql::kRemove, {id}); }

bool take_units(db::Tx& tx, int64_t id, int64_t units) {
  return tx.exec(sql::kTakeWholeLine, {id, units}) == 1 || tx.exec(sql::kTakeUnits, {id, units}) == 1;
}

void set_selected(db::Tx& tx, const Owner& owner, int64_t sid, std::optional<int64_t> id, bool selected, int64_t now_ms) {
  if (id) {
    tx.exec(sql::kSelectOne, {owner.key(), sid, *id, int64_t{selected}, now_ms});
  } else {
    tx.exec(sql::kSelectAll, {owner.key(), sid, int64_t{selected}, now_ms});
  }
}

void truncate(db::Tx& tx, const Owner& owner, int64_t sid) { tx.exec(sql::kTruncate, {owner.key(), sid}); }
void drop_pocket(db::Tx& tx, const Owner& owner, int64_t pocket) { tx.exec(sql::kDropPocket, {owner.key(), pocket}); }

void close_pocket(db::Tx& tx, const Owner& owner, int64_t sid, int64_t removed) {
  // One pocket at a time, lowest first, so the unique key never sees two lines in one pocket.
  for (const auto& r : tx.query(sql::kPocketsAbove, {owner.key(), sid, removed})) {
    tx.exec(sql::kPocketDown, {owner.key(), sid, r.i64(0)});
  }
}

void move_owner(db::Tx& tx, const Owner& from_owner, const Owner& to_owner, int64_t now_ms) {
  const std::string from = from_owner.key(), to = to_owner.key();
  tx.exec(sql::kMove, {from, to, now_ms});
  tx.exec(sql::kDeleteOwner, {from});
}

}  // namespace qsr::cart::repo

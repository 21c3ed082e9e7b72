// The cart_line table.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/db.h"

namespace qsr::cart {

struct LineRow {
  int64_t id = 0;
  std::string owner;
  int64_t sid = 0, goods_id = 0, option_id = 0;
  std::string attrs, package;
  int64_t cid = 0;
  int64_t pocket = 1;
  std::string coupon_key;
  int64_t quantity = 0;
  bool selected = true;
  int64_t created_at = 0;
  std::string memo;  // a note for the kitchen about this dish ("走冰"); part of the line's identity
};

namespace repo {

std::vector<LineRow> lines(db::Tx& tx, const std::string& owner, int64_t sid);
std::optional<LineRow> line(db::Tx& tx, const std::string& owner, int64_t sid, int64_t id);
// Adds `quantity` to the identical line, or creates it. Returns the line id.
int64_t add(db::Tx& tx, const LineRow& line, int64_t now_ms);
void set_quantity(db::Tx& tx, int64_t id, int64_t quantity, int64_t now_ms);
void set_memo(db::Tx& tx, int64_t id, const std::string& memo, int64_t now_ms);
void remove(db::Tx& tx, int64_t id);
void set_selected(db::Tx& tx, const std::string& owner, int64_t sid, std::optional<int64_t> id, bool selected, int64_t now_ms);
void truncate(db::Tx& tx, const std::string& owner, int64_t sid);
// Pockets above `removed` move down one (spec 001 §4: renumber after a pocket empties).
void close_pocket(db::Tx& tx, const std::string& owner, int64_t sid, int64_t removed);
// Moves every line of one owner to another, merging identical lines (login, account merge).
void move_owner(db::Tx& tx, const std::string& from, const std::string& to, int64_t now_ms);

}  // namespace repo
}  // namespace qsr::cart

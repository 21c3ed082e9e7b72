// The cart_line table: private to the cart module (other modules use cart_api.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/cart/cart_types.h"

namespace qsr::cart {

namespace repo {

std::vector<LineRow> lines(db::Tx& tx, const Owner& owner, int64_t sid);
// Announces that `lines` will be read in this transaction (db::Tx::prefetch).
void prefetch_lines(db::Tx& tx, const Owner& owner, int64_t sid);
std::optional<LineRow> line(db::Tx& tx, const Owner& owner, int64_t sid, int64_t id);
// Adds `quantity` to the identical line, or creates it. Returns the line as stored.
LineRow add(db::Tx& tx, const LineRow& line, int64_t now_ms);
// Puts a line just stored into `lines` (a cart as `lines` read it), replacing the one with its id,
// in the order `lines` reads them: the cart after a change without reading it again.
void put_in_order(std::vector<LineRow>& lines, LineRow stored);
void set_quantity(db::Tx& tx, int64_t id, int64_t quantity, int64_t now_ms);
void set_memo(db::Tx& tx, int64_t id, const std::string& memo, int64_t now_ms);
void remove(db::Tx& tx, int64_t id);
// Takes `units` off the line (removing it when none are left); false when it no longer has them.
bool take_units(db::Tx& tx, int64_t id, int64_t units);
void set_selected(db::Tx& tx, const Owner& owner, int64_t sid, std::optional<int64_t> id, bool selected, int64_t now_ms);
void truncate(db::Tx& tx, const Owner& owner, int64_t sid);
// Every line of one pocket, whatever the store.
void drop_pocket(db::Tx& tx, const Owner& owner, int64_t pocket);
// Pockets above `removed` move down one (spec 001 §4: renumber after a pocket empties).
void close_pocket(db::Tx& tx, const Owner& owner, int64_t sid, int64_t removed);
// Moves every line of one owner to another, merging identical lines (login, account merge).
void move_owner(db::Tx& tx, const Owner& from, const Owner& to, int64_t now_ms);

}  // namespace repo
}  // namespace qsr::cart

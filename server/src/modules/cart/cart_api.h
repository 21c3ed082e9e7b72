// What other modules may do with carts, inside the caller's transaction. The cart module owns
// the cart_line table; nobody else names it (scripts/check-boundaries).
#pragma once

#include <optional>
#include <vector>

#include "db/db.h"
#include "modules/cart/cart_types.h"

namespace qsr::cart {

std::vector<LineRow> lines_of(db::Tx& tx, const Owner& owner, int64_t sid);
// Announces a lines_of soon in this transaction: it may share a round trip with other reads.
void prefetch_lines_of(db::Tx& tx, const Owner& owner, int64_t sid);
std::optional<LineRow> line_of(db::Tx& tx, const Owner& owner, int64_t sid, int64_t line_id);
// Puts a line as it is (or adds its quantity to the identical line): a table's round moves its
// dishes from the draft to the rounds as they were chosen. Returns the line id.
int64_t put_line(db::Tx& tx, const LineRow& line, int64_t now_ms);
// The lines an order bought leave the cart.
void remove_lines(db::Tx& tx, const std::vector<int64_t>& line_ids);
// The units an order bought leave their line (the line goes when none are left), only while the
// line still has them: false when another order took them first (the caller rolls back).
bool take_units(db::Tx& tx, int64_t line_id, int64_t units);
void empty(db::Tx& tx, const Owner& owner, int64_t sid);
// A participant left a group order: the lines of their pocket go (there, pockets are people).
void drop_pocket(db::Tx& tx, const Owner& owner, int64_t pocket);

}  // namespace qsr::cart

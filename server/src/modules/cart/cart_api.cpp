#include "modules/cart/cart_api.h"

#include "modules/cart/cart_repo.h"

namespace qsr::cart {

std::vector<LineRow> lines_of(db::Tx& tx, const Owner& owner, int64_t sid) { return repo::lines(tx, owner, sid); }
void prefetch_lines_of(db::Tx& tx, const Owner& owner, int64_t sid) { repo::prefetch_lines(tx, owner, sid); }
std::optional<LineRow> line_of(db::Tx& tx, const Owner& owner, int64_t sid, int64_t line_id) {
  return repo::line(tx, owner, sid, line_id);
}
int64_t put_line(db::Tx& tx, const LineRow& line, int64_t now_ms) { return repo::add(tx, line, now_ms).id; }
void remove_lines(db::Tx& tx, const std::vector<int64_t>& line_ids) {
  for (int64_t id : line_ids) repo::remove(tx, id);
}
bool take_units(db::Tx& tx, int64_t line_id, int64_t units) { return repo::take_units(tx, line_id, units); }
void empty(db::Tx& tx, const Owner& owner, int64_t sid) { repo::truncate(tx, owner, sid); }
void drop_pocket(db::Tx& tx, const Owner& owner, int64_t pocket) { repo::drop_pocket(tx, owner, pocket); }

}  // namespace qsr::cart

// An order paid in equal parts by several members (docs/decisions/0057): the pay_split table,
// private to the payment module. Every part payment of an order first takes its parts with a
// conditional update of the order's row here, so the payments of one order queue on that row and
// what each reads after it (who paid, how much is left) is settled.
#pragma once

#include <cstdint>
#include <optional>

#include "db/db.h"
#include "modules/order/order_types.h"

namespace qsr::payment::split {

struct Split {
  int64_t parts = 0, taken = 0;
};

void start(db::Tx& tx, int64_t order_id, int64_t parts, int64_t now_ms);
std::optional<Split> of(db::Tx& tx, int64_t order_id);
// Only a table's bill is ever split (the dine-in module splits it): any other order is answered
// without a read, so the usual order's payment and settlement pay nothing for splits.
std::optional<Split> of(db::Tx& tx, const order::OrderRow& o);
// Takes `count` more parts; false when fewer than that are left.
bool take(db::Tx& tx, int64_t order_id, int64_t count);
// A part payment failed: its parts are free again.
void release(db::Tx& tx, int64_t order_id, int64_t count);

// What `count` parts cost when `taken_after` parts are taken with them: an equal share of the
// payable each, and the parts that complete the bill whatever is left of it (`paid_or_pending`:
// the order's other payments not failed), so the odd cents fall to the last payer.
int64_t price_of_parts(const Split& s, int64_t count, int64_t taken_after, int64_t payable, int64_t paid_or_pending);

}  // namespace qsr::payment::split

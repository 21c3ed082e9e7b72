// What other modules may ask the review module, inside the caller's transaction (the task
// centre's "review an order" counts here). The review module owns order_review.
#pragma once

#include <cstdint>

#include "db/db.h"

namespace qsr::review {

// Reviews the member wrote in [from_ms, to_ms).
int64_t count_written(db::Tx& tx, int64_t member_id, int64_t from_ms, int64_t to_ms);

}  // namespace qsr::review

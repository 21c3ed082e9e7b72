// When a rights card's coupons come, pure (docs/decisions/0033).
#pragma once

#include <cstdint>
#include <vector>

#include "modules/rights/rights_types.h"

namespace qsr::rights {

// Every release of a card bought at `bought_at_ms`, in due order (seq 0, 1, ...): a benefit's
// first release at once, the k-th at the Hong Kong midnight that starts the day k × every_days
// after the day of purchase (a benefit given once, or every 0 days, is given at once).
std::vector<Release> schedule(const std::vector<Benefit>& benefits, int64_t bought_at_ms);

}  // namespace qsr::rights

#include "modules/order/order_rules.h"

#include "core/clock.h"

namespace qsr::order {

std::optional<ListRange> list_range(const std::string& tab, int64_t now_ms) {
  const int64_t today = to_hk_local(now_ms).day_start_ms;
  ListRange r;
  if (tab == "today") r.from = today;
  else if (tab == "history") r.to = today;
  else if (tab == "refund") r.refunds = true;
  else if (tab != "all") return std::nullopt;
  return r;
}

}  // namespace qsr::order

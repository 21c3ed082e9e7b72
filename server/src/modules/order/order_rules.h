// Rules of the customer's order list that are worth a name.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace qsr::order {

// Which orders a tab of the order list shows: created in [from, to), and with `refunds` only those
// that had a refund request. Tabs: all, today (since Hong Kong midnight), history (before it),
// refund. nullopt for any other tab.
struct ListRange {
  int64_t from = 0, to = INT64_MAX / 2;
  bool refunds = false;
};
std::optional<ListRange> list_range(const std::string& tab, int64_t now_ms);

}  // namespace qsr::order

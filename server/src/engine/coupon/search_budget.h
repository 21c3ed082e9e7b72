// How long the automatic selection may search (combination_search.h): a node budget, which
// gives the same answer on every machine, and a deadline on the steady clock that the caller
// sets (checkout: 50 ms), which bounds the time whatever the machine. Past either the answer is
// the best selection found so far, with `proven_optimal = false`. The engine reads the clock only
// to honour a deadline it was given.
#pragma once

#include <chrono>
#include <cstdint>

namespace qsr::engine::coupon {

// About 50 ms of search on this machine's cores for small carts.
inline constexpr int64_t kDefaultNodeBudget = 50000;

struct SearchBudget {
  int64_t nodes = kDefaultNodeBudget;
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();

  // The default node budget, and a deadline `time` from now.
  static SearchBudget within(std::chrono::steady_clock::duration time) {
    SearchBudget b;
    b.deadline = std::chrono::steady_clock::now() + time;
    return b;
  }
  bool has_deadline() const { return deadline != std::chrono::steady_clock::time_point::max(); }
  // Whether a search that has priced `nodes_done` nodes must stop. The clock is read once every
  // 256 nodes (a few hundred microseconds of search at most), not on every node.
  bool spent(int64_t nodes_done) const {
    if (nodes_done >= nodes) return true;
    return has_deadline() && nodes_done % 256 == 0 && std::chrono::steady_clock::now() >= deadline;
  }
};

}  // namespace qsr::engine::coupon

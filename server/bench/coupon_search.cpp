// The automatic best selection on large random wallets (hardening issue, item 20): 150 wallets of
// 200 coupons, each coupon of its own random template (every category the automatic selection
// chooses, every stacking mode, thresholds, cycles, caps; the test generator random_orders.h),
// against carts of 50 random lines. Each wallet is timed as checkout runs it (workspace, then
// best_selection) twice: with checkout's 50 ms deadline and with only the node budget. Prints the
// distribution of times over the 150 wallets and how many answers were proven optimal; the
// seeds are fixed, so every build and machine searches the same wallets.
//   coupon_search [--wallets N] [--deadline-ms D] [--only deadline|budget] [--per-wallet]
// The last line is one summary row per mode, for scripts that pair two builds.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "../tests/engine/coupon/random_orders.h"
#include "engine/coupon/auto_selection.h"
#include "engine/coupon/calculate.h"
#include "engine/coupon/search_budget.h"
#include "engine/coupon/workspace.h"

namespace cp = qsr::engine::coupon;
namespace ct = qsr::engine::coupon::testing;

namespace {

constexpr int kCoupons = 200;
constexpr int kLines = 50;

// Fifty lines of the test generator's goods (eight goods ids, so the coupons' item rules match
// several lines each, as a real menu's categories do).
std::vector<cp::CartLine> fifty_lines(ct::Random& rnd) {
  std::vector<cp::CartLine> lines;
  while (static_cast<int>(lines.size()) < kLines) {
    for (auto& l : ct::random_cart(rnd, kLines)) {
      if (static_cast<int>(lines.size()) == kLines) break;
      l.id = static_cast<int64_t>(lines.size()) + 1;
      lines.push_back(std::move(l));
    }
  }
  return lines;
}

ct::RandomOrder make_wallet(uint64_t seed) {
  ct::Random rnd(seed);
  ct::RandomOrder o;
  o.goods = fifty_lines(rnd);
  o.config = ct::config(rnd.chance(60) ? rnd.between(5, 15) * 100 : 0);
  for (int t = 0; t < kCoupons; ++t) {
    cp::Coupon c = ct::random_template(rnd, t + 1);  // distinct templates: nothing shares a pool
    c.code = std::string("W").append(std::to_string(t));
    c.copies_per_order = 1;  // 200 wallet entries exactly
    c.invalid_ms = ct::kNow + rnd.between(1, 30) * 86400000LL;
    o.wallet.push_back(std::move(c));
  }
  return o;
}

struct Run {
  double ms = 0;
  bool proven = false;
  cp::Cents discount = 0;
  int64_t nodes = 0;
  bool prices_the_same = true;  // the answer's discount is what calculate gives for it
};

Run run_once(const ct::RandomOrder& o, int deadline_ms) {
  const auto start = std::chrono::steady_clock::now();
  const cp::Workspace ws(o.goods, o.wallet, o.config);
  const cp::SearchBudget budget =
      deadline_ms > 0 ? cp::SearchBudget::within(std::chrono::milliseconds(deadline_ms)) : cp::SearchBudget{};
  const cp::AutoSelection best = cp::best_selection(ws, {}, budget);
  const auto end = std::chrono::steady_clock::now();
  Run run{std::chrono::duration<double, std::milli>(end - start).count(), best.proven_optimal, best.discount, best.nodes};
  // Outside the timing: the answer must price the same through the calculation.
  run.prices_the_same = cp::calculate(ws, best.codes).discount_amount == best.discount;
  return run;
}

double percentile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  // Nearest rank: the p99 of 150 wallets is the 149th.
  const size_t rank = static_cast<size_t>(std::max(1.0, std::ceil(p / 100.0 * static_cast<double>(v.size()))));
  return v[std::min(v.size(), rank) - 1];
}

}  // namespace

int main(int argc, char** argv) {
  int wallets = 150;
  int deadline_ms = 50;
  std::string only;
  bool per_wallet = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--wallets") == 0 && i + 1 < argc) wallets = std::max(1, std::atoi(argv[++i]));
    else if (std::strcmp(argv[i], "--deadline-ms") == 0 && i + 1 < argc) deadline_ms = std::max(1, std::atoi(argv[++i]));
    else if (std::strcmp(argv[i], "--only") == 0 && i + 1 < argc) only = argv[++i];
    else if (std::strcmp(argv[i], "--per-wallet") == 0) per_wallet = true;
    else {
      std::fprintf(stderr, "usage: coupon_search [--wallets N] [--deadline-ms D] [--only deadline|budget] [--per-wallet]\n");
      return 2;
    }
  }
  std::vector<ct::RandomOrder> orders;
  for (int w = 0; w < wallets; ++w) orders.push_back(make_wallet(20261125 + static_cast<uint64_t>(w)));

  struct Mode {
    const char* name;
    int deadline;
  };
  std::vector<Mode> modes;
  if (only != "budget") modes.push_back({"deadline", deadline_ms});
  if (only != "deadline") modes.push_back({"budget", 0});
  std::vector<std::vector<Run>> runs(modes.size());
  // Modes alternate per wallet, so a slower minute of the machine falls on both.
  for (int w = 0; w < wallets; ++w) {
    for (size_t m = 0; m < modes.size(); ++m) runs[m].push_back(run_once(orders[w], modes[m].deadline));
    if (per_wallet) {
      std::printf("wallet %3d", w);
      for (size_t m = 0; m < modes.size(); ++m) {
        const Run& r = runs[m].back();
        std::printf("  %s %8.2f ms %s %9lld nodes %8lld cents", modes[m].name, r.ms, r.proven ? "proven " : "best-found",
                    static_cast<long long>(r.nodes), static_cast<long long>(r.discount));
      }
      std::printf("\n");
    }
  }
  std::printf("%d wallets of %d coupons (distinct random templates) x %d lines; time = workspace + best_selection\n",
              wallets, kCoupons, kLines);
  std::printf("%-22s %9s %9s %9s %9s %9s %8s %12s\n", "mode", "median_ms", "p90_ms", "p99_ms", "max_ms", "mean_ms",
              "proven", "mean_nodes");
  for (size_t m = 0; m < modes.size(); ++m) {
    std::vector<double> ms;
    int proven = 0;
    double nodes = 0, total = 0;
    for (const Run& r : runs[m]) {
      ms.push_back(r.ms);
      proven += r.proven;
      nodes += static_cast<double>(r.nodes);
      total += r.ms;
    }
    char name[40];
    if (modes[m].deadline > 0) std::snprintf(name, sizeof name, "deadline %d ms", modes[m].deadline);
    else std::snprintf(name, sizeof name, "node budget only");
    std::printf("%-22s %9.2f %9.2f %9.2f %9.2f %9.2f %4d/%-3d %12.0f\n", name, percentile(ms, 50), percentile(ms, 90),
                percentile(ms, 99), ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end()), total / wallets, proven,
                wallets, nodes / wallets);
  }
  int differ = 0;
  for (const auto& mode_runs : runs) {
    for (const Run& r : mode_runs) differ += !r.prices_the_same;
  }
  std::printf("answers whose recalculation differs: %d\n", differ);
  if (modes.size() == 2) {
    int same = 0;
    for (int w = 0; w < wallets; ++w) same += runs[0][w].discount == runs[1][w].discount;
    std::printf("the deadline's answer saves as much as the budget's in %d of %d wallets\n", same, wallets);
  }
  return 0;
}

// Automatic coupon selection time (issue 5): wallets of 10, 50 and 200 coupons against carts of
// 5, 20 and 50 lines. Each measurement prepares the workspace (units, usability chain, facts)
// and runs best_selection, as order/confirm does on every cart change. Instances are random but
// fixed by a seed, shaped like a member's wallet: coupons come from templates (several copies of
// one), most are non-stackable or stack with their own template, a few stack by category,
// hierarchy or across hierarchies. Prints median and p99 per case (computed from the per-call
// timings), plus a stress case where every coupon stacks with every other.
//   coupon_bench [--samples N]        (default 2000 calls per case)
//   coupon_bench --gbench [flags]     the same cases through Google Benchmark, when linked
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "engine/coupon/auto_selection.h"
#include "engine/coupon/workspace.h"

#if __has_include(<benchmark/benchmark.h>)
#include <benchmark/benchmark.h>
#define QSR_HAVE_GBENCH 1
#endif

namespace cp = qsr::engine::coupon;

namespace {

class Random {
 public:
  explicit Random(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  int64_t between(int64_t lo, int64_t hi) { return lo + static_cast<int64_t>(next() % static_cast<uint64_t>(hi - lo + 1)); }
  bool chance(int percent) { return between(1, 100) <= percent; }

 private:
  uint64_t state_;
};

constexpr int64_t kNow = 1749009600000;  // 2025-06-04 12:00 Hong Kong
constexpr int kMenu = 60;

struct Instance {
  std::vector<cp::CartLine> goods;
  std::vector<cp::Coupon> wallet;
  cp::CalcConfig config;
};

std::string item(int64_t n) { return std::to_string(1000 + n); }

cp::Coupon make_template(Random& rnd, int64_t id, bool all_stack) {
  cp::Coupon c;
  c.template_id = id;
  const int64_t pick = rnd.between(1, 100);
  c.category = pick <= 35   ? cp::Category::full_reduction
               : pick <= 60 ? cp::Category::percentage
               : pick <= 70 ? cp::Category::special_offer
               : pick <= 82 ? cp::Category::delivery_fee
               : pick <= 92 ? cp::Category::voucher
               : pick <= 96 ? cp::Category::gift_activity
                            : cp::Category::paid_membership;
  c.hierarchy = rnd.chance(55) ? cp::Hierarchy::order : cp::Hierarchy::product;
  const int64_t mode = rnd.between(1, 100);
  c.superposition = all_stack     ? cp::Superposition::cross_hierarchy
                    : mode <= 40  ? cp::Superposition::none
                    : mode <= 65  ? cp::Superposition::same_template
                    : mode <= 80  ? cp::Superposition::same_category
                    : mode <= 90  ? cp::Superposition::same_hierarchy
                                  : cp::Superposition::cross_hierarchy;
  switch (c.category) {
    case cp::Category::percentage: c.value = rnd.between(14, 19) * 5; break;
    case cp::Category::special_offer: c.value = rnd.between(10, 30) * 100; break;
    case cp::Category::delivery_fee: c.value = rnd.chance(50) ? 0 : rnd.between(3, 10) * 100; break;
    case cp::Category::voucher: c.value = rnd.between(2, 10) * 500; break;
    case cp::Category::gift_activity: c.threshold = 2; break;
    default: c.value = rnd.between(2, 30) * 100; break;
  }
  if (c.category != cp::Category::gift_activity && rnd.chance(60)) c.threshold = rnd.between(4, 30) * 1000;
  c.cycle = rnd.chance(20);
  if (c.hierarchy == cp::Hierarchy::product || rnd.chance(20)) {
    const int rules = static_cast<int>(rnd.between(1, 4));
    for (int r = 0; r < rules; ++r) c.item_rules.push_back({item(rnd.between(0, kMenu - 1)), "", false, 1});
  }
  if (rnd.chance(30)) c.discount_item_type_range = {6};
  if (rnd.chance(10)) {
    c.order_usage_limit = cp::OrderUsageLimit::limited;
    c.order_usage_limit_quantity = 2;
  }
  if (rnd.chance(8)) {
    c.trade_event_id = rnd.between(1, 5);
    c.copies_per_order = 2;
  }
  c.trade_weight = rnd.between(0, 5);
  return c;
}

Instance make_instance(Random& rnd, int coupons, int lines, bool all_stack) {
  Instance in;
  for (int i = 0; i < lines; ++i) {
    cp::CartLine l;
    l.id = i + 1;
    l.goods_id = 1 + rnd.between(0, kMenu - 1);
    l.item_code = item(l.goods_id - 1);
    l.price = rnd.between(8, 80) * 100 + (rnd.chance(50) ? 50 : 0);
    l.box_price = rnd.chance(40) ? 100 : 0;
    l.quantity = rnd.between(1, 3);
    in.goods.push_back(l);
  }
  const int templates = std::max(2, coupons / 3);
  std::vector<cp::Coupon> pool;
  for (int t = 0; t < templates; ++t) pool.push_back(make_template(rnd, t + 1, all_stack));
  for (int i = 0; i < coupons; ++i) {
    cp::Coupon c = pool[rnd.next() % pool.size()];
    c.code = std::string("C").append(std::to_string(i));
    c.invalid_ms = kNow + rnd.between(1, 30) * 86400000LL;
    in.wallet.push_back(c);
  }
  in.config.channel = "h5";
  in.config.shop_id = 1;
  in.config.order_type = 1;
  in.config.delivery_price = 1200;
  in.config.now_ms = kNow;
  return in;
}

struct Case {
  int coupons;
  int lines;
  bool all_stack;
  std::vector<Instance> instances;
};

std::vector<Case> make_cases() {
  std::vector<Case> cases;
  Random rnd(5);
  for (int coupons : {10, 50, 200}) {
    for (int lines : {5, 20, 50}) {
      Case c{coupons, lines, false, {}};
      for (int i = 0; i < 100; ++i) c.instances.push_back(make_instance(rnd, coupons, lines, false));
      cases.push_back(std::move(c));
    }
  }
  for (int coupons : {50, 200}) {
    Case c{coupons, 20, true, {}};
    for (int i = 0; i < 100; ++i) c.instances.push_back(make_instance(rnd, coupons, 20, true));
    cases.push_back(std::move(c));
  }
  return cases;
}

struct Timing {
  double median_us = 0, p99_us = 0, max_us = 0;
  int64_t not_proven = 0;
  double mean_coupons = 0;
};

cp::AutoSelection select_once(const Instance& in) {
  const cp::Workspace ws(in.goods, in.wallet, in.config);
  return cp::best_selection(ws);
}

Timing measure(const Case& c, int samples) {
  std::vector<double> us;
  us.reserve(samples);
  Timing t;
  for (int s = 0; s < samples; ++s) {
    const Instance& in = c.instances[s % c.instances.size()];
    const auto start = std::chrono::steady_clock::now();
    const cp::AutoSelection best = select_once(in);
    const auto end = std::chrono::steady_clock::now();
    us.push_back(std::chrono::duration<double, std::micro>(end - start).count());
    t.not_proven += best.proven_optimal ? 0 : 1;
    t.mean_coupons += static_cast<double>(best.codes.size());
  }
  std::sort(us.begin(), us.end());
  t.median_us = us[us.size() / 2];
  t.p99_us = us[std::min(us.size() - 1, static_cast<size_t>(us.size() * 0.99))];
  t.max_us = us.back();
  t.mean_coupons /= samples;
  return t;
}

int run_table(int samples) {
  const std::vector<Case> cases = make_cases();
  std::printf("%-34s %10s %10s %10s %9s %12s\n", "case", "median_us", "p99_us", "max_us", "coupons", "not_proven");
  for (const Case& c : cases) {
    const Timing t = measure(c, samples);
    char name[64];
    std::snprintf(name, sizeof name, "%s%d coupons x %d lines", c.all_stack ? "stress: all stack, " : "", c.coupons, c.lines);
    std::printf("%-34s %10.1f %10.1f %10.1f %9.2f %12lld\n", name, t.median_us, t.p99_us, t.max_us, t.mean_coupons,
                static_cast<long long>(t.not_proven));
    std::fflush(stdout);
  }
  return 0;
}

#ifdef QSR_HAVE_GBENCH
void BM_AutoSelection(benchmark::State& state, const Case* c) {
  std::vector<double> us;
  size_t i = 0;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(select_once(c->instances[i++ % c->instances.size()]));
    us.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
  }
  std::sort(us.begin(), us.end());
  state.counters["p50_us"] = us[us.size() / 2];
  state.counters["p99_us"] = us[std::min(us.size() - 1, static_cast<size_t>(us.size() * 0.99))];
}

int run_gbench(int argc, char** argv) {
  static const std::vector<Case> cases = make_cases();
  for (const Case& c : cases) {
    const std::string name = std::string(c.all_stack ? "AutoSelectionStress/" : "AutoSelection/") +
                             std::to_string(c.coupons) + "coupons/" + std::to_string(c.lines) + "lines";
    benchmark::RegisterBenchmark(name.c_str(), BM_AutoSelection, &c)->Unit(benchmark::kMicrosecond);
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
#endif

}  // namespace

int main(int argc, char** argv) {
  int samples = 2000;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--samples") == 0 && i + 1 < argc) samples = std::max(100, std::atoi(argv[++i]));
#ifdef QSR_HAVE_GBENCH
    if (std::strcmp(argv[i], "--gbench") == 0) {
      argv[i] = argv[0];
      return run_gbench(argc - i, argv + i);
    }
#endif
  }
  return run_table(samples);
}

#include "engine/coupon/selection_admission.h"

#include <algorithm>

#include "engine/coupon/selection_rules.h"
#include "engine/coupon/usability_rules.h"

namespace qsr::engine::coupon {

std::vector<int> resolve_codes(const Workspace& ws, std::span<const std::string> codes, std::vector<std::string>* unknown,
                               std::vector<int>* exhausted) {
  std::vector<int> out;
  for (const auto& code : codes) {
    int found = -1;
    for (int i = 0; i < ws.size() && found < 0; ++i) {
      const Coupon& c = ws.at(i).coupon;
      const bool names_it = c.code == code || c.wallet_code() == code;
      if (names_it && std::find(out.begin(), out.end(), i) == out.end()) found = i;
    }
    if (found >= 0) {
      out.push_back(found);
    } else if (const auto known = ws.find(code)) {
      if (exhausted) exhausted->push_back(*known);
    } else if (unknown) {
      unknown->push_back(code);
    }
  }
  return out;
}

Admission admit_selection(const Workspace& ws, std::span<const std::string> codes) {
  Admission a;
  std::vector<int> exhausted;
  const std::vector<int> resolved = resolve_codes(ws, codes, &a.unknown, &exhausted);
  // Chosen more often than the per-order number of copies allows.
  for (int i : exhausted) a.refused.push_back({i, Refusal{Reason::one_per_order}});
  for (int i : resolved) {
    const PreparedCoupon& p = ws.at(i);
    if (p.refusal) {
      a.refused.push_back({i, *p.refusal});
      continue;
    }
    std::vector<const Coupon*> held;
    for (int s : a.admitted) held.push_back(&ws.at(s).coupon);
    const RuleContext context{ws.cart(), ws.config(), held};
    if (auto refusal = rule_one_special_offer_per_template(p.coupon, p.facts(), context)) {
      a.refused.push_back({i, *refusal});
      continue;
    }
    if (auto refusal = conflict_with(ws, i, a.admitted)) {
      a.refused.push_back({i, *refusal});
      continue;
    }
    a.admitted.push_back(i);
  }
  return a;
}

}  // namespace qsr::engine::coupon

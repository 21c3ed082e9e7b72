#include "modules/coupon/checkout_selection.h"

#include <algorithm>
#include <set>

#include "engine/coupon/cart.h"
#include "modules/coupon/coupon_ties.h"

namespace qsr::coupon {

std::vector<std::string> tied_codes(const std::vector<cart::CheckoutLine>& lines) {
  std::vector<std::string> out;
  for (const auto& l : lines) {
    if (!l.buys()) continue;
    Tie t = tie_of(l.row.coupon_key);
    if (t.kind == engine::coupon::TieKind::none) continue;
    if (std::find(out.begin(), out.end(), t.coupon_code) == out.end()) out.push_back(t.coupon_code);
  }
  return out;
}

Selection choose_selection(const SelectionAsk& ask, const BestSelection& best) {
  Selection out;
  if (!ask.chosen && !ask.tied.empty()) {
    out.codes = ask.tied;
  } else if (ask.chosen) {
    std::set<std::string> seen;
    for (const auto& code : *ask.chosen) {
      if (out.codes.size() >= kMaxSelected) break;
      if (seen.insert(code).second) out.codes.push_back(code);
    }
  } else if (ask.automatic) {
    if (auto codes = best()) {
      out.codes = std::move(*codes);
      out.automatic = true;
    }
  }
  return out;
}

}  // namespace qsr::coupon

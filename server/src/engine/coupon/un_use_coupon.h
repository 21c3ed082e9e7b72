// The "unUseCoupon" message (spec 001 §7, §4 Cart rules): takes a coupon (and its virtual
// copies) out of the selection, removes the goods tied to it, and prices the order again.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/coupon/calc_result.h"

namespace qsr::engine::coupon {

struct UnUseResult {
  std::vector<std::string> selected;       // the selection left
  std::vector<int64_t> removed_line_ids;   // gift and exchange lines tied to the coupon
  std::vector<CartLine> goods;             // the cart left
  CalcResult result;
};

// `code` names a wallet coupon ("A") or one of its virtual copies ("A#2"); anything else throws
// InputError rather than answering an unchanged order as if something had been removed.
UnUseResult un_use_coupon(const CalcInput& input, std::string_view code);

}  // namespace qsr::engine::coupon

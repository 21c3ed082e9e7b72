// What a refund gives back (spec 001 §7 calcRefundFeeDetail): a pure rule over the order's lines.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include "modules/order/order_types.h"

namespace qsr::refund {

// What refunding the chosen lines (or the whole order) would return.
struct Quote {
  bool whole = true;
  std::map<int64_t, int64_t> lines;  // order line id -> quantity
  int64_t amount = 0;
};

// `wanted`: order line id -> units; empty: the whole order, which returns all that is still paid
// and every unit not yet given back. A line is what the customer paid for its units (packing as
// charged, less the line's share of the coupons), never more than is still paid in all. Throws
// AppError 400 kBadLines for an unknown line, or units not there to give back.
Quote refund_quote(const std::vector<order::LineRecord>& lines, const std::map<int64_t, int64_t>& wanted, int64_t still_paid);

}  // namespace qsr::refund

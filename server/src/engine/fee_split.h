// Splitting a group order's shared fees among its participants (spec 001 §4 group order: the
// delivery fee is split across participants, the packaging fee by cup count). Pure; the shares
// always add up to the fee to the cent.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace qsr::engine {

// Equal shares of `fee` among `n` participants; the cents that do not divide go to the first
// ones (the launcher first), one each.
std::vector<int64_t> split_equally(int64_t fee, size_t n);

// Shares of `fee` proportional to `weights` (cup counts), largest-remainder rounding so the
// shares add up exactly; ties in the remainder go to the earlier participant. All-zero weights
// split equally.
std::vector<int64_t> split_by_weight(int64_t fee, const std::vector<int64_t>& weights);

}  // namespace qsr::engine

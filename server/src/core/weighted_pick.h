// One of several outcomes, each as likely as its weight: the lucky draw's prizes, the collect-wish
// cards. Pure, with the random source given, so the distribution is tested.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace qsr {

// A uniformly random number in [0, upper): crypto::random_below (libsodium's CSPRNG, no modulo
// bias) in the server, a seeded generator in tests.
using RandomBelow = std::function<uint32_t(uint32_t upper)>;

// The index of one weight, with probability weight / (sum of the weights); a weight of 0 (or less)
// never wins. nullopt when none is above 0. The weights' sum must stay below 2^32 (callers bound
// each weight and their count).
std::optional<size_t> weighted_pick(const std::vector<int64_t>& weights, const RandomBelow& random);

}  // namespace qsr

// The small test brand in tests/fixtures/mini-brand (two stores, a short menu) and a moment at
// which its stores are open, for tests that seed a database with it.
#pragma once

#include <cstdint>
#include <filesystem>

namespace qsr::testing {

inline std::filesystem::path mini_brand_dir() {
  return std::filesystem::path(__FILE__).parent_path().parent_path() / "fixtures" / "mini-brand";
}

inline constexpr int64_t kMondayNoon = 1'795'406'400'000;  // 2026-11-23 12:00 Hong Kong

}  // namespace qsr::testing

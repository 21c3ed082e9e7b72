// The small test brand in tests/fixtures/mini-brand (two stores, a short menu) and a moment at
// which its stores are open, for tests that seed a database with it.
#pragma once

#include <cstdint>
#include <filesystem>

#include "../repo_root.h"

namespace qsr::testing {

inline std::filesystem::path mini_brand_dir() { return repo_root_dir() / "server" / "tests" / "fixtures" / "mini-brand"; }

inline constexpr int64_t kMondayNoon = 1'795'406'400'000;  // 2026-11-23 12:00 Hong Kong

}  // namespace qsr::testing

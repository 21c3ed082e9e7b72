// Coupon packs' value types (docs/decisions/0032).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/i18n.h"

namespace qsr::pack {

struct PackItem {
  int64_t template_id = 0;
  int count = 1;
};

struct Pack {
  int64_t id = 0;
  I18nText name, description;
  std::string image;
  int64_t price = 0, original_price = 0;
  int per_member_limit = 0;  // 0: no limit
  std::optional<int64_t> starts_at, ends_at;
  int sort = 0;
  bool active = true;
  std::vector<PackItem> items;

  bool on_sale_at(int64_t now_ms) const {
    return active && (!starts_at || *starts_at <= now_ms) && (!ends_at || now_ms < *ends_at);
  }
};

}  // namespace qsr::pack

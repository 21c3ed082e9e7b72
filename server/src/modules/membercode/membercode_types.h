// The member code module's value types (docs/decisions/0027).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace qsr::membercode {

struct CodeRow {
  int64_t member_id = 0;
  int64_t issued_at = 0, expires_at = 0;
  std::optional<int64_t> used_at;
};

struct TillSale {
  int64_t sid = 0;
  std::string receipt_no;
  int64_t member_id = 0;
  int64_t amount = 0;  // cents
  int64_t points = 0, growth = 0;
  int64_t staff_id = 0;
  std::string code_hash;
  int64_t created_at = 0;
};

}  // namespace qsr::membercode

// The level module's value types beside the rules' (level_rules.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/i18n.h"
#include "modules/level/level_rules.h"

namespace qsr::level {

// One change of a member's growth (> 0 earned, < 0 taken back), keyed so a retry writes nothing.
struct GrowthEntry {
  int64_t delta = 0;
  std::string reason;  // earn | reverse | period | merge_in | merge_out
  std::string reference;
  std::string idempotency_key;
  int64_t now_ms = 0;
};

struct GrowthRecord {
  int64_t id = 0;
  int64_t delta = 0, growth_after = 0;
  std::string reason, reference;
  int64_t created_at = 0;
};

struct UserGroup {
  int64_t id = 0;
  I18nText name;
  int64_t members = 0;
};

// What the order module tells of an order whose money changed.
struct OrderGrowth {
  int64_t member_id = 0;
  std::string order_no;
  int64_t payable = 0, paid_total = 0, refunded_total = 0;
  bool paid = false;
  bool cancelled = false;
  int64_t gifted = 0;  // paid with gifted wallet money: earns nothing (decision 0029)
};

// A member type (spec 000 §6: elderly-club, student, employee), asked for by the member (student,
// elderly) or given by the operator (employee); staff approve the asked-for ones at a store.
struct MemberType {
  int64_t id = 0;
  int64_t member_id = 0;
  std::string kind;    // student | elderly | employee
  std::string status;  // pending | approved | rejected | revoked | expired
  std::string detail;  // the school, for a student
  std::optional<int64_t> valid_until;
  int64_t requested_at = 0;
  std::optional<int64_t> decided_at;

  // Approved and not past its end at `now_ms`.
  bool held(int64_t now_ms) const { return status == "approved" && (!valid_until || *valid_until > now_ms); }
};

// A member's level as they see it: where they are, what is next and how far.
struct MemberLevel {
  Standing standing;
  Levels levels;
  std::optional<size_t> level, next;  // into `levels`
  int64_t upgrade_spend = 0;          // cents
  int64_t consumption_money = 0;

  const Level* current() const { return level ? &levels[*level] : nullptr; }
  const Level* upcoming() const { return next ? &levels[*next] : nullptr; }
};

}  // namespace qsr::level

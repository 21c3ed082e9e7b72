// The member code (spec 000 §2 memberCode, §7 dynamic_code; docs/decisions/0027): a code the member
// shows at a till, new every minute, kept by the server as a hash and usable once; the till looks
// it up to see whose it is and records the sale against it, which earns points and growth once per
// store and receipt number.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/i18n.h"
#include "db/db.h"
#include "modules/level/level_types.h"
#include "modules/membercode/membercode_types.h"

namespace qsr::points {
class PointsService;
}
namespace qsr::level {
class LevelService;
}

namespace qsr::membercode {

inline constexpr int64_t kCodeLifeMs = 60'000;
// Staff may finish recording a sale this long after the code they scanned ran out.
inline constexpr int64_t kRecordGraceMs = 180'000;
inline constexpr size_t kCodeDigits = 18;
// The page asks for a code a minute (and on coming back into view); more than this in a minute is
// not a person showing a code: refused (429) rather than filling the table.
inline constexpr int64_t kMaxCodesPerMinute = 30;

struct IssuedCode {
  std::string code;
  int64_t expires_at = 0;
};

enum class CodeState { valid, expired, used };

// What a till sees of a code: whose it is and whether it can be used.
struct CodeLookup {
  CodeState state = CodeState::valid;
  int64_t member_id = 0;
  std::string nickname, phone_masked, level_name;
  int64_t points = 0;
  int64_t expires_at = 0;
  std::vector<level::MemberType> types;
  int64_t now_ms = 0;  // when it was looked up  // newest first: held ones and requests staff may approve
};

struct SaleInput {
  int64_t staff_id = 0, sid = 0;
  std::string code, receipt_no;
  int64_t amount = 0;  // cents
};

class MemberCodeService {
 public:
  MemberCodeService(db::Db& db, const Clock& clock, points::PointsService& points, level::LevelService& levels)
      : db_(db), clock_(clock), points_(points), levels_(levels) {}

  IssuedCode issue(int64_t member_id);
  // 404 member_code_invalid for a code that was never issued (or is malformed).
  CodeLookup lookup(const std::string& code, Lang lang);
  // Earns the member points and growth for the sale, once per store and receipt number: a repeat
  // with the same code answers the sale recorded; 409 for a code used or expired, or a receipt
  // number recorded for another code.
  TillSale record_sale(const SaleInput& in);
  // Drops codes that ran out unused more than a day ago; how many went.
  int64_t purge_expired(int64_t limit = 1000);

 private:
  db::Db& db_;
  const Clock& clock_;
  points::PointsService& points_;
  level::LevelService& levels_;
};

}  // namespace qsr::membercode

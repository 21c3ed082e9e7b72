#include "modules/coupon/coupon_ties.h"

#include "core/app_error.h"
#include "modules/coupon/coupon_repo.h"
#include "modules/coupon/coupon_service.h"

namespace qsr::coupon {

namespace {
const char* kind_name(int category) {
  switch (category) {
    case 80:
    case 90: return "exchange";
    case 30: return "gift";
    case 110: return "stepgift";
    default: return nullptr;
  }
}
}  // namespace

std::string tie_key(db::Db& db, int64_t member_id, const std::string& coupon_code, int64_t now_ms) {
  if (coupon_code.empty() || coupon_code.size() > 40) throw AppError::invalid("couponCode");
  auto found = db.read_value([&](db::Tx& tx) -> std::optional<std::pair<CouponRow, int>> {
    auto c = repo::coupon_by_code(tx, coupon_code);
    if (!c) return std::nullopt;
    auto t = repo::template_by_id(tx, c->template_id);
    if (!t) return std::nullopt;
    return std::make_pair(*c, t->category);
  });
  if (!found || found->first.member_id != member_id) throw AppError(404, kCouponNotFound, "coupon_not_found");
  const CouponRow& c = found->first;
  const char* kind = kind_name(found->second);
  if (!kind || c.status != kUsable || c.invalid_at < now_ms) throw AppError(400, kNotUsable, "coupon_not_usable");
  return std::string(kind) + ":" + c.code;
}

Tie tie_of(const std::string& coupon_key) {
  using engine::coupon::TieKind;
  auto colon = coupon_key.find(':');
  if (colon == std::string::npos) return {};
  const std::string kind = coupon_key.substr(0, colon);
  Tie t;
  t.coupon_code = coupon_key.substr(colon + 1);
  if (kind == "exchange") t.kind = TieKind::exchange;
  else if (kind == "gift") t.kind = TieKind::gift;
  else if (kind == "stepgift") t.kind = TieKind::activity_gift;
  else return {};
  return t;
}

}  // namespace qsr::coupon

#include "modules/reward/reward_service.h"

#include "core/app_error.h"

namespace qsr::reward {

void RewardService::check_fields(const Reward& r, const FieldNames& names) {
  if (r.kind == kPoints) {
    if (r.points < 1 || r.points > kMaxPoints) throw AppError::invalid(names.points);
  } else if (r.kind == kCoupon) {
    if (!r.template_id) throw AppError::missing(names.template_id);
  } else {
    throw AppError::invalid(names.kind);
  }
}

void RewardService::check_templates(const std::vector<Reward>& rewards) {
  std::vector<int64_t> templates;
  for (const auto& r : rewards) {
    if (r.kind == kCoupon && r.template_id) templates.push_back(*r.template_id);
  }
  if (!templates.empty()) coupons_.previews(templates);  // 400 naming templateId for one that does not exist
}

void RewardService::check(const Reward& r, const FieldNames& names) {
  check_fields(r, names);
  check_templates({r});
}

std::optional<std::string> RewardService::give(db::Tx& tx, int64_t member_id, const Reward& r, const std::string& key, int64_t now_ms,
                                               const std::string& source) {
  if (r.kind == kCoupon) return coupons_.issue_purchased(tx, member_id, {{*r.template_id, 1}}, key, now_ms, source).at(0);
  points_.give_back(tx, member_id, key, r.points, key, now_ms, source);
  return std::nullopt;
}

}  // namespace qsr::reward

#include "modules/reward/reward_service.h"

#include <algorithm>

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

std::map<int64_t, std::string> RewardService::coupon_names(const std::vector<int64_t>& template_ids, Lang lang) {
  std::vector<int64_t> ids = template_ids;
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  std::map<int64_t, std::string> names;
  if (ids.empty()) return names;
  for (const auto& c : coupons_.previews(ids)) names[c.tmpl.id] = c.tmpl.name.get(lang);
  return names;
}

std::map<std::string, std::string> RewardService::given_coupon_names(const std::vector<std::string>& codes, Lang lang) {
  if (codes.empty()) return {};
  const std::map<std::string, int64_t> templates = coupons_.template_ids_of(codes);
  std::vector<int64_t> ids;
  for (const auto& [code, id] : templates) ids.push_back(id);
  const auto names = coupon_names(ids, lang);
  std::map<std::string, std::string> out;
  for (const auto& [code, id] : templates) out[code] = names.at(id);
  return out;
}

}  // namespace qsr::reward

// Coupon activities as members and operators see them (docs/decisions/0038): a page of campaigns
// reached by its link, or by typing its discount code. Claiming is CouponService::claim, which
// asks within_activity whether the activity lets the campaign be claimed now.
#include "modules/coupon/coupon_service.h"

#include <algorithm>

#include "core/app_error.h"
#include "modules/coupon/code_text.h"
#include "modules/coupon/coupon_repo.h"

namespace qsr::coupon {

namespace {

AppError activity_not_found() { return AppError(404, 404, "coupon_activity_not_found"); }
AppError code_invalid() { return AppError(400, kActivityCodeInvalid, "coupon_activity_code_invalid"); }

// The campaign bounded by its activity's window: it starts no sooner and ends no later.
CampaignRow bounded(CampaignRow k, const ActivityRow& a) {
  k.starts_at = std::max(k.starts_at, a.starts_at);
  k.ends_at = std::min(k.ends_at, a.ends_at);
  return k;
}

}  // namespace

CampaignRow CouponService::within_activity(db::Tx& tx, const CampaignRow& k, const std::optional<std::string>& activity_code) {
  auto a = repo::activity(tx, *k.activity_id);
  if (!a || !a->active) throw AppError(400, kEnded, "coupon_campaign_ended");
  if (a->has_code) {
    const auto code = activity_code ? normalized_code(*activity_code) : std::nullopt;
    if (!code || !repo::activity_code_matches(tx, a->id, activity_code_hash(*code))) throw code_invalid();
  }
  return bounded(k, *a);
}

CouponService::ActivityView CouponService::view_of(db::Tx& tx, const ActivityRow& a, std::optional<int64_t> member_id) {
  const int64_t now = clock_.now_ms();
  ActivityView view{a, {}};
  TemplateCache templates(tx);
  for (const auto& k : repo::activity_campaigns(tx, a.id)) view.campaigns.push_back(offered(tx, templates, bounded(k, a), member_id, now));
  return view;
}

CouponService::ActivityView CouponService::activity(std::optional<int64_t> member_id, int64_t activity_id) {
  return db_.read_value([&](db::Tx& tx) {
    auto a = repo::activity(tx, activity_id);
    // Behind a code: its id alone does not show it.
    if (!a || !a->active || a->has_code) throw activity_not_found();
    return view_of(tx, *a, member_id);
  });
}

CouponService::ActivityView CouponService::activity_by_code(int64_t member_id, const std::string& typed_code) {
  const auto code = normalized_code(typed_code);
  if (!code) throw code_invalid();
  const int64_t now = clock_.now_ms();
  count_code_attempt(member_id, now);
  return db_.read_value([&](db::Tx& tx) {
    auto a = repo::activity_by_code_hash(tx, activity_code_hash(*code));
    // An ended activity's code opens nothing: the flyer is old.
    if (!a || !a->active || now > a->ends_at) throw code_invalid();
    return view_of(tx, *a, member_id);
  });
}

std::vector<ActivityRow> CouponService::open_activities() {
  return db_.read_value([&](db::Tx& tx) { return repo::open_activities(tx, clock_.now_ms()); });
}

std::vector<ActivityRow> CouponService::all_activities() {
  return db_.read_value([&](db::Tx& tx) { return repo::all_activities(tx); });
}

ActivityRow CouponService::save_activity(const ActivityRow& a, const std::optional<std::string>& code) {
  if (a.title.empty()) throw AppError::invalid("title");
  if (a.starts_at <= 0 || a.ends_at <= a.starts_at) throw AppError::invalid("endsAt");
  std::optional<std::string> code_hash;
  if (code) {
    const auto normalized = normalized_code(*code);
    if (!normalized || a.id != 0) throw AppError::invalid("code");  // a code is set when the activity is made
    code_hash = activity_code_hash(*normalized);
  }
  try {
    return db_.write_value([&](db::Tx& tx) {
      if (a.id != 0 && !repo::activity(tx, a.id)) throw AppError::not_found();
      return *repo::activity(tx, repo::save_activity(tx, a, code_hash, clock_.now_ms()));
    });
  } catch (const db::DbError& e) {
    if (e.is_unique_violation()) throw AppError::invalid("code");  // another activity has it
    throw;
  }
}

}  // namespace qsr::coupon

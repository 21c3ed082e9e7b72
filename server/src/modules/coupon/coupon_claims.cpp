// Getting a coupon: the voucher centre and claiming from it, redemption codes, the brand's grants.
// A claim or a code is answered once per Idempotency-Key: a retry gets the coupon the first gave.
#include "modules/coupon/coupon_service.h"

#include <algorithm>

#include "modules/account/account_api.h"
#include "modules/coupon/code_text.h"
#include "modules/coupon/coupon_repo.h"

#include "core/app_error.h"
#include "modules/common/rate_limiter.h"

namespace qsr::coupon {

namespace {

AppError not_found() { return AppError(404, kCouponNotFound, "coupon_not_found"); }

// Days counted in Hong Kong, today the first: valid until the end of the last day. The voucher
// centre shows the date a coupon claimed now would get, so both use this.
int64_t end_of_valid_days(int64_t now_ms, int64_t days) {
  return to_hk_local(now_ms).day_start_ms + days * 24 * 3600 * 1000 - 1;
}

}  // namespace

CampaignState campaign_state(const CampaignRow& k, const MyClaims& mine, int64_t now_ms) {
  if (now_ms < k.starts_at) return CampaignState::starting_soon;
  if (now_ms > k.ends_at) return CampaignState::ended;
  if (mine.total >= k.per_person_limit) return CampaignState::claimed_limit;
  if (k.period != ClaimPeriod::none && mine.in_period >= k.period_limit) return CampaignState::claimed_period_limit;
  if (k.claimed >= k.stock) return CampaignState::fully_claimed;
  return CampaignState::claimable;
}

CouponRow CouponService::issue(db::Tx& tx, const TemplateRow& t, int64_t member_id, const std::string& source,
                               std::optional<int64_t> campaign_id, int64_t now_ms, const std::string& request_key) {
  CouponRow c;
  c.request_key = request_key;
  c.code = new_coupon_code();
  c.member_id = member_id;
  c.template_id = t.id;
  c.campaign_id = campaign_id;
  c.source = source;
  c.status = kUsable;
  if (t.valid_days) {
    c.effective_at = now_ms;
    c.invalid_at = end_of_valid_days(now_ms, *t.valid_days);
  } else {
    c.effective_at = t.valid_from.value_or(now_ms);
    c.invalid_at = t.valid_to.value_or(now_ms + 30LL * 24 * 3600 * 1000);
  }
  c.created_at = now_ms;
  c.id = repo::insert_coupon(tx, c, now_ms);
  // The member's own claim or typed code shows them the coupon there and then: nothing to tell.
  if (source != "claim" && source != "code") tell(tx, "received", c, t, now_ms);
  return c;
}

void CouponService::tell(db::Tx& tx, const char* kind, const CouponRow& c, const TemplateRow& t, int64_t now_ms) {
  if (event_listeners_.empty()) return;
  const CouponEvent e{kind, c.member_id, c.code, t.name, c.invalid_at};
  for (const auto& l : event_listeners_) l(tx, e, now_ms);
}

std::vector<EndingCoupon> CouponService::ending_between(int64_t from_ms, int64_t to_ms) {
  constexpr int64_t kBatch = 500;
  constexpr size_t kMost = 20'000;  // a day's reminders; the rest are reached on the next run
  return db_.read_value([&](db::Tx& tx) {
    std::vector<EndingCoupon> out;
    TemplateCache templates(tx);
    int64_t after = 0;
    while (out.size() < kMost) {
      const auto rows = repo::usable_ending_between(tx, from_ms, to_ms, after, kBatch);
      for (const auto& c : rows) out.push_back({c.member_id, c.code, templates.get(c.template_id).name, c.invalid_at});
      if (rows.size() < static_cast<size_t>(kBatch)) break;
      after = rows.back().id;
    }
    return out;
  });
}

namespace {

// The coupon a template would give now, without a code.
CouponRow preview_of(const TemplateRow& t, int64_t now_ms) {
  CouponRow preview;
  preview.code = "PREVIEW";
  preview.template_id = t.id;
  preview.effective_at = t.valid_from.value_or(now_ms);
  preview.invalid_at = t.valid_days ? end_of_valid_days(now_ms, *t.valid_days) : t.valid_to.value_or(now_ms);
  return preview;
}

}  // namespace

std::vector<MemberCoupon> CouponService::previews(const std::vector<int64_t>& template_ids) {
  const int64_t now = clock_.now_ms();
  return db_.read_value([&](db::Tx& tx) {
    std::vector<MemberCoupon> out;
    for (int64_t id : template_ids) {
      auto t = repo::template_by_id(tx, id);
      if (!t) throw AppError::invalid("templateId");
      out.push_back(member_coupon_as_of(preview_of(*t, now), *t, now));
    }
    return out;
  });
}

std::map<std::string, int64_t> CouponService::template_ids_of(const std::vector<std::string>& codes) {
  return db_.read_value([&](db::Tx& tx) { return repo::template_ids_by_code(tx, codes); });
}

namespace {

std::map<int64_t, std::string> names_in(db::Tx& tx, std::vector<int64_t> ids, Lang lang) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  std::map<int64_t, std::string> names;
  for (int64_t id : ids) {
    if (const auto t = repo::template_by_id(tx, id)) names[id] = t->name.get(lang);
  }
  return names;
}

}  // namespace

std::map<int64_t, std::string> CouponService::template_names(const std::vector<int64_t>& template_ids, Lang lang) {
  if (template_ids.empty()) return {};
  return db_.read_value([&](db::Tx& tx) { return names_in(tx, template_ids, lang); });
}

std::map<std::string, std::string> CouponService::names_by_code(const std::vector<std::string>& codes, Lang lang) {
  if (codes.empty()) return {};
  return db_.read_value([&](db::Tx& tx) {
    const std::map<std::string, int64_t> templates = repo::template_ids_by_code(tx, codes);
    std::vector<int64_t> ids;
    for (const auto& [code, id] : templates) ids.push_back(id);
    const auto names = names_in(tx, ids, lang);
    std::map<std::string, std::string> out;
    for (const auto& [code, id] : templates) {
      if (const auto name = names.find(id); name != names.end()) out[code] = name->second;
    }
    return out;
  });
}

std::vector<std::string> CouponService::issue_purchased(db::Tx& tx, int64_t member_id,
                                                        const std::vector<std::pair<int64_t, int>>& templates,
                                                        const std::string& purchase_ref, int64_t now_ms, const std::string& source) {
  TemplateCache cache(tx);
  std::vector<std::string> codes;
  for (const auto& [template_id, count] : templates) {
    const TemplateRow& t = cache.get(template_id);
    for (int i = 0; i < count; ++i) {
      const std::string key = purchase_ref + ":" + std::to_string(template_id) + ":" + std::to_string(i);
      codes.push_back(issue(tx, t, member_id, source, std::nullopt, now_ms, key).code);
    }
  }
  return codes;
}

bool CouponService::withdraw_purchased(db::Tx& tx, int64_t member_id, const std::string& purchase_ref, int64_t now_ms) {
  const std::string prefix = purchase_ref + ":";
  for (const auto& c : repo::coupons_by_request_prefix(tx, member_id, prefix)) {
    // Used, given away or on its way to a friend: the purchase is no longer whole.
    if (c.status != kUsable && c.status != kVoided) return false;
  }
  repo::void_usable_by_request_prefix(tx, member_id, prefix, now_ms);
  return true;
}

CenterCampaign CouponService::offered(db::Tx& tx, TemplateCache& templates, const CampaignRow& k, std::optional<int64_t> member_id,
                                      int64_t now_ms) {
  const TemplateRow& t = templates.get(k.template_id);
  const MyClaims mine = member_id ? repo::claims_of(tx, k.id, *member_id, period_key(k.period, now_ms)) : MyClaims{};
  return {k, member_coupon_as_of(preview_of(t, now_ms), t, now_ms), mine, campaign_state(k, mine, now_ms)};
}

std::vector<CenterCampaign> CouponService::center(std::optional<int64_t> member_id) {
  const int64_t now = clock_.now_ms();
  return db_.read_value([&](db::Tx& tx) {
    std::vector<CenterCampaign> list;
    TemplateCache templates(tx);
    for (const auto& k : repo::centre_campaigns(tx, now - 7LL * 24 * 3600 * 1000)) list.push_back(offered(tx, templates, k, member_id, now));
    return list;
  });
}

std::optional<MemberCoupon> CouponService::earlier_answer(int64_t member_id, const std::string& request_key) {
  if (request_key.empty()) return std::nullopt;
  return db_.read_value([&](db::Tx& tx) -> std::optional<MemberCoupon> {
    auto c = repo::coupon_by_request(tx, member_id, request_key);
    if (!c) return std::nullopt;
    auto t = repo::template_by_id(tx, c->template_id);
    if (!t) return std::nullopt;
    return now_as(*c, *t);
  });
}

MemberCoupon CouponService::once(int64_t member_id, const std::string& request_key, const std::function<MemberCoupon()>& give) {
  if (request_key.size() > 100) throw AppError::invalid("Idempotency-Key");
  if (auto earlier = earlier_answer(member_id, request_key)) return *earlier;
  try {
    return give();
  } catch (const db::DbError& e) {
    if (!e.is_unique_violation()) throw;
    if (auto earlier = earlier_answer(member_id, request_key)) return *earlier;
    throw;
  }
}

MemberCoupon CouponService::claim(int64_t member_id, int64_t campaign_id, const std::string& request_key,
                                  const std::optional<std::string>& activity_code) {
  const int64_t now = clock_.now_ms();
  // A code is a guess until it is checked: it counts before, in a transaction of its own.
  if (activity_code && !earlier_answer(member_id, request_key)) count_code_attempt(member_id, now);
  return once(member_id, request_key, [&] { return db_.write_value([&](db::Tx& tx) {
    auto k = repo::campaign_by_id(tx, campaign_id);
    if (!k) throw not_found();
    if (k->activity_id) k = within_activity(tx, *k, activity_code);
    if (now < k->starts_at) throw AppError(400, kNotStarted, "coupon_campaign_not_started");
    if (now > k->ends_at) throw AppError(400, kEnded, "coupon_campaign_ended");
    // Personal limits first, then stock: a refused claim rolls both back.
    const std::string period = period_key(k->period, now);
    if (!repo::take_personal_claim(tx, *k, member_id, period)) {
      // Which limit: the campaign's, or this day's, week's or month's (then come back in the next).
      if (repo::claims_of(tx, campaign_id, member_id, period).total >= k->per_person_limit) {
        throw AppError(400, kPersonalLimit, "coupon_claim_limit");
      }
      throw AppError(400, kPeriodLimit, "coupon_claim_limit_" + std::string(claim_period_name(k->period)));
    }
    if (!repo::take_stock(tx, campaign_id)) throw AppError(400, kFullyClaimed, "coupon_fully_claimed");
    auto t = repo::template_by_id(tx, k->template_id);
    if (!t) throw not_found();
    return now_as(issue(tx, *t, member_id, "claim", campaign_id, now, request_key), *t);
  }); });
}

void CouponService::count_code_attempt(int64_t member_id, int64_t now_ms) {
  // Redemption codes and activity codes share the count: trying one kind does not add to the other's.
  const bool allowed = db_.write_value([&](db::Tx& tx) {
    return take_hit(tx, {"coupon-code:member:" + std::to_string(member_id), now_ms / 3600000 * 3600000, kCodeAttemptsPerHour});
  });
  if (!allowed) throw AppError(429, 429, "too_many_requests");
}

MemberCoupon CouponService::redeem_code(int64_t member_id, const std::string& raw, const std::string& request_key) {
  const auto normalized = normalized_code(raw);
  if (!normalized) throw AppError(400, kCodeMalformed, "coupon_code_malformed");
  const std::string& code = *normalized;
  if (auto earlier = earlier_answer(member_id, request_key)) return *earlier;  // a retry
  const int64_t now = clock_.now_ms();
  // Codes cannot be guessed (9 characters of 32), and trying stays slow: every attempt counts,
  // in its own transaction so a wrong code's rollback does not take the count back.
  count_code_attempt(member_id, now);
  return once(member_id, request_key, [&] { return db_.write_value([&](db::Tx& tx) {
    auto template_id = repo::take_code(tx, code, member_id, now);
    if (!template_id) throw AppError(400, kCodeInvalid, "coupon_code_invalid");
    auto t = repo::template_by_id(tx, *template_id);
    if (!t) throw AppError(400, kCodeInvalid, "coupon_code_invalid");
    return now_as(issue(tx, *t, member_id, "code", std::nullopt, now, request_key), *t);
  }); });
}

MemberCoupon CouponService::grant(int64_t template_id, int64_t member_id) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    auto t = repo::template_by_id(tx, template_id);
    if (!t) throw AppError::invalid("templateId");
    if (!account::is_active_member(tx, member_id)) throw AppError::invalid("memberId");
    return now_as(issue(tx, *t, member_id, "grant", std::nullopt, now), *t);
  });
}

}  // namespace qsr::coupon

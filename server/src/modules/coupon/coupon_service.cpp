// Reading the coupon wallet (a member's coupons, one of them) and the brand's admin of templates,
// campaigns and codes. Getting coupons is coupon_claims.cpp, gifts coupon_gifts.cpp; what the
// answers look like on the wire is coupon_views.cpp.
#include "modules/coupon/coupon_service.h"

#include "modules/coupon/coupon_repo.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/crypto.h"
#include "engine/coupon/wire/coupon_wire.h"

namespace qsr::coupon {
namespace json = boost::json;
namespace ec = engine::coupon;

// The active trade events are kept in memory (the checkout asks for them twice an order); saving
// one drops every server's copy.
CouponService::CouponService(db::Db& db, const Clock& clock)
    : db_(db), clock_(clock), active_events_(db, "trade-events", [](db::Tx& tx) { return repo::active_trade_events(tx); }) {}

namespace {

// The engine reads a coupon's name with the rest of it (couponName), but nothing it answers
// depends on the name, and the views name a coupon from its template in the reader's language.
constexpr Lang kTermsLang = Lang::zh_HK;

std::string random_code(char prefix, int length) {
  std::string code(1, prefix);
  code += crypto::random_string(crypto::kReadableAlphabet, static_cast<size_t>(length));
  return code;
}

json::object engine_fields(const CouponRow& c, const TemplateRow& t, Lang lang) {
  json::value v = json::parse(t.coupon_json);
  json::object o = v.is_object() ? v.as_object() : json::object{};
  o["couponCode"] = c.code;
  o["id"] = c.id;
  o["couponTemplateId"] = t.id;
  o["couponName"] = t.name.get(lang);
  o["couponCategory"] = t.category;
  // The engine's rule 1 reads 10 as "active"; a coupon in any other state never reaches it.
  o["couponStatus"] = c.status == kUsable ? kUsable : c.status;
  o["effectiveTime"] = c.effective_at;
  o["invalidTime"] = c.invalid_at;
  return o;
}

// End of the Hong Kong day `days` days after today (due soon: today or within 3 days).
int64_t due_soon_limit(int64_t now_ms) {
  return to_hk_local(now_ms).day_start_ms + (kDueSoonDays + 1) * 24 * 3600 * 1000 - 1;
}

}  // namespace

std::string new_coupon_code() { return random_code('C', 11); }

const TemplateRow& TemplateCache::get(int64_t id) {
  auto it = rows_.find(id);
  if (it != rows_.end()) return it->second;
  auto t = repo::template_by_id(tx_, id);
  if (!t) throw AppError(500, 500, "unknown_error", {}, "coupon template missing: " + std::to_string(id));
  return rows_.emplace(id, std::move(*t)).first->second;
}

ec::Coupon to_engine(const CouponRow& c, const TemplateRow& t, Lang lang) {
  try {
    return ec::wire::read_coupon(engine_fields(c, t, lang));
  } catch (const std::exception& e) {
    // Templates are checked when created; this is a template edited in the database by hand.
    throw AppError(500, 500, "unknown_error", {}, "coupon template " + std::to_string(t.id) + " unreadable: " + e.what());
  }
}

void check_template_fields(const json::object& fields) {
  json::object o = fields;
  o["couponCode"] = "CHECK";
  try {
    (void)ec::wire::read_coupon(o);
  } catch (const std::exception& e) {
    throw AppError::bad_request("coupon_template_invalid", {e.what()});
  }
}

int effective_status(const CouponRow& c, int64_t now_ms) {
  return c.status == kUsable && c.invalid_at < now_ms ? kExpired : c.status;
}

MemberCoupon member_coupon_as_of(const CouponRow& c, const TemplateRow& t, int64_t now_ms) {
  MemberCoupon m{c, t, to_engine(c, t, kTermsLang)};
  m.status = effective_status(c, now_ms);
  m.due_soon = m.status == kUsable && c.invalid_at <= due_soon_limit(now_ms);
  m.not_yet_effective = m.status == kUsable && c.effective_at > now_ms;
  return m;
}

CouponPage CouponService::page(int64_t member_id, Tab tab, int64_t page_size, int64_t offset) {
  const int64_t now = clock_.now_ms();
  return db_.read_value([&](db::Tx& tx) {
    CouponPage out;
    TemplateCache templates(tx);
    for (const auto& c : repo::page_of(tx, member_id, tab, now, page_size, offset)) {
      out.list.push_back(now_as(c, templates.get(c.template_id)));
    }
    out.total = repo::count_of(tx, member_id, tab, now);
    out.counts = {repo::count_of(tx, member_id, Tab::usable, now), repo::count_due_by(tx, member_id, now, due_soon_limit(now)),
                  repo::count_of(tx, member_id, Tab::gifting, now)};
    return out;
  });
}

CouponRow CouponService::own_coupon(db::Tx& tx, int64_t member_id, const std::string& code) {
  auto c = repo::coupon_by_code(tx, code);
  if (!c || c->member_id != member_id) throw AppError(404, kCouponNotFound, "coupon_not_found");
  return *c;
}

MemberCoupon CouponService::detail(int64_t member_id, const std::string& code) {
  return db_.read_value([&](db::Tx& tx) {
    const CouponRow c = own_coupon(tx, member_id, code);
    auto t = repo::template_by_id(tx, c.template_id);
    if (!t) throw AppError(404, kCouponNotFound, "coupon_not_found");
    return now_as(c, *t);
  });
}

engine::coupon::Coupon CouponService::member_coupon(int64_t member_id, const std::string& code, Lang lang) {
  return db_.read_value([&](db::Tx& tx) {
    const CouponRow c = own_coupon(tx, member_id, code);
    auto t = repo::template_by_id(tx, c.template_id);
    if (!t) throw AppError(404, kCouponNotFound, "coupon_not_found");
    return to_engine(c, *t, lang);
  });
}

int64_t CouponService::create_template(const TemplateRow& t) {
  return db_.write_value([&](db::Tx& tx) { return repo::insert_template(tx, t, clock_.now_ms()); });
}

std::vector<TemplateRow> CouponService::templates() {
  return db_.read_value([&](db::Tx& tx) { return repo::templates(tx); });
}

int64_t CouponService::create_campaign(const CampaignRow& c) {
  return db_.write_value([&](db::Tx& tx) {
    if (!repo::template_by_id(tx, c.template_id)) throw AppError::invalid("templateId");
    if (c.activity_id && !repo::activity(tx, *c.activity_id)) throw AppError::invalid("activityId");
    return repo::insert_campaign(tx, c, clock_.now_ms());
  });
}

std::vector<CampaignRow> CouponService::campaigns() {
  return db_.read_value([&](db::Tx& tx) { return repo::campaigns(tx, 0); });
}

std::optional<int64_t> CouponService::end_campaign(int64_t campaign_id) {
  // The end moment is included in a campaign: ending it now means it ended a moment ago.
  const int64_t ended_at = clock_.now_ms() - 1;
  bool ended = db_.write_value([&](db::Tx& tx) { return repo::end_campaign(tx, campaign_id, ended_at); });
  return ended ? std::optional<int64_t>(ended_at) : std::nullopt;
}

std::vector<std::string> CouponService::create_codes(int64_t template_id, int64_t count) {
  return db_.write_value([&](db::Tx& tx) {
    if (!repo::template_by_id(tx, template_id)) throw AppError::invalid("templateId");
    std::vector<std::string> codes;
    for (int64_t i = 0; i < count; ++i) {
      codes.push_back(random_code('R', 9));
      repo::insert_code(tx, codes.back(), template_id, clock_.now_ms());
    }
    return codes;
  });
}

}  // namespace qsr::coupon

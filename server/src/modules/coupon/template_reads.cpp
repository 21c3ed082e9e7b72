// Coupon templates read alone by customers (spec 001 §7 /v1/couponTemplate/{id} and
// /v1/couponTemplate/member/receive/count): only templates something offers them, or that they
// hold a coupon of; a template given only by operators, packs or rewards stays unseen.
#include "modules/coupon/coupon_service.h"

#include "core/app_error.h"
#include "modules/coupon/checkout_events.h"
#include "modules/coupon/coupon_repo.h"

namespace qsr::coupon {

namespace {

AppError not_found() { return AppError(404, kCouponNotFound, "coupon_not_found"); }

// The campaigns not ended at `now_ms` that offer the template: the voucher centre's and those of
// the activities reached by a link (an activity behind a code is not shown to whoever asks).
std::vector<CampaignRow> offering_campaigns(db::Tx& tx, int64_t template_id, int64_t now_ms) {
  std::vector<CampaignRow> out;
  const auto keep = [&](const std::vector<CampaignRow>& campaigns) {
    for (const auto& k : campaigns) {
      if (k.template_id == template_id && k.ends_at >= now_ms) out.push_back(k);
    }
  };
  keep(repo::centre_campaigns(tx, now_ms));
  for (const auto& a : repo::open_activities(tx, now_ms)) keep(repo::activity_campaigns(tx, a.id));
  return out;
}

std::optional<TradeEventRow> live_event_of(db::Tx& tx, int64_t template_id, int64_t now_ms) {
  for (const auto& e : repo::live_trade_events(tx, now_ms)) {
    if (e.template_id == template_id) return e;  // the heaviest first
  }
  return std::nullopt;
}

// What offers the template now; 404 35005 when nothing does and the member holds none of it.
struct Offers {
  TemplateRow tmpl;
  std::vector<CampaignRow> campaigns;
  std::optional<TradeEventRow> event;
  int64_t held = 0;  // the member's coupons of it
};

Offers offers_of(db::Tx& tx, std::optional<int64_t> member_id, int64_t template_id, int64_t now_ms) {
  auto t = repo::template_by_id(tx, template_id);
  if (!t) throw not_found();
  Offers o{std::move(*t), offering_campaigns(tx, template_id, now_ms), live_event_of(tx, template_id, now_ms), 0};
  if (member_id) o.held = repo::count_of_template(tx, *member_id, template_id);
  if (o.campaigns.empty() && !o.event && o.held == 0) throw not_found();
  return o;
}

}  // namespace

CouponService::TemplateView CouponService::customer_template(std::optional<int64_t> member_id, int64_t template_id) {
  const int64_t now = clock_.now_ms();
  Offers o = db_.read_value([&](db::Tx& tx) { return offers_of(tx, member_id, template_id, now); });
  // The coupon it would give now, without a code, as the voucher centre previews it.
  return {previews({o.tmpl.id}).at(0), std::move(o.event)};
}

CouponService::TemplateReceipts CouponService::template_receipts(int64_t member_id, int64_t template_id) {
  const int64_t now = clock_.now_ms();
  return db_.read_value([&](db::Tx& tx) {
    const Offers o = offers_of(tx, member_id, template_id, now);
    TemplateReceipts out{o.held, std::nullopt};
    if (!o.campaigns.empty()) {
      // The first not ended (soonest start): the one the voucher centre shows first.
      const CampaignRow& k = o.campaigns.front();
      const MyClaims mine = repo::claims_of(tx, k.id, member_id, period_key(k.period, now));
      out.limit = TemplateLimit{"campaign", k.id, k.per_person_limit, mine.total};
    } else if (o.event && o.event->per_member_limit > 0) {
      const auto uses = static_cast<int64_t>(repo::coupons_by_request_prefix(tx, member_id, event_key_prefix(o.event->id)).size());
      out.limit = TemplateLimit{"tradeEvent", o.event->id, o.event->per_member_limit, uses};
    }
    return out;
  });
}

}  // namespace qsr::coupon

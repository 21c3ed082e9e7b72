// Trade events as members and operators see them (docs/decisions/0037); the checkout offers them
// through checkout_events.h.
#include "modules/coupon/coupon_service.h"

#include <algorithm>

#include "core/app_error.h"
#include "modules/coupon/checkout_events.h"
#include "modules/coupon/coupon_repo.h"

namespace qsr::coupon {

std::vector<CouponService::TradeEventView> CouponService::trade_events(std::optional<int64_t> member_id) {
  const int64_t now = clock_.now_ms();
  return db_.read_value([&](db::Tx& tx) {
    std::vector<TradeEventView> out;
    for (const auto& e : live_trade_events(tx, now)) {
      auto t = repo::template_by_id(tx, e.template_id);
      if (!t) continue;
      // The coupon the checkout offers for it: the template's terms, the event's window.
      TradeEventView v{e, member_coupon_as_of(event_coupon_row(e, member_id.value_or(0)), *t, now), std::nullopt};
      if (member_id && e.per_member_limit > 0) {
        const auto used = static_cast<int64_t>(repo::coupons_by_request_prefix(tx, *member_id, event_key_prefix(e.id)).size());
        v.remaining = std::max<int64_t>(0, e.per_member_limit - used);
      }
      out.push_back(std::move(v));
    }
    return out;
  });
}

engine::coupon::Coupon CouponService::trade_event_terms(int64_t event_id, Lang lang) {
  const int64_t now = clock_.now_ms();
  return db_.read_value([&](db::Tx& tx) {
    const auto e = repo::trade_event(tx, event_id);
    if (!e || !e->active || now < e->starts_at || now > e->ends_at) throw AppError(404, 404, "trade_event_not_found");
    const auto t = repo::template_by_id(tx, e->template_id);
    if (!t) throw AppError(404, 404, "trade_event_not_found");
    return to_engine(event_coupon_row(*e, 0), *t, lang);
  });
}

std::vector<TradeEventRow> CouponService::live_trade_events(db::Tx& tx, int64_t now_ms) {
  return repo::running_at(*active_events_.get(tx), now_ms);
}

std::vector<TradeEventRow> CouponService::all_trade_events() {
  return db_.read_value([&](db::Tx& tx) { return repo::all_trade_events(tx); });
}

TradeEventRow CouponService::save_trade_event(const TradeEventRow& e) {
  if (e.title.empty()) throw AppError::invalid("title");
  if (e.per_member_limit < 0 || e.per_member_limit > 1000) throw AppError::invalid("perMemberLimit");
  if (e.weight < -1000 || e.weight > 1000) throw AppError::invalid("weight");
  if (e.starts_at <= 0 || e.ends_at <= e.starts_at) throw AppError::invalid("endsAt");
  return db_.write_value([&](db::Tx& tx) {
    if (!repo::template_by_id(tx, e.template_id)) throw AppError::invalid("templateId");
    if (e.id != 0 && !repo::trade_event(tx, e.id)) throw AppError::not_found();
    active_events_.changed(tx);
    return *repo::trade_event(tx, repo::save_trade_event(tx, e, clock_.now_ms()));
  });
}

}  // namespace qsr::coupon

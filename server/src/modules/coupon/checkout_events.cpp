#include "modules/coupon/checkout_events.h"

#include <algorithm>
#include <charconv>

#include "core/app_error.h"
#include "modules/coupon/coupon_repo.h"
#include "modules/coupon/coupon_service.h"

namespace qsr::coupon {

namespace {

constexpr std::string_view kCodePrefix = "EV";
constexpr std::string_view kKeyPrefix = "event:";

void mark(engine::coupon::Coupon& terms, const TradeEventRow& e) {
  terms.trade_event_id = e.id;
  terms.auto_participation = true;
  terms.trade_weight = e.weight;
  terms.trade_create_ms = e.created_at;
}

// The event a coupon came from, by its request key ("event:<id>:<n>"); 0 for none.
int64_t event_of(const CouponRow& row) {
  if (row.request_key.rfind(kKeyPrefix, 0) != 0) return 0;
  const std::string_view rest = std::string_view(row.request_key).substr(kKeyPrefix.size());
  int64_t id = 0;
  std::from_chars(rest.data(), rest.data() + rest.size(), id);
  return id;
}

AppError taken() { return AppError(409, kCouponTaken, "coupon_taken"); }

// True for the code of an event coupon not yet written (`EV<id>`).
bool is_event_code(const std::string& code) {
  return code.size() > kCodePrefix.size() && code.rfind(kCodePrefix, 0) == 0 &&
         code.find_first_not_of("0123456789", kCodePrefix.size()) == std::string::npos;
}

}  // namespace

std::string event_key_prefix(int64_t event_id) { return std::string(kKeyPrefix) + std::to_string(event_id) + ":"; }

CouponRow event_coupon_row(const TradeEventRow& e, int64_t member_id) {
  CouponRow row;
  row.code = std::string(kCodePrefix) + std::to_string(e.id);
  row.member_id = member_id;
  row.template_id = e.template_id;
  row.source = "event";
  row.effective_at = e.starts_at;
  row.invalid_at = e.ends_at;
  return row;
}

std::vector<WalletCoupon> event_offers(db::Tx& tx, int64_t member_id, int64_t now_ms, Lang lang, std::vector<WalletCoupon>& held,
                                       const std::vector<TradeEventRow>& live) {
  std::vector<WalletCoupon> out;
  if (member_id == 0 || live.empty()) return out;
  for (auto& w : held) {
    const int64_t id = event_of(w.row);
    for (const auto& e : live) {
      if (e.id == id) mark(w.terms, e);
    }
  }
  TemplateCache templates(tx);
  for (const auto& e : live) {
    const std::vector<CouponRow> mine = repo::coupons_by_request_prefix(tx, member_id, event_key_prefix(e.id));
    const bool holds_one = std::any_of(mine.begin(), mine.end(), [now_ms](const CouponRow& c) { return c.status == kUsable && c.invalid_at >= now_ms; });
    if (holds_one) continue;  // a coupon of it came back from a cancelled order: the wallet has it
    if (e.per_member_limit > 0 && static_cast<int64_t>(mine.size()) >= e.per_member_limit) continue;
    const CouponRow row = event_coupon_row(e, member_id);
    const TemplateRow& t = templates.get(e.template_id);
    WalletCoupon w{row, t, to_engine(row, t, lang)};
    mark(w.terms, e);
    out.push_back(std::move(w));
  }
  return out;
}

int64_t take_event_coupon(db::Tx& tx, int64_t member_id, const std::string& code, int64_t now_ms) {
  if (!is_event_code(code)) throw taken();
  int64_t id = 0;
  std::from_chars(code.data() + kCodePrefix.size(), code.data() + code.size(), id);
  const auto e = repo::trade_event(tx, id);
  if (!e || !e->active || now_ms < e->starts_at || now_ms > e->ends_at) throw taken();
  const std::vector<CouponRow> mine = repo::coupons_by_request_prefix(tx, member_id, event_key_prefix(e->id));
  if (e->per_member_limit > 0 && static_cast<int64_t>(mine.size()) >= e->per_member_limit) throw taken();
  CouponRow c = event_coupon_row(*e, member_id);
  c.code = new_coupon_code();
  // The n-th use is key n: of two orders racing for the last use, the unique key lets one write it.
  c.request_key = event_key_prefix(e->id) + std::to_string(mine.size() + 1);
  try {
    return repo::insert_coupon(tx, c, now_ms);
  } catch (const db::DbError& err) {
    if (err.is_unique_violation()) throw taken();
    throw;
  }
}

}  // namespace qsr::coupon

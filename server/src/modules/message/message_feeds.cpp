#include "modules/message/message_feeds.h"

#include <boost/json.hpp>

#include "core/clock.h"
#include "core/money.h"

namespace qsr::message {
namespace json = boost::json;

namespace {

const std::string kOrderPage = "/mainFlow/pages/order/detail/index?order_id=";
const std::string kCouponPage = "/member/pages/voucher/voucherDetail/index?couponCode=";
const std::string kCouponList = "/member/pages/voucher/voucherList/index";
const std::string kPointsPage = "/member/pages/point/pointList/index";
const std::string kLevelPage = "/member/pages/memberCenter/index";
const std::string kGroupPage = "/pages/order/groupMeal/index?uniqueId=";
const std::string kReviewPage = "/orderPlus/pages/comment/index?orderNo=";
const std::string kFeedbackPage = "/memberPlus/pages/userFeedback/index?id=";

std::string hk_date(int64_t ms) { return format_date(to_hk_local(ms)); }

const char* order_template(const order::OrderRow& o) {
  using order::Status;
  switch (o.status) {
    case Status::in_production: return "order_accepted";
    case Status::ready: return "order_ready";
    case Status::rider_delivering: return "order_delivering";
    case Status::finished: return "order_finished";
    case Status::cancelled:
      if (o.cancel_reason == "customer") return nullptr;  // they did it themselves, on the order page
      return o.cancel_reason == "payment_timeout" ? "order_unpaid_cancelled" : "order_cancelled";
    default: return nullptr;
  }
}

// Called inside the transaction that writes the message: the catalogue as last loaded (a reload
// would open a second transaction; a store's name does not change between two reads).
I18nText store_name(const catalog::CatalogService& catalog, int64_t sid) {
  const auto snap = catalog.loaded();
  const auto* s = snap ? snap->store(sid) : nullptr;
  return s ? s->name : I18nText();
}

Notice coupon_notice(const coupon::CouponEvent& e) {
  Notice n;
  n.member_id = e.member_id;
  n.params = {{"coupon", e.name.to_json()}, {"until", hk_date(e.invalid_at)}};
  n.link = kCouponPage + e.code;
  n.dedup_key = "coupon:" + e.code + ":" + e.kind;
  if (e.kind == "received") {
    n.category = "coupon";
    n.template_key = "coupon_received";
  } else {
    n.category = "gift";
    n.template_key = e.kind;  // gift_received | gift_claimed | gift_returned
    if (e.kind == "gift_claimed") n.link = kCouponList;  // the giver's coupon is gone
  }
  return n;
}

}  // namespace

std::optional<Notice> order_notice(const order::OrderRow& o, const I18nText& store) {
  if (!o.table_no.empty() && o.status != order::Status::cancelled) return std::nullopt;
  const char* key = order_template(o);
  if (!key || o.member_id <= 0) return std::nullopt;
  Notice n;
  n.member_id = o.member_id;
  n.category = "order";
  n.template_key = key;
  n.params = {{"serial", o.serial}, {"store", store.to_json()}};
  n.link = kOrderPage + o.order_no;
  n.dedup_key = "order:" + o.order_no + ":" + std::string(order::status_name(o.status));
  return n;
}

void install_feeds(MessageService& messages, const Feeds& f) {
  // Order steps, in the transaction that moved the order (OrderService::announce).
  f.orders.add_status_tx_listener([&messages, &catalog = f.catalog](db::Tx& tx, const order::OrderRow& o) {
    const I18nText store = store_name(catalog, o.sid);
    const int64_t now = messages.clock().now_ms();
    if (auto n = order_notice(o, store)) messages.post(tx, *n, now);
    // A group order ready for pickup concerns everyone who put food in it.
    if (o.group_id && o.status == order::Status::ready) {
      for (const int64_t m : group::GroupService::participants_of(tx, *o.group_id)) {
        if (m == o.member_id) continue;
        messages.post(tx, {m, "group", "group_ready", {{"serial", o.serial}, {"store", store.to_json()}}, kOrderPage + o.order_no,
                           "group-order:" + o.order_no + ":ready"},
                      now);
      }
    }
  });
  f.refunds.add_decision_listener([&messages](db::Tx& tx, const refund::RefundDecision& d, int64_t now_ms) {
    messages.post(tx, {d.member_id, "refund", d.agreed ? "refund_agreed" : "refund_rejected",
                       {{"serial", d.serial}, {"amount", money::format(d.amount)}}, kOrderPage + d.order_no, "refund:" + d.refund_no},
                  now_ms);
  });
  f.coupons.add_event_listener([&messages](db::Tx& tx, const coupon::CouponEvent& e, int64_t now_ms) {
    messages.post(tx, coupon_notice(e), now_ms);
  });
  f.groups.add_event_listener([&messages](db::Tx& tx, const group::GroupEvent& e, int64_t now_ms) {
    for (const int64_t m : e.others) {
      Notice n{m, "group", e.kind == "cancelled" ? "group_cancelled" : "group_submitted", {}, "", "group:" + e.unique_id + ":" + e.kind};
      if (e.kind == "submitted") {
        n.params = {{"serial", e.serial}};
        n.link = kOrderPage + e.order_no;
      } else {
        n.link = kGroupPage + e.unique_id;
      }
      messages.post(tx, n, now_ms);
    }
  });
  f.levels.add_level_up_listener([&messages](db::Tx& tx, int64_t member, const level::Level& to, const level::GrowthEntry& why) {
    messages.post(tx, {member, "level", "level_up", {{"level", to.name.to_json()}}, kLevelPage, "level-up:" + why.idempotency_key},
                  why.now_ms);
  });

  // Answers: a store's reply to a review (once per review: a rewritten reply tells nothing new),
  // an answer to feedback.
  f.reviews.on_replied([&messages, &catalog = f.catalog](db::Tx& tx, const review::Review& r, int64_t now_ms) {
    messages.post(tx, {r.member_id, "reply", "review_replied", {{"store", store_name(catalog, r.sid).to_json()}}, kReviewPage + r.order_no,
                       "review:" + std::to_string(r.id) + ":replied"},
                  now_ms);
  });
  f.feedback.on_replied([&messages](db::Tx& tx, const feedback::Feedback& fb, int64_t now_ms) {
    messages.post(tx, {fb.member_id, "reply", "feedback_replied", {{"date", hk_date(fb.created_at)}}, kFeedbackPage + std::to_string(fb.id),
                       "feedback:" + std::to_string(fb.id) + ":replied"},
                  now_ms);
  });

  // The daily reminders: once per coupon, and once per member and moment for points.
  messages.add_daily_source("coupons expiring", kCouponDaysAhead, [&coupons = f.coupons](int64_t from, int64_t to) {
    std::vector<Notice> out;
    for (const auto& c : coupons.ending_between(from, to)) {
      out.push_back({c.member_id, "coupon", "coupon_expiring", {{"coupon", c.name.to_json()}, {"until", hk_date(c.invalid_at)}},
                     kCouponPage + c.code, "coupon:" + c.code + ":expiring"});
    }
    return out;
  });
  // A lot ends at a Hong Kong midnight: the day before is its last.
  messages.add_daily_source("points expiring", kPointsDaysAhead, [&points = f.points](int64_t from, int64_t to) {
    std::vector<Notice> out;
    for (const auto& p : points.ending_between(from, to)) {
      out.push_back({p.member_id, "points", "points_expiring", {{"points", p.points}, {"until", hk_date(p.expires_at - 1)}}, kPointsPage,
                     "points:" + std::to_string(p.expires_at) + ":expiring"});
    }
    return out;
  });
}

}  // namespace qsr::message

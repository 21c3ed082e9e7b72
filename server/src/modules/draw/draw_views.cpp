#include "modules/draw/draw_views.h"

#include "core/json_values.h"
#include "modules/draw/draw_rules.h"

namespace qsr::draw {
namespace json = boost::json;

namespace {

json::value opt_text(const std::optional<std::string>& s) { return s ? json::value(*s) : json::value(nullptr); }

}  // namespace

json::object activity_json(const Activity& a, int64_t now_ms, Lang lang) {
  return {{"id", a.id},
          {"kind", a.kind},
          {"title", a.title.get(lang)},
          {"image", a.image},
          {"costPoints", a.cost_points},
          {"dailyLimit", a.daily_limit},
          {"totalLimit", a.total_limit},
          {"multiCount", a.multi_count},
          {"perOrder", a.per_order},
          {"startsAt", a.starts_at},
          {"endsAt", a.ends_at},
          {"state", state_of(a, now_ms)}};
}

json::object prize_json(const Prize& p, Lang lang) {
  return {{"id", p.id}, {"kind", p.kind}, {"name", p.name.get(lang)}, {"image", p.image}, {"points", p.points},
          {"soldOut", p.sold_out()}};
}

json::value chances_json(const std::optional<Chances>& c) {
  if (!c) return nullptr;
  return json::object{{"todayLeft", json_or_null(c->today_left)}, {"totalLeft", json_or_null(c->total_left)},
                      {"balance", json_or_null(c->balance)}};
}

json::object record_json(const Record& r, Lang lang) {
  json::value address = nullptr;
  if (r.address) address = json::object{{"consignee", opt_text(r.consignee)}, {"phone", opt_text(r.phone)}, {"address", *r.address}};
  return {{"recordNo", r.record_no},
          {"drawNo", r.draw_no},
          {"activityId", r.activity_id},
          {"activityTitle", r.activity_title.get(lang)},
          {"prizeId", r.prize_id},
          {"kind", r.kind},
          {"prizeName", r.name.get(lang)},
          {"prizeImage", r.image},
          {"points", r.points},
          {"couponCode", opt_text(r.coupon_code)},
          {"status", r.status},
          {"address", std::move(address)},
          {"orderNo", opt_text(r.order_no)},
          {"createdAt", r.created_at},
          {"shippedAt", json_or_null(r.shipped_at)}};
}

json::object admin_activity_json(const Activity& a) {
  return {{"id", a.id},
          {"kind", a.kind},
          {"title", a.title.to_json()},
          {"rules", a.rules.to_json()},
          {"image", a.image},
          {"costPoints", a.cost_points},
          {"dailyLimit", a.daily_limit},
          {"totalLimit", a.total_limit},
          {"multiCount", a.multi_count},
          {"perOrder", a.per_order},
          {"startsAt", a.starts_at},
          {"endsAt", a.ends_at},
          {"status", a.status},
          {"sort", a.sort}};
}

json::object admin_prize_json(const Prize& p) {
  return {{"id", p.id},
          {"activityId", p.activity_id},
          {"kind", p.kind},
          {"name", p.name.to_json()},
          {"image", p.image},
          {"templateId", json_or_null(p.template_id)},
          {"points", p.points},
          {"weight", p.weight},
          {"stock", json_or_null(p.stock)},
          {"sort", p.sort}};
}

}  // namespace qsr::draw

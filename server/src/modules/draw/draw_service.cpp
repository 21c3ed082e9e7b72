#include "modules/draw/draw_service.h"

#include <algorithm>

#include "core/app_error.h"
#include "core/crypto.h"
#include "modules/draw/draw_repo.h"
#include "modules/order/order_api.h"

namespace qsr::draw {
namespace {

constexpr int64_t kMaxPoints = 100'000'000;
constexpr int64_t kMaxStock = 1'000'000;
constexpr int64_t kMaxLimit = 10'000;
constexpr int64_t kMaxMulti = 10;

std::string reference_of(const Request& r) { return "draw:" + r.draw_no; }
// Each prize's coupons and points are keyed by its record: given once, taken back once.
std::string prize_ref(const std::string& record_no) { return "prize:" + record_no; }

bool paid_and_kept(const order::OrderRow& o) {
  if (!o.paid_at || o.status == order::Status::cancelled) return false;
  return o.paid_total == 0 || o.refunded_total < o.paid_total;
}

void check_text(const I18nText& t, const char* field) {
  if (t.get(Lang::zh_HK).empty()) throw AppError::invalid(field);
}

}  // namespace

std::vector<Activity> DrawService::open_activities() {
  const int64_t now = clock_.now_ms();
  auto all = db_.read_value([](db::Tx& tx) { return repo::activities(tx); });
  std::vector<Activity> open;
  for (auto& a : all) {
    const std::string s = state_of(a, now);
    // Per-order draws are reached from their order, not listed.
    if ((s == "live" || s == "upcoming") && !a.per_order) open.push_back(std::move(a));
  }
  return open;
}

Chances DrawService::chances(db::Tx& tx, const Activity& a, int64_t member_id, int64_t now_ms) {
  Chances c = chances_left(a, repo::entry(tx, a.id, member_id), now_ms);
  c.balance = points_.balance(tx, member_id);
  return c;
}

DrawService::Detail DrawService::detail(int64_t id, std::optional<int64_t> member_id) {
  const int64_t now = clock_.now_ms();
  return db_.read_value([&](db::Tx& tx) {
    auto a = repo::activity(tx, id);
    if (!a || a->status == kOff) throw AppError::not_found("draw_activity_not_found");
    Detail d{*a, repo::prizes(tx, id), std::nullopt, false};
    d.all_drawn = std::all_of(d.prizes.begin(), d.prizes.end(), [](const Prize& p) { return p.sold_out(); });
    if (member_id) d.chances = chances(tx, *a, *member_id, now);
    return d;
  });
}

DrawService::ForOrder DrawService::for_order(int64_t member_id, const std::string& order_no) {
  const int64_t now = clock_.now_ms();
  return db_.read_value([&](db::Tx& tx) {
    const auto o = order::find(tx, order_no);
    if (!o || o->member_id != member_id) throw AppError::not_found("order_not_found");
    ForOrder f;
    if (!paid_and_kept(*o)) return f;
    for (auto& a : repo::activities(tx)) {
      if (!a.per_order || state_of(a, now) != "live") continue;
      f.drawn = repo::request_for_order(tx, a.id, order_no).has_value();
      f.activity = std::move(a);
      break;
    }
    return f;
  });
}

Record DrawService::pull(db::Tx& tx, const Activity& a, const Request& r, std::vector<Prize>& pool, int seq, int64_t now_ms) {
  for (;;) {
    const auto i = pick(pool, crypto::random_below);
    if (!i) throw AppError(409, kAllDrawn, "draw_all_drawn");
    Prize& p = pool[*i];
    if (p.stock) {
      // Another draw took the last one between our read and now: read the pool again (each miss
      // empties a prize for good, so this ends).
      if (!repo::take_one(tx, p.id, now_ms)) {
        pool = repo::prizes(tx, a.id);
        continue;
      }
      --*p.stock;
    }
    Record x;
    x.record_no = r.draw_no + "-" + std::to_string(seq + 1);
    x.draw_no = r.draw_no;
    x.draw_id = r.id;
    x.activity_id = a.id;
    x.member_id = r.member_id;
    x.prize_id = p.id;
    x.activity_title = a.title;
    x.kind = p.kind;
    x.name = p.name;
    x.image = p.image;
    x.order_no = r.order_no;
    x.created_at = now_ms;
    if (p.kind == kCoupon) {
      x.coupon_code = coupons_.issue_purchased(tx, r.member_id, {{*p.template_id, 1}}, prize_ref(x.record_no), now_ms, "draw").at(0);
      x.status = kWon;
    } else if (p.kind == kPoints) {
      x.points = p.points;
      points_.give_back(tx, r.member_id, reference_of(r), p.points, prize_ref(x.record_no), now_ms, "prize");
      x.status = kWon;
    } else if (p.kind == kPhysical) {
      x.status = kAwaitingAddress;
    } else {
      x.status = kRecordNone;
    }
    repo::insert_record(tx, x);
    return x;
  }
}

DrawService::Result DrawService::draw(const Draw& d) {
  if (d.request_key.empty()) throw AppError::missing("Idempotency-Key");
  if (d.times < 1 || d.times > kMaxMulti) throw AppError::invalid("times");
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    const auto answer = [&](const Request& q) {
      const auto a = repo::activity(tx, q.activity_id);
      return Result{q, repo::records_of_draw(tx, q.id), chances(tx, *a, q.member_id, now)};
    };
    // A retried request answers the draw its first attempt made.
    if (auto done = repo::request_by_key(tx, d.member_id, d.request_key)) return answer(*done);
    const auto a = repo::activity(tx, d.activity_id);
    if (!a || a->status == kOff) throw AppError::not_found("draw_activity_not_found");
    const std::string state = state_of(*a, now);
    if (state == kPreview) throw AppError(400, kPreviewMode, "draw_preview_mode");
    if (state != "live") throw AppError(400, kNotOpen, "draw_not_open");
    if (d.times != 1 && d.times != a->multi_count) throw AppError::invalid("times");
    if (a->per_order) {
      if (!d.order_no || d.order_no->empty()) throw AppError::missing("orderNo");
      if (d.times != 1) throw AppError::invalid("times");
      const auto o = order::find(tx, *d.order_no);
      if (!o || o->member_id != d.member_id || !paid_and_kept(*o)) throw AppError(400, kOrderNotDrawable, "draw_order_not_drawable");
    }
    Request r;
    r.draw_no = "D" + crypto::time_ordered_code(now, 6);
    r.activity_id = a->id;
    r.member_id = d.member_id;
    r.times = d.times;
    r.points = a->cost_points * d.times;
    if (a->per_order) r.order_no = d.order_no;
    r.request_key = d.request_key;
    r.created_at = now;
    // The request first: it claims the key (and a per-order draw its order). A second attempt
    // with the same key waits here for the first one's commit and answers its draw.
    const auto id = repo::insert_request(tx, r);
    if (!id) {
      if (auto twin = repo::request_by_key(tx, d.member_id, d.request_key)) return answer(*twin);
      throw AppError(400, kOrderNotDrawable, "draw_order_not_drawable");  // the order was drawn
    }
    r.id = *id;
    // Then the chances: one conditional update counts them against both limits.
    const auto used = repo::count_draws(tx, a->id, d.member_id, hk_day(now), d.times, a->daily_limit, a->total_limit);
    if (!used) {
      const Chances left = chances_left(*a, repo::entry(tx, a->id, d.member_id), now);
      if (left.total_left && *left.total_left < d.times) throw AppError(400, kTotalLimit, "draw_total_limit");
      throw AppError(400, kDailyLimit, "draw_daily_limit");
    }
    if (r.points > 0 && !points_.spend(tx, d.member_id, reference_of(r), r.points, reference_of(r), now, "draw")) {
      throw AppError(400, kNotEnoughPoints, "draw_points_insufficient");
    }
    // What the member has left is read now, before the prizes: from a prize's stock taken to the
    // commit other members' draws of that prize wait, so nothing else is read in between.
    Result out{r, {}, chances_left(*a, *used, now)};
    out.chances.balance = points_.balance(tx, d.member_id);
    // A multi-draw may take stock of several prizes: it locks them all first, in id order, so two
    // multi-draws never wait on each other's rows crosswise (a single draw holds one at a time).
    if (d.times > 1) repo::lock_stock(tx, a->id);
    std::vector<Prize> pool = repo::prizes(tx, a->id);
    for (int i = 0; i < d.times; ++i) {
      out.records.push_back(pull(tx, *a, r, pool, i, now));
      *out.chances.balance += out.records.back().points;  // a points prize is in the balance already
    }
    return out;
  });
}

DrawService::Page DrawService::records(int64_t member_id, const RecordFilter& f, int64_t limit, int64_t offset) {
  return db_.read_value(
      [&](db::Tx& tx) { return Page{repo::records(tx, member_id, f, limit, offset), repo::count_records(tx, member_id, f)}; });
}

Record DrawService::record(int64_t member_id, const std::string& record_no) {
  auto x = db_.read_value([&](db::Tx& tx) { return repo::record(tx, record_no); });
  if (!x || x->member_id != member_id) throw AppError::not_found("draw_record_not_found");
  return *x;
}

Record DrawService::deliver_to(int64_t member_id, const std::string& record_no, int64_t address_id) {
  // The member's own address (404 otherwise), read before the write.
  const account::Address where = addresses_.get(member_id, address_id);
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    auto x = repo::record(tx, record_no);
    if (!x || x->member_id != member_id) throw AppError::not_found("draw_record_not_found");
    if (x->kind != kPhysical) throw AppError(400, kNotPhysical, "draw_prize_not_physical");
    if (!repo::move(tx, x->id, {kAwaitingAddress, kToShip}, kToShip, now)) {
      throw AppError(409, kNotDeliverable, "draw_prize_not_deliverable");
    }
    std::string line = where.address;
    if (!where.house_number.empty()) line += " " + where.house_number;
    const std::string phone = where.area_code.empty() ? where.phone : "+" + where.area_code + " " + where.phone;
    repo::set_address(tx, x->id, where.consignee, phone, line);
    return *repo::record(tx, record_no);
  });
}

std::vector<DrawService::AdminActivity> DrawService::all() {
  return db_.read_value([](db::Tx& tx) {
    std::vector<AdminActivity> out;
    for (auto& a : repo::activities(tx)) {
      auto prizes = repo::prizes(tx, a.id);
      out.push_back({std::move(a), std::move(prizes)});
    }
    return out;
  });
}

Activity DrawService::save_activity(const Activity& a) {
  check_text(a.title, "title");
  if (a.kind != kWheel && a.kind != kGrid && a.kind != kBlindBox) throw AppError::invalid("kind");
  if (a.status != kPreview && a.status != kLive && a.status != kOff) throw AppError::invalid("status");
  if (a.ends_at <= a.starts_at) throw AppError::invalid("endsAt");
  if (a.cost_points < 0 || a.cost_points > kMaxPoints) throw AppError::invalid("costPoints");
  if (a.daily_limit < 0 || a.daily_limit > kMaxLimit) throw AppError::invalid("dailyLimit");
  if (a.total_limit < 0 || a.total_limit > kMaxLimit) throw AppError::invalid("totalLimit");
  if (a.multi_count != 0 && (a.multi_count < 2 || a.multi_count > kMaxMulti)) throw AppError::invalid("multiCount");
  return db_.write_value([&](db::Tx& tx) {
    if (a.id != 0 && !repo::activity(tx, a.id)) throw AppError::not_found();
    return *repo::activity(tx, repo::save_activity(tx, a, clock_.now_ms()));
  });
}

Prize DrawService::save_prize(const Prize& p) {
  check_text(p.name, "name");
  if (p.kind != kCoupon && p.kind != kPoints && p.kind != kPhysical && p.kind != kNothing) throw AppError::invalid("kind");
  if (p.weight < 1 || p.weight > kMaxWeight) throw AppError::invalid("weight");
  if (p.stock && (*p.stock < 0 || *p.stock > kMaxStock)) throw AppError::invalid("stock");
  // Only "thank you" may be unlimited: every real prize is counted out.
  if (!p.stock && p.kind != kNothing) throw AppError::missing("stock");
  if (p.kind == kPoints && (p.points < 1 || p.points > kMaxPoints)) throw AppError::invalid("points");
  if (p.kind == kCoupon) {
    if (!p.template_id) throw AppError::missing("templateId");
    coupons_.previews({*p.template_id});  // 400 naming templateId for one that does not exist
  }
  Prize saved = p;
  if (p.kind != kCoupon) saved.template_id.reset();
  if (p.kind != kPoints) saved.points = 0;
  return db_.write_value([&](db::Tx& tx) {
    if (!repo::activity(tx, p.activity_id)) throw AppError::invalid("activityId");
    if (p.id != 0) {
      const auto before = repo::prize(tx, p.id);
      if (!before) throw AppError::not_found();
      if (before->activity_id != p.activity_id) throw AppError::invalid("activityId");
    } else if (repo::prizes(tx, p.activity_id).size() >= kMaxPrizes) {
      throw AppError::invalid("activityId");
    }
    return *repo::prize(tx, repo::save_prize(tx, saved, clock_.now_ms()));
  });
}

Record DrawService::ship(const std::string& record_no) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    const auto x = repo::record(tx, record_no);
    if (!x) throw AppError::not_found("draw_record_not_found");
    if (!repo::move(tx, x->id, {kToShip}, kShipped, now)) throw AppError(409, kNotDeliverable, "draw_prize_not_deliverable");
    return *repo::record(tx, record_no);
  });
}

void DrawService::cancel_prize(db::Tx& tx, const Record& r, int64_t now_ms) {
  if (r.kind == kCoupon) {
    // A coupon already used (or given away) stays: the order's refund does not undo another order.
    if (!coupons_.withdraw_purchased(tx, r.member_id, prize_ref(r.record_no), now_ms)) return;
    repo::move(tx, r.id, {kWon}, kCancelled, now_ms);
  } else if (r.kind == kPoints) {
    if (repo::move(tx, r.id, {kWon}, kCancelled, now_ms)) {
      points_.take_back(tx, r.member_id, "draw:" + r.draw_no, r.points, "prize-back:" + r.record_no, now_ms, "prize_back");
    }
  } else if (r.kind == kPhysical) {
    repo::move(tx, r.id, {kAwaitingAddress, kToShip}, kCancelled, now_ms);  // a shipped prize is gone
  }
}

void DrawService::order_money_changed(db::Tx& tx, const order::OrderRow& o, int64_t now_ms) {
  // Only an order given back in full loses its prizes; every other money change costs nothing here.
  const bool refunded_in_full = o.paid_total > 0 && o.refunded_total >= o.paid_total;
  if (!refunded_in_full) return;
  for (const auto& r : repo::records_of_order(tx, o.order_no)) cancel_prize(tx, r, now_ms);
}

void DrawService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }

void DrawService::forget(db::Tx& tx, int64_t member_id) { repo::forget_addresses(tx, member_id); }

int64_t DrawService::draw_count(db::Tx& tx, int64_t member_id) { return repo::count_requests(tx, member_id); }

}  // namespace qsr::draw

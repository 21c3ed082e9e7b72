// Giving a coupon away (spec 001 §9): a link holds it for 24 hours, the receiver gets a coupon of
// their own with the same validity, the giver may withdraw it, and unclaimed gifts go back.
#include "modules/coupon/coupon_service.h"

#include "modules/account/account_api.h"
#include "modules/coupon/coupon_repo.h"

#include <algorithm>

#include "core/app_error.h"
#include "core/crypto.h"

namespace qsr::coupon {

namespace {

AppError not_found() { return AppError(404, kCouponNotFound, "coupon_not_found"); }

}  // namespace

GiftOffer CouponService::give(int64_t member_id, const std::string& code) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    CouponRow c = own_coupon(tx, member_id, code);
    auto t = repo::template_by_id(tx, c.template_id);
    if (!t) throw not_found();
    if (effective_status(c, now) != kUsable) throw AppError(400, kNotUsable, "coupon_not_usable");
    // A received gift is not passed on, and a member gives at most a few a day.
    if (!t->giftable || c.source == "gift") throw AppError(400, kGiftLimit, "coupon_gift_limit");
    if (repo::gifts_given_since(tx, member_id, to_hk_local(now).day_start_ms) >= kGiftsPerDay)
      throw AppError(400, kGiftLimit, "coupon_gift_limit");
    if (!repo::move(tx, c.id, kUsable, kGifting, now)) throw AppError(400, kNotUsable, "coupon_not_usable");
    GiftRow g;
    g.token = crypto::random_token(16);
    g.coupon_id = c.id;
    g.giver_id = member_id;
    g.created_at = now;
    // Back after 24 hours, or when the coupon itself ends if that is sooner.
    g.expires_at = std::min(now + kGiftHoldMs, c.invalid_at);
    repo::insert_gift(tx, g);
    c.status = kGifting;
    return GiftOffer{g.token, g.expires_at, now_as(c, *t)};
  });
}

GiftPreview CouponService::query_gift(std::optional<int64_t> member_id, const std::string& token) {
  return db_.read_value([&](db::Tx& tx) {
    auto g = repo::gift_by_token(tx, token);
    if (!g) throw AppError(404, kGiftGone, "coupon_gift_gone");
    auto c = repo::coupon_by_id(tx, g->coupon_id);
    if (!c) throw AppError(404, kGiftGone, "coupon_gift_gone");
    auto t = repo::template_by_id(tx, c->template_id);
    if (!t) throw AppError(404, kGiftGone, "coupon_gift_gone");
    auto giver = account::names_of(tx, {g->giver_id});
    GiftPreview out{now_as(*c, *t)};
    out.giver_nickname = giver.count(g->giver_id) ? giver[g->giver_id].nickname : "";
    out.status = g->status == "pending" && g->expires_at <= clock_.now_ms() ? "returned" : g->status;
    out.expires_at = g->expires_at;
    out.is_mine = member_id && *member_id == g->giver_id;
    return out;
  });
}

MemberCoupon CouponService::receive_gift(int64_t member_id, const std::string& token) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    auto g = repo::gift_by_token(tx, token);
    if (!g || g->status != "pending" || g->expires_at <= now) throw AppError(400, kGiftGone, "coupon_gift_gone");
    if (g->giver_id == member_id) throw AppError(400, kOwnGift, "coupon_gift_own");
    auto given = repo::coupon_by_id(tx, g->coupon_id);
    if (!given) throw AppError(400, kGiftGone, "coupon_gift_gone");
    auto t = repo::template_by_id(tx, given->template_id);
    if (!t) throw AppError(400, kGiftGone, "coupon_gift_gone");
    // The giver's coupon becomes "donated"; the receiver gets a coupon of their own with the same validity.
    if (!repo::move(tx, given->id, kGifting, kDonated, now)) throw AppError(400, kGiftGone, "coupon_gift_gone");
    CouponRow c;
    c.code = new_coupon_code();
    c.member_id = member_id;
    c.template_id = t->id;
    c.source = "gift";
    c.status = kUsable;
    c.effective_at = given->effective_at;
    c.invalid_at = given->invalid_at;
    c.created_at = now;
    c.id = repo::insert_coupon(tx, c, now);
    if (!repo::settle_gift(tx, g->id, "claimed", member_id, c.id, now)) throw AppError(400, kGiftGone, "coupon_gift_gone");
    tell(tx, "gift_received", c, *t, now);
    tell(tx, "gift_claimed", *given, *t, now);
    return now_as(c, *t);
  });
}

MemberCoupon CouponService::revoke_gift(int64_t member_id, const std::string& code) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    CouponRow c = own_coupon(tx, member_id, code);
    auto g = repo::pending_gift_of(tx, c.id);
    if (!g) throw AppError(400, kGiftGone, "coupon_gift_gone");
    // Rows are locked in one order everywhere — the coupon, then its gift — as receive_gift does;
    // the other order deadlocked a claim racing the withdrawal on PostgreSQL.
    if (!repo::move(tx, c.id, kGifting, kUsable, now)) throw AppError(400, kGiftGone, "coupon_gift_gone");
    if (!repo::settle_gift(tx, g->id, "withdrawn", std::nullopt, std::nullopt, now)) throw AppError(400, kGiftGone, "coupon_gift_gone");
    c.status = kUsable;
    auto t = repo::template_by_id(tx, c.template_id);
    if (!t) throw not_found();
    return now_as(c, *t);
  });
}

int CouponService::return_unclaimed_gifts() {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    int returned = 0;
    for (const auto& g : repo::pending_gifts_expired(tx, now, 500)) {
      // The coupon first, then the gift (the one lock order). Holding the coupon, nobody can
      // claim or withdraw the gift meanwhile, so its settling cannot fail.
      if (!repo::move(tx, g.coupon_id, kGifting, kUsable, now)) continue;
      repo::settle_gift(tx, g.id, "returned", std::nullopt, std::nullopt, now);
      if (auto c = repo::coupon_by_id(tx, g.coupon_id)) {
        if (auto t = repo::template_by_id(tx, c->template_id)) tell(tx, "gift_returned", *c, *t, now);
      }
      ++returned;
    }
    return returned;
  });
}

}  // namespace qsr::coupon

// Giving an equity card to a friend (spec 000 §2 giveEquityRecord, §4's 24 h return;
// docs/decisions/0036): the card waits behind a link, its releases held; the first member to claim
// it becomes its holder and gets what is still to come, the giver keeps what came before.
#include "modules/rights/rights_service.h"

#include <algorithm>

#include "core/app_error.h"
#include "core/crypto.h"
#include "modules/account/account_api.h"
#include "modules/rights/rights_repo.h"

namespace qsr::rights {

namespace {

constexpr int64_t kGiftHoldMs = 24LL * 3600 * 1000;  // unclaimed for 24 h, it returns

AppError gone(int status) { return AppError(status, status, "rights_gift_gone"); }

}  // namespace

bool RightsService::giftable(const MemberCard& m) {
  if (m.status != "active" || m.received_from) return false;
  return std::any_of(m.releases.begin(), m.releases.end(), [](const Release& r) { return !r.released_at && !r.cancelled_at; });
}

RightsService::GiftOffer RightsService::give_card(int64_t member_id, int64_t member_card_id) {
  const int64_t now = clock_.now_ms();
  const std::string token = crypto::random_token(24);
  return db_.write_value([&](db::Tx& tx) {
    const auto m = repo::member_card(tx, member_card_id);
    if (!m || m->member_id != member_id) throw AppError::not_found();
    if (!giftable(*m)) throw AppError(409, 409, "rights_not_giftable");
    // Conditional: a refund or a second give racing this one finds the card moved.
    if (!repo::move_card(tx, m->id, member_id, "active", "giving", now)) throw AppError(409, 409, "rights_not_giftable");
    const int64_t id = repo::insert_gift(tx, crypto::sha256_hex(token), m->id, member_id, now + kGiftHoldMs, now);
    return GiftOffer{token, Gift{id, m->id, member_id, std::nullopt, "pending", now, now + kGiftHoldMs}};
  });
}

RightsService::GiftView RightsService::view_gift(std::optional<int64_t> member_id, const std::string& token) {
  const int64_t now = clock_.now_ms();
  return db_.read_value([&](db::Tx& tx) {
    auto g = repo::gift_by_token(tx, crypto::sha256_hex(token));
    if (!g) throw gone(404);
    auto m = repo::member_card(tx, g->member_card_id);
    if (!m) throw gone(404);
    // Past its hold and not yet swept by the job: it reads as returned already.
    if (g->status == "pending" && g->expires_at <= now) g->status = "returned";
    const auto names = account::names_of(tx, {g->giver_id});
    const auto giver = names.find(g->giver_id);
    return GiftView{*g, *m, giver == names.end() ? "" : giver->second.nickname, member_id && *member_id == g->giver_id};
  });
}

MemberCard RightsService::receive(int64_t member_id, const std::string& token) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    const auto g = repo::gift_by_token(tx, crypto::sha256_hex(token));
    if (!g) throw gone(404);
    if (g->giver_id == member_id) throw AppError(409, 409, "rights_own_gift");
    if (g->status != "pending" || g->expires_at <= now) throw gone(409);
    // The gift row settles the race (the gift, then the card: the one lock order): of twenty
    // claims at once, one moves it from pending.
    if (!repo::settle_gift(tx, g->id, "claimed", member_id, now)) throw gone(409);
    if (!repo::hand_over(tx, g->member_card_id, g->giver_id, member_id, now)) throw gone(409);
    // What fell due while it waited comes now, to its new holder.
    give_due(tx, *repo::member_card(tx, g->member_card_id), now);
    return *repo::member_card(tx, g->member_card_id);
  });
}

MemberCard RightsService::withdraw(int64_t member_id, int64_t member_card_id) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    const auto m = repo::member_card(tx, member_card_id);
    if (!m || m->member_id != member_id) throw AppError::not_found();
    const auto g = repo::open_gift_of(tx, m->id);
    if (!g || !repo::settle_gift(tx, g->id, "withdrawn", std::nullopt, now) ||
        !repo::move_card(tx, m->id, member_id, "giving", "active", now)) {
      throw gone(409);  // claimed or returned meanwhile
    }
    give_due(tx, *repo::member_card(tx, m->id), now);
    return *repo::member_card(tx, m->id);
  });
}

int RightsService::return_unclaimed() {
  const int64_t now = clock_.now_ms();
  const auto due = db_.read_value([&](db::Tx& tx) { return repo::gifts_due(tx, now, 200); });
  int returned = 0;
  for (const auto& g : due) {
    // Each in its own transaction; the gift's conditional update makes it once, whoever runs it.
    const bool done = db_.write_value([&](db::Tx& tx) {
      if (!repo::settle_gift(tx, g.id, "returned", std::nullopt, now)) return false;
      repo::move_card(tx, g.member_card_id, g.giver_id, "giving", "active", now);
      give_due(tx, *repo::member_card(tx, g.member_card_id), now);
      return true;
    });
    if (done) ++returned;
  }
  return returned;
}

RightsService::GiftPage RightsService::gifts_by(int64_t member_id, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) {
    GiftPage out;
    const int64_t now = clock_.now_ms();
    for (auto g : repo::gifts_by(tx, member_id, limit, offset)) {
      if (g.status == "pending" && g.expires_at <= now) g.status = "returned";
      if (auto m = repo::member_card(tx, g.member_card_id)) out.list.emplace_back(g, *m);
    }
    out.total = repo::gift_count_by(tx, member_id);
    return out;
  });
}

}  // namespace qsr::rights

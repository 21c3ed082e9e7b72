#include "modules/wish/wish_service.h"

#include <algorithm>

#include "core/app_error.h"
#include "core/crypto.h"
#include "core/weighted_pick.h"
#include "modules/wish/wish_repo.h"

namespace qsr::wish {
namespace {

constexpr int64_t kMaxWeight = 1'000'000;
constexpr size_t kMaxItems = 20;
constexpr int64_t kMaxLimit = 10'000;

reward::Reward reward_of(const Campaign& c) { return {c.reward_kind, c.reward_points, c.reward_template_id}; }
std::optional<int64_t> template_of(const WishService::View& v) { return v.campaign.reward_template_id; }

}  // namespace

bool WishService::View::complete() const {
  return !campaign.items.empty() && std::all_of(campaign.items.begin(), campaign.items.end(), [&](const Item& i) {
    const auto it = held.find(i.id);
    return it != held.end() && it->second > 0;
  });
}

WishService::View WishService::view_of(db::Tx& tx, const Campaign& c, std::optional<int64_t> member_id) {
  View v{c, {}, 0, 0, std::nullopt};
  if (member_id) {
    v.held = repo::holdings(tx, c.id, *member_id);
    v.collected = repo::count_grants(tx, c.id, *member_id);
    v.exchanged = repo::count_exchanges(tx, c.id, *member_id);
  }
  return v;
}

std::vector<WishService::View> WishService::list(std::optional<int64_t> member_id, Lang lang) {
  const int64_t now = clock_.now_ms();
  auto views = db_.read_value([&](db::Tx& tx) {
    std::vector<View> out;
    for (const auto& c : repo::campaigns(tx)) {
      if (c.running(now)) out.push_back(view_of(tx, c, member_id));
    }
    return out;
  });
  rewards_.name_coupons(views, lang, template_of);
  return views;
}

WishService::View WishService::detail(int64_t id, std::optional<int64_t> member_id, Lang lang) {
  std::vector<View> one{db_.read_value([&](db::Tx& tx) {
    const auto c = repo::campaign(tx, id);
    if (!c || !c->active) throw AppError::not_found("wish_not_found");
    return view_of(tx, *c, member_id);
  })};
  rewards_.name_coupons(one, lang, template_of);
  return one.front();
}

Exchange WishService::exchange(int64_t member_id, int64_t campaign_id, const std::string& request_key) {
  if (request_key.empty()) throw AppError::missing("Idempotency-Key");
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    if (auto done = repo::exchange_by_key(tx, member_id, request_key)) return *done;
    const auto c = repo::campaign(tx, campaign_id);
    if (!c || !c->active) throw AppError::not_found("wish_not_found");
    if (!c->running(now)) throw AppError(400, kNotRunning, "wish_not_running");
    Exchange e{0, c->id, member_id, request_key, c->reward_kind, c->reward_points, std::nullopt, now};
    // The key first: a retry waits here for the first attempt's commit and answers its exchange.
    if (!repo::insert_exchange(tx, e)) return *repo::exchange_by_key(tx, member_id, request_key);
    // This exchange counts already: more than the limit means one too many.
    if (c->exchange_limit > 0 && repo::count_exchanges(tx, c->id, member_id) > c->exchange_limit) {
      throw AppError(400, kLimitReached, "wish_limit_reached", {std::to_string(c->exchange_limit)});
    }
    // One card of each, by conditional updates: of two exchanges racing for the last set, one
    // finds a card gone and rolls back whole.
    for (const auto& i : c->items) {
      if (!repo::take_one(tx, c->id, member_id, i.id)) throw AppError(400, kSetIncomplete, "wish_set_incomplete");
    }
    const std::string key = "wish:" + std::to_string(member_id) + ":" + request_key;
    if (const auto code = rewards_.give(tx, member_id, reward_of(*c), key, now, "wish")) {
      repo::set_coupon(tx, member_id, request_key, *code);
    }
    return *repo::exchange_by_key(tx, member_id, request_key);
  });
}

void WishService::order_finished(const order::OrderRow& o) {
  if (o.status != order::Status::finished || o.member_id == 0) return;
  const int64_t now = clock_.now_ms();
  // Read first: with no campaign running (most of the time) a handed-over order costs no write.
  std::vector<Campaign> running;
  for (auto& c : db_.read_value([](db::Tx& tx) { return repo::campaigns(tx); })) {
    if (c.running(now) && !c.items.empty()) running.push_back(std::move(c));
  }
  if (running.empty()) return;
  db_.write([&](db::Tx& tx) {
    for (const auto& c : running) {
      std::vector<int64_t> weights;
      for (const auto& i : c.items) weights.push_back(i.weight);
      const auto picked = weighted_pick(weights, crypto::random_below);
      if (picked) repo::grant(tx, c.id, o.member_id, c.items[*picked].id, o.order_no, now);
    }
  });
}

std::vector<Campaign> WishService::all() {
  return db_.read_value([](db::Tx& tx) { return repo::campaigns(tx); });
}

Campaign WishService::save(const Campaign& c) {
  if (c.title.get(Lang::zh_HK).empty()) throw AppError::invalid("title");
  if (c.ends_at <= c.starts_at) throw AppError::invalid("endsAt");
  if (c.exchange_limit < 0 || c.exchange_limit > kMaxLimit) throw AppError::invalid("exchangeLimit");
  rewards_.check(reward_of(c), reward::kRewardFields);
  if (c.id == 0) {
    // The cards are set when the campaign is made: changing them later would strand cards held.
    if (c.items.size() < 2 || c.items.size() > kMaxItems) throw AppError::invalid("items");
    for (const auto& i : c.items) {
      if (i.name.get(Lang::zh_HK).empty()) throw AppError::invalid("items.name");
      if (i.weight < 1 || i.weight > kMaxWeight) throw AppError::invalid("items.weight");
    }
  }
  return db_.write_value([&](db::Tx& tx) {
    if (c.id != 0 && !repo::campaign(tx, c.id)) throw AppError::not_found();
    return *repo::campaign(tx, repo::save_campaign(tx, c, clock_.now_ms()));
  });
}

void WishService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }

int64_t WishService::row_count(db::Tx& tx, int64_t member_id) { return repo::count_rows(tx, member_id); }

}  // namespace qsr::wish

#include "modules/invite/invite_service.h"

#include "core/app_error.h"
#include "modules/account/account_api.h"
#include "modules/invite/invite_repo.h"

namespace qsr::invite {
namespace {

constexpr int64_t kMaxCap = 10'000;

bool running(const Campaign& c, int64_t now_ms) { return c.active && now_ms >= c.starts_at && now_ms < c.ends_at; }

// The campaign a sign-up at `now_ms` counts for: the running one that started last.
std::optional<Campaign> running_at(db::Tx& tx, int64_t now_ms) {
  std::optional<Campaign> best;
  for (auto& c : repo::campaigns(tx)) {
    if (running(c, now_ms) && (!best || c.starts_at > best->starts_at)) best = std::move(c);
  }
  return best;
}

// The field names of a campaign's rewards in the operators' request.
constexpr reward::FieldNames kRewardsFields{"rewards.kind", "rewards.points", "rewards.templateId"};

reward::Reward reward_of(const Reward& r) { return {r.kind, r.points, r.template_id}; }

std::string reward_key(const Link& l, const std::string& side, const std::string& stage) {
  return "invite:" + std::to_string(l.campaign_id) + ":" + std::to_string(l.invitee_id) + ":" + side + ":" + stage;
}

}  // namespace

void InviteService::give(db::Tx& tx, const Campaign& c, const Link& l, const std::string& side, const std::string& stage,
                         int64_t now_ms) {
  const Reward* r = c.reward(side, stage);
  if (!r) return;
  const int64_t member = side == kInviter ? l.inviter_id : l.invitee_id;
  // A member who has since been frozen or cancelled is given nothing.
  if (!account::is_active_member(tx, member)) return;
  Given g{0, c.id, l.invitee_id, member, side, stage, r->kind, r->points, std::nullopt, now_ms};
  // The row first: its unique key makes this friend's reward of this side and stage happen once.
  if (!repo::insert_given(tx, g)) return;
  if (const auto code = rewards_.give(tx, member, reward_of(*r), reward_key(l, side, stage), now_ms, "invite")) {
    repo::set_coupon(tx, c.id, l.invitee_id, side, stage, *code);
  }
}

void InviteService::registered(db::Tx& tx, int64_t member_id, std::optional<int64_t> inviter_id, int64_t now_ms) {
  if (!inviter_id || *inviter_id == member_id) return;
  const auto c = running_at(tx, now_ms);
  if (!c) return;
  if (repo::link(tx, member_id)) return;  // a friend is linked once, ever
  Link l{member_id, *inviter_id, c->id, true, std::nullopt, now_ms};
  // The inviter is rewarded for this friend only within the cap; the friend is welcomed anyway.
  l.inviter_rewarded = repo::count_rewarded(tx, c->id, *inviter_id, c->inviter_cap);
  repo::insert_link(tx, l);
  give(tx, *c, l, kInvitee, kRegister, now_ms);
  if (l.inviter_rewarded) give(tx, *c, l, kInviter, kRegister, now_ms);
}

void InviteService::order_finished(const order::OrderRow& o) {
  if (o.status != order::Status::finished) return;
  const int64_t now = clock_.now_ms();
  // Read first: most orders are not an invited friend's first, and cost no write.
  const auto pending = db_.read_value([&](db::Tx& tx) { return repo::link(tx, o.member_id); });
  if (!pending || pending->first_order_no) return;
  db_.write([&](db::Tx& tx) {
    const auto l = repo::link(tx, o.member_id);
    if (!l || l->first_order_no) return;  // not invited, or the first order was rewarded
    const auto c = repo::campaign(tx, l->campaign_id);
    // Rewards come while the campaign the friend signed up under still runs.
    if (!c || !running(*c, now)) return;
    if (!repo::note_first_order(tx, l->invitee_id, o.order_no)) return;
    give(tx, *c, *l, kInvitee, kFirstOrder, now);
    if (l->inviter_rewarded) give(tx, *c, *l, kInviter, kFirstOrder, now);
  });
}

InviteService::Overview InviteService::overview(int64_t member_id, Lang lang) {
  const int64_t now = clock_.now_ms();
  Overview o = db_.read_value([&](db::Tx& tx) {
    Overview v;
    if (const auto m = account::find_member(tx, member_id)) v.invite_code = m->invite_code;
    v.campaign = running_at(tx, now);
    const repo::Totals t = repo::totals(tx, member_id);
    v.friends = t.friends;
    v.ordered = t.ordered;
    v.points = t.points;
    v.coupons = t.coupons;
    if (v.campaign && v.campaign->inviter_cap > 0) {
      v.rewards_left = std::max<int64_t>(0, v.campaign->inviter_cap - repo::rewarded(tx, v.campaign->id, member_id));
    }
    return v;
  });
  if (o.campaign) {
    std::vector<int64_t> templates;
    for (const auto& r : o.campaign->rewards) {
      if (r.template_id) templates.push_back(*r.template_id);
    }
    o.coupon_names = coupons_.template_names(templates, lang);
  }
  return o;
}

InviteService::Page InviteService::friends(int64_t member_id, int64_t limit, int64_t offset, Lang lang) {
  Page page = db_.read_value([&](db::Tx& tx) {
    Page p;
    p.total = repo::count_links(tx, member_id);
    const auto links = repo::links_of(tx, member_id, limit, offset);
    std::vector<int64_t> ids;
    for (const auto& l : links) ids.push_back(l.invitee_id);
    const auto names = account::names_of(tx, ids);
    const auto given = repo::given_to(tx, member_id, ids);
    for (const auto& l : links) {
      Friend f{l, {}, {}};
      if (auto it = names.find(l.invitee_id); it != names.end()) f.nickname = it->second.nickname;
      for (const auto& g : given) {
        if (g.invitee_id == l.invitee_id) f.rewards.push_back(g);
      }
      p.list.push_back(std::move(f));
    }
    return p;
  });
  // The coupons' names as they were given: the campaign's rewards may have changed since.
  std::vector<std::string> codes;
  for (const auto& f : page.list) {
    for (const auto& g : f.rewards) {
      if (g.coupon_code) codes.push_back(*g.coupon_code);
    }
  }
  page.coupon_names = coupons_.names_by_code(codes, lang);
  return page;
}

std::vector<Campaign> InviteService::all() {
  return db_.read_value([](db::Tx& tx) { return repo::campaigns(tx); });
}

Campaign InviteService::save(const Campaign& c) {
  if (c.title.get(Lang::zh_HK).empty()) throw AppError::invalid("title");
  if (c.ends_at <= c.starts_at) throw AppError::invalid("endsAt");
  if (c.inviter_cap < 0 || c.inviter_cap > kMaxCap) throw AppError::invalid("inviterCap");
  if (c.rewards.empty()) throw AppError::missing("rewards");
  std::vector<reward::Reward> rewards;
  for (size_t i = 0; i < c.rewards.size(); ++i) {
    const Reward& r = c.rewards[i];
    if (r.side != kInviter && r.side != kInvitee) throw AppError::invalid("rewards.side");
    if (r.stage != kRegister && r.stage != kFirstOrder) throw AppError::invalid("rewards.stage");
    for (size_t j = 0; j < i; ++j) {
      if (c.rewards[j].side == r.side && c.rewards[j].stage == r.stage) throw AppError::invalid("rewards");
    }
    reward::RewardService::check_fields(reward_of(r), kRewardsFields);
    rewards.push_back(reward_of(r));
  }
  rewards_.check_templates(rewards);
  return db_.write_value([&](db::Tx& tx) {
    if (c.id != 0 && !repo::campaign(tx, c.id)) throw AppError::not_found();
    return *repo::campaign(tx, repo::save_campaign(tx, c, clock_.now_ms()));
  });
}

void InviteService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }

int64_t InviteService::row_count(db::Tx& tx, int64_t member_id) { return repo::count_rows(tx, member_id); }

}  // namespace qsr::invite

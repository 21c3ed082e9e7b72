#include "modules/invite/invite_repo.h"

namespace qsr::invite::repo {
namespace sql {
constexpr const char* kCampaigns = "SELECT id, title, rules, inviter_cap, starts_at, ends_at, active FROM invite_campaign ";
constexpr const char* kRewards =
    "SELECT side, stage, kind, points, template_id FROM invite_campaign_reward WHERE campaign_id = $1 ORDER BY id";
constexpr const char* kInsertCampaign =
    "INSERT INTO invite_campaign (title, rules, inviter_cap, starts_at, ends_at, active, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id";
constexpr const char* kUpdateCampaign =
    "UPDATE invite_campaign SET title = $2, rules = $3, inviter_cap = $4, starts_at = $5, ends_at = $6, active = $7,"
    " updated_at = $8 WHERE id = $1";
constexpr const char* kDeleteRewards = "DELETE FROM invite_campaign_reward WHERE campaign_id = $1";
constexpr const char* kInsertReward =
    "INSERT INTO invite_campaign_reward (campaign_id, side, stage, kind, points, template_id) VALUES ($1, $2, $3, $4, $5, $6)";
constexpr const char* kLinks = "SELECT invitee_id, inviter_id, campaign_id, inviter_rewarded, first_order_no, created_at FROM invite_link ";
constexpr const char* kInsertLink =
    "INSERT INTO invite_link (invitee_id, inviter_id, campaign_id, inviter_rewarded, created_at) VALUES ($1, $2, $3, $4, $5)"
    " ON CONFLICT (invitee_id) DO NOTHING";
constexpr const char* kNoteFirstOrder =
    "UPDATE invite_link SET first_order_no = $2 WHERE invitee_id = $1 AND first_order_no IS NULL";
constexpr const char* kEnsureTally =
    "INSERT INTO invite_tally (campaign_id, inviter_id) VALUES ($1, $2) ON CONFLICT (campaign_id, inviter_id) DO NOTHING";
constexpr const char* kCountRewarded =
    "UPDATE invite_tally SET rewarded = rewarded + 1 WHERE campaign_id = $1 AND inviter_id = $2 AND ($3 = 0 OR rewarded < $3)";
constexpr const char* kRewarded = "SELECT rewarded FROM invite_tally WHERE campaign_id = $1 AND inviter_id = $2";
constexpr const char* kInsertGiven =
    "INSERT INTO invite_reward (campaign_id, invitee_id, member_id, side, stage, kind, points, created_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (campaign_id, invitee_id, side, stage) DO NOTHING";
constexpr const char* kSetCoupon =
    "UPDATE invite_reward SET coupon_code = $5 WHERE campaign_id = $1 AND invitee_id = $2 AND side = $3 AND stage = $4";
constexpr const char* kGiven =
    "SELECT id, campaign_id, invitee_id, member_id, side, stage, kind, points, coupon_code, created_at FROM invite_reward ";
constexpr const char* kTotals =
    "SELECT (SELECT COUNT(*) FROM invite_link WHERE inviter_id = $1),"
    " (SELECT COUNT(*) FROM invite_link WHERE inviter_id = $1 AND first_order_no IS NOT NULL),"
    " (SELECT COALESCE(SUM(points), 0) FROM invite_reward WHERE member_id = $1 AND side = 'inviter'),"
    " (SELECT COUNT(*) FROM invite_reward WHERE member_id = $1 AND side = 'inviter' AND kind = 'coupon')";
}  // namespace sql

namespace {

Link link_of(const db::Row& r) { return {r.i64(0), r.i64(1), r.i64(2), r.i64(3) == 1, r.opt_str(4), r.i64(5)}; }

Given given_of(const db::Row& r) {
  return {r.i64(0), r.i64(1), r.i64(2), r.i64(3), r.str(4), r.str(5), r.str(6), r.i64(7), r.opt_str(8), r.i64(9)};
}

Campaign with_rewards(db::Tx& tx, const db::Row& r) {
  Campaign c;
  c.id = r.i64(0);
  c.title = I18nText::from_json_text(r.str(1));
  c.rules = I18nText::from_json_text(r.str(2));
  c.inviter_cap = r.i64(3);
  c.starts_at = r.i64(4);
  c.ends_at = r.i64(5);
  c.active = r.i64(6) == 1;
  for (const auto& w : tx.query(sql::kRewards, {c.id})) c.rewards.push_back({w.str(0), w.str(1), w.str(2), w.i64(3), w.opt_i64(4)});
  return c;
}

}  // namespace

std::vector<Campaign> campaigns(db::Tx& tx) {
  std::vector<Campaign> out;
  for (const auto& r : tx.query(std::string(sql::kCampaigns) + "ORDER BY id DESC")) out.push_back(with_rewards(tx, r));
  return out;
}

std::optional<Campaign> campaign(db::Tx& tx, int64_t id) {
  const auto r = tx.query_one(std::string(sql::kCampaigns) + "WHERE id = $1", {id});
  if (!r) return std::nullopt;
  return with_rewards(tx, *r);
}

int64_t save_campaign(db::Tx& tx, const Campaign& c, int64_t now_ms) {
  const int64_t active = c.active ? 1 : 0;
  int64_t id = c.id;
  if (id == 0) {
    id = tx.query_one(sql::kInsertCampaign, {c.title.to_json_text(), c.rules.to_json_text(), c.inviter_cap, c.starts_at, c.ends_at,
                                             active, now_ms})
             ->i64(0);
  } else {
    tx.exec(sql::kUpdateCampaign, {id, c.title.to_json_text(), c.rules.to_json_text(), c.inviter_cap, c.starts_at, c.ends_at, active, now_ms});
    tx.exec(sql::kDeleteRewards, {id});
  }
  for (const auto& w : c.rewards) tx.exec(sql::kInsertReward, {id, w.side, w.stage, w.kind, w.points, db::nullable(w.template_id)});
  return id;
}

bool insert_link(db::Tx& tx, const Link& l) {
  return tx.exec(sql::kInsertLink, {l.invitee_id, l.inviter_id, l.campaign_id, int64_t{l.inviter_rewarded ? 1 : 0}, l.created_at}) == 1;
}

std::optional<Link> link(db::Tx& tx, int64_t invitee_id) {
  return tx.query_one_as(std::string(sql::kLinks) + "WHERE invitee_id = $1", {invitee_id}, link_of);
}

bool note_first_order(db::Tx& tx, int64_t invitee_id, const std::string& order_no) {
  return tx.exec(sql::kNoteFirstOrder, {invitee_id, order_no}) == 1;
}

bool count_rewarded(db::Tx& tx, int64_t campaign_id, int64_t inviter_id, int64_t cap) {
  tx.exec(sql::kEnsureTally, {campaign_id, inviter_id});
  return tx.exec(sql::kCountRewarded, {campaign_id, inviter_id, cap}) == 1;
}

int64_t rewarded(db::Tx& tx, int64_t campaign_id, int64_t inviter_id) {
  const auto r = tx.query_one(sql::kRewarded, {campaign_id, inviter_id});
  return r ? r->i64(0) : 0;
}

bool insert_given(db::Tx& tx, const Given& g) {
  return tx.exec(sql::kInsertGiven, {g.campaign_id, g.invitee_id, g.member_id, g.side, g.stage, g.kind, g.points, g.created_at}) == 1;
}

void set_coupon(db::Tx& tx, int64_t campaign_id, int64_t invitee_id, const std::string& side, const std::string& stage,
                const std::string& code) {
  tx.exec(sql::kSetCoupon, {campaign_id, invitee_id, side, stage, code});
}

std::vector<Link> links_of(db::Tx& tx, int64_t inviter_id, int64_t limit, int64_t offset) {
  std::vector<Link> out;
  for (const auto& r : tx.query(std::string(sql::kLinks) + "WHERE inviter_id = $1 ORDER BY created_at DESC, invitee_id DESC LIMIT $2 OFFSET $3",
                                {inviter_id, limit, offset})) {
    out.push_back(link_of(r));
  }
  return out;
}

int64_t count_links(db::Tx& tx, int64_t inviter_id) {
  return tx.query_one("SELECT COUNT(*) FROM invite_link WHERE inviter_id = $1", {inviter_id})->i64(0);
}

std::vector<Given> given_to(db::Tx& tx, int64_t member_id, const std::vector<int64_t>& invitee_ids) {
  std::vector<Given> out;
  if (invitee_ids.empty()) return out;
  db::Params params;
  params.reserve(invitee_ids.size() + 1);
  params.emplace_back(member_id);
  std::string in;
  for (int64_t id : invitee_ids) {
    params.emplace_back(id);
    in += (in.empty() ? "$" : ", $") + std::to_string(params.size());
  }
  for (const auto& r : tx.query(std::string(sql::kGiven) + "WHERE member_id = $1 AND invitee_id IN (" + in + ") ORDER BY id", params)) {
    out.push_back(given_of(r));
  }
  return out;
}

Totals totals(db::Tx& tx, int64_t inviter_id) {
  const auto r = tx.query_one(sql::kTotals, {inviter_id});
  return {r->i64(0), r->i64(1), r->i64(2), r->i64(3)};
}

void move_member(db::Tx& tx, int64_t from, int64_t to) {
  tx.exec("UPDATE invite_link SET inviter_id = $2 WHERE inviter_id = $1", {from, to});
  tx.exec("UPDATE invite_reward SET member_id = $2 WHERE member_id = $1", {from, to});
}

int64_t count_rows(db::Tx& tx, int64_t member_id) {
  return tx.query_one("SELECT (SELECT COUNT(*) FROM invite_link WHERE inviter_id = $1) + (SELECT COUNT(*) FROM invite_reward WHERE member_id = $1)",
                      {member_id})
      ->i64(0);
}

}  // namespace qsr::invite::repo

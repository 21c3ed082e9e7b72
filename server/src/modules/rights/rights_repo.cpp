#include "modules/rights/rights_repo.h"

namespace qsr::rights::repo {
namespace sql {
constexpr const char* kCards =
    "SELECT id, name, description, agreement, color, price, original_price, per_member_limit, sort, active FROM rights_card ";
constexpr const char* kBenefits = "SELECT card_id, template_id, count, times, every_days FROM rights_card_benefit ";
constexpr const char* kInsertCard =
    "INSERT INTO rights_card (name, description, agreement, color, price, original_price, per_member_limit, sort, active, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id";
constexpr const char* kUpdateCard =
    "UPDATE rights_card SET name = $2, description = $3, agreement = $4, color = $5, price = $6, original_price = $7,"
    " per_member_limit = $8, sort = $9, active = $10, updated_at = $11 WHERE id = $1";
constexpr const char* kDropBenefits = "DELETE FROM rights_card_benefit WHERE card_id = $1";
constexpr const char* kInsertBenefit =
    "INSERT INTO rights_card_benefit (card_id, template_id, count, times, every_days, sort) VALUES ($1, $2, $3, $4, $5, $6)";
constexpr const char* kMemberCards = "SELECT id, member_id, card_id, order_no, name, status, created_at FROM member_rights_card ";
constexpr const char* kInsertMemberCard =
    "INSERT INTO member_rights_card (member_id, card_id, order_no, name, status, created_at, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id";
constexpr const char* kInsertRelease =
    "INSERT INTO rights_release (member_card_id, seq, template_id, count, due_at) VALUES ($1, $2, $3, $4, $5)";
constexpr const char* kReleases =
    "SELECT id, seq, template_id, count, due_at, released_at, cancelled_at, member_card_id FROM rights_release ";
constexpr const char* kDue =
    "SELECT r.id, r.seq, r.template_id, r.count, r.due_at, r.released_at, r.cancelled_at, m.id, m.member_id, m.order_no"
    " FROM rights_release r JOIN member_rights_card m ON m.id = r.member_card_id"
    " WHERE r.released_at IS NULL AND r.cancelled_at IS NULL AND r.due_at <= $1 ORDER BY r.due_at LIMIT $2";
constexpr const char* kTake =
    "UPDATE rights_release SET released_at = $2 WHERE id = $1 AND released_at IS NULL AND cancelled_at IS NULL";
constexpr const char* kCancelPending =
    "UPDATE rights_release SET cancelled_at = $2 WHERE member_card_id = $1 AND released_at IS NULL AND cancelled_at IS NULL";
constexpr const char* kStatus = "UPDATE member_rights_card SET status = $2, updated_at = $3 WHERE id = $1";
constexpr const char* kCount = "SELECT COUNT(*) FROM member_rights_card WHERE member_id = $1";
constexpr const char* kMove = "UPDATE member_rights_card SET member_id = $2 WHERE member_id = $1";
}  // namespace sql

namespace {

Card card_from(const db::Row& r) {
  Card c;
  c.id = r.i64(0);
  c.name = I18nText::from_json_text(r.str(1));
  c.description = I18nText::from_json_text(r.str(2));
  c.agreement = I18nText::from_json_text(r.str(3));
  c.color = r.str(4);
  c.price = r.i64(5);
  c.original_price = r.i64(6);
  c.per_member_limit = static_cast<int>(r.i64(7));
  c.sort = static_cast<int>(r.i64(8));
  c.active = r.i64(9) == 1;
  return c;
}

Release release_from(const db::Row& r) {
  return {r.i64(0), static_cast<int>(r.i64(1)), r.i64(2), static_cast<int>(r.i64(3)), r.i64(4), r.opt_i64(5), r.opt_i64(6)};
}

MemberCard member_card_from(const db::Row& r) {
  MemberCard m;
  m.id = r.i64(0);
  m.member_id = r.i64(1);
  m.card_id = r.i64(2);
  m.order_no = r.str(3);
  m.name = I18nText::from_json_text(r.str(4));
  m.status = r.str(5);
  m.created_at = r.i64(6);
  return m;
}

void attach_benefits(db::Tx& tx, std::vector<Card>& cards, const std::string& where, const db::Params& params) {
  for (const auto& r : tx.query(sql::kBenefits + where + " ORDER BY card_id, sort", params)) {
    for (auto& c : cards) {
      if (c.id == r.i64(0)) c.benefits.push_back({r.i64(1), static_cast<int>(r.i64(2)), static_cast<int>(r.i64(3)), static_cast<int>(r.i64(4))});
    }
  }
}

void attach_releases(db::Tx& tx, std::vector<MemberCard>& cards) {
  if (cards.empty()) return;
  std::string ids;
  db::Params params;
  for (const auto& c : cards) {
    params.push_back(c.id);
    ids += (ids.empty() ? "$" : ", $") + std::to_string(params.size());
  }
  for (const auto& r : tx.query(std::string(sql::kReleases) + "WHERE member_card_id IN (" + ids + ") ORDER BY member_card_id, seq", params)) {
    for (auto& c : cards) {
      if (c.id == r.i64(7)) c.releases.push_back(release_from(r));
    }
  }
}

std::optional<MemberCard> one_member_card(db::Tx& tx, const std::string& where, const db::Params& params) {
  std::vector<MemberCard> one;
  if (auto r = tx.query_one(std::string(sql::kMemberCards) + where, params)) one.push_back(member_card_from(*r));
  if (one.empty()) return std::nullopt;
  attach_releases(tx, one);
  return one.front();
}

}  // namespace

std::vector<Card> cards(db::Tx& tx) {
  std::vector<Card> out;
  for (const auto& r : tx.query(std::string(sql::kCards) + "ORDER BY sort, id")) out.push_back(card_from(r));
  attach_benefits(tx, out, "", {});
  return out;
}

std::optional<Card> card(db::Tx& tx, int64_t id) {
  std::vector<Card> one;
  if (auto r = tx.query_one(std::string(sql::kCards) + "WHERE id = $1", {id})) one.push_back(card_from(*r));
  if (one.empty()) return std::nullopt;
  attach_benefits(tx, one, "WHERE card_id = $1", {id});
  return one.front();
}

int64_t save_card(db::Tx& tx, const Card& c, int64_t now_ms) {
  const db::Params fields{c.name.to_json_text(), c.description.to_json_text(), c.agreement.to_json_text(), c.color, c.price, c.original_price,
                          int64_t{c.per_member_limit}, int64_t{c.sort}, int64_t{c.active ? 1 : 0}, now_ms};
  int64_t id = c.id;
  if (id == 0) {
    id = tx.query_one(sql::kInsertCard, fields)->i64(0);
  } else {
    db::Params params{id};
    params.insert(params.end(), fields.begin(), fields.end());
    tx.exec(sql::kUpdateCard, params);
    tx.exec(sql::kDropBenefits, {id});
  }
  int sort = 0;
  for (const auto& b : c.benefits) {
    tx.exec(sql::kInsertBenefit, {id, b.template_id, int64_t{b.count}, int64_t{b.times}, int64_t{b.every_days}, int64_t{sort++}});
  }
  return id;
}

int64_t insert_member_card(db::Tx& tx, const MemberCard& m, int64_t now_ms) {
  const int64_t id = tx.query_one(sql::kInsertMemberCard, {m.member_id, m.card_id, m.order_no, m.name.to_json_text(), m.status, now_ms})->i64(0);
  for (const auto& r : m.releases) tx.exec(sql::kInsertRelease, {id, int64_t{r.seq}, r.template_id, int64_t{r.count}, r.due_at});
  return id;
}

std::optional<MemberCard> member_card(db::Tx& tx, int64_t id) { return one_member_card(tx, "WHERE id = $1", {id}); }

std::optional<MemberCard> member_card_by_order(db::Tx& tx, const std::string& order_no) {
  return one_member_card(tx, "WHERE order_no = $1", {order_no});
}

std::vector<MemberCard> member_cards(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset) {
  std::vector<MemberCard> out;
  for (const auto& r : tx.query(std::string(sql::kMemberCards) + "WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3",
                                {member_id, limit, offset})) {
    out.push_back(member_card_from(r));
  }
  attach_releases(tx, out);
  return out;
}

int64_t member_card_count(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kCount, {member_id})->i64(0); }

void set_member_card_status(db::Tx& tx, int64_t id, const std::string& status, int64_t now_ms) { tx.exec(sql::kStatus, {id, status, now_ms}); }

std::vector<Due> due_releases(db::Tx& tx, int64_t now_ms, int64_t limit) {
  std::vector<Due> out;
  for (const auto& r : tx.query(sql::kDue, {now_ms, limit})) out.push_back({release_from(r), r.i64(7), r.i64(8), r.str(9)});
  return out;
}

bool take_release(db::Tx& tx, int64_t release_id, int64_t now_ms) { return tx.exec(sql::kTake, {release_id, now_ms}) == 1; }

void cancel_pending(db::Tx& tx, int64_t member_card_id, int64_t now_ms) { tx.exec(sql::kCancelPending, {member_card_id, now_ms}); }

void move_member(db::Tx& tx, int64_t from, int64_t to) { tx.exec(sql::kMove, {from, to}); }

}  // namespace qsr::rights::repo

#include "modules/rights/rights_repo.h"

namespace qsr::rights::repo {
namespace sql {
constexpr const char* kCards =
    "SELECT id, name, description, agreement, color, price, original_price, per_member_limit, sort, active, kind FROM rights_card ";
constexpr const char* kBenefits = "SELECT card_id, template_id, count, times, every_days FROM rights_card_benefit ";
constexpr const char* kInsertCard =
    "INSERT INTO rights_card (name, description, agreement, color, price, original_price, per_member_limit, sort, active, updated_at,"
    " kind) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id";
constexpr const char* kUpdateCard =
    "UPDATE rights_card SET name = $2, description = $3, agreement = $4, color = $5, price = $6, original_price = $7,"
    " per_member_limit = $8, sort = $9, active = $10, updated_at = $11, kind = $12 WHERE id = $1";
constexpr const char* kDropBenefits = "DELETE FROM rights_card_benefit WHERE card_id = $1";
constexpr const char* kInsertBenefit =
    "INSERT INTO rights_card_benefit (card_id, template_id, count, times, every_days, sort) VALUES ($1, $2, $3, $4, $5, $6)";
constexpr const char* kMemberCards =
    "SELECT id, member_id, card_id, order_no, name, status, created_at, received_from FROM member_rights_card ";
constexpr const char* kInsertMemberCard =
    "INSERT INTO member_rights_card (member_id, card_id, order_no, name, status, created_at, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id";
constexpr const char* kInsertRelease =
    "INSERT INTO rights_release (member_card_id, seq, template_id, count, due_at) VALUES ($1, $2, $3, $4, $5)";
constexpr const char* kReleases =
    "SELECT id, seq, template_id, count, due_at, released_at, cancelled_at, released_to, member_card_id FROM rights_release ";
constexpr const char* kDue =
    "SELECT r.id, r.seq, r.template_id, r.count, r.due_at, r.released_at, r.cancelled_at, r.released_to, m.id, m.order_no"
    " FROM rights_release r JOIN member_rights_card m ON m.id = r.member_card_id"
    " WHERE r.released_at IS NULL AND r.cancelled_at IS NULL AND r.due_at <= $1 AND m.status = 'active' ORDER BY r.due_at LIMIT $2";
// Only while the card is active (not behind a gift link, not refunded), and to whoever holds it
// as the release is taken: a card handed over meanwhile gives to its new holder.
constexpr const char* kTake =
    "UPDATE rights_release SET released_at = $2,"
    " released_to = (SELECT m.member_id FROM member_rights_card m WHERE m.id = rights_release.member_card_id)"
    " WHERE id = $1 AND released_at IS NULL AND cancelled_at IS NULL"
    " AND EXISTS (SELECT 1 FROM member_rights_card m WHERE m.id = rights_release.member_card_id AND m.status = 'active')"
    " RETURNING released_to";
constexpr const char* kCancelPending =
    "UPDATE rights_release SET cancelled_at = $2 WHERE member_card_id = $1 AND released_at IS NULL AND cancelled_at IS NULL";
constexpr const char* kMoveCard =
    "UPDATE member_rights_card SET status = $4, updated_at = $5 WHERE id = $1 AND member_id = $2 AND status = $3";
constexpr const char* kHandOver =
    "UPDATE member_rights_card SET member_id = $3, status = 'active', received_from = $2, received_at = $4, updated_at = $4"
    " WHERE id = $1 AND member_id = $2 AND status = 'giving'";
constexpr const char* kGifts =
    "SELECT id, member_card_id, giver_id, receiver_id, status, created_at, expires_at FROM rights_gift ";
constexpr const char* kInsertGift =
    "INSERT INTO rights_gift (token_hash, member_card_id, giver_id, status, created_at, expires_at)"
    " VALUES ($1, $2, $3, 'pending', $4, $5) RETURNING id";
constexpr const char* kSettleGift =
    "UPDATE rights_gift SET status = $2, receiver_id = $3, settled_at = $4 WHERE id = $1 AND status = 'pending'";
constexpr const char* kCount = "SELECT COUNT(*) FROM member_rights_card WHERE member_id = $1";
constexpr const char* kMove[] = {
    "UPDATE member_rights_card SET member_id = $2 WHERE member_id = $1",
    "UPDATE member_rights_card SET received_from = $2 WHERE received_from = $1",
    "UPDATE rights_release SET released_to = $2 WHERE released_to = $1",
    "UPDATE rights_gift SET giver_id = $2 WHERE giver_id = $1",
    "UPDATE rights_gift SET receiver_id = $2 WHERE receiver_id = $1",
};
constexpr const char* kContents = "SELECT id, title, summary, body, color, card_id, sort, active, updated_at FROM rights_content ";
constexpr const char* kInsertContent =
    "INSERT INTO rights_content (title, summary, body, color, card_id, sort, active, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id";
constexpr const char* kUpdateContent =
    "UPDATE rights_content SET title = $2, summary = $3, body = $4, color = $5, card_id = $6, sort = $7, active = $8, updated_at = $9"
    " WHERE id = $1";
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
  c.kind = r.str(10);
  return c;
}

Release release_from(const db::Row& r) {
  return {r.i64(0), static_cast<int>(r.i64(1)), r.i64(2), static_cast<int>(r.i64(3)), r.i64(4), r.opt_i64(5), r.opt_i64(6), r.opt_i64(7)};
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
  m.received_from = r.opt_i64(7);
  return m;
}

Gift gift_from(const db::Row& r) { return {r.i64(0), r.i64(1), r.i64(2), r.opt_i64(3), r.str(4), r.i64(5), r.i64(6)}; }

Content content_from(const db::Row& r) {
  Content c;
  c.id = r.i64(0);
  c.title = I18nText::from_json_text(r.str(1));
  c.summary = I18nText::from_json_text(r.str(2));
  c.body = I18nText::from_json_text(r.str(3));
  c.color = r.str(4);
  c.card_id = r.opt_i64(5);
  c.sort = static_cast<int>(r.i64(6));
  c.active = r.i64(7) == 1;
  c.updated_at = r.i64(8);
  return c;
}

std::vector<Gift> gifts(db::Tx& tx, const std::string& where, const db::Params& params) {
  std::vector<Gift> out;
  for (const auto& r : tx.query(sql::kGifts + where, params)) out.push_back(gift_from(r));
  return out;
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
      if (c.id == r.i64(8)) c.releases.push_back(release_from(r));
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
                          int64_t{c.per_member_limit}, int64_t{c.sort}, int64_t{c.active ? 1 : 0}, now_ms, c.kind};
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

namespace {

std::vector<MemberCard> member_cards_where(db::Tx& tx, const std::string& where, const db::Params& params) {
  std::vector<MemberCard> out;
  for (const auto& r : tx.query(sql::kMemberCards + where, params)) out.push_back(member_card_from(r));
  attach_releases(tx, out);
  return out;
}

}  // namespace

std::vector<MemberCard> member_cards(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset) {
  return member_cards_where(tx, "WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3", {member_id, limit, offset});
}

std::vector<MemberCard> member_cards_of_kind(db::Tx& tx, int64_t member_id, const std::string& kind, int64_t limit) {
  return member_cards_where(tx, "WHERE member_id = $1 AND card_id IN (SELECT id FROM rights_card WHERE kind = $2) ORDER BY id DESC LIMIT $3",
                            {member_id, kind, limit});
}

int64_t member_card_count(db::Tx& tx, int64_t member_id) { return tx.query_one(sql::kCount, {member_id})->i64(0); }

bool move_card(db::Tx& tx, int64_t id, int64_t holder, const std::string& from, const std::string& to, int64_t now_ms) {
  return tx.exec(sql::kMoveCard, {id, holder, from, to, now_ms}) == 1;
}

bool hand_over(db::Tx& tx, int64_t id, int64_t giver, int64_t receiver, int64_t now_ms) {
  return tx.exec(sql::kHandOver, {id, giver, receiver, now_ms}) == 1;
}

std::vector<Due> due_releases(db::Tx& tx, int64_t now_ms, int64_t limit) {
  std::vector<Due> out;
  for (const auto& r : tx.query(sql::kDue, {now_ms, limit})) out.push_back({release_from(r), r.i64(8), r.str(9)});
  return out;
}

std::optional<int64_t> take_release(db::Tx& tx, int64_t release_id, int64_t now_ms) {
  const auto r = tx.query_one(sql::kTake, {release_id, now_ms});
  if (!r) return std::nullopt;
  return r->i64(0);
}

void cancel_pending(db::Tx& tx, int64_t member_card_id, int64_t now_ms) { tx.exec(sql::kCancelPending, {member_card_id, now_ms}); }

int64_t insert_gift(db::Tx& tx, const std::string& token_hash, int64_t member_card_id, int64_t giver_id, int64_t expires_at, int64_t now_ms) {
  return tx.query_one(sql::kInsertGift, {token_hash, member_card_id, giver_id, now_ms, expires_at})->i64(0);
}

std::optional<Gift> gift_by_token(db::Tx& tx, const std::string& token_hash) {
  return tx.query_one_as(std::string(sql::kGifts) + "WHERE token_hash = $1", {token_hash}, gift_from);
}

std::optional<Gift> open_gift_of(db::Tx& tx, int64_t member_card_id) {
  return tx.query_one_as(std::string(sql::kGifts) + "WHERE member_card_id = $1 AND status = 'pending'", {member_card_id}, gift_from);
}

bool settle_gift(db::Tx& tx, int64_t gift_id, const std::string& to, std::optional<int64_t> receiver_id, int64_t now_ms) {
  return tx.exec(sql::kSettleGift, {gift_id, to, db::nullable(receiver_id), now_ms}) == 1;
}

std::vector<Gift> gifts_due(db::Tx& tx, int64_t now_ms, int64_t limit) {
  return gifts(tx, "WHERE status = 'pending' AND expires_at <= $1 ORDER BY expires_at LIMIT $2", {now_ms, limit});
}

std::vector<Gift> gifts_by(db::Tx& tx, int64_t giver_id, int64_t limit, int64_t offset) {
  return gifts(tx, "WHERE giver_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3", {giver_id, limit, offset});
}

int64_t gift_count_by(db::Tx& tx, int64_t giver_id) {
  return tx.query_one("SELECT COUNT(*) FROM rights_gift WHERE giver_id = $1", {giver_id})->i64(0);
}

std::vector<Content> contents(db::Tx& tx, bool active_only, int64_t limit, int64_t offset) {
  std::vector<Content> out;
  const std::string where = active_only ? "WHERE active = 1 " : "";
  for (const auto& r : tx.query(sql::kContents + where + "ORDER BY sort, id LIMIT $1 OFFSET $2", {limit, offset})) out.push_back(content_from(r));
  return out;
}

int64_t content_count(db::Tx& tx, bool active_only) {
  return tx.query_one(std::string("SELECT COUNT(*) FROM rights_content") + (active_only ? " WHERE active = 1" : ""))->i64(0);
}

std::optional<Content> content(db::Tx& tx, int64_t id) {
  return tx.query_one_as(std::string(sql::kContents) + "WHERE id = $1", {id}, content_from);
}

int64_t save_content(db::Tx& tx, const Content& c, int64_t now_ms) {
  const db::Params fields{c.title.to_json_text(), c.summary.to_json_text(), c.body.to_json_text(), c.color, db::nullable(c.card_id),
                          int64_t{c.sort}, int64_t{c.active ? 1 : 0}, now_ms};
  if (c.id == 0) return tx.query_one(sql::kInsertContent, fields)->i64(0);
  db::Params params{c.id};
  params.insert(params.end(), fields.begin(), fields.end());
  tx.exec(sql::kUpdateContent, params);
  return c.id;
}

void move_member(db::Tx& tx, int64_t from, int64_t to) {
  for (const char* statement : sql::kMove) tx.exec(statement, {from, to});
}

}  // namespace qsr::rights::repo

#include "modules/giftcard/giftcard_repo.h"

namespace qsr::giftcard::repo {
namespace sql {
constexpr const char* kBatches = "SELECT id, name, kind, face_value, price, bonus, validity_days, color, active, sort FROM gift_card_batch ";
constexpr const char* kInsertBatch =
    "INSERT INTO gift_card_batch (name, kind, face_value, price, bonus, validity_days, color, active, sort, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id";
constexpr const char* kUpdateBatch =
    "UPDATE gift_card_batch SET name = $2, kind = $3, face_value = $4, price = $5, bonus = $6, validity_days = $7, color = $8,"
    " active = $9, sort = $10, updated_at = $11 WHERE id = $1";
constexpr const char* kCards =
    "SELECT c.id, c.batch_id, c.kind, c.card_last4, c.member_id, c.status, c.face_value, c.balance, c.bonus, c.bonus_usable_at,"
    " COALESCE(c.order_no, ''), c.received_from, c.activated_at, c.expires_at, c.created_at, b.name, b.color, c.password_hash"
    " FROM gift_card c JOIN gift_card_batch b ON b.id = c.batch_id ";
constexpr const char* kInsertCard =
    "INSERT INTO gift_card (batch_id, kind, card_no_hash, card_last4, password_hash, member_id, status, face_value, balance, bonus,"
    " bonus_usable_at, order_no, activated_at, expires_at, created_at, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) RETURNING id";
constexpr const char* kMove = "UPDATE gift_card SET status = $3, updated_at = $4 WHERE id = $1 AND status = $2";
constexpr const char* kExchange =
    "UPDATE gift_card SET status = 'active', member_id = $2, activated_at = $4, expires_at = $3, updated_at = $4"
    " WHERE id = $1 AND status = 'unredeemed'";
constexpr const char* kHandOver =
    "UPDATE gift_card SET status = 'active', member_id = $3, received_from = $2, updated_at = $4"
    " WHERE id = $1 AND status = 'frozen' AND member_id = $2";
constexpr const char* kEmpty = "UPDATE gift_card SET balance = 0, bonus = 0, updated_at = $2 WHERE id = $1";
constexpr const char* kLedger =
    "INSERT INTO gift_card_ledger (card_id, member_id, delta, bonus_delta, balance_after, kind, reference, idempotency_key, created_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (idempotency_key) DO NOTHING";
constexpr const char* kLedgerOf =
    "SELECT id, delta, bonus_delta, balance_after, kind, reference, created_at FROM gift_card_ledger WHERE card_id = $1 ORDER BY id DESC";
constexpr const char* kGifts = "SELECT id, card_id, giver_id, receiver_id, status, created_at, expires_at FROM gift_card_gift ";
constexpr const char* kInsertGift =
    "INSERT INTO gift_card_gift (token_hash, card_id, giver_id, status, created_at, expires_at) VALUES ($1, $2, $3, 'pending', $4, $5)"
    " RETURNING id";
constexpr const char* kSettleGift =
    "UPDATE gift_card_gift SET status = $2, receiver_id = $3, settled_at = $4 WHERE id = $1 AND status = 'pending'";
constexpr const char* kMoveMember = "UPDATE gift_card SET member_id = $2 WHERE member_id = $1";
// Paying: only from the balance as it was read, so two payments racing cannot both take it.
constexpr const char* kSpend =
    "UPDATE gift_card SET balance = balance - $4, bonus = bonus - $5, updated_at = $6"
    " WHERE id = $1 AND member_id = $2 AND status = 'active' AND balance = $3 AND bonus >= $5";
constexpr const char* kPutBack =
    "UPDATE gift_card SET balance = balance + $3, bonus = bonus + $4, updated_at = $5"
    " WHERE id = $1 AND member_id = $2 AND status = 'active' AND (expires_at IS NULL OR expires_at >= $5) RETURNING balance";
constexpr const char* kCancelUnused =
    "UPDATE gift_card SET status = 'cancelled', balance = 0, bonus = 0, updated_at = $3"
    " WHERE id = $1 AND member_id = $2 AND status = 'active' AND balance = face_value + bonus";
constexpr const char* kLedgerHas = "SELECT COUNT(*) FROM gift_card_ledger WHERE idempotency_key = $1";
// Usable: active with money on it; the rest is history.
constexpr const char* kUsable = "c.status IN ('active', 'frozen') AND c.balance > 0";
}  // namespace sql

namespace {

Batch batch_from(const db::Row& r) {
  return {r.i64(0), I18nText::from_json_text(r.str(1)), r.str(2), r.i64(3), r.i64(4), r.i64(5), static_cast<int>(r.i64(6)), r.str(7),
          r.i64(8) == 1, static_cast<int>(r.i64(9))};
}

Card card_from(const db::Row& r) {
  Card c;
  c.id = r.i64(0);
  c.batch_id = r.i64(1);
  c.kind = r.str(2);
  c.card_last4 = r.str(3);
  c.member_id = r.opt_i64(4);
  c.state = state_from(r.str(5)).value_or(CardState::voided);
  c.face_value = r.i64(6);
  c.balance = r.i64(7);
  c.bonus = r.i64(8);
  c.bonus_usable_at = r.opt_i64(9);
  c.order_no = r.str(10);
  c.received_from = r.opt_i64(11);
  c.activated_at = r.opt_i64(12);
  c.expires_at = r.opt_i64(13);
  c.created_at = r.i64(14);
  c.name = I18nText::from_json_text(r.str(15));
  c.color = r.str(16);
  return c;
}

Gift gift_from(const db::Row& r) {
  return {r.i64(0), r.i64(1), r.i64(2), r.opt_i64(3), gift_status_from(r.str(4)).value_or(GiftStatus::returned), r.i64(5), r.i64(6)};
}

std::vector<Gift> gifts(db::Tx& tx, const std::string& where, const db::Params& params) {
  std::vector<Gift> out;
  for (const auto& r : tx.query(sql::kGifts + where, params)) out.push_back(gift_from(r));
  return out;
}

}  // namespace

std::vector<Batch> batches(db::Tx& tx) {
  std::vector<Batch> out;
  for (const auto& r : tx.query(std::string(sql::kBatches) + "ORDER BY sort, id")) out.push_back(batch_from(r));
  return out;
}

std::optional<Batch> batch(db::Tx& tx, int64_t id) {
  return tx.query_one_as(std::string(sql::kBatches) + "WHERE id = $1", {id}, batch_from);
}

int64_t save_batch(db::Tx& tx, const Batch& b, int64_t now_ms) {
  const db::Params fields{b.name.to_json_text(), b.kind, b.face_value, b.price, b.bonus, int64_t{b.validity_days}, b.color,
                          int64_t{b.active ? 1 : 0}, int64_t{b.sort}, now_ms};
  if (b.id == 0) return tx.query_one(sql::kInsertBatch, fields)->i64(0);
  db::Params params{b.id};
  params.insert(params.end(), fields.begin(), fields.end());
  tx.exec(sql::kUpdateBatch, params);
  return b.id;
}

int64_t insert_card(db::Tx& tx, const NewCard& c, int64_t now_ms) {
  return tx
      .query_one(sql::kInsertCard, {c.batch_id, c.kind, c.card_no_hash, c.card_last4, c.password_hash, db::nullable(c.member_id),
                                    std::string(state_name(c.state)), c.face_value, c.balance, c.bonus, db::nullable(c.bonus_usable_at),
                                    c.order_no.empty() ? db::Value(nullptr) : db::Value(c.order_no), db::nullable(c.activated_at),
                                    db::nullable(c.expires_at), now_ms})
      ->i64(0);
}

std::optional<Card> card(db::Tx& tx, int64_t id) { return tx.query_one_as(std::string(sql::kCards) + "WHERE c.id = $1", {id}, card_from); }

std::optional<std::pair<Card, std::string>> card_by_number(db::Tx& tx, const std::string& card_no_hash) {
  auto r = tx.query_one(std::string(sql::kCards) + "WHERE c.card_no_hash = $1", {card_no_hash});
  if (!r) return std::nullopt;
  return std::make_pair(card_from(*r), r->str(17));
}

std::optional<Card> card_by_order(db::Tx& tx, const std::string& order_no) {
  return tx.query_one_as(std::string(sql::kCards) + "WHERE c.order_no = $1", {order_no}, card_from);
}

std::vector<Card> cards_of(db::Tx& tx, int64_t member_id, bool usable, int64_t limit, int64_t offset) {
  std::vector<Card> out;
  const std::string where = std::string("WHERE c.member_id = $1 AND ") + (usable ? "" : "NOT (") + sql::kUsable + (usable ? "" : ")") +
                            " ORDER BY c.id DESC LIMIT $2 OFFSET $3";
  for (const auto& r : tx.query(sql::kCards + where, {member_id, limit, offset})) out.push_back(card_from(r));
  return out;
}

int64_t count_of(db::Tx& tx, int64_t member_id, bool usable) {
  return tx
      .query_one(std::string("SELECT COUNT(*) FROM gift_card c WHERE c.member_id = $1 AND ") + (usable ? "" : "NOT (") + sql::kUsable +
                     (usable ? "" : ")"),
                 {member_id})
      ->i64(0);
}

int64_t owned_count(db::Tx& tx, int64_t member_id) {
  return tx.query_one("SELECT COUNT(*) FROM gift_card WHERE member_id = $1", {member_id})->i64(0);
}

bool move(db::Tx& tx, int64_t card_id, CardState from, CardState to, int64_t now_ms) {
  return tx.exec(sql::kMove, {card_id, std::string(state_name(from)), std::string(state_name(to)), now_ms}) == 1;
}

bool exchange(db::Tx& tx, int64_t card_id, int64_t member_id, int64_t expires_at, int64_t now_ms) {
  return tx.exec(sql::kExchange, {card_id, member_id, expires_at, now_ms}) == 1;
}

bool hand_over(db::Tx& tx, int64_t card_id, int64_t from_member, int64_t to_member, int64_t now_ms) {
  return tx.exec(sql::kHandOver, {card_id, from_member, to_member, now_ms}) == 1;
}

void empty_card(db::Tx& tx, int64_t card_id, int64_t now_ms) { tx.exec(sql::kEmpty, {card_id, now_ms}); }

bool ledger(db::Tx& tx, int64_t card_id, std::optional<int64_t> member_id, int64_t delta, int64_t bonus_delta, int64_t balance_after,
            const std::string& kind, const std::string& reference, const std::string& key, int64_t now_ms) {
  return tx.exec(sql::kLedger, {card_id, db::nullable(member_id), delta, bonus_delta, balance_after, kind, reference, key, now_ms}) == 1;
}

bool spend(db::Tx& tx, int64_t card_id, int64_t member_id, int64_t balance_before, int64_t amount, int64_t bonus, int64_t now_ms) {
  return tx.exec(sql::kSpend, {card_id, member_id, balance_before, amount, bonus, now_ms}) == 1;
}

std::optional<int64_t> put_back(db::Tx& tx, int64_t card_id, int64_t member_id, int64_t amount, int64_t bonus, int64_t now_ms) {
  auto r = tx.query_one(sql::kPutBack, {card_id, member_id, amount, bonus, now_ms});
  if (!r) return std::nullopt;
  return r->i64(0);
}

bool cancel_unused(db::Tx& tx, int64_t card_id, int64_t member_id, int64_t now_ms) {
  return tx.exec(sql::kCancelUnused, {card_id, member_id, now_ms}) == 1;
}

bool ledger_has(db::Tx& tx, const std::string& key) { return tx.query_one(sql::kLedgerHas, {key})->i64(0) > 0; }

std::vector<LedgerRow> ledger_of(db::Tx& tx, int64_t card_id) {
  std::vector<LedgerRow> out;
  for (const auto& r : tx.query(sql::kLedgerOf, {card_id})) out.push_back({r.i64(0), r.i64(1), r.i64(2), r.i64(3), r.str(4), r.str(5), r.i64(6)});
  return out;
}

int64_t insert_gift(db::Tx& tx, const std::string& token_hash, int64_t card_id, int64_t giver_id, int64_t expires_at, int64_t now_ms) {
  return tx.query_one(sql::kInsertGift, {token_hash, card_id, giver_id, now_ms, expires_at})->i64(0);
}

std::optional<Gift> gift_by_token(db::Tx& tx, const std::string& token_hash) {
  return tx.query_one_as(std::string(sql::kGifts) + "WHERE token_hash = $1", {token_hash}, gift_from);
}

std::optional<Gift> open_gift_of(db::Tx& tx, int64_t card_id) {
  return tx.query_one_as(std::string(sql::kGifts) + "WHERE card_id = $1 AND status = 'pending' ORDER BY id DESC LIMIT 1", {card_id}, gift_from);
}

bool settle_gift(db::Tx& tx, int64_t gift_id, GiftStatus to, std::optional<int64_t> receiver_id, int64_t now_ms) {
  const char* name = to == GiftStatus::claimed ? "claimed" : to == GiftStatus::withdrawn ? "withdrawn" : to == GiftStatus::returned ? "returned" : "pending";
  return tx.exec(sql::kSettleGift, {gift_id, std::string(name), db::nullable(receiver_id), now_ms}) == 1;
}

std::vector<Gift> gifts_due(db::Tx& tx, int64_t now_ms, int64_t limit) {
  return gifts(tx, "WHERE status = 'pending' AND expires_at <= $1 ORDER BY expires_at LIMIT $2", {now_ms, limit});
}

std::vector<Gift> gifts_by(db::Tx& tx, int64_t giver_id, int64_t limit, int64_t offset) {
  return gifts(tx, "WHERE giver_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3", {giver_id, limit, offset});
}

std::vector<Card> cards_past_end(db::Tx& tx, int64_t now_ms, int64_t limit) {
  std::vector<Card> out;
  for (const auto& r : tx.query(std::string(sql::kCards) + "WHERE c.status IN ('active', 'frozen') AND c.expires_at < $1 ORDER BY c.expires_at LIMIT $2",
                                {now_ms, limit})) {
    out.push_back(card_from(r));
  }
  return out;
}

void move_member(db::Tx& tx, int64_t from, int64_t to) {
  tx.exec(sql::kMoveMember, {from, to});
  tx.exec("UPDATE gift_card_gift SET giver_id = $2 WHERE giver_id = $1", {from, to});
  tx.exec("UPDATE gift_card_gift SET receiver_id = $2 WHERE receiver_id = $1", {from, to});
}

}  // namespace qsr::giftcard::repo

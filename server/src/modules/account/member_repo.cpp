#include "modules/account/member_repo.h"

#include "core/crypto.h"
#include "modules/account/session_cache.h"

namespace qsr::account::member_repo {
namespace sql {
constexpr const char* kColumns =
    "SELECT id, area_code, phone, password_hash IS NOT NULL, nickname, avatar, sex, birthday, first_name, last_name,"
    " email, octopus_no, marketing_opt_in, language, status, role, staff_sid, invite_code, member_card_no,"
    " inviter_member_id, is_initiative_register, failed_logins, locked_until, created_at, erase_after FROM member ";
constexpr const char* kByOctopus = "SELECT id FROM member WHERE octopus_no = $1";
constexpr const char* kInsert =
    "INSERT INTO member (area_code, phone, phone_key, nickname, language, invite_code, inviter_member_id, member_card_no,"
    " is_initiative_register, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id";
constexpr const char* kCodeTaken = "SELECT 1 FROM member WHERE invite_code = $1 OR member_card_no = $2";
constexpr const char* kPasswordHash = "SELECT password_hash FROM member WHERE id = $1";
constexpr const char* kSetPassword =
    "UPDATE member SET password_hash = $2, failed_logins = 0, locked_until = 0, updated_at = $3 WHERE id = $1";
constexpr const char* kBindPhone =
    "UPDATE member SET area_code = $2, phone = $3, phone_key = $4, updated_at = $5 WHERE id = $1"
    " AND NOT EXISTS (SELECT 1 FROM member o WHERE o.phone_key = $4 AND o.id <> $1)";
constexpr const char* kUnbindPhone =
    "UPDATE member SET area_code = NULL, phone = NULL, phone_key = NULL, updated_at = $2 WHERE id = $1";
constexpr const char* kSetStatus = "UPDATE member SET status = $2, updated_at = $3 WHERE id = $1";
// Statuses are parameters (MemberStatus), never numbers written into the SQL.
constexpr const char* kMergedInto =
    "UPDATE member SET status = $4, merged_into = $2, phone_key = NULL, updated_at = $3 WHERE id = $1";
constexpr const char* kCancel =
    "UPDATE member SET status = $4, phone_key = NULL, octopus_no = NULL, cancelled_at = $3, erase_after = $2,"
    " updated_at = $3 WHERE id = $1";
constexpr const char* kDue = "SELECT id FROM member WHERE status = $2 AND erase_after <= $1 ORDER BY id";
constexpr const char* kErase =
    "UPDATE member SET status = $3, area_code = NULL, phone = NULL, phone_key = NULL, password_hash = NULL,"
    " nickname = '', avatar = '', sex = 0, birthday = NULL, first_name = '', last_name = '', email = '',"
    " octopus_no = NULL, marketing_opt_in = 0, updated_at = $2 WHERE id = $1 AND status = $4";
constexpr const char* kMakeStaff = "UPDATE member SET role = 'staff', staff_sid = $2 WHERE id = $1 AND status = $3";
constexpr const char* kByInviteCode = "WHERE invite_code = $1 AND status = $2";
}  // namespace sql

namespace {

Member from_row(const db::Row& r) {
  Member m;
  m.id = r.i64(0);
  m.area_code = r.str(1);
  m.phone = r.str(2);
  m.has_password = r.i64(3) != 0;
  m.nickname = r.str(4);
  m.avatar = r.str(5);
  m.sex = static_cast<int>(r.i64(6));
  m.birthday = r.str(7);
  m.first_name = r.str(8);
  m.last_name = r.str(9);
  m.email = r.str(10);
  m.octopus_no = r.str(11);
  m.marketing_opt_in = r.i64(12) != 0;
  m.language = r.str(13);
  m.status = static_cast<MemberStatus>(r.i64(14));
  m.role = r.str(15);
  m.staff_sid = r.opt_i64(16);
  m.invite_code = r.str(17);
  m.member_card_no = r.str(18);
  m.inviter_member_id = r.opt_i64(19);
  m.is_initiative_register = r.i64(20) != 0;
  m.failed_logins = static_cast<int>(r.i64(21));
  m.locked_until = r.i64(22);
  m.created_at = r.i64(23);
  m.erase_after = r.opt_i64(24);
  return m;
}

std::optional<Member> one(db::Tx& tx, const std::string& where, const db::Params& params) {
  return tx.query_one_as(std::string(sql::kColumns) + where, params, from_row);
}

db::Value text_or_null(const std::string& s) { return s.empty() ? db::Value(nullptr) : db::Value(s); }
db::Value status_value(MemberStatus s) { return static_cast<int64_t>(s); }

// Invite codes avoid look-alike characters so people can read them aloud.
std::string random_code(size_t length) { return crypto::random_string(crypto::kReadableAlphabet, length); }

}  // namespace

std::optional<Member> by_id(db::Tx& tx, int64_t id) { return one(tx, "WHERE id = $1", {id}); }
std::optional<Member> by_phone_key(db::Tx& tx, const std::string& key) { return one(tx, "WHERE phone_key = $1", {key}); }
std::optional<Member> by_invite_code(db::Tx& tx, const std::string& code) {
  return one(tx, sql::kByInviteCode, {code, status_value(MemberStatus::active)});
}

std::optional<int64_t> by_octopus(db::Tx& tx, const std::string& octopus_no) {
  auto row = tx.query_one(sql::kByOctopus, {octopus_no});
  return row ? std::optional<int64_t>(row->i64(0)) : std::nullopt;
}

int64_t create(db::Tx& tx, const NewMember& m, int64_t now_ms) {
  // Draw codes until both are free: checked first, because a failed insert would doom the
  // transaction. The space (32^8 and 10^10) makes a second draw rare.
  std::string invite, card;
  do {
    invite = random_code(8);
    card = "HK" + crypto::random_digits(10);
  } while (tx.query_one(sql::kCodeTaken, {invite, card}));
  auto row = tx.query_one(sql::kInsert,
                          {text_or_null(m.area_code), text_or_null(m.phone), text_or_null(m.phone_key), m.nickname,
                           m.language, invite, m.inviter_member_id ? db::Value(*m.inviter_member_id) : db::Value(nullptr),
                           card, int64_t{m.is_initiative_register}, now_ms});
  return row->i64(0);
}

std::optional<std::string> password_hash(db::Tx& tx, int64_t id) {
  auto row = tx.query_one(sql::kPasswordHash, {id});
  return row ? row->opt_str(0) : std::nullopt;
}

void set_password_hash(db::Tx& tx, int64_t id, const std::string& hash, int64_t now_ms) {
  tx.exec(sql::kSetPassword, {id, hash, now_ms});
}

bool bind_phone(db::Tx& tx, int64_t id, const std::string& area_code, const std::string& phone,
                const std::string& phone_key, int64_t now_ms) {
  sessions_changed(tx);  // has_phone
  return tx.exec(sql::kBindPhone, {id, area_code, phone, phone_key, now_ms}) == 1;
}

void unbind_phone(db::Tx& tx, int64_t id, int64_t now_ms) {
  tx.exec(sql::kUnbindPhone, {id, now_ms});
  sessions_changed(tx);
}

void set_status(db::Tx& tx, int64_t id, MemberStatus status, int64_t now_ms) {
  tx.exec(sql::kSetStatus, {id, status_value(status), now_ms});
  sessions_changed(tx);
}

void set_merged_into(db::Tx& tx, int64_t id, int64_t into, int64_t now_ms) {
  tx.exec(sql::kMergedInto, {id, into, now_ms, status_value(MemberStatus::merged)});
  sessions_changed(tx);
}

bool make_staff(db::Tx& tx, int64_t id, std::optional<int64_t> sid) {
  db::Value store = nullptr;  // every store
  if (sid) store = *sid;
  sessions_changed(tx);  // role, staff_sid
  return tx.exec(sql::kMakeStaff, {id, store, status_value(MemberStatus::active)}) == 1;
}

void save_profile(db::Tx& tx, int64_t id, const Profile& p, int64_t now_ms) {
  // One statement per field keeps the SQL fixed (prepared, cached) whatever the caller sends.
  auto set = [&](const char* column, const db::Value& v) {
    tx.exec(std::string("UPDATE member SET ") + column + " = $2, updated_at = $3 WHERE id = $1", {id, v, now_ms});
  };
  if (p.nickname) set("nickname", *p.nickname);
  if (p.avatar) set("avatar", *p.avatar);
  if (p.sex) set("sex", int64_t{*p.sex});
  if (p.birthday) set("birthday", text_or_null(*p.birthday));
  if (p.first_name) set("first_name", *p.first_name);
  if (p.last_name) set("last_name", *p.last_name);
  if (p.email) set("email", *p.email);
  if (p.octopus_no) set("octopus_no", text_or_null(*p.octopus_no));
  if (p.marketing_opt_in) set("marketing_opt_in", int64_t{*p.marketing_opt_in});
  if (p.language) set("language", *p.language);
}

void mark_cancelled(db::Tx& tx, int64_t id, int64_t erase_after, int64_t now_ms) {
  tx.exec(sql::kCancel, {id, erase_after, now_ms, status_value(MemberStatus::cancelled)});
  sessions_changed(tx);
}

std::vector<int64_t> due_for_erasure(db::Tx& tx, int64_t now_ms) {
  std::vector<int64_t> out;
  for (const auto& r : tx.query(sql::kDue, {now_ms, status_value(MemberStatus::cancelled)})) out.push_back(r.i64(0));
  return out;
}

void erase_personal_data(db::Tx& tx, int64_t id, int64_t now_ms) {
  tx.exec(sql::kErase, {id, now_ms, status_value(MemberStatus::erased), status_value(MemberStatus::cancelled)});
  sessions_changed(tx);
}

}  // namespace qsr::account::member_repo

#include "modules/membercode/membercode_repo.h"

namespace qsr::membercode::repo {
namespace sql {
constexpr const char* kInsertCode =
    "INSERT INTO member_code (code_hash, member_id, issued_at, expires_at) VALUES ($1, $2, $3, $4)";
constexpr const char* kIssuedSince = "SELECT COUNT(*) FROM member_code WHERE member_id = $1 AND issued_at > $2";
constexpr const char* kCode = "SELECT member_id, issued_at, expires_at, used_at FROM member_code WHERE code_hash = $1";
constexpr const char* kUse = "UPDATE member_code SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL";
constexpr const char* kPurge =
    "DELETE FROM member_code WHERE code_hash IN (SELECT code_hash FROM member_code WHERE expires_at < $1 AND used_at IS NULL"
    " ORDER BY expires_at LIMIT $2)";
constexpr const char* kSale =
    "SELECT sid, receipt_no, member_id, amount, points, growth, staff_id, code_hash, created_at FROM till_sale"
    " WHERE sid = $1 AND receipt_no = $2";
constexpr const char* kInsertSale =
    "INSERT INTO till_sale (sid, receipt_no, member_id, amount, points, growth, staff_id, code_hash, created_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (sid, receipt_no) DO NOTHING";
}  // namespace sql

int64_t issued_since(db::Tx& tx, int64_t member_id, int64_t since_ms) {
  return tx.query_one(sql::kIssuedSince, {member_id, since_ms})->i64(0);
}

void insert_code(db::Tx& tx, const std::string& code_hash, int64_t member_id, int64_t issued_at, int64_t expires_at) {
  tx.exec(sql::kInsertCode, {code_hash, member_id, issued_at, expires_at});
}

std::optional<CodeRow> code(db::Tx& tx, const std::string& code_hash) {
  return tx.query_one_as(sql::kCode, {code_hash}, [](const db::Row& r) { return CodeRow{r.i64(0), r.i64(1), r.i64(2), r.opt_i64(3)}; });
}

bool use_code(db::Tx& tx, const std::string& code_hash, int64_t now_ms) { return tx.exec(sql::kUse, {code_hash, now_ms}) == 1; }

int64_t purge_codes(db::Tx& tx, int64_t before, int64_t limit) { return tx.exec(sql::kPurge, {before, limit}); }

std::optional<TillSale> sale(db::Tx& tx, int64_t sid, const std::string& receipt_no) {
  return tx.query_one_as(sql::kSale, {sid, receipt_no}, [](const db::Row& r) {
    return TillSale{r.i64(0), r.str(1), r.i64(2), r.i64(3), r.i64(4), r.i64(5), r.i64(6), r.str(7), r.i64(8)};
  });
}

bool insert_sale(db::Tx& tx, const TillSale& s) {
  return tx.exec(sql::kInsertSale, {s.sid, s.receipt_no, s.member_id, s.amount, s.points, s.growth, s.staff_id, s.code_hash, s.created_at}) == 1;
}

}  // namespace qsr::membercode::repo

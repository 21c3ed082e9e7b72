#include "modules/dinein/table_tokens.h"

#include "core/app_error.h"
#include "core/crypto.h"
#include "modules/dinein/dine_service.h"

namespace qsr::dinein {

std::string new_table_token() { return crypto::random_token(12); }

int64_t add_table(db::Tx& tx, int64_t sid, const std::string& table_no, int64_t seats, int64_t now_ms) {
  return tx.exec("INSERT INTO dine_table (sid, table_no, seats, created_at, token) VALUES ($1, $2, $3, $4, $5)"
                 " ON CONFLICT (sid, table_no) DO NOTHING",
                 {sid, table_no, seats, now_ms, new_table_token()});
}

void ensure_table_tokens(db::Db& db) {
  db.write([](db::Tx& tx) {
    for (const auto& r : tx.query("SELECT id FROM dine_table WHERE token = ''")) {
      tx.exec("UPDATE dine_table SET token = $2 WHERE id = $1 AND token = ''", {r.i64(0), new_table_token()});
    }
  });
}

std::optional<std::string> table_token(db::Tx& tx, int64_t sid, const std::string& table_no) {
  auto r = tx.query_one("SELECT token FROM dine_table WHERE sid = $1 AND table_no = $2", {sid, table_no});
  if (!r) return std::nullopt;
  return r->str(0);
}

void check_table_token(const std::string& stored, const std::string& presented) {
  if (stored.empty() || !crypto::equal_constant_time(stored, presented)) throw AppError(403, kScanAgain, "dine_scan_again");
}

std::string presented_token(const http::Request& req) {
  auto tk = req.opt_str("tk", "tableToken");
  return tk.value_or("");
}

bool table_token_exists(db::Db& db, const std::string& token) {
  if (token.empty() || token.size() > 40) return false;
  return db.read_value([&](db::Tx& tx) { return tx.query_one("SELECT 1 FROM dine_table WHERE token = $1", {token}).has_value(); });
}

std::optional<std::string> rotate_table_token(db::Tx& tx, int64_t sid, const std::string& table_no) {
  std::string token = new_table_token();
  if (tx.exec("UPDATE dine_table SET token = $3 WHERE sid = $1 AND table_no = $2", {sid, table_no, token}) != 1) return std::nullopt;
  return token;
}

}  // namespace qsr::dinein

#include "modules/dinein/table_service.h"

#include <cctype>

#include "core/app_error.h"
#include "modules/dinein/qr_svg.h"
#include "modules/dinein/table_tokens.h"

namespace qsr::dinein {

namespace sql {
constexpr const char* kTables = "SELECT table_no, seats, token FROM dine_table WHERE sid = $1 ORDER BY LENGTH(table_no), table_no";
constexpr const char* kTable = "SELECT table_no, seats, token FROM dine_table WHERE sid = $1 AND table_no = $2";
}  // namespace sql

namespace {

bool valid_table_no(const std::string& no) {
  if (no.empty() || no.size() > 10) return false;
  for (char c : no) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-') return false;
  }
  return true;
}

}  // namespace

std::string TableService::url_of(int64_t sid, const std::string& table_no, const std::string& token) const {
  return app_url_ + "/?sid=" + std::to_string(sid) + "&table_id=" + table_no + "&tk=" + token;
}

int64_t TableService::add_tables(int64_t sid, const std::vector<std::string>& table_nos, int64_t seats) {
  for (const auto& no : table_nos) {
    if (!valid_table_no(no)) throw AppError::invalid("tables");
  }
  return db_.write_value([&](db::Tx& tx) {
    int64_t added = 0;
    for (const auto& no : table_nos) added += add_table(tx, sid, no, seats, clock_.now_ms());
    return added;
  });
}

std::vector<TableCode> TableService::tables(int64_t sid) {
  std::vector<TableCode> out;
  db_.read([&](db::Tx& tx) {
    for (const auto& r : tx.query(sql::kTables, {sid})) {
      const std::string table = r.str(0), token = r.str(2);
      out.push_back({table, r.i64(1), url_of(sid, table, token),
                     "sid:" + std::to_string(sid) + "/table_id:" + table + "/tk:" + token,
                     "/admin/v1/store/table/qr.svg?sid=" + std::to_string(sid) + "&table_id=" + table});
    }
  });
  return out;
}

std::optional<std::string> TableService::rotate(int64_t sid, const std::string& table_no) {
  auto token = db_.write_value([&](db::Tx& tx) { return rotate_table_token(tx, sid, table_no); });
  if (!token) return std::nullopt;
  return url_of(sid, table_no, *token);
}

std::optional<std::string> TableService::qr_svg(int64_t sid, const std::string& table_no) {
  auto token = db_.read_value([&](db::Tx& tx) { return table_token(tx, sid, table_no); });
  if (!token) return std::nullopt;
  auto svg = dinein::qr_svg(url_of(sid, table_no, *token));
  if (!svg) throw AppError(500, 500, "unknown_error");
  return svg;
}

std::optional<TableInfo> TableService::find(int64_t sid, const std::string& table_no) {
  auto row = db_.read_value([&](db::Tx& tx) { return tx.query_one(sql::kTable, {sid, table_no}); });
  if (!row) return std::nullopt;
  return TableInfo{row->str(0), row->i64(1), row->str(2)};
}

}  // namespace qsr::dinein

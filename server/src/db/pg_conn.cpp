#include "db/pg_conn.h"

#include <libpq-fe.h>
#include <spdlog/spdlog.h>

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace qsr::db {
namespace {

// Type OIDs from pg_type.h (stable across PostgreSQL versions).
constexpr Oid kBoolOid = 16, kInt8Oid = 20, kInt2Oid = 21, kInt4Oid = 23;
constexpr Oid kFloat4Oid = 700, kFloat8Oid = 701, kNumericOid = 1700;

std::string excerpt(std::string_view sql) {
  constexpr size_t kMax = 200;
  return std::string(sql.substr(0, kMax)) + (sql.size() > kMax ? "..." : "");
}

std::string trimmed(const char* msg) {
  std::string s = msg ? msg : "";
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
  return s;
}

// Server notices (e.g. WARNINGs) go to our log rather than libpq's default, stderr.
void log_notice(void*, const char* message) { spdlog::warn("postgres: {}", trimmed(message)); }

Value column_value(const PGresult* res, int row, int col, Oid type) {
  if (PQgetisnull(res, row, col)) return nullptr;
  const char* text = PQgetvalue(res, row, col);
  const int len = PQgetlength(res, row, col);
  switch (type) {
    case kInt2Oid:
    case kInt4Oid:
    case kInt8Oid: {
      int64_t v = 0;
      std::from_chars(text, text + len, v);
      return v;
    }
    case kFloat4Oid:
    case kFloat8Oid:
    case kNumericOid: return std::strtod(text, nullptr);  // also reads NaN and Infinity
    case kBoolOid: return static_cast<int64_t>(text[0] == 't');
    default: return std::string(text, len);
  }
}

// Enough for every statement the server has, with room: past it the cache starts over.
constexpr size_t kMaxPrepared = 2000;

// QSR_PG_PREPARE=0: every statement is sent with its text (PgBouncer < 1.21 in transaction mode).
bool prepare_statements() {
  static const bool on = [] {
    const char* v = std::getenv("QSR_PG_PREPARE");
    return !(v && (std::string_view(v) == "0" || std::string_view(v) == "false" || std::string_view(v) == "no"));
  }();
  return on;
}

}  // namespace

DbError::Kind pg_error_kind(const char* sqlstate) {
  if (!sqlstate || !*sqlstate) return DbError::Kind::connection;  // no answer from the server
  std::string_view s(sqlstate);
  if (s == "23505") return DbError::Kind::unique_violation;
  if (s.substr(0, 2) == "23") return DbError::Kind::constraint;
  if (s == "40001" || s == "40P01" || s == "55P03") return DbError::Kind::busy;
  // 08: connection exception; 57P01-03: the server is shutting down or restarting.
  if (s.substr(0, 2) == "08" || s == "57P01" || s == "57P02" || s == "57P03")
    return DbError::Kind::connection;
  return DbError::Kind::other;
}

void PgConn::ResultDeleter::operator()(pg_result* r) const { PQclear(r); }

PgConn::PgConn(const std::string& url) {
  conn_ = PQconnectdb(url.c_str());
  if (!conn_ || PQstatus(conn_) != CONNECTION_OK) {
    // The message names host and database, never the password.
    std::string msg = conn_ ? trimmed(PQerrorMessage(conn_)) : "out of memory";
    PQfinish(conn_);
    throw DbError(DbError::Kind::connection, "cannot connect to PostgreSQL: " + msg);
  }
  PQsetNoticeProcessor(conn_, log_notice, nullptr);
  try {
    exec_script("SET client_min_messages = warning; SET TIME ZONE 'UTC'");
  } catch (...) {
    PQfinish(conn_);
    throw;
  }
}

PgConn::~PgConn() { PQfinish(conn_); }

PgConn::Result PgConn::check(pg_result* raw, std::string_view sql) {
  Result res(raw);
  ExecStatusType st = res ? PQresultStatus(res.get()) : PGRES_FATAL_ERROR;
  if (st == PGRES_COMMAND_OK || st == PGRES_TUPLES_OK) return res;
  const char* sqlstate = res ? PQresultErrorField(res.get(), PG_DIAG_SQLSTATE) : nullptr;
  std::string msg = trimmed(res ? PQresultErrorMessage(res.get()) : PQerrorMessage(conn_));
  if (msg.empty()) msg = trimmed(PQerrorMessage(conn_));
  DbError::Kind kind = pg_error_kind(sqlstate);
  if (PQstatus(conn_) == CONNECTION_BAD) kind = DbError::Kind::connection;
  throw DbError(kind, "PostgreSQL: " + msg + " [" + excerpt(sql) + "]");
}

PgConn::Result PgConn::run(std::string_view sql, const Params& params) {
  std::vector<std::string> text(params.size());
  std::vector<const char*> values(params.size(), nullptr);
  for (size_t i = 0; i < params.size(); ++i) {
    const Value& v = params[i];
    if (auto p = std::get_if<int64_t>(&v)) {
      text[i] = std::to_string(*p);
    } else if (auto p = std::get_if<double>(&v)) {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.17g", *p);  // enough digits to read back the same double
      text[i] = buf;
    } else if (auto p = std::get_if<std::string>(&v)) {
      text[i] = *p;
    } else {
      continue;  // NULL stays nullptr
    }
    values[i] = text[i].c_str();
  }
  std::string query(sql);
  const int n = static_cast<int>(params.size());
  if (!prepare_statements()) {
    // No parameter types: the server infers each from where it is used, as with a literal.
    return check(PQexecParams(conn_, query.c_str(), n, nullptr, values.data(), nullptr, nullptr, 0), sql);
  }
  const std::string& name = prepared(query, n);
  return check(PQexecPrepared(conn_, name.c_str(), n, values.data(), nullptr, nullptr, 0), sql);
}

const std::string& PgConn::prepared(const std::string& sql, int params) {
  if (auto it = prepared_.find(sql); it != prepared_.end()) return it->second;
  if (prepared_.size() >= kMaxPrepared) {
    // Statements built with a varying shape (IN lists) must not grow the server's memory without
    // bound: start over.
    check(PQexec(conn_, "DEALLOCATE ALL"), "DEALLOCATE ALL");
    prepared_.clear();
  }
  std::string name = "q" + std::to_string(++next_name_);
  // Parameter types are inferred from where each is used, as PQexecParams did.
  check(PQprepare(conn_, name.c_str(), sql.c_str(), params, nullptr), sql);
  return prepared_.emplace(sql, std::move(name)).first->second;
}

Rows PgConn::query(std::string_view sql, const Params& params) {
  Result res = run(sql, params);
  const int rows = PQntuples(res.get()), cols = PQnfields(res.get());
  std::vector<Oid> types(cols);
  for (int c = 0; c < cols; ++c) types[c] = PQftype(res.get(), c);
  Rows out;
  out.reserve(rows);
  for (int r = 0; r < rows; ++r) {
    std::vector<Value> values;
    values.reserve(cols);
    for (int c = 0; c < cols; ++c) values.push_back(column_value(res.get(), r, c, types[c]));
    out.emplace_back(std::move(values));
  }
  return out;
}

int64_t PgConn::exec(std::string_view sql, const Params& params) {
  Result res = run(sql, params);
  const char* n = PQcmdTuples(res.get());  // "" for statements that do not count rows
  return n && *n ? std::strtoll(n, nullptr, 10) : 0;
}

void PgConn::exec_script(std::string_view sql) {
  // PQexec (simple query protocol) runs several ';'-separated statements in one call.
  std::string text(sql);
  check(PQexec(conn_, text.c_str()), sql);
}

bool PgConn::in_transaction() const {
  auto st = PQtransactionStatus(conn_);
  return st == PQTRANS_INTRANS || st == PQTRANS_INERROR || st == PQTRANS_ACTIVE;
}

bool PgConn::unusable() const {
  return PQstatus(conn_) != CONNECTION_OK || PQtransactionStatus(conn_) != PQTRANS_IDLE;
}

}  // namespace qsr::db

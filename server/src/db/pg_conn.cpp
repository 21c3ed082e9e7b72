#include "db/pg_conn.h"

#include <libpq-fe.h>
#include <poll.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
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

// A statement that changes nothing and locks nothing: running it leaves answers read before it
// as true as they were. Anything else (a write, SELECT ... FOR UPDATE, an advisory lock, a
// sequence) may change what a read sees.
bool plain_read(std::string_view sql) {
  if (sql.rfind("SELECT ", 0) != 0) return false;
  for (const char* marker : {" FOR UPDATE", " FOR SHARE", " FOR NO KEY UPDATE", " FOR KEY SHARE", "pg_advisory", "nextval(",
                             "setval(", "pg_notify("}) {
    if (sql.find(marker) != std::string_view::npos) return false;
  }
  return true;
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

DbError PgConn::error_of(const pg_result* res, std::string_view sql) const {
  const char* sqlstate = res ? PQresultErrorField(res, PG_DIAG_SQLSTATE) : nullptr;
  std::string msg = trimmed(res ? PQresultErrorMessage(res) : PQerrorMessage(conn_));
  if (msg.empty()) msg = trimmed(PQerrorMessage(conn_));
  DbError::Kind kind = pg_error_kind(sqlstate);
  if (PQstatus(conn_) == CONNECTION_BAD) kind = DbError::Kind::connection;
  return DbError(kind, "PostgreSQL: " + msg + " [" + excerpt(sql) + "]");
}

PgConn::Result PgConn::check(pg_result* raw, std::string_view sql) {
  Result res(raw);
  ExecStatusType st = res ? PQresultStatus(res.get()) : PGRES_FATAL_ERROR;
  if (st == PGRES_COMMAND_OK || st == PGRES_TUPLES_OK) return res;
  throw error_of(res.get(), sql);
}

PgConn::Statement PgConn::statement(std::string_view sql, const Params& params) {
  Statement st{std::string(sql), {}, {}};
  st.params.reserve(params.size());
  for (const Value& v : params) {
    if (auto p = std::get_if<int64_t>(&v)) {
      st.params.emplace_back(std::to_string(*p));
    } else if (auto p = std::get_if<double>(&v)) {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.17g", *p);  // enough digits to read back the same double
      st.params.emplace_back(buf);
    } else if (auto p = std::get_if<std::string>(&v)) {
      st.params.emplace_back(*p);
    } else {
      st.params.emplace_back(std::nullopt);
    }
  }
  // Without a name the text is sent with no parameter types: the server infers each from where
  // it is used, as with a literal.
  if (prepare_statements()) st.name = prepared(st.sql, static_cast<int>(params.size()));
  return st;
}

bool PgConn::send(const Statement& st) {
  std::vector<const char*> values(st.params.size(), nullptr);
  for (size_t i = 0; i < st.params.size(); ++i) {
    if (st.params[i]) values[i] = st.params[i]->c_str();
  }
  const int n = static_cast<int>(values.size());
  if (st.name.empty()) return PQsendQueryParams(conn_, st.sql.c_str(), n, nullptr, values.data(), nullptr, nullptr, 0) == 1;
  return PQsendQueryPrepared(conn_, st.name.c_str(), n, values.data(), nullptr, nullptr, 0) == 1;
}

PgConn::Result PgConn::round_trip(const Statement& last) {
  if (broken_) throw DbError(DbError::Kind::connection, "PostgreSQL: the connection was left mid-pipeline");
  if (queue_.empty()) {
    // Nothing to go with it: one statement, one round trip.
    if (!send(last)) throw error_of(nullptr, last.sql);
    Result res;
    while (pg_result* r = PQgetResult(conn_)) res.reset(r);  // the last result is the statement's
    Result answer = check(res.release(), last.sql);
    if (!last.prefetched) return answer;
    kept_.push_back({last.sql, last.params, std::move(answer)});
    return nullptr;
  }
  std::vector<Statement> batch = std::move(queue_);
  queue_.clear();
  begin_queued_ = false;
  batch.push_back(last);
  // Until the pipeline has been read to its end the connection is in no state to reuse.
  broken_ = true;
  if (PQenterPipelineMode(conn_) != 1) throw error_of(nullptr, batch.front().sql);
  for (const auto& st : batch) {
    if (!send(st)) throw error_of(nullptr, st.sql);
  }
  if (PQpipelineSync(conn_) != 1) throw error_of(nullptr, batch.back().sql);
  // Each statement answers one result and then NULL (one after a failed statement answers
  // PGRES_PIPELINE_ABORTED); the sync answers PGRES_PIPELINE_SYNC.
  std::optional<DbError> failure;
  Result answer;
  for (size_t i = 0; i < batch.size(); ++i) {
    Result res(PQgetResult(conn_));
    if (!res) throw error_of(nullptr, batch[i].sql);  // the connection is gone
    if (PQresultStatus(res.get()) == PGRES_FATAL_ERROR && !failure) failure = error_of(res.get(), batch[i].sql);
    if (PQstatus(conn_) == CONNECTION_BAD) throw failure ? *failure : error_of(res.get(), batch[i].sql);
    if (pg_result* extra = PQgetResult(conn_)) {  // NULL expected
      PQclear(extra);
      throw error_of(nullptr, batch[i].sql);
    }
    if (batch[i].prefetched) {
      if (PQresultStatus(res.get()) == PGRES_TUPLES_OK) kept_.push_back({batch[i].sql, batch[i].params, std::move(res)});
    } else if (i + 1 == batch.size()) {
      answer = std::move(res);
    }
  }
  Result sync(PQgetResult(conn_));
  if (!sync || PQresultStatus(sync.get()) != PGRES_PIPELINE_SYNC || PQexitPipelineMode(conn_) != 1) {
    throw error_of(nullptr, batch.back().sql);
  }
  broken_ = false;
  if (failure) throw *failure;
  if (batch.back().prefetched) return nullptr;  // its answer is kept
  return check(answer.release(), batch.back().sql);
}

void PgConn::flush_queue() {
  if (queue_.empty()) return;
  // The last queued statement rides as the pipeline's own.
  Statement last = std::move(queue_.back());
  queue_.pop_back();
  if (queue_.empty()) begin_queued_ = false;
  round_trip(last);
}

PgConn::Result PgConn::run(std::string_view sql, const Params& params) {
  Statement st = statement(sql, params);
  if (prefetching()) {
    if (Result kept = take_prefetched(st)) return kept;
    if (!plain_read(st.sql)) forget_prefetched();
  }
  return round_trip(st);
}

PgConn::Result PgConn::take_prefetched(const Statement& st) {
  auto asked = [&](const std::string& sql, const auto& params) { return sql == st.sql && params == st.params; };
  auto kept = [&] { return std::find_if(kept_.begin(), kept_.end(), [&](const Kept& k) { return asked(k.sql, k.params); }); };
  auto found = kept();
  if (found == kept_.end()) {
    const bool queued = std::any_of(queue_.begin(), queue_.end(), [&](const Statement& q) { return q.prefetched && asked(q.sql, q.params); });
    if (!queued) return nullptr;
    flush_queue();
    found = kept();
    if (found == kept_.end()) return nullptr;
  }
  Result answer = std::move(found->answer);
  kept_.erase(found);
  return answer;
}

bool PgConn::prefetching() const {
  return !kept_.empty() || std::any_of(queue_.begin(), queue_.end(), [](const Statement& st) { return st.prefetched; });
}

void PgConn::forget_prefetched() {
  kept_.clear();
  for (auto& st : queue_) st.prefetched = false;  // still sent, in order, but nobody waits for them
}

void PgConn::prefetch(std::string_view sql, const Params& params) {
  if (!plain_read(sql)) throw std::logic_error("only a plain read can be prefetched: " + excerpt(sql));
  Statement st = statement(sql, params);
  st.prefetched = true;
  queue_.push_back(std::move(st));
}

void PgConn::begin(const char* begin_sql) {
  // A server restart or an idle timeout closes pooled connections while nobody is looking. An
  // idle connection has nothing to read unless the server said goodbye (its FATAL message, then
  // the end of the stream): looking costs no round trip and finds them before anything is sent.
  pollfd idle{PQsocket(conn_), POLLIN, 0};
  if (idle.fd < 0 || (::poll(&idle, 1, 0) > 0 && (PQconsumeInput(conn_) != 1 || PQconsumeInput(conn_) != 1)) ||
      PQstatus(conn_) != CONNECTION_OK) {
    throw DbError(DbError::Kind::connection, "PostgreSQL: " + trimmed(PQerrorMessage(conn_)));
  }
  queue_.clear();
  kept_.clear();
  queue_.push_back(Statement{begin_sql, {}, {}});
  begin_queued_ = true;
}

void PgConn::exec_deferred(std::string_view sql, const Params& params) {
  Statement st = statement(sql, params);
  forget_prefetched();
  queue_.push_back(std::move(st));
}

void PgConn::end(const char* sql) {
  const bool rollback = std::string_view(sql).rfind("ROLLBACK", 0) == 0;
  // Reads nobody asked for are not worth sending.
  kept_.clear();
  std::erase_if(queue_, [](const Statement& st) { return st.prefetched; });
  if (begin_queued_ && (rollback || queue_.size() == 1)) {
    // The server never saw this transaction: there is nothing to end.
    queue_.clear();
    begin_queued_ = false;
    return;
  }
  if (rollback) queue_.clear();  // statements nobody reads, in a transaction being undone
  round_trip(Statement{sql, {}, {}});
}

const std::string& PgConn::prepared(const std::string& sql, int params) {
  if (auto it = prepared_.find(sql); it != prepared_.end()) return it->second;
  if (prepared_.size() >= kMaxPrepared) {
    // Statements built with a varying shape (IN lists) must not grow the server's memory without
    // bound: start over (first sending what is queued: DEALLOCATE would take its names).
    flush_queue();
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
  forget_prefetched();
  flush_queue();
  // PQexec (simple query protocol) runs several ';'-separated statements in one call.
  std::string text(sql);
  check(PQexec(conn_, text.c_str()), sql);
}

bool PgConn::in_transaction() const {
  if (begin_queued_) return true;
  auto st = PQtransactionStatus(conn_);
  return st == PQTRANS_INTRANS || st == PQTRANS_INERROR || st == PQTRANS_ACTIVE;
}

bool PgConn::unusable() const {
  return broken_ || !queue_.empty() || PQstatus(conn_) != CONNECTION_OK || PQtransactionStatus(conn_) != PQTRANS_IDLE;
}

}  // namespace qsr::db

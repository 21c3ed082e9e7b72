// The one database interface every repository uses. Two drivers implement it: SQLite (the
// zero-setup default) and PostgreSQL (what a chain outgrows into). Repositories write SQL once,
// with $1..$n placeholders; the SQLite driver rewrites them to ?1..?n.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace qsr::db {

enum class Dialect { sqlite, postgres };

// A bound parameter or a column value. Money is int64 cents, time is int64 epoch milliseconds.
using Value = std::variant<std::nullptr_t, int64_t, double, std::string>;
// An optional number as a parameter: NULL when absent.
inline Value nullable(const std::optional<int64_t>& v) { return v ? Value{*v} : Value{nullptr}; }
inline Value nullable(const std::optional<std::string>& v) { return v ? Value{*v} : Value{nullptr}; }

// Thrown for driver failures. `constraint` is set when a unique/foreign-key/check constraint
// refused the statement, so callers can turn a lost race into a business answer.
struct DbError : std::runtime_error {
  enum class Kind { other, unique_violation, constraint, busy, connection };
  Kind kind;
  DbError(Kind k, const std::string& what) : std::runtime_error(what), kind(k) {}
  bool is_unique_violation() const { return kind == Kind::unique_violation; }
};

// A message for every server on this database, sent by a transaction when it commits (db/bus.h).
struct Notice {
  std::string channel;
  std::string payload;
};

class Row {
 public:
  explicit Row(std::vector<Value> values) : values_(std::move(values)) {}
  size_t size() const { return values_.size(); }
  bool is_null(size_t i) const { return std::holds_alternative<std::nullptr_t>(values_.at(i)); }
  int64_t i64(size_t i) const;            // integer column (also parses a numeric text)
  double f64(size_t i) const;             // real column
  std::string str(size_t i) const;        // text column ("" for NULL)
  std::optional<int64_t> opt_i64(size_t i) const;
  std::optional<std::string> opt_str(size_t i) const;
  std::optional<double> opt_f64(size_t i) const;
  const Value& at(size_t i) const { return values_.at(i); }

 private:
  std::vector<Value> values_;
};

using Rows = std::vector<Row>;
using Params = std::vector<Value>;

// A transaction (or a read snapshot). Obtained only through Db::read / Db::write, which commit
// when the callback returns and roll back when it throws.
class Tx {
 public:
  virtual ~Tx() = default;
  virtual Rows query(std::string_view sql, const Params& params = {}) = 0;
  // Runs a statement; returns the number of rows it changed.
  virtual int64_t exec(std::string_view sql, const Params& params = {}) = 0;
  // A write whose answer nobody reads (a log row, an account's new balance): a driver may hold it
  // back and send it with the transaction's next statement or its COMMIT, one round trip fewer.
  // Its failure then shows there and dooms the transaction like any failure, so it must not be a
  // statement whose failure a caller would catch (a unique key settling a race). SQLite runs it at once.
  virtual void exec_deferred(std::string_view sql, const Params& params = {}) { exec(sql, params); }
  // A plain read (SELECT, no lock) this transaction is about to make with the same text and
  // parameters: a driver may send it with the next statement and keep its answer for that
  // `query`, so reads that do not depend on each other share one round trip. The answer is what
  // the read would have answered where it was announced; a write or a lock in between makes it
  // stale, and the query then runs again. A prefetch nobody reads costs a read or nothing.
  // SQLite ignores it (no round trips).
  virtual void prefetch(std::string_view sql, const Params& params = {}) {
    (void)sql;
    (void)params;
  }
  // Runs several statements separated by ';' with no parameters (migrations).
  virtual void exec_script(std::string_view sql) = 0;
  virtual Dialect dialect() const = 0;

  std::optional<Row> query_one(std::string_view sql, const Params& params = {}) {
    auto rows = query(sql, params);
    if (rows.empty()) return std::nullopt;
    return std::move(rows.front());
  }
  // The first row read by `map` (a repo's from_row), or nullopt when there is none.
  template <typename Map>
  auto query_one_as(std::string_view sql, const Params& params, Map&& map)
      -> std::optional<std::invoke_result_t<Map&, const Row&>> {
    auto row = query_one(sql, params);
    if (!row) return std::nullopt;
    return map(*row);
  }

  // Runs `fn` once the transaction has committed (never if it rolls back): for effects outside
  // the database that must not be seen before the data is, such as dropping a cached copy.
  // Hooks run while the transaction scope is still open: they must not use the database.
  void after_commit(std::function<void()> fn) { after_commit_.push_back(std::move(fn)); }
  // Called by the drivers after COMMIT.
  void run_after_commit() {
    auto fns = std::move(after_commit_);
    after_commit_.clear();
    for (auto& fn : fns) fn();
  }

  // Tells every server on this database, this one included, `payload` on `channel` once the
  // transaction has committed, and nobody if it rolls back (db/bus.h: live events, caches to
  // drop). At most once: a server that is not listening at that moment never hears it.
  void notify(std::string channel, std::string payload) { notices_.push_back({std::move(channel), std::move(payload)}); }
  // Called by the drivers, before COMMIT (to send them) and after it (to deliver them here).
  const std::vector<Notice>& notices() const { return notices_; }

 private:
  std::vector<std::function<void()>> after_commit_;
  std::vector<Notice> notices_;
};

class Bus;

// Two rules both drivers enforce, so code that passes on SQLite also works on PostgreSQL:
// - A statement that fails dooms its transaction: later statements throw, and the transaction
//   rolls back even if the callback caught the DbError (for "insert unless present" use
//   INSERT ... ON CONFLICT DO NOTHING and check the count).
// - No nesting: read()/write() inside another transaction of the same Db on the same thread
//   throws DbError; pass the Tx down instead.
class Db {
 public:
  virtual ~Db() = default;
  virtual Dialect dialect() const = 0;
  // A read-only transaction; many may run at once.
  virtual void read(const std::function<void(Tx&)>& fn) = 0;
  // A read-write transaction. On SQLite writers are serialised (BEGIN IMMEDIATE on the one
  // writer connection); on PostgreSQL a pooled connection runs it. Rolled back if fn throws.
  virtual void write(const std::function<void(Tx&)>& fn) = 0;
  // True when the database answers a trivial query (open.cpp).
  bool ping();
  // Where transactions' notices go (db/bus.h). Every Db starts with an in-process bus; a server
  // among several on one PostgreSQL installs one that reaches the others (db/pg_bus.h).
  Bus& bus();
  void set_bus(std::shared_ptr<Bus> bus);

  template <typename F>
  auto read_value(F&& fn) {
    decltype(fn(std::declval<Tx&>())) out{};
    read([&](Tx& tx) { out = fn(tx); });
    return out;
  }
  template <typename F>
  auto write_value(F&& fn) {
    decltype(fn(std::declval<Tx&>())) out{};
    write([&](Tx& tx) { out = fn(tx); });
    return out;
  }

 private:
  std::shared_ptr<Bus> bus_;
};

// Opens the database named by a QSR_DB value: a `postgresql://` (or `postgres://`) URL selects
// PostgreSQL, anything else is a SQLite file path (parent folders are created).
std::unique_ptr<Db> open(const std::string& url, int pool_size);

}  // namespace qsr::db

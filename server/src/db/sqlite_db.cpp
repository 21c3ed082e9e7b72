#include "db/sqlite_db.h"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>

#include "db/transaction.h"

namespace qsr::db {
namespace {

class SqliteTx final : public DriverTx {
 public:
  explicit SqliteTx(SqliteConn& conn) : conn_(conn) {}
  Rows query(std::string_view sql, const Params& params) override {
    return guarded([&] { return conn_.query(sql, params); });
  }
  int64_t exec(std::string_view sql, const Params& params) override {
    return guarded([&] { return conn_.exec(sql, params); });
  }
  void exec_script(std::string_view sql) override {
    guarded([&] { conn_.exec_script(sql); });
  }
  Dialect dialect() const override { return Dialect::sqlite; }
  void control(const char* sql) override { conn_.exec_script(sql); }
  bool in_transaction() const override { return conn_.in_transaction(); }

 private:
  SqliteConn& conn_;
};

std::string make_temp_path() {
  const char* dir = std::getenv("TMPDIR");
  std::string pattern = std::string(dir && *dir ? dir : "/tmp") + "/qsr-memory-XXXXXX";
  int fd = mkstemp(pattern.data());
  if (fd < 0) throw DbError(DbError::Kind::connection, "cannot create a temporary SQLite file in " + pattern);
  close(fd);
  return pattern;
}

}  // namespace

SqliteDb::TempFile::~TempFile() {
  if (path.empty()) return;
  std::error_code ec;  // best effort: a leftover temp file is harmless
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix, ec);
}

SqliteDb::SqliteDb(const std::string& path, int pool_size) {
  if (path == ":memory:") {
    temp_.path = make_temp_path();
    path_ = temp_.path;
  } else {
    path_ = path;
    auto parent = std::filesystem::path(path).parent_path();
    std::error_code ec;
    if (!parent.empty()) std::filesystem::create_directories(parent, ec);
    if (ec)
      throw DbError(DbError::Kind::connection,
                    "cannot create folder " + parent.string() + ": " + ec.message());
  }
  // The writer opens first and switches the file to WAL before any reader exists.
  writer_ = std::make_unique<SqliteConn>(path_, SqliteConn::Role::writer);
  readers_ = std::make_unique<Pool<SqliteConn>>(
      pool_size, [p = path_] { return std::make_unique<SqliteConn>(p, SqliteConn::Role::reader); });
}

SqliteDb::~SqliteDb() = default;

void SqliteDb::read(const std::function<void(Tx&)>& fn) {
  TransactionScope scope(this);
  auto conn = readers_->acquire();
  SqliteTx tx(*conn);
  // Deferred BEGIN: the snapshot is taken at the first SELECT and held until COMMIT, so every
  // query of the callback sees the same committed state.
  run_transaction(tx, "BEGIN", fn);
}

void SqliteDb::write(const std::function<void(Tx&)>& fn) {
  TransactionScope scope(this);
  std::lock_guard lock(write_mu_);
  SqliteTx tx(*writer_);
  // IMMEDIATE takes the write lock now, so another process's writer makes us wait here
  // (busy_timeout) instead of failing halfway through with a snapshot that cannot be upgraded.
  run_transaction(tx, "BEGIN IMMEDIATE", fn);
}

bool SqliteDb::ping() {
  try {
    int64_t one = 0;
    read([&](Tx& tx) { one = tx.query("SELECT 1").at(0).i64(0); });
    return one == 1;
  } catch (...) {
    return false;
  }
}

}  // namespace qsr::db

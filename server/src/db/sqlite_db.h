// SQLite driver: one writer connection behind a mutex (SQLite allows one writer at a time
// anyway; queueing in-process is fairer and cheaper than spinning on SQLITE_BUSY), and a pool
// of reader connections that read WAL snapshots while the writer works.
#pragma once

#include <memory>
#include <mutex>
#include <string>

#include "db/db.h"
#include "db/pool.h"
#include "db/sqlite_conn.h"

namespace qsr::db {

class SqliteDb final : public Db {
 public:
  // `path` is a file (parent folders are created). ":memory:" gives a private temporary file
  // that is deleted on close: a real SQLite memory database is one connection's alone, and a
  // shared-cache one has table locks instead of WAL snapshots, unlike the file the server uses.
  SqliteDb(const std::string& path, int pool_size);
  ~SqliteDb() override;

  Dialect dialect() const override { return Dialect::sqlite; }
  void read(const std::function<void(Tx&)>& fn) override;
  void write(const std::function<void(Tx&)>& fn) override;
  bool ping() override;

  const std::string& path() const { return path_; }

 private:
  struct TempFile {
    std::string path;  // empty unless ":memory:" was asked for
    ~TempFile();
  };

  TempFile temp_;  // declared first so it is removed after the connections close
  std::string path_;
  std::mutex write_mu_;
  std::unique_ptr<SqliteConn> writer_;
  std::unique_ptr<Pool<SqliteConn>> readers_;
};

}  // namespace qsr::db

// PostgreSQL driver: a pool of libpq connections, each transaction on one of them.
#pragma once

#include <string>

#include "db/db.h"
#include "db/pg_conn.h"
#include "db/pool.h"

namespace qsr::db {

class PostgresDb final : public Db {
 public:
  // Connects lazily: constructing never fails for an unreachable server; the first read/write
  // throws DbError(connection) and ping() answers false.
  PostgresDb(std::string url, int pool_size);

  Dialect dialect() const override { return Dialect::postgres; }
  void read(const std::function<void(Tx&)>& fn) override;
  void write(const std::function<void(Tx&)>& fn) override;

 private:
  void run(const char* begin_sql, const std::function<void(Tx&)>& fn);
  // The transaction itself; answers its notices once committed.
  std::vector<Notice> run_in_scope(const char* begin_sql, const std::function<void(Tx&)>& fn);

  std::string url_;
  Pool<PgConn> pool_;
};

}  // namespace qsr::db

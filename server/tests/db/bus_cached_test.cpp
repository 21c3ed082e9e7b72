// A value kept in memory until any server says it changed (db/bus_cached.h).
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "db/bus_cached.h"
#include "test_databases.h"

namespace qsr::db {
namespace {

class BusCachedTest : public testing::PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db().write([](Tx& tx) {
      tx.exec_script("CREATE TABLE cached_rule (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)");
      tx.exec("INSERT INTO cached_rule (id, n) VALUES (1, 10)");
    });
  }
  int64_t read(BusCached<int64_t>& cache) {
    return db().read_value([&](Tx& tx) { return *cache.get(tx); });
  }
  void set(BusCached<int64_t>& cache, int64_t n, bool tell = true) {
    db().write([&](Tx& tx) {
      tx.exec("UPDATE cached_rule SET n = $1 WHERE id = 1", {n});
      if (tell) cache.changed(tx);
    });
  }
  int loads_ = 0;
  BusCached<int64_t>::Load load() {
    return [this](Tx& tx) {
      ++loads_;
      return tx.query_one("SELECT n FROM cached_rule WHERE id = 1")->i64(0);
    };
  }
};

TEST_P(BusCachedTest, ReadsTheDatabaseOnceThenAnswersFromMemory) {
  BusCached<int64_t> cache(db(), "rule", load());
  EXPECT_EQ(read(cache), 10);
  EXPECT_EQ(read(cache), 10);
  EXPECT_EQ(loads_, 1);
}

TEST_P(BusCachedTest, AChangeToldInItsTransactionIsSeenAtTheNextRead) {
  BusCached<int64_t> cache(db(), "rule", load());
  EXPECT_EQ(read(cache), 10);
  set(cache, 20);
  EXPECT_EQ(read(cache), 20);
}

TEST_P(BusCachedTest, AChangeNotToldIsSeenOnlyOnceTheCopyHasLivedItsTime) {
  BusCached<int64_t> cache(db(), "rule", load(), std::chrono::milliseconds(50));
  EXPECT_EQ(read(cache), 10);
  set(cache, 30, false);  // an operator in psql
  EXPECT_EQ(read(cache), 10);
  std::this_thread::sleep_for(std::chrono::milliseconds(60));
  EXPECT_EQ(read(cache), 30);
}

TEST_P(BusCachedTest, AValueReadWhileAChangeWasToldIsUsedOnceButNotKept) {
  int told = 0;
  BusCached<int64_t> cache(db(), "rule", [&](Tx& tx) {
    const int64_t n = tx.query_one("SELECT n FROM cached_rule WHERE id = 1")->i64(0);
    // Another server's change is told while this read is on its way.
    if (told++ == 0) db().bus().after_commit({{"rule", ""}});
    return n;
  });
  EXPECT_EQ(read(cache), 10);
  set(cache, 40, false);
  EXPECT_EQ(read(cache), 40);  // the first answer was not kept
}

QSR_FOR_EACH_DIALECT(BusCachedTest);

}  // namespace
}  // namespace qsr::db

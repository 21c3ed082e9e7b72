// Behaviour every driver must share; each test runs on SQLite and on PostgreSQL.
#include <gtest/gtest.h>

#include <cmath>

#include "test_databases.h"

namespace qsr::db {
namespace {

using testing::PerDialect;

class Db : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db().write([](Tx& tx) {
      tx.exec_script(
          "CREATE TABLE item (code TEXT PRIMARY KEY, qty BIGINT NOT NULL CHECK (qty >= 0),"
          " email TEXT UNIQUE);"
          "CREATE TABLE line (id BIGINT PRIMARY KEY, item_code TEXT NOT NULL REFERENCES item(code));");
    });
  }
  int64_t count_items() {
    return db().read_value([](Tx& tx) { return tx.query("SELECT COUNT(*) FROM item").at(0).i64(0); });
  }
};

TEST_P(Db, ValuesRoundTripByType) {
  db().write([](Tx& tx) {
    tx.exec_script("CREATE TABLE v (i BIGINT, d DOUBLE PRECISION, s TEXT, n TEXT)");
    tx.exec("INSERT INTO v (i, d, s, n) VALUES ($1, $2, $3, $4)",
            {INT64_MAX, 0.1, std::string("港式奶茶 'quoted' \"x\" ; --"), nullptr});
    tx.exec("INSERT INTO v (i, d, s, n) VALUES ($1, $2, $3, $4)",
            {INT64_MIN, -1e-300, std::string(""), nullptr});
  });
  auto rows = db().read_value([](Tx& tx) { return tx.query("SELECT i, d, s, n FROM v ORDER BY i DESC"); });
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].at(0), Value(INT64_MAX));
  EXPECT_EQ(rows[0].at(1), Value(0.1));  // exact: doubles travel with 17 significant digits
  EXPECT_EQ(rows[0].str(2), "港式奶茶 'quoted' \"x\" ; --");
  EXPECT_TRUE(rows[0].is_null(3));
  EXPECT_EQ(rows[1].i64(0), INT64_MIN);
  EXPECT_EQ(rows[1].f64(1), -1e-300);
  EXPECT_EQ(rows[1].at(2), Value(std::string("")));  // empty text is not NULL
}

TEST_P(Db, PlaceholdersAreNumberedByDigitNotByOrder) {
  db().write([](Tx& tx) {
    tx.exec("INSERT INTO item (code, qty) VALUES ($2, $1)", {int64_t{5}, std::string("A")});
  });
  auto row = db().read_value([](Tx& tx) {
    return tx.query_one("SELECT qty FROM item WHERE code = $1 AND qty = $2 AND qty >= $2",
                        {std::string("A"), int64_t{5}});
  });
  ASSERT_TRUE(row);
  EXPECT_EQ(row->i64(0), 5);
}

TEST_P(Db, IntegerAggregatesAndBooleansReadAsIntegers) {
  db().write(
      [](Tx& tx) { tx.exec("INSERT INTO item (code, qty) VALUES ('A', 3000000000), ('B', 4000000000)"); });
  auto row = *db().read_value(
      [](Tx& tx) { return tx.query_one("SELECT SUM(qty), COUNT(*), 2 > 1, 1 > 2 FROM item"); });
  EXPECT_EQ(row.i64(0), 7000000000);  // numeric on PostgreSQL, integer on SQLite
  EXPECT_EQ(row.i64(1), 2);
  EXPECT_EQ(row.at(2), Value(int64_t{1}));
  EXPECT_EQ(row.at(3), Value(int64_t{0}));
}

TEST_P(Db, QueryOneIsEmptyWhenNoRowMatches) {
  auto row = db().read_value(
      [](Tx& tx) { return tx.query_one("SELECT qty FROM item WHERE code = $1", {std::string("none")}); });
  EXPECT_FALSE(row);
}

TEST_P(Db, WriteCommitsWhenCallbackReturns) {
  db().write([](Tx& tx) {
    tx.exec("INSERT INTO item (code, qty) VALUES ($1, $2)", {std::string("A"), int64_t{1}});
  });
  EXPECT_EQ(count_items(), 1);
}

TEST_P(Db, WriteRollsBackWhenCallbackThrows) {
  struct Business : std::runtime_error {
    using std::runtime_error::runtime_error;
  };
  EXPECT_THROW(db().write([](Tx& tx) {
    tx.exec("INSERT INTO item (code, qty) VALUES ($1, $2)", {std::string("A"), int64_t{1}});
    throw Business("out of stock");  // the caller's own exception type comes through unchanged
  }),
               Business);
  EXPECT_EQ(count_items(), 0);
  // The connection is clean afterwards.
  db().write([](Tx& tx) { tx.exec("INSERT INTO item (code, qty) VALUES ('B', 1)"); });
  EXPECT_EQ(count_items(), 1);
}

TEST_P(Db, ExecReturnsChangedRowCount) {
  db().write([](Tx& tx) {
    EXPECT_EQ(tx.exec("INSERT INTO item (code, qty) VALUES ('A', 1), ('B', 1), ('C', 0)"), 3);
    EXPECT_EQ(tx.exec("UPDATE item SET qty = qty - 1 WHERE qty > $1", {int64_t{0}}), 2);
    EXPECT_EQ(tx.exec("UPDATE item SET qty = 9 WHERE code = 'none'"), 0);
    EXPECT_EQ(tx.exec("CREATE TABLE other (x BIGINT)"), 0);  // not a stale count from before
    EXPECT_EQ(tx.exec("DELETE FROM item"), 3);
  });
}

TEST_P(Db, ConditionalUpdateReportsWhoWonTheRace) {
  db().write([](Tx& tx) { tx.exec("INSERT INTO item (code, qty) VALUES ('A', 1)"); });
  auto take = [&] {
    return db().write_value(
        [](Tx& tx) { return tx.exec("UPDATE item SET qty = qty - 1 WHERE code = 'A' AND qty >= 1"); });
  };
  EXPECT_EQ(take(), 1);
  EXPECT_EQ(take(), 0);
}

TEST_P(Db, UniqueViolationIsReported) {
  db().write([](Tx& tx) { tx.exec("INSERT INTO item (code, qty, email) VALUES ('A', 1, 'a@x')"); });
  try {
    db().write([](Tx& tx) { tx.exec("INSERT INTO item (code, qty, email) VALUES ('B', 1, 'a@x')"); });
    FAIL() << "expected a unique violation";
  } catch (const DbError& e) {
    EXPECT_TRUE(e.is_unique_violation()) << e.what();
  }
}

TEST_P(Db, PrimaryKeyViolationIsReportedAsUnique) {
  db().write([](Tx& tx) { tx.exec("INSERT INTO item (code, qty) VALUES ('A', 1)"); });
  try {
    db().write([](Tx& tx) { tx.exec("INSERT INTO item (code, qty) VALUES ('A', 2)"); });
    FAIL() << "expected a unique violation";
  } catch (const DbError& e) {
    EXPECT_EQ(e.kind, DbError::Kind::unique_violation) << e.what();
  }
}

TEST_P(Db, ForeignKeyCheckAndNotNullViolationsAreConstraintErrors) {
  auto kind_of = [&](const char* sql) {
    try {
      db().write([&](Tx& tx) { tx.exec(sql); });
    } catch (const DbError& e) {
      return e.kind;
    }
    return DbError::Kind::other;
  };
  EXPECT_EQ(kind_of("INSERT INTO line (id, item_code) VALUES (1, 'missing')"), DbError::Kind::constraint);
  EXPECT_EQ(kind_of("INSERT INTO item (code, qty) VALUES ('A', -1)"), DbError::Kind::constraint);
  EXPECT_EQ(kind_of("INSERT INTO item (code, qty) VALUES ('A', NULL)"), DbError::Kind::constraint);
  EXPECT_EQ(count_items(), 0);
}

TEST_P(Db, SyntaxErrorIsOtherAndNamesTheStatement) {
  try {
    db().read([](Tx& tx) { tx.query("SELEC 1"); });
    FAIL();
  } catch (const DbError& e) {
    EXPECT_EQ(e.kind, DbError::Kind::other);
    EXPECT_NE(std::string(e.what()).find("SELEC 1"), std::string::npos) << e.what();
  }
}

TEST_P(Db, StatementErrorDoomsTheTransactionEvenWhenCaught) {
  db().write([](Tx& tx) { tx.exec("INSERT INTO item (code, qty) VALUES ('A', 1)"); });
  try {
    db().write([](Tx& tx) {
      tx.exec("INSERT INTO item (code, qty) VALUES ('B', 1)");
      try {
        tx.exec("INSERT INTO item (code, qty) VALUES ('A', 1)");
      } catch (const DbError&) {
        // swallowed: committing 'B' alone would be a partial write
      }
      EXPECT_THROW(tx.query("SELECT 1"), DbError);
    });
    FAIL() << "the write should not have committed";
  } catch (const DbError& e) {
    EXPECT_TRUE(e.is_unique_violation()) << e.what();
  }
  EXPECT_EQ(count_items(), 1);
}

TEST_P(Db, ReadCannotWrite) {
  EXPECT_THROW(db().read([](Tx& tx) { tx.exec("INSERT INTO item (code, qty) VALUES ('A', 1)"); }), DbError);
  EXPECT_EQ(count_items(), 0);
}

TEST_P(Db, ParameterCountMustMatch) {
  EXPECT_THROW(db().read([](Tx& tx) { tx.query("SELECT qty FROM item WHERE code = $1"); }), DbError);
  EXPECT_THROW(db().read([](Tx& tx) {
    tx.query("SELECT qty FROM item WHERE code = $1", {std::string("a"), int64_t{1}});
  }),
               DbError);
}

TEST_P(Db, NestedTransactionOnSameThreadIsRefused) {
  EXPECT_THROW(db().write([&](Tx&) { db().write([](Tx&) {}); }), DbError);
  EXPECT_THROW(db().write([&](Tx&) { db().read([](Tx&) {}); }), DbError);
  EXPECT_THROW(db().read([&](Tx&) { db().read([](Tx&) {}); }), DbError);
  EXPECT_TRUE(db().ping());  // and nothing is left locked
}

TEST_P(Db, ExecScriptRunsSeveralStatements) {
  db().write([](Tx& tx) {
    tx.exec_script(
        "INSERT INTO item (code, qty) VALUES ('A', 1); INSERT INTO item (code, qty) VALUES ('B', 2);");
  });
  EXPECT_EQ(count_items(), 2);
}

TEST_P(Db, ReadValueAndWriteValueReturnTheCallbackResult) {
  int64_t changed =
      db().write_value([](Tx& tx) { return tx.exec("INSERT INTO item (code, qty) VALUES ('A', 7)"); });
  std::string code = db().read_value([](Tx& tx) { return tx.query("SELECT code FROM item").at(0).str(0); });
  EXPECT_EQ(changed, 1);
  EXPECT_EQ(code, "A");
}

TEST_P(Db, PingAnswersTrue) { EXPECT_TRUE(db().ping()); }

QSR_FOR_EACH_DIALECT(Db);

}  // namespace
}  // namespace qsr::db

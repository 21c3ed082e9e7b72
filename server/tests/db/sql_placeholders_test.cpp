#include "db/sql_placeholders.h"

#include <gtest/gtest.h>

namespace qsr::db {
namespace {

TEST(SqlPlaceholders, RewritesDollarNumbersToQuestionNumbers) {
  EXPECT_EQ(rewrite_placeholders_for_sqlite("SELECT a FROM t WHERE b = $2 AND a = $1"),
            "SELECT a FROM t WHERE b = ?2 AND a = ?1");
  EXPECT_EQ(rewrite_placeholders_for_sqlite("VALUES($10,$11)"), "VALUES(?10,?11)");
}

TEST(SqlPlaceholders, RewriteSkipsStringLiterals) {
  EXPECT_EQ(rewrite_placeholders_for_sqlite("SELECT '$1', $1, 'it''s $2' || $2"),
            "SELECT '$1', ?1, 'it''s $2' || ?2");
  EXPECT_EQ(rewrite_placeholders_for_sqlite("SELECT '''$1'''"), "SELECT '''$1'''");
}

TEST(SqlPlaceholders, RewriteSkipsQuotedIdentifiers) {
  EXPECT_EQ(rewrite_placeholders_for_sqlite("SELECT \"col$1\" FROM t WHERE x = $1"),
            "SELECT \"col$1\" FROM t WHERE x = ?1");
}

TEST(SqlPlaceholders, RewriteSkipsComments) {
  EXPECT_EQ(rewrite_placeholders_for_sqlite("SELECT $1 -- not $2\n, $2 /* nor $3 */ + $3"),
            "SELECT ?1 -- not $2\n, ?2 /* nor $3 */ + ?3");
}

TEST(SqlPlaceholders, LeavesOtherDollarsAlone) {
  EXPECT_EQ(rewrite_placeholders_for_sqlite("SELECT price$1, $ , $a FROM t"),
            "SELECT price$1, $ , $a FROM t");
  EXPECT_EQ(rewrite_placeholders_for_sqlite("SELECT 1 - -$1"), "SELECT 1 - -?1");
}

TEST(SqlPlaceholders, UnterminatedLiteralIsCopiedAsIs) {
  EXPECT_EQ(rewrite_placeholders_for_sqlite("SELECT 'abc $1"), "SELECT 'abc $1");
  EXPECT_EQ(rewrite_placeholders_for_sqlite("SELECT 1 /* $1"), "SELECT 1 /* $1");
}

}  // namespace
}  // namespace qsr::db

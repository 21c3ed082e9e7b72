#include <gtest/gtest.h>

#include "db/db.h"

namespace qsr::db {
namespace {

TEST(Row, I64AcceptsIntegerDoubleAndNumericText) {
  Row row({int64_t{42}, 12.9, std::string("-7"), std::string("1250.75"), -3.9});
  EXPECT_EQ(row.i64(0), 42);
  EXPECT_EQ(row.i64(1), 12);  // truncated, as PostgreSQL SUM(bigint) arrives as numeric
  EXPECT_EQ(row.i64(2), -7);
  EXPECT_EQ(row.i64(3), 1250);
  EXPECT_EQ(row.i64(4), -3);
}

TEST(Row, I64KeepsFullInt64Range) {
  Row row({std::string("9223372036854775807"), INT64_MIN});
  EXPECT_EQ(row.i64(0), INT64_MAX);
  EXPECT_EQ(row.i64(1), INT64_MIN);
}

TEST(Row, I64RejectsNonNumericTextAndNull) {
  Row row({std::string("abc"), std::string(""), nullptr, 1e300});
  EXPECT_THROW(row.i64(0), DbError);
  EXPECT_THROW(row.i64(1), DbError);
  EXPECT_THROW(row.i64(2), DbError);  // NULL needs opt_i64 or COALESCE
  EXPECT_THROW(row.i64(3), DbError);  // out of int64 range
}

TEST(Row, F64AcceptsIntegerAndNumericText) {
  Row row({2.5, int64_t{3}, std::string("0.125")});
  EXPECT_DOUBLE_EQ(row.f64(0), 2.5);
  EXPECT_DOUBLE_EQ(row.f64(1), 3.0);
  EXPECT_DOUBLE_EQ(row.f64(2), 0.125);
}

TEST(Row, StrIsEmptyForNullAndFormatsNumbers) {
  Row row({nullptr, int64_t{-15}, 38.5, 0.1, std::string("港式奶茶")});
  EXPECT_EQ(row.str(0), "");
  EXPECT_EQ(row.str(1), "-15");
  EXPECT_EQ(row.str(2), "38.5");
  EXPECT_EQ(row.str(3), "0.1");  // shortest round-trip form, not 0.10000000000000001
  EXPECT_EQ(row.str(4), "港式奶茶");
}

TEST(Row, OptionalAccessorsAreEmptyOnlyForNull) {
  Row row({nullptr, int64_t{0}, std::string("")});
  EXPECT_FALSE(row.opt_i64(0));
  EXPECT_FALSE(row.opt_str(0));
  EXPECT_FALSE(row.opt_f64(0));
  EXPECT_EQ(row.opt_i64(1), 0);
  EXPECT_EQ(row.opt_str(2), "");
  EXPECT_TRUE(row.is_null(0));
  EXPECT_FALSE(row.is_null(2));
}

TEST(Row, IndexPastTheEndThrows) {
  Row row({int64_t{1}});
  EXPECT_THROW(row.i64(1), std::out_of_range);
}

}  // namespace
}  // namespace qsr::db

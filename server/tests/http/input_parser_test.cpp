#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "http/input_parser.h"

namespace qsr::http {

TEST(InputParser, FormDecodesPercentAndPlus) {
  boost::json::object o;
  ASSERT_TRUE(parse_form("a=1&b=x+y&c=%E4%B8%AD&d=&=skip&e", o));
  EXPECT_EQ(o.at("a").as_string(), "1");
  EXPECT_EQ(o.at("b").as_string(), "x y");
  EXPECT_EQ(o.at("c").as_string(), "中");
  EXPECT_EQ(o.at("d").as_string(), "");
  EXPECT_EQ(o.at("e").as_string(), "");
}

TEST(InputParser, MalformedPercentEscapesAreRejected) {
  boost::json::object o;
  EXPECT_FALSE(parse_form("a=%zz", o));
  EXPECT_FALSE(parse_form("a=%4", o));
}

TEST(InputParser, TargetSplitsIntoDecodedPathAndQuery) {
  std::string path;
  std::string_view query;
  ASSERT_TRUE(split_target("/pages/store/goods?sid=1&x=2", path, query));
  EXPECT_EQ(path, "/pages/store/goods");
  EXPECT_EQ(query, "sid=1&x=2");
  ASSERT_TRUE(split_target("/a%20b", path, query));
  EXPECT_EQ(path, "/a b");
}

TEST(InputParser, PathsClimbingOutOfTheRootAreRejected) {
  std::string path;
  std::string_view query;
  for (const char* bad : {"/../x", "/a/../../x", "/%2e%2e/x", "/a/..", "relative", "/a\\..\\b", "/a%00b"}) {
    EXPECT_FALSE(split_target(bad, path, query)) << bad;
  }
  EXPECT_TRUE(split_target("/a/..b/c", path, query));  // a name that merely starts with ".."
}

TEST(InputParser, JsonBodyFieldsMergeOverQueryFields) {
  boost::json::object o{{"sid", "1"}};
  EXPECT_EQ(merge_body("application/json; charset=utf-8", R"({"sid": 2, "x": [1]})", o), BodyError::none);
  EXPECT_EQ(o.at("sid").as_int64(), 2);
  EXPECT_EQ(merge_body("application/json", "{bad", o), BodyError::bad_json);
  EXPECT_EQ(merge_body("application/json", "42", o), BodyError::bad_json);
  EXPECT_EQ(merge_body("application/x-www-form-urlencoded", "a=%G1", o), BodyError::bad_form);
  EXPECT_EQ(merge_body("text/plain", "anything", o), BodyError::none);
}

}  // namespace qsr::http

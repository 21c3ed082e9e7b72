#include <gtest/gtest.h>

#include <cmath>

#include <boost/json.hpp>

#include "core/messages.h"
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

// ---- Text rule: well-formed UTF-8, no control characters (tab everywhere, line breaks in fields) ----

TEST(InputParser, AcceptableTextIsWellFormedUtf8) {
  for (const char* good : {"", "plain", "中文", "café", "\xF0\x9F\x98\x80", "\xEF\xBF\xBF"}) {
    EXPECT_TRUE(acceptable_text(good, false)) << good;
  }
  for (const char* bad : {"\xFF", "\xFF\xFE", "\xE9", "caf\xE9", "\x80", "\xC0\xAF" /* overlong '/' */,
                          "\xED\xA0\x80" /* surrogate */, "\xF4\x90\x80\x80" /* past U+10FFFF */,
                          "\xE4\xB8" /* cut short */, "\xF8\x88\x80\x80\x80"}) {
    EXPECT_FALSE(acceptable_text(bad, true)) << bad;
  }
}

TEST(InputParser, AcceptableTextRefusesNulOtherC0DelAndC1ButNotTab) {
  using namespace std::string_literals;
  EXPECT_TRUE(acceptable_text("a\tb", false));
  for (const std::string& bad : {"a\0b"s, "\x01"s, "\x1B[31m"s, "\x7F"s, "x\xC2\x85"s /* U+0085 */, "\xC2\x9F"s}) {
    EXPECT_FALSE(acceptable_text(bad, true)) << bad;
  }
  EXPECT_TRUE(acceptable_text("\xC2\xA0", false));  // U+00A0 no-break space is text
}

TEST(InputParser, LineBreaksAreAllowedInFieldsButNotInKeysOrHeaders) {
  EXPECT_TRUE(acceptable_text("line 1\r\nline 2\n", true));
  EXPECT_FALSE(acceptable_text("line 1\nline 2", false));
  boost::json::object o;
  ASSERT_TRUE(parse_form("note=line+1%0D%0Aline+2", o));
  EXPECT_EQ(first_unacceptable_field(o), std::nullopt);
  ASSERT_TRUE(parse_form("a%0Ab=1", o));
  EXPECT_EQ(first_unacceptable_field(o), "?");  // the key itself is not printed back
}

TEST(InputParser, RefusesInvalidUtf8InFormField) {
  boost::json::object o;
  ASSERT_TRUE(parse_form("sid=1&note=%ff%fe", o));  // decodes: the bytes are refused by the text rule
  EXPECT_EQ(first_unacceptable_field(o), "note");
  boost::json::object consignee;
  ASSERT_EQ(merge_body("application/x-www-form-urlencoded", "consignee=%ff", consignee), BodyError::none);
  EXPECT_EQ(first_unacceptable_field(consignee), "consignee");
}

TEST(InputParser, RefusesNulEscapedInJsonString) {
  boost::json::object o;
  ASSERT_EQ(merge_body("application/json", R"({"note":"a\u0000b"})", o), BodyError::none);
  ASSERT_EQ(o.at("note").as_string().size(), 3u);  // kept whole by the parser; the rule refuses it
  EXPECT_EQ(first_unacceptable_field(o), "note");
}

TEST(InputParser, RefusesControlCharactersAtAnyDepthOfJson) {
  boost::json::object nested;
  ASSERT_EQ(merge_body("application/json", R"({"ok":"fine","goods":[{"name":"x\u0007"}]})", nested), BodyError::none);
  EXPECT_EQ(first_unacceptable_field(nested), "goods");
  boost::json::object key;
  ASSERT_EQ(merge_body("application/json", R"({"extra":{"\u007f":1}})", key), BodyError::none);
  EXPECT_EQ(first_unacceptable_field(key), "extra");
  boost::json::object c1;
  ASSERT_EQ(merge_body("application/json", R"({"remark":"\u0085"})", c1), BodyError::none);
  EXPECT_EQ(first_unacceptable_field(c1), "remark");
  boost::json::object fine;
  ASSERT_EQ(merge_body("application/json", R"({"remark":"少冰\n走甜","n":[1,2.5,true,null]})", fine), BodyError::none);
  EXPECT_EQ(first_unacceptable_field(fine), std::nullopt);
}

TEST(InputParser, RefusesInvalidUtf8InHeaderValue) {
  Request req;
  req.headers["user-agent"] = "Mozilla/5.0\tok";
  req.headers["terminal-code"] = "\xE9";
  EXPECT_EQ(first_unacceptable_header(req), "terminal-code");
  auto err = refuse_unacceptable_input(req);
  ASSERT_TRUE(err);
  EXPECT_EQ(err->http_status, 400);
  EXPECT_EQ(err->message_key, "bad_header_text");
  EXPECT_EQ(err->args, std::vector<std::string>{"terminal-code"});
  EXPECT_EQ(message(Lang::en, err->message_key, err->args), "Invalid characters in request header: terminal-code");
}

TEST(InputParser, UnacceptableFieldAnswers400NamingItInEveryLanguage) {
  Request req;
  ASSERT_TRUE(parse_form("note=%ff%fe", req.input));
  auto err = refuse_unacceptable_input(req);
  ASSERT_TRUE(err);
  EXPECT_EQ(err->http_status, 400);
  EXPECT_EQ(err->result_code, 400);
  EXPECT_EQ(message(Lang::zh_HK, err->message_key, err->args), "參數含有無效字元：note");
  EXPECT_EQ(message(Lang::zh_CN, err->message_key, err->args), "参数含有无效字符：note");
  EXPECT_EQ(message(Lang::en, err->message_key, err->args), "Invalid characters in parameter: note");
  Request clean;
  clean.headers["accept-language"] = "zh-HK";
  ASSERT_TRUE(parse_form("note=%E5%B0%91%E5%86%B0&sid=1", clean.input));
  EXPECT_EQ(refuse_unacceptable_input(clean), std::nullopt);
}

// Found by fuzz_input_parser: Boost.JSON reads 1e999 as infinity, which serialized back is not JSON.
TEST(InputParser, RefusesJsonNumbersPastTheRangeOfADouble) {
  Request req;
  ASSERT_EQ(merge_body("application/json", R"({"sid":1,"lat":1e999,"lng":114.1})", req.input), BodyError::none);
  ASSERT_TRUE(std::isinf(req.input.at("lat").as_double()));  // what the parser hands over
  EXPECT_EQ(first_non_finite_number(req.input), "lat");
  auto err = refuse_unacceptable_input(req);
  ASSERT_TRUE(err);
  EXPECT_EQ(err->http_status, 400);
  EXPECT_EQ(message(Lang::en, err->message_key, err->args), "Invalid parameter: lat");
  Request nested;
  ASSERT_EQ(merge_body("application/json", R"({"ids":[1,-177700150726334104e41871]})", nested.input), BodyError::none);
  EXPECT_EQ(first_non_finite_number(nested.input), "ids");
  Request fine;
  ASSERT_EQ(merge_body("application/json", R"({"lat":22.3,"big":1.7e308,"tiny":1e-400,"n":18446744073709551615})", fine.input),
            BodyError::none);
  EXPECT_EQ(refuse_unacceptable_input(fine), std::nullopt);
}

TEST(InputParser, PathsThatAreNotUtf8TextAreRejected) {
  std::string path;
  std::string_view query;
  for (const char* bad : {"/v1/order/%ff/cancel", "/a%0Ab", "/a%7F", "/%C0%AF", "/a%C2%85"}) {
    EXPECT_FALSE(split_target(bad, path, query)) << bad;
  }
  ASSERT_TRUE(split_target("/%E4%B8%AD?q=%ff", path, query));  // the query is checked with the fields
  EXPECT_EQ(path, "/中");
}

}  // namespace qsr::http

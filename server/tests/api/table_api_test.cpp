// API tests of dine-in tables and their QR codes.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {

namespace {
const std::string kAdmin = "test-admin-token-0123456789";
}

TEST(TableApi, AdminsCreateTablesWithPrintableQrCodesThatOpenDineIn) {
  TestServer server({.env = {{"QSR_ADMIN_TOKEN", kAdmin}, {"QSR_APP_URL", "https://order.example/"}}});
  auto http = server.client();
  std::map<std::string, std::string> admin{{"X-Admin-Token", kAdmin}};
  EXPECT_EQ(http.post_json("/admin/v1/store/tables", R"({"sid":1,"tables":["1","2"]})").status, 403);
  auto added = http.post_json("/admin/v1/store/tables", R"({"sid":1,"tables":["1","2","12"]})", admin);
  ASSERT_EQ(added.result_code(), 0) << added.body;
  EXPECT_EQ(added.data().at("added").as_int64(), 3);
  EXPECT_EQ(http.post_json("/admin/v1/store/tables", R"({"sid":1,"tables":["12"]})", admin).data().at("added").as_int64(), 0);
  EXPECT_EQ(http.post_json("/admin/v1/store/tables", R"({"sid":3,"tables":["1"]})", admin).status, 400);  // no dine-in there
  EXPECT_EQ(http.post_json("/admin/v1/store/tables", R"({"sid":1,"tables":["../x"]})", admin).status, 400);
  auto list = http.get("/admin/v1/store/tables?sid=1", admin);
  ASSERT_EQ(list.data().at("total").as_int64(), 3);
  const auto& twelve = list.data().at("list").as_array()[2];
  const std::string twelve_url(twelve.at("url").as_string());
  const std::string token = twelve_url.substr(twelve_url.rfind("&tk=") + 4);
  EXPECT_EQ(token.size(), 16u);
  EXPECT_EQ(twelve.at("url").as_string(), "https://order.example/?sid=1&table_id=12&tk=" + token);
  EXPECT_EQ(twelve.at("scene").as_string(), "sid:1/table_id:12/tk:" + token);
  EXPECT_EQ(std::string(list.data().at("list").as_array()[1].at("url").as_string()).find(token), std::string::npos);  // each its own
  auto qr = http.get("/admin/v1/store/table/qr.svg?sid=1&table_id=12", admin);
  EXPECT_EQ(qr.status, 200);
  EXPECT_EQ(qr.header("content-type"), "image/svg+xml");
  EXPECT_EQ(qr.body.rfind("<svg", 0), 0u);
  EXPECT_NE(qr.body.find("h1v1h-1z"), std::string::npos);
  EXPECT_EQ(http.get("/admin/v1/store/table/qr.svg?sid=1&table_id=99", admin).status, 404);
  EXPECT_EQ(http.get("/v1/DinnerOrder/queryShopTable?sid=1&table_id=12&tk=" + token).data().at("tableNo").as_string(), "12");
  EXPECT_EQ(http.get("/v1/DinnerOrder/queryShopTable?sid=1&table_id=13&tk=" + token).status, 404);
}

TEST(TableApi, ATablesCallsNeedTheTokenOfItsCodeAndAReprintedCodeRetiresTheOld) {
  TestServer server({.env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
  auto http = server.client();
  std::map<std::string, std::string> admin{{"X-Admin-Token", kAdmin}};
  http.post_json("/admin/v1/store/tables", R"({"sid":1,"tables":["5"]})", admin);
  std::string url(http.get("/admin/v1/store/tables?sid=1", admin).data().at("list").as_array()[0].at("url").as_string());
  const std::string token = url.substr(url.rfind("&tk=") + 4);
  // A guessed table number alone opens nothing and sends nothing to the kitchen.
  auto guessed = http.post_json("/v1/DinnerOrder/openTable", R"({"sid":1,"table_id":"5"})");
  EXPECT_EQ(guessed.status, 403);
  EXPECT_EQ(guessed.result_code(), 34006);
  EXPECT_EQ(guessed.result_msg(), "請重新掃描枱上的二維碼");
  EXPECT_EQ(http.post_json("/v1/DinnerOrder/openTable", R"({"sid":1,"table_id":"5","tk":"AAAAAAAAAAAAAAAA"})").status, 403);
  const std::string visitor(http.post_json("/v1/account/visitor", "{}").data().at("token").as_string());
  ASSERT_EQ(http.post_json("/v1/DinnerOrder/openTable", R"({"sid":1,"table_id":"5","tk":")" + token + R"("})", {{"auth", visitor}}).result_code(), 0);
  EXPECT_EQ(http.post_json("/v1/DinnerOrder/addDish", R"({"sid":1,"table_id":"5","goods_id":2002})").status, 403);
  EXPECT_EQ(http.get("/v1/DinnerOrder/queryTableDetail?sid=1&table_id=5").status, 403);
  // The code is reprinted: the old one stops working.
  auto rotated = http.post_json("/admin/v1/store/tables/rotate", R"({"sid":1,"table_id":"5"})", admin);
  ASSERT_EQ(rotated.result_code(), 0) << rotated.body;
  std::string fresh(rotated.data().at("url").as_string());
  const std::string new_token = fresh.substr(fresh.rfind("&tk=") + 4);
  EXPECT_NE(new_token, token);
  EXPECT_EQ(http.get("/v1/DinnerOrder/queryTableDetail?sid=1&table_id=5&tk=" + token).status, 403);
  EXPECT_EQ(http.get("/v1/DinnerOrder/queryTableDetail?sid=1&table_id=5&tk=" + new_token).result_code(), 0);
}

}  // namespace qsr::test

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
  EXPECT_EQ(list.data().at("list").as_array()[2].at("url").as_string(), "https://order.example/?sid=1&table_id=12");
  auto qr = http.get("/admin/v1/store/table/qr.svg?sid=1&table_id=12", admin);
  EXPECT_EQ(qr.status, 200);
  EXPECT_EQ(qr.header("content-type"), "image/svg+xml");
  EXPECT_EQ(qr.body.rfind("<svg", 0), 0u);
  EXPECT_NE(qr.body.find("h1v1h-1z"), std::string::npos);
  EXPECT_EQ(http.get("/admin/v1/store/table/qr.svg?sid=1&table_id=99", admin).status, 404);
  EXPECT_EQ(http.get("/v1/DinnerOrder/queryShopTable?sid=1&table_id=12").data().at("tableNo").as_string(), "12");
  EXPECT_EQ(http.get("/v1/DinnerOrder/queryShopTable?sid=1&table_id=13").status, 404);
}

}  // namespace qsr::test

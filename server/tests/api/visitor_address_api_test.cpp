// A visitor's address (spec 001 §7 /v1/member/address/addByTourist): a visitor session saves an
// address with the members' form and rules; only that session reads it; signing in makes it the
// member's; a bad form is refused and saves nothing. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const std::string kForm =
    R"({"consignee":"Chan Tai Man","areaCode":"852","phone":"91234567","address":"1 Queen's Road Central","houseNumber":"Flat A, 12/F","lat":22.2819,"lng":114.1566})";

class VisitorAddressApi : public ::testing::Test {
 protected:
  void SetUp() override { server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon}); }
  HttpClient http() const { return server_->client(); }
  std::string visitor() { return std::string(http().post_json("/v1/account/visitor", "{}").data().at("token").as_string()); }
  HttpResult add(const std::string& body, const std::string& token, const std::string& lang = "en") {
    return http().post_json("/v1/member/address/addByTourist", body, {{"auth", token}, {"Accept-Language", lang}});
  }
  size_t listed(const std::string& path, const std::string& token) {
    auto r = http().get(path, {{"auth", token}});
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("list").as_array().size() : 0;
  }
  std::unique_ptr<TestServer> server_;
};

TEST_F(VisitorAddressApi, Visitor_SavesAnAddressOnlyItsOwnSessionReads) {
  const std::string mine = visitor(), other = visitor();
  auto r = add(kForm, mine);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("consignee").as_string(), "Chan Tai Man");
  EXPECT_EQ(listed("/v1/member/address/touristList", mine), 1u);
  EXPECT_EQ(listed("/v1/member/address/touristList", other), 0u);
  // No session: nothing saved, nothing read.
  EXPECT_EQ(http().post_json("/v1/member/address/addByTourist", kForm).status, 401);
  EXPECT_EQ(http().get("/v1/member/address/touristList").status, 401);
  // A visitor still has no member addresses.
  EXPECT_EQ(http().get("/v1/address/list", {{"auth", mine}}).status, 401);
}

TEST_F(VisitorAddressApi, SignIn_MovesTheVisitorsAddressesToTheMemberAsTheDefault) {
  const std::string v = visitor();
  ASSERT_EQ(add(kForm, v).result_code(), 0);
  http().post_json("/v1/verify/hdl/send", R"({"areaCode":"852","phone":"96000001","scene":"register"})");
  auto outbox = http().get("/v1/dev/sms/outbox?areaCode=852&phone=96000001");
  const std::string code(outbox.data().at("list").as_array().at(0).at("code").as_string());
  auto signed_in = http().post_json("/v1/account/simpleRegister",
                                    R"({"areaCode":"852","phone":"96000001","code":")" + code + R"(","agree":true})", {{"auth", v}});
  ASSERT_EQ(signed_in.result_code(), 0) << signed_in.body;
  const std::string member(signed_in.data().at("token").as_string());
  auto list = http().get("/v1/address/list", {{"auth", member}});
  ASSERT_EQ(list.data().at("list").as_array().size(), 1u) << list.body;
  EXPECT_EQ(list.data().at("list").as_array()[0].at("houseNumber").as_string(), "Flat A, 12/F");
  EXPECT_EQ(list.data().at("list").as_array()[0].at("isDefault").as_int64(), 1);
  // A member calling the seed's path adds one of their own.
  ASSERT_EQ(add(kForm, member).result_code(), 0);
  EXPECT_EQ(listed("/v1/address/list", member), 2u);
  EXPECT_EQ(listed("/v1/member/address/touristList", member), 2u);
}

TEST_F(VisitorAddressApi, BadForm_IsRefusedInTheCallersLanguageAndSavesNothing) {
  const std::string v = visitor();
  auto phone = add(R"({"consignee":"X","areaCode":"852","phone":"12","address":"x","houseNumber":"1/F","lat":22.3,"lng":114.1})", v);
  EXPECT_EQ(phone.status, 400);
  auto zh = add(R"({"consignee":"X","areaCode":"852","phone":"12","address":"x","houseNumber":"1/F","lat":22.3,"lng":114.1})", v, "zh-HK");
  EXPECT_EQ(zh.status, 400);
  EXPECT_NE(zh.result_msg(), phone.result_msg());
  EXPECT_EQ(add(R"({"consignee":"X","areaCode":"852","phone":"91234567","address":"x","lat":22.3,"lng":114.1})", v).status, 400);
  EXPECT_EQ(add(R"({"consignee":"X","areaCode":"852","phone":"91234567","address":"x","houseNumber":"1/F","lat":95,"lng":114.1})", v).status, 400);
  EXPECT_EQ(listed("/v1/member/address/touristList", v), 0u);
}

}  // namespace
}  // namespace qsr::test

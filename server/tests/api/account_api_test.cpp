// API tests of accounts: SMS codes, registration and login, sessions, passwords, profile,
// addresses (ownership), agreements, frozen members, rebinding and merging, cancellation, staff.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "db/db.h"
#include "support/multipart.h"
#include "support/test_server.h"

namespace qsr::test {
namespace json = boost::json;

namespace {

const int64_t kStart = hk_ms(2026, 11, 23, 10, 0);  // Monday
const std::string kAdmin = "test-admin-token-0123456789";

class AccountApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kStart, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
    now_ = kStart;
  }
  HttpClient http() const { return server_->client(); }
  void advance(int64_t ms) {
    now_ += ms;
    server_->set_clock(now_);
  }

  HttpResult send_code(const std::string& phone, const std::string& scene = "register", const std::string& area = "852") {
    return http().post_json("/v1/verify/hdl/send", R"({"areaCode":")" + area + R"(","phone":")" + phone + R"(","scene":")" + scene + R"("})");
  }
  std::string last_code(const std::string& phone, const std::string& area = "852") {
    auto r = http().get("/v1/dev/sms/outbox?areaCode=" + area + "&phone=" + phone);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    const auto& list = r.data().at("list").as_array();
    if (list.empty()) return "";
    return std::string(list[0].at("code").as_string());
  }
  HttpResult register_with(const std::string& phone, const std::string& code, const std::string& extra = "",
                           const std::string& token = "") {
    std::map<std::string, std::string> h;
    if (!token.empty()) h["auth"] = token;
    return http().post_json("/v1/account/simpleRegister",
                            R"({"areaCode":"852","phone":")" + phone + R"(","code":")" + code + R"(","agree":true)" + extra + "}", h);
  }
  // Registers (or logs in) a phone with a fresh SMS code; returns the token.
  std::string sign_up(const std::string& phone, const std::string& token = "") {
    advance(61'000);  // past the 60-second resend limit of the previous test step
    auto sent = send_code(phone);
    EXPECT_EQ(sent.result_code(), 0) << sent.body;
    auto r = register_with(phone, last_code(phone), "", token);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? std::string(r.data().at("token").as_string()) : "";
  }
  HttpResult get(const std::string& target, const std::string& token) { return http().get(target, {{"auth", token}}); }
  HttpResult post(const std::string& target, const std::string& body, const std::string& token) {
    return http().post_json(target, body, {{"auth", token}});
  }
  int64_t member_id(const std::string& token) { return get("/v1/member/info", token).data().at("id").as_int64(); }
  std::string add_address(const std::string& token, const std::string& consignee = "Chan Tai Man") {
    auto r = post("/v1/address", R"({"consignee":")" + consignee +
                                      R"(","areaCode":"852","phone":"91234567","address":"1 Queen's Road Central","houseNumber":"Flat A, 12/F","lat":22.2819,"lng":114.1566})",
                  token);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? std::to_string(r.data().at("id").as_int64()) : "";
  }
  std::optional<db::Row> member_row(int64_t id) {
    auto db = db::open(server_->db_url(), 1);
    return db->read_value([&](db::Tx& tx) {
      return tx.query_one("SELECT status, phone, nickname, email, birthday, password_hash FROM member WHERE id = $1", {id});
    });
  }

  std::unique_ptr<TestServer> server_;
  int64_t now_ = kStart;
};

}  // namespace

TEST_F(AccountApi, Register_NewPhoneWithAnSmsCodeCreatesAMemberAndASession) {
  ASSERT_EQ(send_code("91234567").result_code(), 0);
  std::string code = last_code("91234567");
  ASSERT_EQ(code.size(), 6u);
  auto r = register_with("91234567", code);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_TRUE(r.data().at("isNew").as_bool());
  EXPECT_EQ(r.data().at("mode").as_string(), "member");
  EXPECT_EQ(r.data().at("userId"), r.data().at("memberId"));
  std::string token(r.data().at("token").as_string());
  EXPECT_GE(token.size(), 40u);
  auto info = get("/v1/member/info", token);
  EXPECT_EQ(info.data().at("phone").as_string(), "91234567");
  EXPECT_EQ(info.data().at("areaCode").as_string(), "852");
  EXPECT_FALSE(info.data().at("hasAccountPassword").as_bool());
}

TEST_F(AccountApi, Register_ARegisteredPhoneLogsInToTheSameMember) {
  std::string first = sign_up("91234567");
  std::string second = sign_up("91234567");
  EXPECT_NE(first, second);
  EXPECT_EQ(member_id(first), member_id(second));
}

TEST_F(AccountApi, Register_NeedsTheAgreementAndAValidPhone) {
  send_code("91234567");
  auto r = http().post_json("/v1/account/simpleRegister", R"({"areaCode":"852","phone":"91234567","code":")" +
                                                             last_code("91234567") + R"(","agree":false})");
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.result_msg().find("同意"), std::string::npos);
  EXPECT_EQ(send_code("1234").status, 400);
  EXPECT_EQ(send_code("91234567", "register", "999").status, 400);
}

TEST_F(AccountApi, Register_AnInviteCodeMustExistAndLinksTheInviter) {
  std::string inviter = sign_up("91234567");
  std::string invite(get("/v1/member/info", inviter).data().at("inviteCode").as_string());
  advance(61'000);
  send_code("61234567");
  auto bad = register_with("61234567", last_code("61234567"), R"(,"inviteCode":"NOSUCH99")");
  EXPECT_EQ(bad.result_code(), 10022);
  // The SMS code was not used up by the refusal: the corrected request goes through with it.
  auto ok = register_with("61234567", last_code("61234567"), R"(,"inviteCode":")" + invite + "\"");
  ASSERT_EQ(ok.result_code(), 0) << ok.body;
  EXPECT_EQ(ok.data().at("member").at("inviterMemberId").as_int64(), member_id(inviter));
  auto too_long = register_with("61234567", "123456", R"(,"inviteCode":")" + std::string(33, 'A') + "\"");
  EXPECT_EQ(too_long.status, 400);
}

TEST_F(AccountApi, Sms_OneSendPerPhonePerMinute) {
  EXPECT_EQ(send_code("91234567").result_code(), 0);
  auto again = send_code("91234567");
  EXPECT_EQ(again.status, 429);
  EXPECT_EQ(again.result_code(), 429);
  advance(59'000);
  EXPECT_EQ(send_code("91234567").status, 429);
  advance(2'000);
  EXPECT_EQ(send_code("91234567").result_code(), 0);
}

TEST_F(AccountApi, Sms_DailyCapPerPhone) {
  for (int i = 0; i < 10; ++i) {
    ASSERT_EQ(send_code("91234567").result_code(), 0) << i;
    advance(61'000);
  }
  auto capped = send_code("91234567");
  EXPECT_EQ(capped.status, 429);
  EXPECT_NE(capped.result_msg().find("上限"), std::string::npos) << capped.result_msg();
  advance(24LL * 3600 * 1000);  // the next day
  EXPECT_EQ(send_code("91234567").result_code(), 0);
}

TEST_F(AccountApi, Sms_CodeExpiresAfterFiveMinutes) {
  send_code("91234567");
  std::string code = last_code("91234567");
  advance(5 * 60'000 + 1'000);
  auto r = register_with("91234567", code);
  EXPECT_EQ(r.result_code(), 10020);
}

TEST_F(AccountApi, Sms_CodeWorksOnce) {
  send_code("91234567");
  std::string code = last_code("91234567");
  EXPECT_EQ(register_with("91234567", code).result_code(), 0);
  EXPECT_EQ(register_with("91234567", code).result_code(), 10021);
}

TEST_F(AccountApi, Sms_WrongTriesAreCappedAtFivePerCode) {
  send_code("91234567");
  std::string code = last_code("91234567");
  std::string wrong = code == "000000" ? "111111" : "000000";
  for (int i = 0; i < 4; ++i) EXPECT_EQ(register_with("91234567", wrong).result_code(), 10021) << i;
  // The fifth wrong try spends the code: 429 "too many wrong codes", as docs/API.md says.
  auto fifth = register_with("91234567", wrong);
  EXPECT_EQ(fifth.status, 429);
  EXPECT_EQ(fifth.result_code(), 429);
  // The right code no longer works either, and says why.
  EXPECT_EQ(register_with("91234567", code).result_code(), 429);
}

TEST_F(AccountApi, Sms_CheckingACodeLeavesItForTheFormAndAWrongOneCountsATry) {
  ASSERT_EQ(send_code("91234567").result_code(), 0);
  const std::string code = last_code("91234567");
  const std::string wrong = code == "000000" ? "111111" : "000000";
  const auto check = [&](const std::string& c, const std::string& lang = "zh-HK") {
    return http().post_json("/v1/account/check/phonecode", R"({"areaCode":"852","phone":"91234567","code":")" + c + R"("})",
                            {{"Accept-Language", lang}});
  };
  auto right = check(code);
  ASSERT_EQ(right.result_code(), 0) << right.body;
  EXPECT_TRUE(right.data().at("valid").as_bool());
  // Every comparison counts one of the code's five tries, a right one too.
  for (int i = 0; i < 2; ++i) EXPECT_EQ(check(wrong, "en").result_code(), 10021) << i;
  EXPECT_EQ(check("12ab", "zh-CN").status, 400);
  // Checked, not used: the form's own call still takes it; then it is used up.
  EXPECT_EQ(register_with("91234567", code).result_code(), 0);
  EXPECT_EQ(check(code).result_code(), 10021);
  // Two more wrong checks spend the code's five tries: checking is no cheaper way to guess.
  advance(61'000);
  ASSERT_EQ(send_code("61234567").result_code(), 0);
  const std::string other = last_code("61234567");
  const std::string miss = other == "000000" ? "111111" : "000000";
  for (int i = 0; i < 5; ++i) {
    http().post_json("/v1/account/check/phonecode", R"({"areaCode":"852","phone":"61234567","code":")" + miss + R"("})");
  }
  EXPECT_EQ(register_with("61234567", other).result_code(), 429);
}

TEST_F(AccountApi, Session_ALongUserAgentIsKeptWithoutCuttingACharacter) {
  // Cut at 200 bytes, the agent ended in half a character, which PostgreSQL refused (500).
  auto r = http().post_json("/v1/account/visitor", "{}", {{"User-Agent", std::string(199, 'a') + "中文"}});
  EXPECT_EQ(r.result_code(), 0) << r.body;
}

TEST_F(AccountApi, Session_LogoutRevokesTheTokenWhichThenAnswers401) {
  std::string token = sign_up("91234567");
  auto out = post("/v1/member/logout", "{}", token);
  ASSERT_EQ(out.result_code(), 0);
  EXPECT_EQ(out.data().at("mode").as_string(), "tourist");
  auto after = get("/v1/member/info", token);
  EXPECT_EQ(after.status, 401);
  EXPECT_EQ(after.result_code(), 401);
}

TEST_F(AccountApi, Session_ExpiresAfterThirtyIdleDaysAndSlidesWithUse) {
  std::string token = sign_up("91234567");
  advance(29LL * 24 * 3600 * 1000);
  EXPECT_EQ(get("/v1/member/info", token).result_code(), 0);  // used: the 30 days start again
  advance(29LL * 24 * 3600 * 1000);
  EXPECT_EQ(get("/v1/member/info", token).result_code(), 0);
  advance(31LL * 24 * 3600 * 1000);
  EXPECT_EQ(get("/v1/member/info", token).status, 401);
}

TEST_F(AccountApi, Session_VisitorsBrowseButMemberCallsAnswer401) {
  auto v = http().post_json("/v1/account/visitor", "{}");
  ASSERT_EQ(v.result_code(), 0);
  EXPECT_EQ(v.data().at("mode").as_string(), "tourist");
  std::string token(v.data().at("token").as_string());
  auto info = get("/v1/member/info", token);
  EXPECT_EQ(info.status, 401);
  EXPECT_EQ(info.result_code(), 401);
  EXPECT_EQ(http().get("/v1/member/info").status, 401);
  EXPECT_EQ(get("/v1/member/info", "made-up-token").status, 401);
}

TEST_F(AccountApi, Password_FirstLoginAsksToSetOneThenPasswordLoginWorks) {
  std::string token = sign_up("91234567");
  auto first = http().post_json("/v1/account/login", R"({"areaCode":"852","phone":"91234567","password":"Secret#123"})");
  EXPECT_EQ(first.result_code(), 10041);
  EXPECT_EQ(first.result_msg(), "首次登入請重新設定密碼");
  auto weak = post("/v1/member/password/set", R"({"password":"password"})", token);
  EXPECT_EQ(weak.status, 400);
  ASSERT_EQ(post("/v1/member/password/set", R"({"password":"Secret#123"})", token).result_code(), 0);
  auto login = http().post_json("/v1/account/login", R"({"areaCode":"852","phone":"91234567","password":"Secret#123"})");
  ASSERT_EQ(login.result_code(), 0) << login.body;
  EXPECT_TRUE(login.data().at("hasPassword").as_bool());
  // Changing it needs the current one.
  EXPECT_EQ(post("/v1/member/password/set", R"({"password":"Other#456x"})", token).status, 400);
  EXPECT_EQ(post("/v1/member/password/set", R"({"password":"Other#456x","oldPassword":"Secret#123"})", token).result_code(), 0);
}

TEST_F(AccountApi, Password_LoginLocksAfterFiveFailures) {
  std::string token = sign_up("91234567");
  post("/v1/member/password/set", R"({"password":"Secret#123"})", token);
  for (int i = 0; i < 4; ++i) {
    auto r = http().post_json("/v1/account/login", R"({"areaCode":"852","phone":"91234567","password":"Wrong#123"})");
    EXPECT_EQ(r.result_code(), 10042) << i;
  }
  auto fifth = http().post_json("/v1/account/login", R"({"areaCode":"852","phone":"91234567","password":"Wrong#123"})");
  EXPECT_EQ(fifth.result_code(), 10043);
  auto right = http().post_json("/v1/account/login", R"({"areaCode":"852","phone":"91234567","password":"Secret#123"})");
  EXPECT_EQ(right.result_code(), 10043);  // locked even with the right password
  advance(16 * 60'000);
  EXPECT_EQ(http().post_json("/v1/account/login", R"({"areaCode":"852","phone":"91234567","password":"Secret#123"})").result_code(), 0);
}

TEST_F(AccountApi, Password_ResetBySmsCodeEndsEverySession) {
  std::string token = sign_up("91234567");
  advance(61'000);
  ASSERT_EQ(send_code("91234567", "reset").result_code(), 0);
  auto r = http().post_json("/v1/account/password/reset",
                            R"({"areaCode":"852","phone":"91234567","code":")" + last_code("91234567") + R"(","password":"Fresh#2026"})");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(get("/v1/member/info", token).status, 401);
  EXPECT_EQ(http().post_json("/v1/account/login", R"({"areaCode":"852","phone":"91234567","password":"Fresh#2026"})").result_code(), 0);
  advance(61'000);
  EXPECT_EQ(send_code("51234567", "reset").result_code(), 10023);  // not registered
}

TEST_F(AccountApi, Profile_SavesValidFieldsAndRefusesInvalidOnes) {
  std::string token = sign_up("91234567");
  auto ok = post("/v1/member/profile/save",
                 R"({"nickName":"小明","sex":1,"birthday":"1990-05-20","email":"ming@example.com","firstName":"Ming","lastName":"Chan","marketingOptIn":1})",
                 token);
  ASSERT_EQ(ok.result_code(), 0) << ok.body;
  EXPECT_EQ(ok.data().at("nickName").as_string(), "小明");
  EXPECT_EQ(ok.data().at("birthday").as_string(), "1990-05-20");
  auto young = post("/v1/member/profile/save", R"({"birthday":"2015-01-01"})", token);
  EXPECT_EQ(young.status, 400);
  auto young_cn = http().post_json("/v1/member/profile/save", R"({"birthday":"2015-01-01"})", {{"auth", token}, {"Accept-Language", "zh-CN"}});
  EXPECT_EQ(young_cn.result_msg(), "当前输入生日不满十四周岁，请确认！");
  EXPECT_EQ(post("/v1/member/profile/save", R"({"email":"not-an-email"})", token).status, 400);
  EXPECT_EQ(post("/v1/member/profile/save", R"({"sex":7})", token).status, 400);
  EXPECT_EQ(post("/v1/member/profile/save", R"({"firstName":""})", token).status, 400);
  EXPECT_EQ(post("/v1/member/profile/save", R"({"avatar":"http://evil.example/x.png"})", token).status, 400);
  // Nothing of the refused requests was saved.
  EXPECT_EQ(get("/v1/member/info", token).data().at("birthday").as_string(), "1990-05-20");
  // An empty email clears it.
  ASSERT_EQ(post("/v1/member/profile/save", R"({"email":""})", token).result_code(), 0);
  EXPECT_EQ(get("/v1/member/info", token).data().at("email").as_string(), "");
}

TEST_F(AccountApi, Profile_OctopusNumberNeedsItsCheckDigitAndBelongsToOneMember) {
  std::string a = sign_up("91234567");
  std::string b = sign_up("61234567");
  EXPECT_EQ(post("/v1/member/profile/save", R"({"octopusCardNo":"12345678"})", a).status, 400);  // bad check digit
  ASSERT_EQ(post("/v1/member/profile/save", R"({"octopusCardNo":"12345674"})", a).result_code(), 0);
  auto taken = post("/v1/member/profile/save", R"({"octopusCardNo":"12345674"})", b);
  EXPECT_EQ(taken.result_code(), 10036);
  EXPECT_EQ(taken.result_msg(), "八達通卡號已被其他帳號註冊");
}

TEST_F(AccountApi, Language_ModifyIsRemembered) {
  std::string token = sign_up("91234567");
  ASSERT_EQ(post("/v1/member/language/modify", R"({"language":"en"})", token).result_code(), 0);
  EXPECT_EQ(get("/v1/member/info", token).data().at("language").as_string(), "en");
  EXPECT_EQ(post("/v1/member/language/modify", R"({"language":"fr"})", token).status, 400);
}

TEST_F(AccountApi, Marketing_UnsubscribingTurnsMarketingMessagesOffUntilTheProfileTurnsThemOn) {
  std::string token = sign_up("91234567");
  ASSERT_EQ(post("/v1/member/profile/save", R"({"marketingOptIn":1})", token).result_code(), 0);
  auto off = post("/v1/member/unsubscribeMarketingMsg", "{}", token);
  ASSERT_EQ(off.result_code(), 0) << off.body;
  EXPECT_EQ(get("/v1/member/info", token).data().at("marketingOptIn").as_int64(), 0);
  ASSERT_EQ(post("/v1/member/profile/save", R"({"marketingOptIn":1})", token).result_code(), 0);
  EXPECT_EQ(get("/v1/member/info", token).data().at("marketingOptIn").as_int64(), 1);
  EXPECT_EQ(http().post_json("/v1/member/unsubscribeMarketingMsg", "{}").status, 401);
}

TEST_F(AccountApi, Addresses_OnlyTheOwnerSeesOrChangesThem) {
  std::string a = sign_up("91234567");
  std::string b = sign_up("61234567");
  std::string id = add_address(a);
  EXPECT_EQ(get("/v1/address/detail?id=" + id, a).result_code(), 0);
  EXPECT_EQ(get("/v1/address/detail?id=" + id, b).status, 404);
  EXPECT_EQ(get("/v1/address/list", b).data().at("total").as_int64(), 0);
  auto hijack = post("/v1/address", R"({"id":)" + id +
                                        R"(,"consignee":"Thief","areaCode":"852","phone":"61234567","address":"x","houseNumber":"1/F","lat":22.3,"lng":114.1})",
                     b);
  EXPECT_EQ(hijack.status, 404);
  EXPECT_EQ(post("/v1/address/delete", R"({"id":)" + id + "}", b).status, 404);
  EXPECT_EQ(get("/v1/address/detail?id=" + id, a).data().at("consignee").as_string(), "Chan Tai Man");
  EXPECT_EQ(http().get("/v1/address/list").status, 401);
}

TEST_F(AccountApi, Addresses_OneDefaultAtATimeAndDeletionHidesThem) {
  std::string a = sign_up("91234567");
  std::string first = add_address(a, "First");
  std::string second = add_address(a, "Second");
  auto list = get("/v1/address/list", a);
  EXPECT_EQ(list.data().at("list").as_array()[0].at("id").as_int64(), std::stoll(first));  // first one is default
  ASSERT_EQ(post("/v1/address/default", R"({"id":)" + second + "}", a).result_code(), 0);
  list = get("/v1/address/list", a);
  EXPECT_EQ(list.data().at("list").as_array()[0].at("id").as_int64(), std::stoll(second));
  EXPECT_EQ(list.data().at("list").as_array()[1].at("isDefault").as_int64(), 0);
  ASSERT_EQ(post("/v1/address/default", R"({"id":)" + first + "}", a).result_code(), 0);
  ASSERT_EQ(post("/v1/address/delete", R"({"id":)" + first + "}", a).result_code(), 0);
  list = get("/v1/address/list", a);
  EXPECT_EQ(list.data().at("total").as_int64(), 1);
  EXPECT_EQ(list.data().at("list").as_array()[0].at("isDefault").as_int64(), 1);  // deleting the default names a new one
  auto bad = post("/v1/address", R"({"consignee":"X","areaCode":"852","phone":"12","address":"x","lat":22.3,"lng":114.1})", a);
  EXPECT_EQ(bad.status, 400);
}

// Review finding 14: a delivery address without its floor and flat is refused, and nothing is saved.
TEST_F(AccountApi, Address_WithoutFloorAndFlat_IsRefused) {
  std::string a = sign_up("91234568");
  auto r = post("/v1/address", R"({"consignee":"X","areaCode":"852","phone":"91234568","address":"1 Queen's Road Central","lat":22.28,"lng":114.15})", a);
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.result_msg().find("houseNumber"), std::string::npos) << r.result_msg();
  auto blank = post("/v1/address", R"({"consignee":"X","areaCode":"852","phone":"91234568","address":"1 Queen's Road Central","houseNumber":"  ","lat":22.28,"lng":114.15})", a);
  EXPECT_EQ(blank.status, 400);
  EXPECT_EQ(get("/v1/address/list", a).data().at("total").as_int64(), 0);
}

TEST_F(AccountApi, Frozen_AMembersCallsAnswerMemberFrozen) {
  std::string token = sign_up("91234567");
  int64_t id = member_id(token);
  auto denied = http().post_json("/admin/v1/member/status", R"({"memberId":)" + std::to_string(id) + R"(,"status":2})");
  EXPECT_EQ(denied.status, 403);  // no admin token
  ASSERT_EQ(http().post_json("/admin/v1/member/status", R"({"memberId":)" + std::to_string(id) + R"(,"status":2})",
                             {{"X-Admin-Token", kAdmin}}).result_code(), 0);
  auto info = get("/v1/member/info", token);
  EXPECT_EQ(info.status, 403);
  EXPECT_EQ(info.result_code(), 10050);
  EXPECT_NE(info.result_msg().find("會員已凍結"), std::string::npos);
}

TEST_F(AccountApi, Agreements_ListAndWithdrawingConsentEndsTheSession) {
  auto list = http().get("/v1/member/agreement/list?channel=nonage&type=5&pageNum=1&pageSize=100");
  ASSERT_EQ(list.result_code(), 0);
  ASSERT_EQ(list.data().at("total").as_int64(), 2);
  auto ext = json::parse(list.data().at("list").as_array()[1].at("extension").as_string());
  EXPECT_EQ(ext.at("type").as_string(), "userPrivacyTreaty");
  int64_t id = list.data().at("list").as_array()[1].at("id").as_int64();
  auto detail = http().get("/v1/member/agreement/detail?id=" + std::to_string(id), {{"Accept-Language", "en"}});
  EXPECT_EQ(detail.data().at("title").as_string(), "Privacy Policy");

  std::string token = sign_up("91234567");
  auto consents = get("/v1/member/agreement/status", token);
  EXPECT_EQ(consents.data().at("total").as_int64(), 2);  // registering agreed to both
  auto withdraw = post("/v1/member/agreement/status", R"({"agreementType":"userPrivacyTreaty","status":0})", token);
  ASSERT_EQ(withdraw.result_code(), 0);
  EXPECT_EQ(withdraw.data().at("mode").as_string(), "tourist");
  EXPECT_EQ(get("/v1/member/info", token).status, 401);
}

TEST_F(AccountApi, ThirdParty_NewIdentityGetsAPhonelessAccountThatBindsAFreePhone) {
  auto r = http().post_json("/v1/account/thirdLogin", R"({"provider":"dev","credential":"g-100:Ann"})");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_FALSE(r.data().at("hasPhone").as_bool());
  std::string shadow(r.data().at("token").as_string());
  std::string bound = sign_up("91234567", shadow);
  EXPECT_EQ(member_id(bound), member_id(shadow));
  EXPECT_EQ(get("/v1/member/info", bound).data().at("phone").as_string(), "91234567");
  // The identity now logs straight into that account.
  auto again = http().post_json("/v1/account/thirdLogin", R"({"provider":"dev","credential":"g-100"})");
  EXPECT_TRUE(again.data().at("hasPhone").as_bool());
  EXPECT_EQ(http().post_json("/v1/account/thirdLogin", R"({"provider":"nope","credential":"x"})").status, 400);
}

TEST_F(AccountApi, Rebind_PhoneOfAnotherAccountAnswers10034ThenMergesIntoIt) {
  std::string owner = sign_up("91234567");
  int64_t owner_id = member_id(owner);
  std::string shadow(http().post_json("/v1/account/thirdLogin", R"({"provider":"dev","credential":"g-200"})").data().at("token").as_string());
  advance(61'000);
  send_code("91234567");
  auto prompt = register_with("91234567", last_code("91234567"), "", shadow);
  EXPECT_EQ(prompt.status, 200);
  EXPECT_EQ(prompt.result_code(), 10034);
  // The person confirms: the same request again, with unBindingOldMember (the code is still good).
  auto merged = register_with("91234567", last_code("91234567"), R"(,"unBindingOldMember":true)", shadow);
  ASSERT_EQ(merged.result_code(), 0) << merged.body;
  EXPECT_EQ(merged.data().at("memberId").as_int64(), owner_id);
  EXPECT_EQ(get("/v1/member/info", shadow).status, 401);  // the merged account's sessions end
  auto via_identity = http().post_json("/v1/account/thirdLogin", R"({"provider":"dev","credential":"g-200"})");
  EXPECT_EQ(via_identity.data().at("memberId").as_int64(), owner_id);
}

TEST_F(AccountApi, Rebind_ForcedMergeWhenBothAccountsHoldData_10035MovesAddresses) {
  std::string owner = sign_up("91234567");
  int64_t owner_id = member_id(owner);
  std::string shadow(http().post_json("/v1/account/thirdLogin", R"({"provider":"dev","credential":"g-300"})").data().at("token").as_string());
  add_address(shadow, "Shadow Home");
  advance(61'000);
  send_code("91234567");
  EXPECT_EQ(register_with("91234567", last_code("91234567"), "", shadow).result_code(), 10035);
  ASSERT_EQ(register_with("91234567", last_code("91234567"), R"(,"unBindingOldMember":true)", shadow).result_code(), 0);
  auto list = get("/v1/address/list", owner);
  ASSERT_EQ(list.data().at("total").as_int64(), 1);
  EXPECT_EQ(list.data().at("list").as_array()[0].at("consignee").as_string(), "Shadow Home");
  EXPECT_EQ(member_row(owner_id)->i64(0), 1);
}

TEST_F(AccountApi, Rebind_SameProviderOnThePhonesAccountAnswers10030) {
  std::string owner = sign_up("91234567");
  ASSERT_EQ(post("/v1/member/identity/link", R"({"provider":"dev","credential":"g-400"})", owner).result_code(), 0);
  std::string shadow(http().post_json("/v1/account/thirdLogin", R"({"provider":"dev","credential":"g-401"})").data().at("token").as_string());
  advance(61'000);
  send_code("91234567");
  EXPECT_EQ(register_with("91234567", last_code("91234567"), "", shadow).result_code(), 10030);
}

TEST_F(AccountApi, Rebind_LinkingAnIdentityHeldElsewhere_10031_10033_10035) {
  std::string me = sign_up("91234567");
  // 10031: the identity's account has no phone and nothing in it.
  http().post_json("/v1/account/thirdLogin", R"({"provider":"dev","credential":"g-500"})");
  EXPECT_EQ(post("/v1/member/identity/link", R"({"provider":"dev","credential":"g-500"})", me).result_code(), 10031);
  ASSERT_EQ(post("/v1/member/identity/link", R"({"provider":"dev","credential":"g-500","unBindingOldMember":true})", me).result_code(), 0);
  EXPECT_EQ(http().post_json("/v1/account/thirdLogin", R"({"provider":"dev","credential":"g-500"})").data().at("memberId").as_int64(),
            member_id(me));
  // 10033: no phone but an address.
  std::string other(http().post_json("/v1/account/thirdLogin", R"({"provider":"dev","credential":"g-501"})").data().at("token").as_string());
  add_address(other, "Other");
  EXPECT_EQ(post("/v1/member/identity/link", R"({"provider":"dev","credential":"g-501"})", me).result_code(), 10033);
  // 10035: a full account with a phone holds it.
  std::string full = sign_up("61234567");
  ASSERT_EQ(post("/v1/member/identity/link", R"({"provider":"dev","credential":"g-502"})", full).result_code(), 0);
  EXPECT_EQ(post("/v1/member/identity/link", R"({"provider":"dev","credential":"g-502"})", me).result_code(), 10035);
}

TEST_F(AccountApi, Rebind_ChangingToATakenPhone_10032ForAnEmptyAccount_10034WithData) {
  std::string me = sign_up("91234567");
  std::string empty = sign_up("61234567");
  advance(61'000);
  send_code("61234567", "change_phone");
  std::string code = last_code("61234567");
  auto prompt = post("/v1/member/phone/change", R"({"areaCode":"852","phone":"61234567","code":")" + code + "\"}", me);
  EXPECT_EQ(prompt.result_code(), 10032);
  auto moved = post("/v1/member/phone/change", R"({"areaCode":"852","phone":"61234567","code":")" + code + R"(","unBindingOldMember":true})", me);
  ASSERT_EQ(moved.result_code(), 0) << moved.body;
  EXPECT_EQ(get("/v1/member/info", std::string(moved.data().at("token").as_string())).data().at("phone").as_string(), "61234567");
  EXPECT_EQ(get("/v1/member/info", empty).status, 401);

  std::string busy = sign_up("51234567");
  add_address(busy, "Busy");
  advance(61'000);
  send_code("51234567", "change_phone");
  auto prompt2 = post("/v1/member/phone/change", R"({"areaCode":"852","phone":"51234567","code":")" + last_code("51234567") + "\"}", me);
  EXPECT_EQ(prompt2.result_code(), 10034);
}

TEST_F(AccountApi, Cancellation_ClosesAtOnceAndErasesAfterSevenWorkingDays) {
  std::string token = sign_up("91234567");
  int64_t id = member_id(token);
  post("/v1/member/profile/save", R"({"nickName":"Ming","email":"ming@example.com","birthday":"1990-05-20"})", token);
  Multipart avatar;
  avatar.file("file", "me.png", "image/png", kPng);
  auto uploaded = http().request("POST", "/v1/upload/singlefile", avatar.finished(),
                                 {{"Content-Type", avatar.content_type()}, {"auth", token}});
  ASSERT_EQ(uploaded.result_code(), 0) << uploaded.body;
  std::string picture(uploaded.data().at("url").as_string());
  EXPECT_EQ(http().get(picture).status, 200);
  EXPECT_EQ(post("/v1/member/cancel", R"({"password":"Secret#123"})", token).result_code(), 10041);  // no password yet
  post("/v1/member/password/set", R"({"password":"Secret#123"})", token);
  EXPECT_EQ(post("/v1/member/cancel", R"({"password":"Wrong#123"})", token).status, 400);
  auto cancelled = post("/v1/member/cancel", R"({"password":"Secret#123"})", token);
  ASSERT_EQ(cancelled.result_code(), 0) << cancelled.body;
  // Monday 23 Nov + 7 working days = Wednesday 2 Dec; erased once that day is over.
  EXPECT_EQ(cancelled.data().at("eraseAfter").as_int64(), hk_ms(2026, 12, 3, 0, 0));
  EXPECT_EQ(get("/v1/member/info", token).status, 401);
  EXPECT_EQ(http().post_json("/v1/account/login", R"({"areaCode":"852","phone":"91234567","password":"Secret#123"})").result_code(), 10042);

  advance(hk_ms(2026, 12, 2, 23, 0) - now_);
  http().post_json("/v1/dev/jobs/run", "{}");
  EXPECT_EQ(member_row(id)->str(2), "Ming");  // not yet
  advance(2 * 3600 * 1000);
  auto run = http().post_json("/v1/dev/jobs/run", "{}");
  EXPECT_EQ(run.data().at("erased").as_int64(), 1);
  auto row = member_row(id);
  EXPECT_EQ(row->i64(0), 4);
  EXPECT_TRUE(row->is_null(1));
  EXPECT_EQ(row->str(2), "");
  EXPECT_EQ(row->str(3), "");
  EXPECT_TRUE(row->is_null(4));
  EXPECT_TRUE(row->is_null(5));
  EXPECT_EQ(http().get(picture).status, 404);  // their pictures went with them
  // The phone can start again as a new member.
  std::string fresh = sign_up("91234567");
  EXPECT_NE(member_id(fresh), id);
}

TEST_F(AccountApi, Staff_LogInBySmsCodeAndCarryTheRole) {
  std::string token = sign_up("51234567");
  int64_t id = member_id(token);
  advance(61'000);
  EXPECT_EQ(send_code("51234567", "staff").result_code(), 10044);  // not staff yet
  ASSERT_EQ(http().post_json("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})",
                             {{"X-Admin-Token", kAdmin}}).result_code(), 0);
  ASSERT_EQ(send_code("51234567", "staff").result_code(), 0);
  auto r = http().post_json("/v1/staff/login", R"({"areaCode":"852","phone":"51234567","code":")" + last_code("51234567") + "\"}");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  auto info = get("/v1/member/info", std::string(r.data().at("token").as_string()));
  EXPECT_EQ(info.data().at("role").as_string(), "staff");
  EXPECT_EQ(info.data().at("staffSid").as_int64(), 1);
}

}  // namespace qsr::test

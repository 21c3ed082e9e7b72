// Who has a phone (spec 001 §7 /v1/member/queryMemberIdByPhone, docs/decisions/0054): signed-in
// members only; an opaque reference for the asker, a masked phone and an initial, never the id;
// one uniform "not found"; every look-up counted before the phone is read. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <map>

#include <boost/json.hpp>

#include "db/db.h"
#include "support/test_server.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const std::string kAdmin = "test-admin-token-0123456789";

class PhoneLookupApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
    alice_ = server_->member_token("96000001");
    bob_ = server_->member_token("96000002");
    server_->client().post_json("/v1/member/profile/save", R"({"nickName":"陳大文"})", {{"auth", bob_}});
  }
  HttpResult lookup(const std::string& phone, const std::string& token, const std::string& lang = "en", const std::string& area = "852") {
    return server_->client().post_json("/v1/member/queryMemberIdByPhone", R"({"areaCode":")" + area + R"(","phone":")" + phone + R"("})",
                                       {{"auth", token}, {"Accept-Language", lang}});
  }
  int64_t id_of(const std::string& token) { return server_->client().get("/v1/member/info", {{"auth", token}}).data().at("id").as_int64(); }
  std::unique_ptr<TestServer> server_;
  std::string alice_, bob_;
};

TEST_F(PhoneLookupApi, Lookup_AnswersAReferenceForTheAskerAMaskedPhoneAndAnInitialNeverTheId) {
  auto r = lookup("9600 0002", alice_);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const auto data = r.data().as_object();
  EXPECT_EQ(data.at("maskedPhone").as_string(), "960*0002");
  EXPECT_EQ(data.at("nameInitial").as_string(), "陳*");
  EXPECT_EQ(data.at("areaCode").as_string(), "852");
  EXPECT_FALSE(data.contains("id"));
  EXPECT_FALSE(data.contains("memberId"));
  const std::string ref(data.at("memberRef").as_string());
  EXPECT_GE(ref.size(), 24u);
  EXPECT_EQ(r.body.find("\"" + std::to_string(id_of(bob_)) + "\""), std::string::npos);
  // Kept only as its hash, for Alice, naming Bob.
  auto database = db::open(server_->db_url(), 1);
  auto row = database->read_value([&](db::Tx& tx) { return tx.query_one("SELECT asker_id, member_id FROM member_ref", {}); });
  ASSERT_TRUE(row.has_value());
  EXPECT_EQ(row->i64(0), id_of(alice_));
  EXPECT_EQ(row->i64(1), id_of(bob_));
  auto raw = database->read_value([&](db::Tx& tx) { return tx.query_one("SELECT 1 FROM member_ref WHERE ref_hash = $1", {ref}); });
  EXPECT_FALSE(raw.has_value());
}

TEST_F(PhoneLookupApi, NotFound_IsTheSameForAPhoneNobodyUsesAndAFrozenMember) {
  auto nobody = lookup("96009999", alice_, "zh-HK");
  EXPECT_EQ(nobody.status, 404);
  EXPECT_EQ(nobody.result_msg(), "找不到使用此手機號碼的會員");
  auto frozen = server_->client().post_json("/admin/v1/member/status", R"({"memberId":)" + std::to_string(id_of(bob_)) + R"(,"status":2})",
                                            {{"X-Admin-Token", kAdmin}});
  ASSERT_EQ(frozen.result_code(), 0) << frozen.body;
  auto bob = lookup("96000002", alice_, "zh-HK");
  EXPECT_EQ(bob.status, nobody.status);
  EXPECT_EQ(bob.result_code(), nobody.result_code());
  EXPECT_EQ(bob.result_msg(), nobody.result_msg());
  EXPECT_EQ(boost::json::serialize(bob.data()), boost::json::serialize(nobody.data()));
}

TEST_F(PhoneLookupApi, Attempts_AreCountedBeforeTheLookupAndLimitedPerMember) {
  for (int i = 0; i < 10; ++i) EXPECT_EQ(lookup("9601000" + std::to_string(i), alice_).status, 404) << i;
  // The eleventh in the hour is refused, even for a phone that has a member: nothing is read.
  auto refused = lookup("96000002", alice_);
  EXPECT_EQ(refused.status, 429);
  EXPECT_EQ(refused.result_msg(), "Too many look-ups. Please try again later");
  EXPECT_EQ(lookup("96000001", bob_).result_code(), 0);  // another member still may
  server_->set_clock(kMondayNoon + 3600 * 1000);
  EXPECT_EQ(lookup("96000002", alice_).result_code(), 0);  // the next hour
}

TEST_F(PhoneLookupApi, Lookup_NeedsASignedInMemberAndAValidPhoneAndChangesNothingOtherwise) {
  EXPECT_EQ(server_->client().post_json("/v1/member/queryMemberIdByPhone", R"({"areaCode":"852","phone":"96000002"})").status, 401);
  const std::string visitor(server_->client().post_json("/v1/account/visitor", "{}").data().at("token").as_string());
  EXPECT_EQ(lookup("96000002", visitor).status, 401);
  const std::map<std::string, std::string> texts = {
      {"zh-HK", "不支援此區號"}, {"zh-CN", "不支持此区号"}, {"en", "This area code is not supported"}};
  for (const auto& [lang, text] : texts) {
    auto r = lookup("96000002", alice_, lang, "999");
    EXPECT_EQ(r.status, 400);
    EXPECT_EQ(r.result_msg(), text) << lang;
  }
  EXPECT_EQ(lookup("12", alice_).status, 400);
  EXPECT_EQ(lookup("96000001", alice_).status, 400);  // one's own phone
  auto database = db::open(server_->db_url(), 1);
  EXPECT_FALSE(database->read_value([&](db::Tx& tx) { return tx.query_one("SELECT 1 FROM member_ref", {}); }).has_value());
}

}  // namespace
}  // namespace qsr::test

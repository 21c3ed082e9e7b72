// Feedback through the API (issue 20; spec 000 §5): content required, a phone with its area code
// or an e-mail to reach the member, at most 5 pictures of their own; once per idempotency key, 10
// a day; the store's staff answer feedback about their store, operators any; the member reads the
// answer and is told in the message centre; nobody reads another member's. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "support/member_api.h"
#include "support/multipart.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);

class FeedbackApi : public MemberApiTest {
 protected:
  void SetUp() override {
    start({.fake_now_ms = kMondayNoon, .env = {{"QSR_SMS_ADDRESS_DAILY", "1000"}}});
    alice_ = server_->member_token("96200001");
    bob_ = server_->member_token("96200002");
    staff_ = staff_token("96200009", 1);
  }
  std::string picture(const std::string& token) {
    Multipart form;
    form.file("file", "a.png", "image/png", kPng);
    auto r = http().request("POST", "/v1/upload/singlefile", form.finished(), {{"Content-Type", form.content_type()}, {"auth", token}});
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return std::string(r.data().at("url").as_string());
  }
  HttpResult send(const std::string& token, const std::string& fields, const std::string& key, const std::string& lang = "zh-HK",
                  const std::string& path = "/v1/feedback/add") {
    return post(path, "{" + fields + "}", token, {{"Idempotency-Key", key}, {"Accept-Language", lang}});
  }

  std::string alice_, bob_, staff_;
};

const std::string kGood = R"("category":"food","content":"凍檸茶唔夠凍","areaCode":"852","phone":"9620 0001","sid":1)";

TEST_F(FeedbackApi, AFeedbackKeepsWhatWasSaidHowToReachTheMemberAndTheirPictures) {
  const std::string a = picture(alice_), b = picture(alice_);
  auto r = send(alice_, kGood + R"(,"images":[")" + a + R"(",")" + b + R"("])", "k1");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const auto& f = r.data().as_object();
  EXPECT_EQ(f.at("status").as_string(), "open");
  EXPECT_EQ(f.at("category").as_string(), "food");
  EXPECT_EQ(f.at("contact").at("kind").as_string(), "phone");
  EXPECT_EQ(f.at("contact").at("phone").as_string(), "96200001");
  EXPECT_EQ(f.at("images").as_array().size(), 2u);
  EXPECT_EQ(f.at("images").as_array()[0].as_string(), a);
  EXPECT_EQ(f.at("sid").as_int64(), 1);
  auto email = send(alice_, R"("content":"App 好易用","email":"amy@example.hk","category":"app")", "k2");
  ASSERT_EQ(email.result_code(), 0) << email.body;
  EXPECT_EQ(email.data().at("contact").at("email").as_string(), "amy@example.hk");
  EXPECT_TRUE(email.data().at("sid").is_null());
  EXPECT_EQ(get("/v1/feedback/list", alice_).data().at("list").as_array().size(), 2u);
  // The same key again is the same feedback (a retry after a lost answer).
  auto again = send(alice_, kGood, "k1");
  EXPECT_EQ(again.data().at("id"), f.at("id"));
  EXPECT_EQ(get("/v1/feedback/list", alice_).data().at("list").as_array().size(), 2u);
}

TEST_F(FeedbackApi, ContentAndAWayToReachTheMemberAreRequiredInTheCallersLanguage) {
  EXPECT_EQ(send(alice_, R"("content":"  ","phone":"96200001")", "a", "zh-CN").result_msg(), "请填写意见内容");
  EXPECT_EQ(send(alice_, R"("content":"好","phone":"123")", "b", "en").result_msg(), "Please enter a valid phone number");
  EXPECT_EQ(send(alice_, R"("content":"好","email":"not-an-email")", "c", "en").result_msg(), "Please enter a valid email address");
  EXPECT_EQ(send(alice_, R"("content":"好")", "d", "en").result_msg(), "Please leave a phone number or an email address so we can reach you");
  std::string long_text;
  for (int i = 0; i < 501; ++i) long_text += "好";
  EXPECT_EQ(send(alice_, R"("content":")" + long_text + R"(","phone":"96200001")", "e", "en").status, 400);
  EXPECT_EQ(send(alice_, R"("content":"好","phone":"96200001","category":"gossip")", "f").status, 400);
  EXPECT_EQ(send(alice_, R"("content":"好","phone":"96200001","sid":999999)", "g").status, 404);
  EXPECT_EQ(post("/v1/feedback/add", R"({"content":"好","phone":"96200001"})", alice_).status, 400);  // no idempotency key
  EXPECT_EQ(send(alice_, R"("content":"好","phone":"96200001")", "h", "zh-HK", "/v1/shop/retroaction/save").status, 400);  // no store
  EXPECT_EQ(http().post_json("/v1/feedback/add", "{" + kGood + "}", {{"Idempotency-Key", "v"}}).status, 401);
  EXPECT_TRUE(get("/v1/feedback/list", alice_).data().at("list").as_array().empty());
}

TEST_F(FeedbackApi, AtMostFivePicturesAndOnlyTheMembersOwn) {
  std::string six;
  for (int i = 0; i < 6; ++i) six += (i ? ",\"" : "\"") + picture(alice_) + "\"";
  auto many = send(alice_, kGood + R"(,"images":[)" + six + "]", "a", "en");
  EXPECT_EQ(many.result_code(), 41002);
  EXPECT_EQ(many.result_msg(), "You can add at most 5 pictures");
  EXPECT_EQ(send(alice_, kGood + R"(,"images":[")" + picture(bob_) + R"("])", "b").result_code(), 41002);
  Multipart form;
  form.file("file", "a.mp4", "video/mp4", tiny_video(2'000));
  auto video = http().request("POST", "/v1/upload/singlefile", form.finished(), {{"Content-Type", form.content_type()}, {"auth", alice_}});
  EXPECT_EQ(send(alice_, kGood + R"(,"images":[")" + std::string(video.data().at("url").as_string()) + R"("])", "c").result_code(), 41002);
}

TEST_F(FeedbackApi, TenADayPerMember) {
  for (int i = 0; i < 10; ++i) ASSERT_EQ(send(alice_, kGood, "n" + std::to_string(i)).result_code(), 0) << i;
  auto eleventh = send(alice_, kGood, "n10", "en");
  EXPECT_EQ(eleventh.status, 429);
  EXPECT_EQ(eleventh.result_code(), 41001);
  EXPECT_EQ(send(bob_, kGood, "n10").result_code(), 0);  // Bob's own ten
  server_->set_clock(hk_ms(2026, 11, 24, 0, 0));
  EXPECT_EQ(send(alice_, kGood, "n11").result_code(), 0);
}

TEST_F(FeedbackApi, TheStoreAnswersItsOwnTheMemberReadsTheAnswerAndIsTold) {
  auto sent = send(alice_, kGood, "k");
  ASSERT_EQ(sent.result_code(), 0) << sent.body;
  const std::string id = std::to_string(sent.data().at("id").as_int64());
  auto open = get("/v1/console/feedback?status=open", staff_).data().at("list").as_array();
  ASSERT_EQ(open.size(), 1u);
  EXPECT_EQ(open[0].at("content").as_string(), "凍檸茶唔夠凍");
  // Another store's staff neither see nor answer it.
  const std::string other = staff_token("96200019", 2);
  EXPECT_TRUE(get("/v1/console/feedback", other).data().at("list").as_array().empty());
  EXPECT_EQ(post("/v1/console/feedback/reply", R"({"id":)" + id + R"(,"reply":"多謝"})", other).status, 404);
  EXPECT_EQ(post("/v1/console/feedback/reply", R"({"id":)" + id + R"(,"reply":"多謝"})", bob_).status, 403);
  auto replied = post("/v1/console/feedback/reply", R"({"id":)" + id + R"(,"reply":"已提醒同事加冰，多謝意見！"})", staff_);
  ASSERT_EQ(replied.result_code(), 0) << replied.body;
  EXPECT_EQ(replied.data().at("status").as_string(), "replied");
  auto mine = get("/v1/feedback/detail?id=" + id, alice_).data();
  EXPECT_EQ(mine.at("reply").at("text").as_string(), "已提醒同事加冰，多謝意見！");
  auto told = get("/v1/message/list?category=reply", alice_).data().at("list").as_array();
  ASSERT_EQ(told.size(), 1u);
  EXPECT_EQ(told[0].at("link").as_string(), "/memberPlus/pages/userFeedback/index?id=" + id);
  // Closed: no more replies.
  ASSERT_EQ(post("/v1/console/feedback/close", R"({"id":)" + id + "}", staff_).data().at("status").as_string(), "closed");
  EXPECT_EQ(post("/v1/console/feedback/reply", R"({"id":)" + id + R"(,"reply":"再講"})", staff_).result_code(), 41003);
}

TEST_F(FeedbackApi, OperatorsAnswerFeedbackAboutNoStore) {
  auto sent = send(alice_, R"("content":"App 閃退","email":"amy@example.hk","category":"app")", "k");
  const std::string id = std::to_string(sent.data().at("id").as_int64());
  EXPECT_TRUE(get("/v1/console/feedback", staff_).data().at("list").as_array().empty());
  EXPECT_EQ(admin_get("/admin/v1/feedback?status=open").data().at("list").as_array().size(), 1u);
  EXPECT_EQ(admin_post("/admin/v1/feedback/reply", R"({"id":)" + id + R"(,"reply":"已修正，請更新 App"})").result_code(), 0);
  EXPECT_EQ(get("/v1/feedback/detail?id=" + id, alice_).data().at("status").as_string(), "replied");
  EXPECT_EQ(admin_get("/admin/v1/feedback?status=bogus").status, 400);
  EXPECT_NE(http().get("/admin/v1/feedback").status, 200);
}

TEST_F(FeedbackApi, NobodyReadsAnotherMembersFeedback) {
  auto sent = send(alice_, kGood, "k");
  const std::string id = std::to_string(sent.data().at("id").as_int64());
  EXPECT_EQ(get("/v1/feedback/detail?id=" + id, bob_).status, 404);
  EXPECT_TRUE(get("/v1/feedback/list", bob_).data().at("list").as_array().empty());
  EXPECT_EQ(get("/v1/feedback/detail?id=999999", alice_).status, 404);
}

}  // namespace
}  // namespace qsr::test

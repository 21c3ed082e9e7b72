// Order reviews through the API (issue 20): one review per finished order by the member who placed
// it, within 30 days; stars, words screened for special characters and sensitive words (in three
// languages, disguised or not), up to 7 photos and a video of their own; the store's reply; the
// community feed of shared reviews with photos; the operators' word lists. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include <boost/json.hpp>

#include "support/member_api.h"
#include "support/multipart.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
constexpr int64_t kDayMs = 24LL * 3600 * 1000;

class ReviewApi : public MemberApiTest {
 protected:
  void SetUp() override {
    start({.fake_now_ms = kMondayNoon, .env = {{"QSR_SMS_ADDRESS_DAILY", "1000"}}});
    alice_ = server_->member_token("96100001");
    bob_ = server_->member_token("96100002");
    for (const auto& t : {alice_, bob_}) post("/v1/dev/wallet/topup", R"({"amount":"2000"})", t, {{"Idempotency-Key", "t"}});
    staff_ = staff_token("96100009", 1);
  }
  // A pickup order at store 1, paid from the wallet and, unless `finish` is false, handed over.
  std::string order(const std::string& token, bool finish = true) {
    static std::atomic<int> n{0};
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":1})", token);
    auto sub = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96100001"})", token,
                    {{"Idempotency-Key", "o" + std::to_string(++n)}});
    EXPECT_EQ(sub.result_code(), 0) << sub.body;
    const std::string no(sub.data().at("order_id").as_string());
    EXPECT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})", token).result_code(), 0);
    if (finish) {
      for (const char* to : {"in_production", "ready", "finished"}) {
        EXPECT_EQ(post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":")" + to + "\"}", staff_).result_code(), 0) << to;
      }
    }
    return no;
  }
  std::string upload(const std::string& token, const std::string& name, const std::string& type, const std::string& data) {
    Multipart form;
    form.file("file", name, type, data);
    auto r = http().request("POST", "/v1/upload/singlefile", form.finished(), {{"Content-Type", form.content_type()}, {"auth", token}});
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? std::string(r.data().at("url").as_string()) : "";
  }
  std::string photo(const std::string& token) { return upload(token, "a.png", "image/png", kPng); }
  static std::string media_json(const std::vector<std::string>& urls) {
    boost::json::array a;
    for (const auto& u : urls) a.emplace_back(u);
    return boost::json::serialize(a);
  }
  HttpResult review(const std::string& token, const std::string& no, const std::string& content, const std::vector<std::string>& media = {},
                    const std::string& extra = "", const std::string& lang = "zh-HK") {
    boost::json::object body{{"orderNo", no}, {"food", 5}, {"service", 4}, {"content", content}};
    std::string json = boost::json::serialize(body);
    json.pop_back();
    json += ",\"media\":" + media_json(media) + extra + "}";
    return post("/v1/market/eval", json, token, {{"Accept-Language", lang}});
  }

  std::string alice_, bob_, staff_;
};

TEST_F(ReviewApi, AFinishedOrderIsReviewedOnceWithStarsWordsAndPhotos) {
  const std::string no = order(alice_);
  auto before = get("/v1/market/eval?orderNo=" + no, alice_);
  ASSERT_EQ(before.result_code(), 0) << before.body;
  EXPECT_TRUE(before.data().at("canReview").as_bool());
  EXPECT_FALSE(before.data().at("asksDelivery").as_bool());
  EXPECT_TRUE(before.data().at("review").is_null());
  EXPECT_EQ(before.data().at("order").at("order_id").as_string(), no);
  EXPECT_EQ(get("/v1/order/detail?order_id=" + no, alice_).data().at("review").at("state").as_string(), "can");

  const std::vector<std::string> photos{photo(alice_), photo(alice_)};
  auto saved = review(alice_, no, "菠蘿油好鬆化，奶茶夠香滑！", photos);
  ASSERT_EQ(saved.result_code(), 0) << saved.body;
  const auto& r = saved.data().as_object();
  EXPECT_EQ(r.at("food").as_int64(), 5);
  EXPECT_EQ(r.at("service").as_int64(), 4);
  EXPECT_TRUE(r.at("delivery").is_null());
  ASSERT_EQ(r.at("media").as_array().size(), 2u);
  EXPECT_EQ(r.at("media").as_array()[0].at("url").as_string(), photos[0]);
  EXPECT_EQ(r.at("media").as_array()[1].at("kind").as_string(), "image");
  EXPECT_EQ(r.at("orderNo").as_string(), no);

  auto after = get("/v1/market/eval?orderNo=" + no, alice_);
  EXPECT_FALSE(after.data().at("canReview").as_bool());
  EXPECT_EQ(after.data().at("review").at("id"), r.at("id"));
  auto detail = get("/v1/order/detail?order_id=" + no, alice_).data().at("review");
  EXPECT_EQ(detail.at("state").as_string(), "done");
  EXPECT_EQ(detail.at("id"), r.at("id"));
  // A second, different review of the same order is refused; the same one again is a retry.
  auto again = review(alice_, no, "再寫一次", {}, "", "en");
  EXPECT_EQ(again.result_code(), 40002);
  EXPECT_EQ(again.result_msg(), "This order has already been reviewed");
  auto retry = review(alice_, no, "菠蘿油好鬆化，奶茶夠香滑！", photos);
  ASSERT_EQ(retry.result_code(), 0) << retry.body;
  EXPECT_EQ(retry.data().at("id"), r.at("id"));
  EXPECT_EQ(get("/v1/market/eval/mine", alice_).data().at("list").as_array().size(), 1u);
}

// The order list's cards offer the review action as the detail does: on finished orders only,
// "can" until reviewed, then "done" with the review's id.
TEST_F(ReviewApi, TheOrderListCardsCarryEachFinishedOrdersReviewState) {
  const std::string open = order(alice_, false);
  const std::string done = order(alice_);
  const std::string reviewed = order(alice_);
  auto saved = review(alice_, reviewed, "好味！");
  ASSERT_EQ(saved.result_code(), 0) << saved.body;
  auto list = get("/v1/order/list?tab=all&pageSize=10", alice_);
  ASSERT_EQ(list.result_code(), 0) << list.body;
  std::map<std::string, boost::json::value> review_of;
  for (const auto& card : list.data().at("list").as_array()) {
    const auto& o = card.as_object();
    review_of[std::string(o.at("order_id").as_string())] = o.contains("review") ? o.at("review") : boost::json::value(nullptr);
  }
  ASSERT_EQ(review_of.size(), 3u) << list.body;
  EXPECT_TRUE(review_of[open].is_null()) << "an order under way has no review action";
  EXPECT_EQ(review_of[done].at("state").as_string(), "can");
  EXPECT_EQ(review_of[reviewed].at("state").as_string(), "done");
  EXPECT_EQ(review_of[reviewed].at("id"), saved.data().at("id"));
}

TEST_F(ReviewApi, OnlyAFinishedOrderWithin30DaysMayBeReviewed) {
  const std::string open = order(alice_, false);
  auto early = review(alice_, open, "未攞到", {}, "", "en");
  EXPECT_EQ(early.result_code(), 40001);
  EXPECT_EQ(early.result_msg(), "You can review an order once it is completed");
  EXPECT_FALSE(get("/v1/market/eval?orderNo=" + open, alice_).data().at("canReview").as_bool());

  const std::string done = order(alice_);
  server_->set_clock(kMondayNoon + 30 * kDayMs - 60'000);
  EXPECT_TRUE(get("/v1/market/eval?orderNo=" + done, alice_).data().at("canReview").as_bool());
  server_->set_clock(kMondayNoon + 30 * kDayMs + 60'000);
  auto state = get("/v1/market/eval?orderNo=" + done, alice_);
  EXPECT_FALSE(state.data().at("canReview").as_bool());
  EXPECT_EQ(state.data().at("reason").as_string(), "已超過評價期限（訂單完成後 30 天內）");
  EXPECT_EQ(review(alice_, done, "遲咗").result_code(), 40001);
  EXPECT_EQ(get("/v1/order/detail?order_id=" + done, alice_).data().at("review").at("state").as_string(), "closed");
}

TEST_F(ReviewApi, SensitiveWordsInThreeLanguagesAreRefusedEvenDisguised) {
  // Each refused text leaves the order unreviewed, so one order serves them all.
  const std::string no = order(alice_);
  for (const std::string text : {"啲嘢食好仆街", "仆 。街", "仆\u200b街", "个服务员傻逼", "他媽的太慢", "ＦＵＣＫ this", "f.u.c.k", "what sh1t",
                                 "$hitty tea", "add 加 微 信 123"}) {
    EXPECT_EQ(review(alice_, no, text).result_code(), 40003) << text;
  }
  EXPECT_EQ(review(alice_, no, "仆街", {}, "", "zh-HK").result_msg(), "內容包含不當字詞，請修改後再提交");
  EXPECT_EQ(review(alice_, no, "傻逼", {}, "", "zh-CN").result_msg(), "内容包含敏感词，请修改后再提交");
  EXPECT_EQ(review(alice_, no, "bullshit", {}, "", "en").result_msg(), "Your text contains a word we cannot publish. Please change it and try again.");
  EXPECT_TRUE(get("/v1/market/eval?orderNo=" + no, alice_).data().at("canReview").as_bool());
  // Food talk that only looks like a listed word passes: the word inside other English words, a
  // Cantonese "signature dish", a mother's cooking.
  auto clean = review(alice_, no, "Push it, this hit the spot. 撚手小菜有媽媽的味道");
  EXPECT_EQ(clean.result_code(), 0) << clean.body;
}

TEST_F(ReviewApi, EmojiMarkupAndOverlongTextAreRefused) {
  const std::string no = order(alice_);
  auto emoji = review(alice_, no, "好味😋", {}, "", "en");
  EXPECT_EQ(emoji.status, 400);
  EXPECT_EQ(emoji.result_msg(), "Reviews cannot contain emoji or special characters");
  EXPECT_EQ(review(alice_, no, "<script>x</script>").status, 400);
  std::string long_text;
  for (int i = 0; i < 501; ++i) long_text += "好";
  EXPECT_EQ(review(alice_, no, long_text, {}, "", "en").result_msg(), "That is too long; please shorten it");
  long_text.resize(long_text.size() - 6);  // 499 characters and a line break: exactly 500
  EXPECT_EQ(review(alice_, no, long_text + "\n").result_code(), 0);
}

TEST_F(ReviewApi, SevenPhotosAndOneVideoOfTheMembersOwnAtMost) {
  const std::string no = order(alice_);
  std::vector<std::string> eight;
  for (int i = 0; i < 8; ++i) eight.push_back(photo(alice_));
  auto too_many = review(alice_, no, "", eight, "", "en");
  EXPECT_EQ(too_many.result_code(), 40004);
  EXPECT_EQ(too_many.result_msg(), "You can add at most 7 photos");
  const std::string v1 = upload(alice_, "a.mp4", "video/mp4", tiny_video(5'000));
  const std::string v2 = upload(alice_, "b.mov", "video/quicktime", tiny_video(5'000, "qt  "));
  EXPECT_EQ(review(alice_, no, "", {v1, v2}, "", "en").result_msg(), "You can add at most 1 video");
  // Bob's picture is not Alice's to post, nor is a name nobody uploaded.
  EXPECT_EQ(review(alice_, no, "", {photo(bob_)}).result_code(), 40004);
  EXPECT_EQ(review(alice_, no, "", {"/uploads/AbCdEfGhIjKlMnOpQr_-09.png"}).result_code(), 40004);
  std::vector<std::string> most(eight.begin(), eight.begin() + 7);
  most.push_back(v1);
  auto ok = review(alice_, no, "", most);
  ASSERT_EQ(ok.result_code(), 0) << ok.body;
  EXPECT_EQ(ok.data().at("media").as_array().size(), 8u);
  EXPECT_EQ(ok.data().at("media").as_array()[7].at("kind").as_string(), "video");
}

TEST_F(ReviewApi, StarsAreOneToFiveAndDeliveryStarsOnlyForDeliveryOrders) {
  const std::string no = order(alice_);
  EXPECT_EQ(post("/v1/market/eval", R"({"orderNo":")" + no + R"(","food":0,"service":4})", alice_).status, 400);
  EXPECT_EQ(post("/v1/market/eval", R"({"orderNo":")" + no + R"(","food":6,"service":4})", alice_).status, 400);
  EXPECT_EQ(post("/v1/market/eval", R"({"orderNo":")" + no + R"(","service":4})", alice_).status, 400);
  auto pickup_delivery = post("/v1/market/eval", R"({"orderNo":")" + no + R"(","food":5,"service":4,"delivery":5})", alice_,
                              {{"Accept-Language", "en"}});
  EXPECT_EQ(pickup_delivery.result_msg(), "Please rate each item from 1 to 5 stars");
  EXPECT_EQ(post("/v1/market/eval_save", R"({"orderNo":")" + no + R"(","food":5,"service":4})", alice_).result_code(), 0);
}

TEST_F(ReviewApi, OneReviewPerOrderWhenTenDifferentSubmitsRace) {
  const std::string no = order(alice_);
  std::vector<std::thread> threads;
  std::mutex mu;
  std::vector<int> codes;
  for (int i = 0; i < 10; ++i) {
    threads.emplace_back([&, i] {
      auto r = review(alice_, no, "第" + std::to_string(i) + "次");
      std::lock_guard lock(mu);
      codes.push_back(r.result_code());
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(std::count(codes.begin(), codes.end(), 0), 1);
  EXPECT_EQ(std::count(codes.begin(), codes.end(), 40002), 9);
  EXPECT_EQ(get("/v1/market/eval/mine", alice_).data().at("list").as_array().size(), 1u);
}

TEST_F(ReviewApi, NobodyReadsOrWritesAnotherMembersReview) {
  const std::string no = order(alice_);
  EXPECT_EQ(get("/v1/market/eval?orderNo=" + no, bob_).status, 404);
  EXPECT_EQ(review(bob_, no, "唔係我張單").status, 404);
  auto saved = review(alice_, no, "私下講", {photo(alice_)}, R"(,"shared":false)");
  ASSERT_EQ(saved.result_code(), 0) << saved.body;
  const std::string id = std::to_string(saved.data().at("id").as_int64());
  // Not shared: Alice reads it, Bob and visitors do not, and the feed leaves it out.
  EXPECT_EQ(get("/v1/market/eval/detail?id=" + id, alice_).result_code(), 0);
  EXPECT_EQ(get("/v1/market/eval/detail?id=" + id, bob_).status, 404);
  EXPECT_EQ(http().get("/v1/market/eval/detail?id=" + id).status, 404);
  EXPECT_TRUE(http().get("/v1/market/eval/feed").data().at("list").as_array().empty());
  EXPECT_TRUE(get("/v1/market/eval/mine", bob_).data().at("list").as_array().empty());
  // Staff of another store neither list nor answer it.
  const std::string other_staff = staff_token("96100019", 2);
  EXPECT_TRUE(get("/v1/console/reviews", other_staff).data().at("list").as_array().empty());
  EXPECT_EQ(post("/v1/console/reviews/reply", R"({"id":)" + id + R"(,"reply":"多謝"})", other_staff).status, 404);
  EXPECT_EQ(post("/v1/console/reviews/reply", R"({"id":)" + id + R"(,"reply":"多謝"})", bob_).status, 403);
}

TEST_F(ReviewApi, TheFeedShowsSharedReviewsWithPhotosAndHidesAnonymousAuthors) {
  post("/v1/member/profile/save", R"({"nickName":"Alice"})", alice_);
  post("/v1/member/profile/save", R"({"nickName":"Bob"})", bob_);
  ASSERT_EQ(review(alice_, order(alice_), "有相", {photo(alice_)}).result_code(), 0);
  ASSERT_EQ(review(alice_, order(alice_), "冇相").result_code(), 0);
  ASSERT_EQ(review(bob_, order(bob_), "匿名有相", {photo(bob_)}, R"(,"anonymous":true)").result_code(), 0);
  auto feed = http().get("/v1/market/eval/feed?limit=1");
  ASSERT_EQ(feed.result_code(), 0) << feed.body;
  const auto& first = feed.data().at("list").as_array();
  ASSERT_EQ(first.size(), 1u);
  EXPECT_EQ(first[0].at("content").as_string(), "匿名有相");
  EXPECT_EQ(first[0].at("author").at("nickname").as_string(), "");
  EXPECT_FALSE(first[0].as_object().contains("orderNo"));
  const int64_t next = feed.data().at("next").as_int64();
  auto second = http().get("/v1/market/eval/feed?limit=1&before=" + std::to_string(next)).data();
  ASSERT_EQ(second.at("list").as_array().size(), 1u);
  EXPECT_EQ(second.at("list").as_array()[0].at("content").as_string(), "有相");
  EXPECT_EQ(second.at("list").as_array()[0].at("author").at("nickname").as_string(), "Alice");
  EXPECT_TRUE(http().get("/v1/market/eval/feed?limit=1&before=" + std::to_string(second.at("next").as_int64()))
                  .data().at("list").as_array().empty());
  // Staff still see who wrote the anonymous one.
  auto staff_list = get("/v1/console/reviews", staff_).data().at("list").as_array();
  ASSERT_EQ(staff_list.size(), 3u);
  EXPECT_EQ(staff_list[0].at("author").at("nickname").as_string(), "Bob");
}

TEST_F(ReviewApi, TheStoreRepliesAndMayTakeAReviewOffTheFeed) {
  const std::string no = order(alice_);
  auto saved = review(alice_, no, "等咗好耐", {photo(alice_)});
  ASSERT_EQ(saved.result_code(), 0) << saved.body;
  const std::string id = std::to_string(saved.data().at("id").as_int64());
  auto unanswered = get("/v1/console/reviews?unanswered=1", staff_).data().at("list").as_array();
  ASSERT_EQ(unanswered.size(), 1u);
  EXPECT_EQ(unanswered[0].at("orderNo").as_string(), no);
  EXPECT_EQ(post("/v1/console/reviews/reply", R"({"id":)" + id + R"(,"reply":"   "})", staff_).status, 400);
  auto replied = post("/v1/console/reviews/reply", R"({"id":)" + id + R"(,"reply":"多謝意見，我哋會加快出餐。"})", staff_);
  ASSERT_EQ(replied.result_code(), 0) << replied.body;
  EXPECT_TRUE(get("/v1/console/reviews?unanswered=1", staff_).data().at("list").as_array().empty());
  EXPECT_EQ(get("/v1/market/eval?orderNo=" + no, alice_).data().at("review").at("reply").at("text").as_string(), "多謝意見，我哋會加快出餐。");
  // The member is told in the message centre, once even when the store rewrites its reply.
  ASSERT_EQ(post("/v1/console/reviews/reply", R"({"id":)" + id + R"(,"reply":"多謝意見！我哋會加快出餐。"})", staff_).result_code(), 0);
  auto told = get("/v1/message/list?category=reply", alice_).data().at("list").as_array();
  ASSERT_EQ(told.size(), 1u);
  EXPECT_EQ(told[0].at("link").as_string(), "/orderPlus/pages/comment/index?orderNo=" + no);
  EXPECT_EQ(http().get("/v1/market/eval/feed").data().at("list").as_array().size(), 1u);
  ASSERT_EQ(post("/v1/console/reviews/hide", R"({"id":)" + id + R"(,"hidden":true})", staff_).result_code(), 0);
  EXPECT_TRUE(http().get("/v1/market/eval/feed").data().at("list").as_array().empty());
  EXPECT_EQ(http().get("/v1/market/eval/detail?id=" + id).status, 404);
  EXPECT_EQ(get("/v1/market/eval/detail?id=" + id, alice_).result_code(), 0);  // still hers to read
}

TEST_F(ReviewApi, OperatorsReplaceAWordListAndItHoldsAtOnce) {
  const std::string no = order(alice_);
  EXPECT_EQ(review(alice_, no, "durian smell").result_code(), 0);  // not listed yet: saved
  const std::string second = order(alice_);
  ASSERT_EQ(admin_post("/admin/v1/sensitive-words", R"({"lang":"en","words":["durian","fuck"]})").result_code(), 0);
  EXPECT_EQ(review(alice_, second, "DURIAN smell").result_code(), 40003);
  auto lists = admin_get("/admin/v1/sensitive-words").data();
  EXPECT_EQ(lists.at("en").as_array().size(), 2u);
  EXPECT_FALSE(lists.at("zh-HK").as_array().empty());
  EXPECT_EQ(admin_post("/admin/v1/sensitive-words", R"({"lang":"en","words":["。。。"]})").status, 400);
  EXPECT_EQ(admin_post("/admin/v1/sensitive-words", R"({"lang":"xx","words":[]})").status, 400);
  EXPECT_NE(http().post_json("/admin/v1/sensitive-words", R"({"lang":"en","words":[]})").status, 200);
}

}  // namespace
}  // namespace qsr::test

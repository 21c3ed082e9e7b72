// Gift cards through the API (issue 17, docs/decisions/0034): an e-card bought through the
// sandbox gateway is issued once with its bonus usable a day later; a physical card is exchanged
// once, and wrong numbers or passwords count towards a limit checked before anything else; a
// given card is frozen, claimed by exactly one of twenty friends at once, withdrawn, or returned
// once after 24 hours; a refunded e-card is cancelled while unused; cards are the member's own.
// SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include <boost/json.hpp>

#include "support/member_api.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const int64_t kDayMs = 24LL * 3600 * 1000;

class GiftCardApi : public MemberApiTest {
 protected:
  void SetUp() override {
    start({.fake_now_ms = kMondayNoon, .env = {{"QSR_WORKERS", "8"}}});
    alice_ = server_->member_token("96000001");
    ecard_ = batch(R"({"name":{"zh-HK":"$100 電子禮品卡","zh-CN":"$100 电子礼品卡","en":"$100 e-gift card"},"kind":"electronic","faceValue":"100","price":"100","bonus":"10","validityDays":365})");
    physical_ = batch(R"({"name":"$50 禮品卡","kind":"physical","faceValue":"50","validityDays":365})");
  }
  int64_t batch(const std::string& body) {
    auto r = admin_post("/admin/v1/giftcard/batches", body);
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.result_code() == 0 ? r.data().at("id").as_int64() : 0;
  }
  // Buys an e-card for Alice: the order's number.
  std::string buy(const std::string& key) {
    auto r = post("/v1/sellGiftCard/order", R"({"batchId":)" + std::to_string(ecard_) + R"(,"success_url":"/member/pages/giftCard/myGiftCard/index"})",
                  alice_, {{"Idempotency-Key", key}});
    EXPECT_EQ(r.result_code(), 0) << r.body;
    const std::string url(r.data().at("payUrl").as_string());
    http().request("POST", url + "/approve", "", {});
    EXPECT_TRUE(server_->notified(url));
    return std::string(r.data().at("orderNo").as_string());
  }
  boost::json::array cards(const std::string& token, const std::string& tab = "usable") {
    return get("/v1/giftcard/mine?tab=" + tab, token).data().at("list").as_array();
  }
  HttpResult exchange(const std::string& no, const std::string& password) {
    return post("/v1/giftcard/exchange", R"({"cardNo":")" + no + R"(","password":")" + password + R"("})", alice_);
  }

  std::string alice_;
  int64_t ecard_ = 0, physical_ = 0;
};

}  // namespace

TEST_F(GiftCardApi, ECard_IssuedOnceWithItsBonusUsableADayAfterActivation) {
  const std::string no = buy("k1");
  EXPECT_EQ(no.rfind("GD", 0), 0u);
  post("/v1/dev/payments/settle", "{}", alice_);
  auto mine = cards(alice_);
  ASSERT_EQ(mine.size(), 1u);
  EXPECT_EQ(mine[0].at("balance").as_string(), "110");
  EXPECT_EQ(mine[0].at("spendable").as_string(), "100");  // the bonus waits 24 hours
  EXPECT_EQ(mine[0].at("label").as_string(), "redeemed");
  EXPECT_EQ(mine[0].at("labelText").as_string(), "已兌換");
  server_->set_clock(kMondayNoon + kDayMs + 1);
  alice_ = server_->member_token("96000001");
  EXPECT_EQ(cards(alice_)[0].at("spendable").as_string(), "110");
  auto detail = get("/v1/giftcard/detail?id=" + std::to_string(mine[0].at("id").as_int64()), alice_).data();
  ASSERT_EQ(detail.at("records").as_array().size(), 1u);
  EXPECT_EQ(detail.at("records").as_array()[0].at("kind").as_string(), "issue");
}

TEST_F(GiftCardApi, Exchange_OncePerCardAndEveryWrongTryCountsBeforeTheCheck) {
  auto printed = admin_post("/admin/v1/giftcard/print", R"({"batchId":)" + std::to_string(physical_) + R"(,"count":2})");
  ASSERT_EQ(printed.result_code(), 0) << printed.body;
  const auto& list = printed.data().at("list").as_array();
  const std::string no(list[0].at("cardNo").as_string()), password(list[0].at("password").as_string());
  EXPECT_EQ(no.size(), 16u);
  EXPECT_EQ(password.size(), 8u);
  auto wrong = exchange(no, "00000000");
  EXPECT_EQ(wrong.status, 400);
  EXPECT_EQ(wrong.result_msg(), "卡號或密碼不正確");
  EXPECT_EQ(exchange("1234567812345678", password).result_msg(), "卡號或密碼不正確");  // a number that does not exist reads the same
  auto ok = exchange(no.substr(0, 4) + " " + no.substr(4, 4) + " " + no.substr(8), password);  // spaces as printed
  ASSERT_EQ(ok.result_code(), 0) << ok.body;
  EXPECT_EQ(ok.data().at("balance").as_string(), "50");
  EXPECT_EQ(ok.data().at("last4").as_string(), no.substr(12));
  EXPECT_EQ(exchange(no, password).status, 409);  // once only
  // Five tries an hour a member, right or wrong: the sixth is refused before it is checked.
  const std::string other(list[1].at("cardNo").as_string()), other_password(list[1].at("password").as_string());
  EXPECT_EQ(exchange(other, "11111111").status, 400);
  EXPECT_EQ(exchange(other, other_password).status, 429);
  EXPECT_EQ(cards(alice_).size(), 1u);
  server_->set_clock(kMondayNoon + 3600 * 1000);
  alice_ = server_->member_token("96000001");
  EXPECT_EQ(exchange(other, other_password).result_code(), 0);
}

TEST_F(GiftCardApi, Gift_TwentyFriendsClaimingAtOnceMakeOneReceiver) {
  buy("k1");
  const int64_t card = cards(alice_)[0].at("id").as_int64();
  auto gift = post("/v1/giftCardGive/give", R"({"cardId":)" + std::to_string(card) + "}", alice_);
  ASSERT_EQ(gift.result_code(), 0) << gift.body;
  const std::string token(gift.data().at("token").as_string());
  EXPECT_EQ(cards(alice_)[0].at("label").as_string(), "frozen");
  EXPECT_EQ(http().get("/v1/giftCardGive/query?token=" + token).data().at("label").as_string(), "sent_out");
  std::vector<std::string> friends;
  for (int i = 0; i < 20; ++i) friends.push_back(server_->member_token("970001" + std::to_string(10 + i)));
  std::atomic<int> won{0};
  std::vector<std::thread> claims;
  for (const auto& f : friends) {
    claims.emplace_back([&, f] {
      if (post("/v1/giftCardGive/receiveGiftCard", R"({"token":")" + token + R"("})", f).result_code() == 0) ++won;
    });
  }
  for (auto& t : claims) t.join();
  EXPECT_EQ(won.load(), 1);
  int holders = 0;
  for (const auto& f : friends) {
    const auto theirs = cards(f);
    if (theirs.empty()) continue;
    ++holders;
    EXPECT_EQ(theirs[0].at("label").as_string(), "received");
    EXPECT_EQ(theirs[0].at("balance").as_string(), "110");
  }
  EXPECT_EQ(holders, 1);
  EXPECT_TRUE(cards(alice_).empty());
  EXPECT_EQ(get("/v1/giftCardGive/records", alice_).data().at("list").as_array()[0].at("label").as_string(), "friend_received");
  EXPECT_EQ(get("/v1/giftCardGive/query?token=" + token, friends[0]).data().at("label").is_string(), true);
}

TEST_F(GiftCardApi, Gift_WithdrawnLinksStopWorkingAndUnclaimedOnesReturnOnceAfter24Hours) {
  buy("k1");
  const int64_t card = cards(alice_)[0].at("id").as_int64();
  const std::string bob = server_->member_token("96000002");
  const std::string first(post("/v1/giftCardGive/give", R"({"cardId":)" + std::to_string(card) + "}", alice_).data().at("token").as_string());
  ASSERT_EQ(post("/v1/giftCardGive/revokeGiftCard", R"({"cardId":)" + std::to_string(card) + "}", alice_).result_code(), 0);
  EXPECT_EQ(post("/v1/giftCardGive/receiveGiftCard", R"({"token":")" + first + R"("})", bob).status, 409);
  EXPECT_EQ(cards(alice_)[0].at("label").as_string(), "redeemed");
  const std::string second(post("/v1/giftCardGive/give", R"({"cardId":)" + std::to_string(card) + "}", alice_).data().at("token").as_string());
  server_->set_clock(kMondayNoon + kDayMs + 1000);
  alice_ = server_->member_token("96000001");
  EXPECT_EQ(post("/v1/dev/giftcard/gifts/return", "{}", alice_).data().at("returned").as_int64(), 1);
  EXPECT_EQ(post("/v1/dev/giftcard/gifts/return", "{}", alice_).data().at("returned").as_int64(), 0);
  EXPECT_EQ(cards(alice_)[0].at("label").as_string(), "redeemed");
  const std::string bob_later = server_->member_token("96000002");
  EXPECT_EQ(post("/v1/giftCardGive/receiveGiftCard", R"({"token":")" + second + R"("})", bob_later).status, 409);
  // A received card is not given on; one's own link is not claimed.
  EXPECT_EQ(post("/v1/giftCardGive/receiveGiftCard", R"({"token":")" + second + R"("})", alice_).status, 409);
}

TEST_F(GiftCardApi, Refund_CancelsAnUnusedECardAndCardsAreTheMembersOwn) {
  const std::string no = buy("k1");
  const int64_t card = cards(alice_)[0].at("id").as_int64();
  const std::string bob = server_->member_token("96000002");
  EXPECT_EQ(get("/v1/giftcard/detail?id=" + std::to_string(card), bob).status, 404);
  EXPECT_EQ(post("/v1/giftCardGive/give", R"({"cardId":)" + std::to_string(card) + "}", bob).status, 404);
  EXPECT_EQ(post("/v1/giftCardGive/revokeGiftCard", R"({"cardId":)" + std::to_string(card) + "}", bob).status, 404);
  EXPECT_EQ(http().get("/v1/giftcard/mine").status, 401);
  EXPECT_EQ(post("/admin/v1/giftcard/print", R"({"batchId":1,"count":1})", bob).status, 403);
  auto refunded = admin_post("/admin/v1/purchase/refund", R"({"orderNo":")" + no + R"("})");
  ASSERT_EQ(refunded.result_code(), 0) << refunded.body;
  EXPECT_TRUE(cards(alice_).empty());
  EXPECT_EQ(cards(alice_, "history")[0].at("label").as_string(), "cancelled");
  // Given away: not refundable.
  const std::string given = buy("k2");
  const int64_t second = cards(alice_)[0].at("id").as_int64();
  const std::string token(post("/v1/giftCardGive/give", R"({"cardId":)" + std::to_string(second) + "}", alice_).data().at("token").as_string());
  ASSERT_EQ(post("/v1/giftCardGive/receiveGiftCard", R"({"token":")" + token + R"("})", bob).result_code(), 0);
  EXPECT_EQ(admin_post("/admin/v1/purchase/refund", R"({"orderNo":")" + given + R"("})").status, 409);
}

TEST_F(GiftCardApi, Lifecycle_CardsPastTheirEndExpireOnceAndVoidedCardsCannotBeUsedOrGiven) {
  buy("k1");
  const int64_t card = cards(alice_)[0].at("id").as_int64();
  // A year and a day on: the job moves it to expired, once; it is no longer giftable.
  server_->set_clock(kMondayNoon + 366 * kDayMs);
  alice_ = server_->member_token("96000001");
  EXPECT_EQ(post("/v1/dev/giftcard/expire", "{}", alice_).data().at("expired").as_int64(), 1);
  EXPECT_EQ(post("/v1/dev/giftcard/expire", "{}", alice_).data().at("expired").as_int64(), 0);
  auto past = cards(alice_, "history");
  ASSERT_EQ(past.size(), 1u);
  EXPECT_EQ(past[0].at("label").as_string(), "expired");
  EXPECT_EQ(past[0].at("spendable").as_string(), "0");
  EXPECT_EQ(post("/v1/giftCardGive/give", R"({"cardId":)" + std::to_string(card) + "}", alice_).status, 409);
  // A printed card reported lost is voided by its number: it cannot be added afterwards.
  auto printed = admin_post("/admin/v1/giftcard/print", R"({"batchId":)" + std::to_string(physical_) + R"(,"count":1})");
  const std::string no(printed.data().at("list").as_array()[0].at("cardNo").as_string());
  const std::string password(printed.data().at("list").as_array()[0].at("password").as_string());
  auto voided = admin_post("/admin/v1/giftcard/void", R"({"cardNo":")" + no + R"(","reason":"lost in the post"})");
  ASSERT_EQ(voided.result_code(), 0) << voided.body;
  EXPECT_EQ(voided.data().at("balance").as_string(), "0");
  EXPECT_EQ(voided.data().at("label").as_string(), "voided");
  EXPECT_EQ(exchange(no, password).result_msg(), "此禮品卡已失效");
  EXPECT_EQ(admin_post("/admin/v1/giftcard/void", R"({"cardNo":")" + no + R"("})").status, 409);
  EXPECT_EQ(admin_post("/admin/v1/giftcard/void", R"({"cardId":999})").status, 404);
  EXPECT_EQ(post("/admin/v1/giftcard/void", R"({"cardId":1})", alice_).status, 403);
}

}  // namespace qsr::test

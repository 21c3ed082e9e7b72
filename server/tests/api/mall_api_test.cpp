// The points mall through the API (issue 19): an exchange takes the points and the stock in one
// transaction or neither, a retried request answers the same order, the last units go to exactly
// as many members as there are units, a cancellation gives points and stock back once, and an
// exchange is its member's own (staff of its store hand it over). SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include <boost/json.hpp>

#include "mall_fixture.h"

namespace qsr::test {
namespace {

class MallApi : public MallApiBase {};

TEST_F(MallApi, Shelf_ListsWhatIsOnSaleAndTheMembersPointsInTheirLanguage) {
  auto visitor = http().get("/v1/mall/index?lang=en").data();
  EXPECT_TRUE(visitor.at("balance").is_null());
  EXPECT_EQ(visitor.at("categories").as_array().at(0).at("name").as_string(), "Gifts");
  const auto& items = visitor.at("items").as_array();
  ASSERT_EQ(items.size(), 6u);
  EXPECT_EQ(items[0].at("title").as_string(), "Milk tea");
  EXPECT_EQ(items[0].at("points").as_int64(), 300);
  EXPECT_EQ(items[0].at("perMemberLimit").as_int64(), 2);
  EXPECT_TRUE(items[2].at("soldOut").as_bool());
  grant(alice_, 800);
  EXPECT_EQ(balance(alice_), 800);
  EXPECT_EQ(get("/v1/mall/goods/detail?id=1", alice_).data().at("title").as_string(), "奶茶");
  EXPECT_EQ(http().get("/v1/mall/goods/detail?id=99").status, 404);
}

TEST_F(MallApi, Exchange_TakesThePointsAndTheStockAndGivesAPickupCode) {
  grant(alice_, 1000);
  auto r = exchange(alice_, kMilkTea, "k1", 2);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const auto o = r.data().as_object();
  EXPECT_EQ(o.at("status").as_string(), "waiting_pickup");
  EXPECT_EQ(o.at("points").as_int64(), 600);
  EXPECT_EQ(o.at("quantity").as_int64(), 2);
  EXPECT_EQ(o.at("pickupCode").as_string().size(), 6u);
  EXPECT_FALSE(o.at("storeName").as_string().empty());
  EXPECT_EQ(balance(alice_), 400);
  EXPECT_EQ(stock(kMilkTea), 98);
  // The points history names the exchange.
  auto records = get("/v1/member/point/records", alice_).data().at("list").as_array();
  EXPECT_EQ(records.at(0).at("reason").as_string(), "exchange");
  EXPECT_EQ(records.at(0).at("points").as_int64(), -600);
  // Listed and readable by its member.
  const std::string no(o.at("order_no").as_string());
  EXPECT_EQ(get("/v1/trade/point/order/list", alice_).data().at("total").as_int64(), 1);
  EXPECT_EQ(get("/v1/trade/point/order/detail?order_no=" + no, alice_).data().at("title").as_string(), "奶茶");
}

TEST_F(MallApi, Exchange_RetriedWithTheSameKeyAnswersTheSameOrderAndTakesThePointsOnce) {
  grant(alice_, 2000);
  auto first = exchange(alice_, kMilkTea, "same");
  auto again = exchange(alice_, kMilkTea, "same");
  ASSERT_EQ(first.result_code(), 0) << first.body;
  ASSERT_EQ(again.result_code(), 0) << again.body;
  EXPECT_EQ(first.data().at("order_no"), again.data().at("order_no"));
  EXPECT_EQ(balance(alice_), 1700);
  EXPECT_EQ(stock(kMilkTea), 99);
  // Ten at once with one key: one order.
  std::vector<std::thread> threads;
  std::vector<std::string> numbers(10);
  for (int i = 0; i < 10; ++i) {
    threads.emplace_back([&, i] {
      auto r = exchange(alice_, kTumbler, "burst");
      if (r.result_code() == 0) numbers[i] = std::string(r.data().at("order_no").as_string());
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_FALSE(numbers[0].empty());
  for (const auto& n : numbers) EXPECT_EQ(n, numbers[0]);
  EXPECT_EQ(balance(alice_), 700);
  EXPECT_EQ(stock(kTumbler), 4);
  EXPECT_EQ(get("/v1/trade/point/order/list", alice_).data().at("total").as_int64(), 2);
}

TEST_F(MallApi, Exchange_RefusedWithALocalizedReasonChangesNothing) {
  grant(alice_, 900);
  auto poor = exchange(alice_, kTumbler, "k1");
  EXPECT_EQ(poor.status, 400);
  EXPECT_EQ(poor.result_msg(), "積分不足");
  auto gone = post("/v1/trade/point/order/submit?lang=en", R"({"itemId":3,"quantity":1,"sid":1})", alice_, {{"Idempotency-Key", "k2"}});
  EXPECT_EQ(gone.status, 409);
  EXPECT_EQ(gone.result_msg(), "Sorry, this item has run out");
  EXPECT_EQ(exchange(alice_, kMilkTea, "k3", 0).status, 400);
  EXPECT_EQ(exchange(alice_, kMilkTea, "k4", 100).status, 400);
  EXPECT_EQ(exchange(alice_, kMilkTea, "k5", 1, 999).status, 404);
  EXPECT_EQ(exchange(alice_, 99, "k6").status, 404);
  EXPECT_EQ(post("/v1/trade/point/order/submit", R"({"itemId":1,"quantity":1,"sid":1})", alice_).status, 400);  // no key
  EXPECT_EQ(http().post_json("/v1/trade/point/order/submit", R"({"itemId":1,"quantity":1,"sid":1})", {{"Idempotency-Key", "v"}}).status, 401);
  EXPECT_EQ(balance(alice_), 900);
  EXPECT_EQ(stock(kTumbler), 5);
  EXPECT_EQ(stock(kMilkTea), 100);
  EXPECT_EQ(get("/v1/trade/point/order/list", alice_).data().at("total").as_int64(), 0);
}

TEST_F(MallApi, Limit_CountsEachMembersUnitsAndACancelledExchangeStopsCounting) {
  grant(alice_, 3000);
  ASSERT_EQ(exchange(alice_, kMilkTea, "a").result_code(), 0);
  auto second = exchange(alice_, kMilkTea, "b");
  ASSERT_EQ(second.result_code(), 0);
  auto third = exchange(alice_, kMilkTea, "c");
  EXPECT_EQ(third.status, 400);
  EXPECT_EQ(third.result_msg(), "每人最多可兌換 2 件");
  EXPECT_EQ(balance(alice_), 2400);
  const std::string no(second.data().at("order_no").as_string());
  ASSERT_EQ(post("/v1/trade/point/order/cancel", R"({"order_no":")" + no + R"("})", alice_).result_code(), 0);
  EXPECT_EQ(exchange(alice_, kMilkTea, "d").result_code(), 0);
  // Another member has a limit of their own.
  const std::string bob = server_->member_token("96000002");
  grant(bob, 600);
  EXPECT_EQ(exchange(bob, kMilkTea, "a", 2).result_code(), 0);
}

TEST_F(MallApi, Concurrency_FiftyExchangesForFiveUnitsMakeFiveOrdersAndTakeOnlyTheirPoints) {
  std::vector<std::string> members;
  for (int i = 0; i < 50; ++i) {
    members.push_back(server_->member_token("961" + std::to_string(10000 + i)));
    grant(members.back(), 1000);
  }
  std::atomic<int> won{0}, sold_out{0}, other{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 50; ++i) {
    threads.emplace_back([&, i] {
      auto r = exchange(members[i], kTumbler, "t");
      if (r.result_code() == 0) {
        ++won;
      } else if (r.status == 409) {
        ++sold_out;
      } else {
        ++other;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(won.load(), 5);
  EXPECT_EQ(sold_out.load(), 45);
  EXPECT_EQ(other.load(), 0);
  EXPECT_EQ(stock(kTumbler), 0);
  int64_t points_left = 0;
  for (const auto& m : members) points_left += balance(m);
  EXPECT_EQ(points_left, 50 * 1000 - 5 * 1000);
}

TEST_F(MallApi, Cancel_GivesPointsAndStockBackOnceEvenWhenAskedTwiceAtOnce) {
  grant(alice_, 1000);
  auto r = exchange(alice_, kTumbler, "k");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  const std::string no(r.data().at("order_no").as_string());
  EXPECT_EQ(balance(alice_), 0);
  std::atomic<int> ok{0}, refused{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 4; ++i) {
    threads.emplace_back([&] {
      auto c = post("/v1/trade/point/order/cancel", R"({"order_no":")" + no + R"("})", alice_);
      if (c.result_code() == 0) ++ok;
      if (c.status == 409) ++refused;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), 1);
  EXPECT_EQ(refused.load(), 3);
  EXPECT_EQ(balance(alice_), 1000);
  EXPECT_EQ(stock(kTumbler), 5);
  EXPECT_EQ(get("/v1/trade/point/order/detail?order_no=" + no, alice_).data().at("status").as_string(), "cancelled");
}

TEST_F(MallApi, Privacy_AnExchangeIsItsMembersAndOnlyItsStoreHandsItOver) {
  grant(alice_, 1000);
  auto r = exchange(alice_, kMilkTea, "k");
  const std::string no(r.data().at("order_no").as_string());
  const std::string bob = server_->member_token("96000002");
  EXPECT_EQ(get("/v1/trade/point/order/detail?order_no=" + no, bob).status, 404);
  EXPECT_EQ(post("/v1/trade/point/order/cancel", R"({"order_no":")" + no + R"("})", bob).status, 404);
  EXPECT_EQ(get("/v1/trade/point/order/list", bob).data().at("total").as_int64(), 0);
  EXPECT_EQ(http().get("/v1/trade/point/order/list").status, 401);
  // Customers cannot hand goods over; another store's staff cannot either.
  EXPECT_EQ(post("/v1/console/mall/collect", R"({"order_no":")" + no + R"("})", bob).status, 403);
  EXPECT_EQ(post("/v1/console/mall/collect", R"({"order_no":")" + no + R"("})", staff(2)).status, 404);
  // The store's console lists it; the member's pickup code finds it.
  auto waiting = get("/v1/console/mall/orders", staff(1)).data().at("list").as_array();
  ASSERT_EQ(waiting.size(), 1u);
  EXPECT_TRUE(get("/v1/console/mall/orders", staff(2)).data().at("list").as_array().empty());
  const std::string code(r.data().at("pickupCode").as_string());
  EXPECT_EQ(post("/v1/console/mall/collect", R"({"pickupCode":")" + code + R"("})", staff(2)).status, 404);
  auto collected = post("/v1/console/mall/collect", R"({"pickupCode":")" + code + R"("})", staff(1));
  ASSERT_EQ(collected.result_code(), 0) << collected.body;
  EXPECT_EQ(collected.data().at("status").as_string(), "finished");
  // Collected: no cancelling, no second hand-over.
  EXPECT_EQ(post("/v1/trade/point/order/cancel", R"({"order_no":")" + no + R"("})", alice_).status, 409);
  EXPECT_EQ(post("/v1/console/mall/collect", R"({"order_no":")" + no + R"("})", staff(1)).status, 409);
  EXPECT_EQ(balance(alice_), 700);
}

TEST_F(MallApi, Admin_ChangesItemsAndRefusesBadValues) {
  const std::map<std::string, std::string> admin{{"X-Admin-Token", kMallAdmin}};
  EXPECT_EQ(http().post_json("/admin/v1/mall/items", R"({"categoryId":1,"title":"x","points":0,"stock":1})", admin).status, 400);
  EXPECT_EQ(http().post_json("/admin/v1/mall/items", R"({"categoryId":9,"title":"x","points":1,"stock":1})", admin).status, 400);
  EXPECT_EQ(http().post_json("/admin/v1/mall/items", R"({"categoryId":1,"title":"x","points":1,"stock":-1})", admin).status, 400);
  EXPECT_EQ(post("/admin/v1/mall/items", R"({"categoryId":1,"title":"x","points":1,"stock":1})", alice_).status, 403);
  // The figure back in stock, then taken off sale.
  auto saved = http().post_json("/admin/v1/mall/items", R"({"id":3,"categoryId":1,"title":{"zh-HK":"公仔","en":"Figure"},"points":500,"stock":3})", admin);
  ASSERT_EQ(saved.result_code(), 0) << saved.body;
  EXPECT_EQ(stock(kFigure), 3);
  ASSERT_EQ(http().post_json("/admin/v1/mall/items", R"({"id":3,"categoryId":1,"title":"Figure","points":500,"stock":3,"active":false})", admin).result_code(), 0);
  EXPECT_EQ(http().get("/v1/mall/goods/detail?id=3").status, 404);
  EXPECT_EQ(http().get("/v1/mall/index").data().at("items").as_array().size(), 5u);
  EXPECT_EQ(http().get("/admin/v1/mall/items", admin).data().at("list").as_array().size(), 6u);
}

}  // namespace
}  // namespace qsr::test

// API tests of what the customer reviews and the kitchen makes (issue 15, order correctness): a
// set's components keep their specification from cart to kitchen ticket, the cart's total is what
// checkout charges, and a pickup customer may decline the bag.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace {

// The breakfast set sells 07:00-11:30; store 1 is open.
const int64_t kMondayMorning = hk_ms(2026, 11, 23, 9, 0);
const std::string kAdmin = "test-admin-token-0123456789";
// Luncheon meat noodles (+$3) and the iced milk tea (+$3) in the breakfast set.
const std::string kSetWithIcedTea =
    R"("goods_id":4001,"package":[{"group_id":1,"goods_id":9002},{"group_id":2,"goods_id":2001,"option_id":200102}])";

class OrderRecipeApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayMorning, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
    alice_ = server_->member_token("91000001");
  }
  HttpResult post(const std::string& path, const std::string& body, std::map<std::string, std::string> headers = {}) {
    headers["auth"] = alice_;
    return server_->client().post_json(path, body, headers);
  }
  HttpResult add(const std::string& fields, int type = 2) {
    return post("/v1/cart/add", R"({"sid":1,"orderType":)" + std::to_string(type) + "," + fields + "}");
  }
  HttpResult confirm(const std::string& extra = "", int type = 2) {
    return post("/v1/order/confirm", R"({"sid":1,"orderType":)" + std::to_string(type) + R"(,"autoCoupon":false)" + extra + "}");
  }
  std::string staff_token(const std::string& phone) {
    std::string token = server_->member_token(phone);
    int64_t id = server_->client().get("/v1/member/info", {{"auth", token}}).data().at("id").as_int64();
    server_->client().post_json("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})",
                                {{"X-Admin-Token", kAdmin}});
    return token;
  }
  std::unique_ptr<TestServer> server_;
  std::string alice_;
};

}  // namespace

TEST_F(OrderRecipeApi, ASetsIcedDrinkIsNamedIcedInTheCartCheckoutOrderAndOnTheKitchenTicket) {
  auto cart = add(kSetWithIcedTea);
  ASSERT_EQ(cart.result_code(), 0) << cart.body;
  const auto& line = cart.data().at("data").as_array()[0];
  const auto& names = line.at("packageNames").as_array();
  ASSERT_EQ(names.size(), 2u);
  EXPECT_EQ(names[1].as_string(), "港式奶茶（凍）");

  auto checkout = confirm();
  ASSERT_EQ(checkout.result_code(), 0) << checkout.body;
  EXPECT_EQ(checkout.data().at("lines").as_array()[0].at("detail").as_string(), "餐肉蛋麵、港式奶茶（凍）") << checkout.body;

  post("/v1/dev/wallet/topup", R"({"amount":"100"})", {{"Idempotency-Key", "t"}});
  auto order = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"91000001"})", {{"Idempotency-Key", "o"}});
  ASSERT_EQ(order.result_code(), 0) << order.body;
  const std::string no(order.data().at("order_id").as_string());
  ASSERT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"(","payType":"wallet"})").result_code(), 0);

  auto detail = server_->client().get("/v1/order/detail?order_id=" + no + "&lang=en", {{"auth", alice_}});
  ASSERT_EQ(detail.result_code(), 0) << detail.body;
  EXPECT_NE(std::string(detail.data().at("lines").as_array()[0].at("detail").as_string()).find("Milk Tea (Iced)"), std::string::npos)
      << detail.body;

  auto kitchen = server_->client().get("/v1/console/orders", {{"auth", staff_token("91000009")}});
  ASSERT_EQ(kitchen.result_code(), 0) << kitchen.body;
  const auto& ticket = kitchen.data().at("list").as_array()[0].at("lines").as_array()[0];
  EXPECT_EQ(ticket.at("detail").as_string(), "餐肉蛋麵、港式奶茶（凍）") << kitchen.body;
}

TEST_F(OrderRecipeApi, IceIsRefusedOnAHotDrinkAndKeptOnAnIcedOne) {
  EXPECT_EQ(add(R"("goods_id":2001,"option_id":200101,"attrs":[11,31])").result_code(), 30010);
  auto iced = add(R"("goods_id":2001,"option_id":200102,"attrs":[11,31])");
  ASSERT_EQ(iced.result_code(), 0) << iced.body;
  auto checkout = confirm();
  EXPECT_EQ(checkout.data().at("lines").as_array()[0].at("detail").as_string(), "凍、正常、少冰");
}

TEST_F(OrderRecipeApi, TheCartTotalIsWhatCheckoutCharges_BagIncluded) {
  auto cart = add(R"("goods_id":2002)");  // 17 and the $1 bag for pickup
  ASSERT_EQ(cart.result_code(), 0) << cart.body;
  EXPECT_EQ(cart.data().at("bag_fee").as_string(), "1");
  auto checkout = confirm();
  ASSERT_EQ(checkout.result_code(), 0) << checkout.body;
  EXPECT_EQ(cart.data().at("total").as_string(), checkout.data().at("payable").as_string()) << cart.body << checkout.body;
}

TEST_F(OrderRecipeApi, APickupCustomerMayDeclineTheBag_DeliveryMayNot) {
  add(R"("goods_id":2002)");
  auto with_bag = confirm();
  ASSERT_EQ(with_bag.result_code(), 0) << with_bag.body;
  EXPECT_TRUE(with_bag.data().at("bagOptional").as_bool());
  auto without = confirm(R"(,"noBag":1)");
  ASSERT_EQ(without.result_code(), 0) << without.body;
  EXPECT_EQ(without.data().at("bag_fee").as_string(), "0");
  EXPECT_EQ(without.data().at("payable").as_string(), "17");

  post("/v1/dev/wallet/topup", R"({"amount":"100"})", {{"Idempotency-Key", "t"}});
  auto order = post("/v1/order/submit", R"({"sid":1,"orderType":2,"noBag":1,"areaCode":"852","phone":"91000001"})",
                    {{"Idempotency-Key", "o"}});
  ASSERT_EQ(order.result_code(), 0) << order.body;
  EXPECT_EQ(order.data().at("payable").as_string(), "17");

  add(R"("goods_id":2002)", 1);
  auto delivery = confirm(R"(,"noBag":1)", 1);
  EXPECT_EQ(delivery.status, 400);
  EXPECT_FALSE(confirm("", 1).data().at("bagOptional").as_bool());
}

}  // namespace qsr::test

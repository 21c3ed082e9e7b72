// API tests of the store console's catalogue calls and the live store channel.
#include <gtest/gtest.h>

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {

namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
const std::string kAdmin = "test-admin-token-0123456789";

class ConsoleApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
    staff_ = server_->member_token("95000009");
    int64_t id = server_->client().get("/v1/member/info", {{"auth", staff_}}).data().at("id").as_int64();
    server_->client().post_json("/admin/v1/member/staff", R"({"memberId":)" + std::to_string(id) + R"(,"sid":1})", {{"X-Admin-Token", kAdmin}});
  }
  HttpResult post(const std::string& path, const std::string& body, const std::string& token) {
    return server_->client().post_json(path, body, {{"auth", token}});
  }
  int64_t menu_status(int64_t goods_id) {
    auto menu = server_->client().get("/v1/goods/store/goods/index?sid=1&orderType=2");
    for (const auto& c : menu.data().at("categories").as_array()) {
      for (const auto& g : c.at("goods").as_array()) {
        if (g.at("goods_id").as_int64() == goods_id) return g.at("status").as_int64();
      }
    }
    return -1;
  }
  std::unique_ptr<TestServer> server_;
  std::string staff_;
};

}  // namespace

TEST_F(ConsoleApi, StaffSellOutGoodsAndBringThemBack) {
  EXPECT_EQ(menu_status(2002), 1);
  ASSERT_EQ(post("/v1/console/goods/status", R"({"goodsId":2002,"status":"sold_out"})", staff_).result_code(), 0);
  EXPECT_EQ(menu_status(2002), 2);  // the cached menu was rebuilt at once
  std::string customer = server_->member_token("95000001");
  EXPECT_EQ(post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", customer).result_code(), 30010);
  ASSERT_EQ(post("/v1/console/goods/status", R"({"goodsId":2002,"status":"on_sale"})", staff_).result_code(), 0);
  EXPECT_EQ(menu_status(2002), 1);
  EXPECT_EQ(post("/v1/console/goods/status", R"({"goodsId":2002,"status":"sold_out"})", customer).status, 403);
  EXPECT_EQ(post("/v1/console/goods/status", R"({"goodsId":99999,"status":"sold_out"})", staff_).status, 404);
}

TEST_F(ConsoleApi, SettingTheStoreBusyReachesCustomersLive) {
  namespace asio = boost::asio;
  namespace beast = boost::beast;
  asio::io_context ioc;
  beast::websocket::stream<asio::ip::tcp::socket> ws(ioc);
  ws.next_layer().connect({asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(server_->port())});
  ws.handshake("127.0.0.1", "/ws");
  ws.write(asio::buffer(std::string(R"({"op":"subscribe","topic":"store:1"})")));
  beast::flat_buffer buffer;
  ws.read(buffer);
  buffer.clear();
  auto r = post("/v1/console/store/status", R"({"status":"busy"})", staff_);
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("businessStatus").as_string(), "busy");
  ws.read(buffer);
  auto event = boost::json::parse(beast::buffers_to_string(buffer.data()));
  EXPECT_EQ(event.at("topic").as_string(), "store:1");
  EXPECT_EQ(event.at("data").at("businessStatus").as_string(), "busy");
  auto info = server_->client().get("/v1/store/info?sid=1");
  EXPECT_EQ(info.data().at("businessStatus").as_string(), "busy");
  EXPECT_EQ(post("/v1/console/store/status", R"({"status":"asleep"})", staff_).status, 400);
  ws.close(beast::websocket::close_code::normal);
}

TEST_F(ConsoleApi, OrderTopicsAreForTheirOwnersOnly) {
  namespace asio = boost::asio;
  namespace beast = boost::beast;
  std::string customer = server_->member_token("95000001");
  post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})", customer);
  auto order = server_->client().post_json("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"95000001"})",
                                           {{"auth", customer}, {"Idempotency-Key", "k"}});
  std::string no(order.data().at("order_id").as_string());
  auto subscribe = [&](const std::string& token, const std::string& topic) {
    asio::io_context ioc;
    beast::websocket::stream<asio::ip::tcp::socket> ws(ioc);
    ws.next_layer().connect({asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(server_->port())});
    ws.handshake("127.0.0.1", "/ws?auth=" + token);
    ws.write(asio::buffer(R"({"op":"subscribe","topic":")" + topic + "\"}"));
    beast::flat_buffer buffer;
    ws.read(buffer);
    return std::string(boost::json::parse(beast::buffers_to_string(buffer.data())).at("op").as_string());
  };
  EXPECT_EQ(subscribe(customer, "order:" + no), "subscribed");
  EXPECT_EQ(subscribe(staff_, "order:" + no), "error");
  EXPECT_EQ(subscribe("", "order:" + no), "error");
  EXPECT_EQ(subscribe(staff_, "store-orders:1"), "subscribed");
  EXPECT_EQ(subscribe(staff_, "store-orders:2"), "error");
  EXPECT_EQ(subscribe(customer, "store-orders:1"), "error");
}

}  // namespace qsr::test

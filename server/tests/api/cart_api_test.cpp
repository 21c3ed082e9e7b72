// API tests of the server cart (spec 001 §4 cart rules) on the fixture brand.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace json = boost::json;

namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);

class CartApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { server_ = new TestServer({.fake_now_ms = kMondayNoon}); }
  static void TearDownTestSuite() {
    delete server_;
    server_ = nullptr;
  }
  void SetUp() override {
    server_->set_clock(kMondayNoon);
    token_ = std::string(http().post_json("/v1/account/visitor", "{}").data().at("token").as_string());
  }
  HttpClient http() const { return server_->client(); }
  HttpResult call(const std::string& path, const std::string& body, const std::string& token = "") {
    return http().post_json(path, body, {{"auth", token.empty() ? token_ : token}});
  }
  HttpResult add(const std::string& fields, int sid = 1, int type = 2, const std::string& token = "") {
    return call("/v1/cart/add", R"({"sid":)" + std::to_string(sid) + R"(,"orderType":)" + std::to_string(type) + "," + fields + "}", token);
  }
  HttpResult list(int sid = 1, int type = 2, const std::string& token = "") {
    return http().get("/v1/cart/list?sid=" + std::to_string(sid) + "&orderType=" + std::to_string(type),
                      {{"auth", token.empty() ? token_ : token}});
  }
  static const json::array& lines(const HttpResult& r) { return r.data().at("data").as_array(); }
  static int64_t line_id(const HttpResult& r, size_t i) { return lines(r).at(i).at("id").as_int64(); }

  static TestServer* server_;
  std::string token_;
};
TestServer* CartApi::server_ = nullptr;

const char* kIcedTea = R"("goods_id":2001,"option_id":200102,"attrs":[11,21,22])";

}  // namespace

TEST_F(CartApi, ACallWithoutASessionGetsAVisitorSession) {
  auto r = http().get("/v1/cart/list?sid=1&orderType=2");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_FALSE(r.header("auth").empty());
  EXPECT_EQ(r.data().at("token").as_string(), r.header("auth"));
  EXPECT_EQ(lines(r).size(), 0u);
}

TEST_F(CartApi, AQuantityOfZeroSaysWhatIsAllowed) {
  auto zero = add(R"("goods_id":2002,"num":0)");
  EXPECT_EQ(zero.status, 400);
  EXPECT_EQ(zero.result_msg(), "數量須為 1 至 99");
  auto en = http().post_json("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":-3})",
                             {{"auth", token_}, {"Accept-Language", "en"}});
  EXPECT_EQ(en.result_msg(), "The quantity must be from 1 to 99");
  EXPECT_EQ(lines(list()).size(), 0u);  // nothing was added
}

TEST_F(CartApi, IdenticalChoicesMergeIntoOneLineInAnyOrder) {
  ASSERT_EQ(add(kIcedTea).result_code(), 0);
  auto r = add(R"("goods_id":2001,"option_id":200102,"attrs":"22,21,11")");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  ASSERT_EQ(lines(r).size(), 1u);
  EXPECT_EQ(lines(r)[0].at("num").as_int64(), 2);
}

TEST_F(CartApi, DifferentChoicesAreDifferentLines) {
  add(kIcedTea);
  auto r = add(R"("goods_id":2001,"option_id":200101,"attrs":[12])");
  EXPECT_EQ(lines(r).size(), 2u);
}

TEST_F(CartApi, LinePriceIsSpecificationPlusAttributesPlusPackageChoices) {
  auto r = add(kIcedTea);
  const auto& l = lines(r)[0];
  EXPECT_EQ(l.at("price").as_string(), "28");  // iced 21 + pearls 5 + evaporated milk 2
  EXPECT_EQ(l.at("option_price").as_string(), "21");
  EXPECT_EQ(l.at("attrPrice").as_string(), "7");
  server_->set_clock(hk_ms(2026, 11, 23, 9, 0));
  auto set = add(R"("goods_id":4001,"package":[{"group_id":1,"goods_id":9002},{"group_id":2,"goods_id":2001,"option_id":200102}])");
  ASSERT_EQ(set.result_code(), 0) << set.body;
  for (const auto& l : lines(set)) {
    if (l.at("goods_id").as_int64() == 4001) {
      EXPECT_EQ(l.at("price").as_string(), "48");  // 42 + luncheon meat 3 + iced 3
    }
  }
}

TEST_F(CartApi, ANewLineStartsAtTheMinimumStepAndReducingBelowItRemovesTheLine) {
  auto r = add(R"("goods_id":3001)");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(lines(r)[0].at("num").as_int64(), 2);  // fries: unitnum 2
  r = add(R"("goods_id":3001)");
  EXPECT_EQ(lines(r)[0].at("num").as_int64(), 3);
  r = call("/v1/cart/reduce", R"({"sid":1,"orderType":2,"lineId":)" + std::to_string(line_id(r, 0)) + "}");
  EXPECT_EQ(lines(r)[0].at("num").as_int64(), 2);
  r = call("/v1/cart/reduce", R"({"sid":1,"orderType":2,"lineId":)" + std::to_string(line_id(r, 0)) + "}");
  EXPECT_EQ(lines(r).size(), 0u);
}

TEST_F(CartApi, ThePurchaseCapRefusesWithTheSpecText) {
  ASSERT_EQ(add(R"("goods_id":2002,"num":2)").result_code(), 0);
  auto r = add(R"("goods_id":2002)");
  EXPECT_EQ(r.result_code(), 30011);
  EXPECT_EQ(r.result_msg(), "已達到購買商品數量上限，無法繼續添加~");
  EXPECT_EQ(lines(list())[0].at("num").as_int64(), 2);  // nothing changed
  EXPECT_EQ(add(R"("goods_id":3003,"num":100)").result_code(), 30012);
}

TEST_F(CartApi, UnavailableGoodsAreRefusedWithTheSpecTexts) {
  auto sold = add(R"("goods_id":3002)");
  EXPECT_EQ(sold.result_code(), 30010);
  EXPECT_EQ(sold.result_msg(), "本門店此商品已售罄");
  auto late = http().post_json("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":1001})", {{"auth", token_}, {"Accept-Language", "zh-CN"}});
  EXPECT_EQ(late.result_msg(), "非售卖时间商品不能加购物车");
  EXPECT_EQ(add(R"("goods_id":3001)", 2).result_msg(), "本門店此商品已下架");  // removed at store 2
  EXPECT_EQ(add(R"("goods_id":2001,"option_id":200102,"attrs":[11])", 2).result_msg(), "本門店此商品對應規格已下架");
  EXPECT_EQ(add(R"("goods_id":3003)").result_msg(), "本門店此商品未上架");
  EXPECT_EQ(lines(list()).size(), 0u);
}

TEST_F(CartApi, ChoicesAreCheckedAgainstTheMenu) {
  EXPECT_EQ(add(R"("goods_id":2001,"attrs":[11])").result_code(), 30010);  // no specification
  EXPECT_EQ(add(R"("goods_id":2001,"option_id":200101)").result_code(), 30010);  // required sweetness
  EXPECT_EQ(add(R"("goods_id":2001,"option_id":200101,"attrs":[11,12])").result_code(), 30010);  // two in a single group
  EXPECT_EQ(add(R"("goods_id":2001,"option_id":200101,"attrs":[999])").result_code(), 30010);
  server_->set_clock(hk_ms(2026, 11, 23, 9, 0));
  EXPECT_EQ(add(R"("goods_id":4001,"package":[{"group_id":1,"goods_id":9002}])").result_code(), 30010);  // drink missing
  EXPECT_EQ(add(R"("goods_id":4001,"package":[{"group_id":1,"goods_id":9001},{"group_id":1,"goods_id":9002},{"group_id":2,"goods_id":2001,"option_id":200101}])").result_code(), 30010);
  EXPECT_EQ(add(R"("goods_id":2001,"option_id":200101,"attrs":"1x")").status, 400);
}

TEST_F(CartApi, APriceDifferentFromWhatTheCustomerSawIsRefused) {
  auto r = add(R"("goods_id":2002,"price":"15")");
  EXPECT_EQ(r.result_code(), 30013);
  EXPECT_EQ(r.result_msg(), "商品價格異常，請重新選擇");
  EXPECT_EQ(add(R"("goods_id":2002,"price":"17")").result_code(), 0);
}

TEST_F(CartApi, EmptyingAPocketRenumbersTheLaterPockets) {
  add(R"("goods_id":2002,"pack_bag":1)");
  add(R"("goods_id":3001,"pack_bag":2)");
  auto r = add(R"("goods_id":2001,"option_id":200101,"attrs":[11],"pack_bag":3)");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(r.data().at("currentPackBag").as_int64(), 3);
  int64_t pocket2 = 0;
  for (const auto& l : lines(r)) {
    if (l.at("packBag").as_int64() == 2) pocket2 = l.at("id").as_int64();
  }
  r = call("/v1/cart/update", R"({"sid":1,"orderType":2,"lineId":)" + std::to_string(pocket2) + R"(,"num":0})");
  ASSERT_EQ(lines(r).size(), 2u);
  EXPECT_EQ(lines(r)[1].at("goods_id").as_int64(), 2001);
  EXPECT_EQ(lines(r)[1].at("packBag").as_int64(), 2);
  EXPECT_EQ(r.data().at("currentPackBag").as_int64(), 2);
}

TEST_F(CartApi, TotalsCountSelectedLinesBoxFeesTheBagAndDelivery) {
  add(R"("goods_id":3001,"num":4)");  // 4 x 18, box 0.5 each
  auto pickup = add(R"("goods_id":2002)");  // 17, no box fee
  EXPECT_EQ(pickup.data().at("no_pack_price").as_string(), "89");
  EXPECT_EQ(pickup.data().at("box_price").as_string(), "2");
  EXPECT_EQ(pickup.data().at("price").as_string(), "91");
  EXPECT_EQ(pickup.data().at("bag_fee").as_string(), "1");
  EXPECT_EQ(pickup.data().at("delivery_fee").as_string(), "0");
  auto takeout = list(1, 1);
  EXPECT_EQ(takeout.data().at("delivery_fee").as_string(), "12");  // under the 150 threshold
  auto dine = list(1, 3);
  EXPECT_EQ(dine.data().at("box_price").as_string(), "0");
  auto unselect = call("/v1/cart/select", R"({"sid":1,"orderType":2,"lineId":)" + std::to_string(line_id(pickup, 1)) + R"(,"selected":0})");
  EXPECT_EQ(unselect.data().at("no_pack_price").as_string(), "72");
  EXPECT_EQ(unselect.data().at("selectedNum").as_int64(), 4);
  auto all = call("/v1/cart/select", R"({"sid":1,"orderType":2,"selected":1})");
  EXPECT_EQ(all.data().at("selectedNum").as_int64(), 5);
  auto cleared = call("/v1/cart/truncate", R"({"sid":1,"orderType":2})");
  EXPECT_EQ(lines(cleared).size(), 0u);
}

TEST_F(CartApi, AVisitorsCartBecomesTheMembersOnLogin) {
  add(R"("goods_id":2002)");
  server_->set_clock(kMondayNoon + 61'000);
  auto sent = http().post_json("/v1/verify/hdl/send", R"({"areaCode":"852","phone":"91110000","scene":"register"})");
  ASSERT_EQ(sent.result_code(), 0) << sent.body;
  std::string code(http().get("/v1/dev/sms/outbox?areaCode=852&phone=91110000").data().at("list").as_array()[0].at("code").as_string());
  auto login = http().post_json("/v1/account/simpleRegister", R"({"areaCode":"852","phone":"91110000","agree":true,"code":")" + code + "\"}",
                                {{"auth", token_}});
  ASSERT_EQ(login.result_code(), 0) << login.body;
  std::string member(login.data().at("token").as_string());
  auto r = list(1, 2, member);
  ASSERT_EQ(lines(r).size(), 1u);
  EXPECT_EQ(lines(r)[0].at("goods_id").as_int64(), 2002);
  EXPECT_EQ(list(1, 2, token_).status, 401);  // the visitor session ended
}

TEST_F(CartApi, SwitchingStoreCarriesWhatItCanAndReportsTheRest) {
  add(R"("goods_id":2002)");
  add(R"("goods_id":3001)");  // removed at store 2
  add(kIcedTea);                // the iced option is removed at store 2
  auto r = call("/v1/cart/switch", R"({"fromSid":1,"sid":2,"orderType":2})");
  ASSERT_EQ(r.result_code(), 0) << r.body;
  EXPECT_EQ(lines(r).size(), 1u);
  EXPECT_EQ(r.data().at("dropped").as_array().size(), 2u);
  EXPECT_EQ(lines(list(1)).size(), 0u);
}

TEST_F(CartApi, NobodyTouchesAnotherOwnersLines) {
  auto mine = add(R"("goods_id":2002)");
  std::string other(http().post_json("/v1/account/visitor", "{}").data().at("token").as_string());
  auto r = call("/v1/cart/update", R"({"sid":1,"orderType":2,"lineId":)" + std::to_string(line_id(mine, 0)) + R"(,"num":5})", other);
  EXPECT_EQ(r.status, 404);
  EXPECT_EQ(lines(list(1, 2, other)).size(), 0u);
  EXPECT_EQ(lines(list())[0].at("num").as_int64(), 1);
}

TEST_F(CartApi, BadParametersAnswer400) {
  EXPECT_EQ(http().get("/v1/cart/list?sid=1", {{"auth", token_}}).status, 400);
  EXPECT_EQ(http().get("/v1/cart/list?sid=1&orderType=9", {{"auth", token_}}).status, 400);
  EXPECT_EQ(http().get("/v1/cart/list?sid=99&orderType=2", {{"auth", token_}}).status, 404);
  EXPECT_EQ(add(R"("goods_id":2002)", 2, 1).status, 400);  // store 2 does not deliver
}

}  // namespace qsr::test

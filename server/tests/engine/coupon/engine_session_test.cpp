// The engine over a pipe (scripts/engine): a request is applied whole or not at all, bad input
// answers code -1 with a message naming the field, and the caps refuse a huge cart at once.
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "engine/coupon/wire/engine_session.h"

namespace qsr::engine::coupon::testing {
namespace {

namespace json = boost::json;
using wire::EngineSession;

const std::string kInit =
    R"({"type":"initGoods","id":1,"goods":[{"id":1,"goods_id":101,"num":2,"price":"38.5"}],)"
    R"("couponList":[{"couponCode":"R","couponTemplateId":1,"couponCategory":10,"amount":"50","couponValue":"10"}],)"
    R"("config":{"channels":"h5","shopId":7,"orderType":1,"deliveryPrice":"12","now":1749009600000}})";

std::string pay_total(const json::object& answer) {
  return std::string(answer.at("data").as_object().at("payTotalAmount").as_string());
}

TEST(CouponEngineSession, Session_ARejectedRequestChangesNothing) {
  EngineSession s;
  ASSERT_EQ(s.handle(kInit).at("code").as_int64(), 0);
  ASSERT_EQ(pay_total(s.handle(R"({"type":"calc","selectedCoupons":["R"]})")), "79");
  // New goods and selection that are fine, then a configuration that is not: nothing of it sticks.
  const json::object bad = s.handle(
      R"({"type":"calc","goods":[{"id":9,"goods_id":5,"price":"1"}],"selectedCoupons":[],)"
      R"("config":{"now":1749009600000,"deliveryPrice":"-12"}})");
  EXPECT_EQ(bad.at("code").as_int64(), -1);
  EXPECT_NE(std::string(bad.at("message").as_string()).find("deliveryPrice"), std::string::npos);
  EXPECT_EQ(s.remembered().goods.size(), 1u);
  EXPECT_EQ(s.remembered().goods[0].id, 1);
  EXPECT_EQ(s.remembered().selected, (std::vector<std::string>{"R"}));
  EXPECT_EQ(pay_total(s.handle(R"({"type":"calc"})")), "79");
}

TEST(CouponEngineSession, Session_AFailedInitGoodsKeepsTheSelection) {
  EngineSession s;
  s.handle(kInit);
  s.handle(R"({"type":"calc","selectedCoupons":["R"]})");
  // initGoods clears the selection, but only when it succeeds.
  EXPECT_EQ(s.handle(R"({"type":"initGoods","goods":[{}]})").at("code").as_int64(), -1);
  EXPECT_EQ(s.remembered().selected, (std::vector<std::string>{"R"}));
}

TEST(CouponEngineSession, Session_UnUseCouponOfAnUnknownCodeIsAnError) {
  EngineSession s;
  s.handle(kInit);
  s.handle(R"({"type":"calc","selectedCoupons":["R"]})");
  const json::object unknown = s.handle(R"({"type":"unUseCoupon","id":7,"couponCode":"NOPE"})");
  EXPECT_EQ(unknown.at("code").as_int64(), -1);
  EXPECT_EQ(unknown.at("id").as_int64(), 7);
  EXPECT_EQ(s.remembered().selected, (std::vector<std::string>{"R"}));
  const json::object known = s.handle(R"({"type":"unUseCoupon","couponCode":"R"})");
  EXPECT_EQ(known.at("code").as_int64(), 0);
  EXPECT_TRUE(s.remembered().selected.empty());
}

TEST(CouponEngineSession, Session_NeedsAConfigurationBeforeTheFirstCalculation) {
  EngineSession s;
  const json::object answer = s.handle(R"({"type":"calc","goods":[{"id":1,"goods_id":1,"price":1}]})");
  EXPECT_EQ(answer.at("code").as_int64(), -1);
  EXPECT_NE(std::string(answer.at("message").as_string()).find("config"), std::string::npos);
  EXPECT_TRUE(s.remembered().goods.empty());
}

TEST(CouponEngineSession, Session_RefusesTenThousandLinesOf999UnitsAtOnce) {
  // The issue's request: 795 KB, 10,000 lines of 999 units. It took 14 GB and did not finish.
  std::string request = R"({"type":"initGoods","goods":[)";
  for (int i = 0; i < 10000; ++i) {
    if (i) request += ',';
    request += R"({"id":)" + std::to_string(i) + R"(,"goods_id":1,"num":999,"price":"1"})";
  }
  request += R"(],"config":{"now":1749009600000}})";
  EngineSession s;
  const auto start = std::chrono::steady_clock::now();
  const json::object answer = s.handle(request);
  const auto took = std::chrono::steady_clock::now() - start;
  EXPECT_EQ(answer.at("code").as_int64(), -1);
  EXPECT_NE(std::string(answer.at("message").as_string()).find("at most 200 lines"), std::string::npos);
  EXPECT_LT(took, std::chrono::seconds(2));
  EXPECT_FALSE(s.has_config());
}

TEST(CouponEngineSession, Session_AnswersMalformedRequestsWithCodeMinusOne) {
  EngineSession s;
  EXPECT_EQ(s.handle("not json").at("code").as_int64(), -1);
  EXPECT_EQ(s.handle("[1]").at("code").as_int64(), -1);
  EXPECT_EQ(s.handle(R"({"type":"nope","config":{"now":1749009600000}})").at("code").as_int64(), -1);
  EXPECT_FALSE(s.has_config());  // the unknown type's configuration was not kept either
  EXPECT_EQ(s.handle(std::string(wire::kMaxRequestBytes + 1, ' ')).at("code").as_int64(), -1);
}

}  // namespace
}  // namespace qsr::engine::coupon::testing

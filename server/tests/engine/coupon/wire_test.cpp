// The JSON form used by scripts/engine: money as dollars, field names of spec 001 §3, errors
// that name the field.
#include <gtest/gtest.h>

#include "coupon_test_support.h"
#include "engine/coupon/wire/coupon_wire.h"
#include "engine/coupon/wire/wire_fields.h"

namespace qsr::engine::coupon::testing {
namespace {

namespace json = boost::json;
using wire::WireError;

Cents price_of(const std::string& literal) {
  const json::object o = json::parse("{\"p\":" + literal + "}").as_object();
  return wire::money_or(o, "p", -1);
}

TEST(CouponWire, MoneyIsReadAsDollars) {
  EXPECT_EQ(price_of("\"38.5\""), 3850);
  EXPECT_EQ(price_of("38.5"), 3850);
  EXPECT_EQ(price_of("38"), 3800);
  EXPECT_EQ(price_of("0.01"), 1);
  EXPECT_THROW(price_of("\"38.555\""), WireError);
  EXPECT_THROW(price_of("0.30000000000000004"), WireError);
  EXPECT_THROW(price_of("\"abc\""), WireError);
}

TEST(CouponWire, CouponFieldsFollowTheSpecNames) {
  const Coupon c = wire::read_coupon(json::parse(R"({
    "couponCode":"A1","couponTemplateId":7,"couponCategory":20,"hierarchy":30,"couponValue":85,
    "thresholdType":2,"amount":3,"superposition":4,"orderUsageLimitType":"LIMITED","orderUsageLimitQuantity":2,
    "couponUseTime":{"weeks":[2,3],"timeSlotReqDtoList":[{"startTime":"11:00","endTime":"14:30"}],
                     "unavailableDates":[{"start":"2025-06-01","end":"2025-06-02"}]},
    "shopRules":{"type":"exclude","shopIds":[3]},"itemRules":[{"itemCode":"101","exclude":true}],
    "discountItemTypeRange":[6,15],"maxDiscount":"20","limitQty":2})").as_object());
  EXPECT_EQ(c.category, Category::percentage);
  EXPECT_EQ(c.value, 85);  // a percentage, not money
  EXPECT_EQ(c.threshold, 3);  // a quantity threshold counts units
  EXPECT_EQ(c.superposition, Superposition::cross_hierarchy);
  EXPECT_EQ(c.order_usage_limit, OrderUsageLimit::limited);
  EXPECT_EQ(c.use_time.time_slots[0].start, 660);
  EXPECT_EQ(c.use_time.time_slots[0].end, 870);
  EXPECT_EQ(c.use_time.unavailable_dates[0].first, 20250601);
  EXPECT_EQ(c.shop_rule.scope, ShopScope::exclude);
  EXPECT_TRUE(c.item_rules[0].exclude);
  EXPECT_EQ(c.max_discount, 2000);
  EXPECT_EQ(c.copies_per_order, 2);
}

TEST(CouponWire, BadInputNamesTheField) {
  try {
    wire::read_coupon(json::parse(R"({"couponCode":"A","couponCategory":40})").as_object());
    FAIL() << "category 40 accepted";
  } catch (const WireError& e) {
    EXPECT_NE(std::string(e.what()).find("couponCategory"), std::string::npos);
  }
  EXPECT_THROW(wire::read_coupon(json::parse(R"({"couponCode":"A#2"})").as_object()), WireError);
  EXPECT_THROW(wire::read_cart_line(json::parse(R"({"id":1,"price":"-1"})").as_object()), WireError);
  EXPECT_THROW(wire::read_cart_line(json::parse(R"({"id":1,"is_gift":1})").as_object()), WireError);
}

TEST(CouponWire, ACalcRequestPricesLikeTheStructs) {
  const json::value request = json::parse(R"({
    "goods":[{"id":1,"goods_id":101,"num":2,"price":"50"},{"id":2,"goods_id":102,"price":20}],
    "couponList":[{"couponCode":"R","couponTemplateId":1,"couponCategory":10,"amount":"50","couponValue":"10","cycle":1}],
    "config":{"channels":"h5","shopId":7,"orderType":2,"now":1749009600000},
    "selectedCoupons":["R"]})");
  const auto& o = request.as_object();
  CalcInput input{wire::read_goods(o.at("goods")), wire::read_coupons(o.at("couponList")),
                  wire::read_codes(o.at("selectedCoupons")), wire::read_config(o.at("config").as_object())};
  const json::object out = wire::write_result(calculate(input));
  EXPECT_EQ(out.at("discountAmount").as_string(), "20");  // $120 holds $50 twice
  EXPECT_EQ(out.at("payTotalAmount").as_string(), "100");
  EXPECT_EQ(out.at("productList").as_array().size(), 3u);
  EXPECT_EQ(out.at("selectedCoupons").as_array()[0].as_object().at("dis_money").as_string(), "20");
}

TEST(CouponWire, UnusableCouponsCarryReasonCodeKeyAndArgument) {
  Coupon x = coupon("X", Category::exchange, 0, 8);
  x.exchange_num = 2;
  CalcResult r = calc({goods(1, 101, 5000)}, {x}, {});
  const json::object out = wire::write_result(r);
  const auto& entry = out.at("unusable").as_array()[0].as_object();
  EXPECT_EQ(entry.at("reasonCode").as_int64(), reason_code(Reason::exchange_items));
  EXPECT_EQ(entry.at("reasonKey").as_string(), "coupon_reason_exchange_items");
  EXPECT_EQ(entry.at("reasonArg").as_int64(), 2);
}

}  // namespace
}  // namespace qsr::engine::coupon::testing

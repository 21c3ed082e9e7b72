// Every field has its range (docs/coupons.md "Limits"), checked by one module (input_check.h)
// that the wire reader, the Workspace and the server's checkout all use: out-of-range input is an
// error naming the field, never a wrapped number, a free unit or a clamped percentage.
#include <gtest/gtest.h>

#include <string>

#include "coupon_test_support.h"
#include "engine/coupon/input_check.h"
#include "engine/coupon/input_limits.h"
#include "engine/coupon/un_use_coupon.h"
#include "engine/coupon/wire/coupon_wire.h"

namespace qsr::engine::coupon::testing {
namespace {

namespace json = boost::json;

json::object obj(const std::string& text) { return json::parse(text).as_object(); }

// The message of the InputError `f` throws ("" when it throws nothing).
template <typename F>
std::string error_of(F&& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

bool mentions(const std::string& message, const std::string& field) { return message.find(field) != std::string::npos; }

CartLine line_from(const std::string& text) { return wire::read_cart_line(obj(text)); }
Coupon coupon_from(const std::string& text) { return wire::read_coupon(obj(text)); }
CalcConfig config_from(const std::string& text) { return wire::read_config(obj(text)); }

TEST(CouponWire, Wire_RejectsPriceAboveLimit) {
  EXPECT_EQ(line_from(R"({"id":1,"goods_id":1,"price":"100000000"})").price, limits::kMaxMoney);
  EXPECT_TRUE(mentions(error_of([] { line_from(R"({"id":1,"goods_id":1,"price":"100000000.01"})"); }), "price"));
  // 2^63 dollars used to wrap to 0 cents: a free item.
  EXPECT_TRUE(mentions(error_of([] { line_from(R"({"id":1,"goods_id":1,"price":9223372036854775808})"); }), "price"));
  EXPECT_TRUE(mentions(error_of([] { line_from(R"({"id":1,"goods_id":1,"price":92233720368547758})"); }), "price"));
  EXPECT_TRUE(mentions(error_of([] { line_from(R"({"id":1,"goods_id":1,"price":1,"box_price":"-0.5"})"); }), "box_price"));
}

TEST(CouponWire, Wire_RejectsIntegersThatDoNotFit) {
  EXPECT_TRUE(mentions(error_of([] { line_from(R"({"id":18446744073709551615,"goods_id":1,"price":1})"); }), "id"));
  EXPECT_TRUE(mentions(error_of([] { line_from(R"({"id":1,"goods_id":"99999999999999999999","price":1})"); }), "goods_id"));
  // Narrowed to int only after the check: 2^32 + 1 must not read as thresholdType 1.
  EXPECT_TRUE(mentions(error_of([] { coupon_from(R"({"couponCode":"A","thresholdType":4294967297})"); }), "thresholdType"));
}

TEST(CouponWire, Wire_RejectsAnEmptyGoodsLine) {
  EXPECT_TRUE(mentions(error_of([] { line_from("{}"); }), "price"));
  EXPECT_TRUE(mentions(error_of([] { line_from(R"({"price":"10"})"); }), "goods_id"));
  EXPECT_NO_THROW(line_from(R"({"itemCode":"A1","price":"0"})"));  // a free line that names its goods
}

TEST(CouponWire, Wire_RejectsNegativeOrderAmounts) {
  const std::string now = R"("now":1749009600000)";
  for (const char* field : {"deliveryPrice", "incidentals", "storeBalanceAvailable", "brandBalanceAvailable"}) {
    const std::string text = std::string(R"({")") + field + R"(":"-1",)" + now + "}";
    EXPECT_TRUE(mentions(error_of([&] { config_from(text); }), field)) << field;
  }
}

TEST(CouponWire, Wire_RejectsNegativeCouponValuesThresholdsAndCaps) {
  for (const char* field : {"couponValue", "amount", "maxDiscount", "freeDeliveryPrice", "discountItemMaxAmount"}) {
    const std::string text = std::string(R"({"couponCode":"A",")") + field + R"(":"-1"})";
    EXPECT_TRUE(mentions(error_of([&] { coupon_from(text); }), field)) << field;
  }
  EXPECT_TRUE(mentions(error_of([] { coupon_from(R"({"couponCode":"A","maxDiscountNum":-1})"); }), "maxDiscountNum"));
  EXPECT_TRUE(mentions(error_of([] { coupon_from(R"({"couponCode":"A","surplusDiscountNum":-2})"); }), "surplusDiscountNum"));
  EXPECT_TRUE(mentions(error_of([] { coupon_from(R"({"couponCode":"A","maxDiscountType":2})"); }), "maxDiscountType"));
}

TEST(CouponWire, Wire_RejectsPercentagesOutsideZeroToHundred) {
  // A -50 % coupon used to clamp to "100 % off": every item free.
  EXPECT_TRUE(mentions(error_of([] { coupon_from(R"({"couponCode":"A","couponCategory":20,"couponValue":-50})"); }), "couponValue"));
  EXPECT_TRUE(mentions(error_of([] { coupon_from(R"({"couponCode":"A","couponCategory":20,"couponValue":101})"); }), "couponValue"));
  EXPECT_EQ(coupon_from(R"({"couponCode":"A","couponCategory":20,"couponValue":85})").value, 85);
}

TEST(CouponWire, Wire_RejectsCopiesOutsideOneToNinetyNineInsteadOfClamping) {
  EXPECT_TRUE(mentions(error_of([] { coupon_from(R"({"couponCode":"A","limitQty":0})"); }), "limitQty"));
  EXPECT_TRUE(mentions(error_of([] { coupon_from(R"({"couponCode":"A","limitQty":100})"); }), "limitQty"));
}

TEST(CouponWire, Wire_RequiresConfigNow) {
  // Without it every validity and time slot was judged on 1970-01-01.
  EXPECT_TRUE(mentions(error_of([] { config_from(R"({"channels":"h5"})"); }), "now"));
  EXPECT_TRUE(mentions(error_of([] { config_from(R"({"now":0})"); }), "now"));
  EXPECT_TRUE(mentions(error_of([] { config_from(R"({"now":1749009600000,"bookedTime":5})"); }), "bookedTime"));
  EXPECT_TRUE(mentions(error_of([] { config_from(R"({"now":1749009600000,"orderType":4})"); }), "orderType"));
  EXPECT_TRUE(mentions(error_of([] { config_from(R"({"now":1749009600000,"deliveryFreeMode":4})"); }), "deliveryFreeMode"));
  EXPECT_EQ(config_from(R"({"now":1749009600000,"deliveryFreeMode":3})").delivery_free_mode, DeliveryFreeBasis::actual_pay);
}

TEST(CouponWire, Wire_RejectsDaysThatDoNotExist) {
  auto dates = [](const std::string& start, const std::string& end) {
    return R"({"couponCode":"A","couponUseTime":{"availableDates":[{"start":")" + start + R"(","end":")" + end + R"("}]}})";
  };
  EXPECT_TRUE(mentions(error_of([&] { coupon_from(dates("2025-02-31", "2025-03-01")); }), "availableDates"));
  EXPECT_TRUE(mentions(error_of([&] { coupon_from(dates("2025-02-29", "2025-03-01")); }), "availableDates"));
  EXPECT_NO_THROW(coupon_from(dates("2024-02-29", "2024-03-01")));  // a leap day
  EXPECT_TRUE(mentions(error_of([&] { coupon_from(dates("2025-03-02", "2025-03-01")); }), "availableDates"));
}

TEST(CouponWire, Wire_RejectsWeekdaysOutsideOneToSeven) {
  EXPECT_TRUE(mentions(error_of([] { coupon_from(R"({"couponCode":"A","couponUseTime":{"weeks":[0]}})"); }), "weeks"));
  EXPECT_TRUE(mentions(error_of([] { coupon_from(R"({"couponCode":"A","couponUseTime":{"weeks":[8]}})"); }), "weeks"));
  EXPECT_EQ(coupon_from(R"({"couponCode":"A","couponUseTime":{"weeks":[1,7]}})").use_time.weekdays.size(), 2u);
}

TEST(CouponWire, Wire_RejectsMoreLinesOrUnitsThanTheCaps) {
  json::array lines;
  for (int i = 0; i < limits::kMaxLines + 1; ++i) lines.push_back(json::object{{"id", i}, {"goods_id", 1}, {"price", 1}});
  const std::string too_many_lines = error_of([&] { wire::read_goods(lines); });
  EXPECT_TRUE(mentions(too_many_lines, "200 lines")) << too_many_lines;
  // 11 lines of 999 are 10,989 units.
  json::array units;
  for (int i = 0; i < 11; ++i) units.push_back(json::object{{"id", i}, {"goods_id", 1}, {"price", 1}, {"num", 999}});
  const std::string too_many_units = error_of([&] { wire::read_goods(units); });
  EXPECT_TRUE(mentions(too_many_units, "10000 units")) << too_many_units;
  units.pop_back();
  EXPECT_EQ(wire::read_goods(units).size(), 10u);  // 9,990 units
}

TEST(CouponWire, Wire_RejectsDuplicateLineIds) {
  const json::value twice = json::parse(R"([{"id":1,"goods_id":1,"price":1},{"id":1,"goods_id":2,"price":1}])");
  EXPECT_TRUE(mentions(error_of([&] { wire::read_goods(twice); }), "unique"));
}

TEST(CouponInputLimits, Engine_WorkspaceRefusesInputOutsideTheRanges) {
  CartLine free_lunch = goods(1, 101, 1000);
  free_lunch.price = -1000;
  EXPECT_TRUE(mentions(error_of([&] { Workspace({free_lunch}, {}, config()); }), "price"));
  CalcConfig in_1970 = config();
  in_1970.now_ms = 0;
  EXPECT_TRUE(mentions(error_of([&] { Workspace({goods(1, 101, 1000)}, {}, in_1970); }), "now"));
  Coupon minus_half = coupon("P", Category::percentage, -50);
  EXPECT_TRUE(mentions(error_of([&] { Workspace({goods(1, 101, 1000)}, {minus_half}, config()); }), "couponValue"));
  // A cart of 10 million units is refused before it is split, with the cap's kind.
  std::vector<CartLine> huge;
  for (int i = 0; i < 10000; ++i) huge.push_back(goods(i + 1, 101, 100, 999));
  try {
    Workspace ws(huge, {}, config());
    FAIL() << "a cart of 10,000 lines was priced";
  } catch (const InputError& e) {
    EXPECT_EQ(e.kind, InputError::Kind::too_large);
  }
}

TEST(CouponInputLimits, Engine_SumsCannotOverflowAtTheLimits) {
  // 10,000 units of five price parts at the largest accepted amount: 5 * 10^14 cents.
  std::vector<CartLine> lines;
  for (int i = 0; i < 11; ++i) {
    CartLine l = goods(i + 1, 101, limits::kMaxMoney, i < 10 ? 999 : 10);
    l.attribute_price = l.attachment_price = l.package_extra_price = l.box_price = limits::kMaxMoney;
    lines.push_back(l);
  }
  // A cycling $100,000,000 off every $200 of base price: 5 * 10^9 multiples. value * uses is
  // 5 * 10^19, which wrapped to a negative number (no discount at all) before it was capped.
  Coupon c = with_threshold(coupon("R", Category::full_reduction, limits::kMaxMoney), 20000);
  c.cycle = true;
  c.max_discount = limits::kMaxMoney;
  const CalcResult r = calc(lines, {c}, {"R"}, config(limits::kMaxMoney));
  EXPECT_EQ(r.discount_amount, limits::kMaxMoney);
  EXPECT_EQ(r.total_amount, limits::kMaxUnits * 5 * limits::kMaxMoney + limits::kMaxMoney);
  EXPECT_EQ(r.pay_total_amount, r.total_amount - r.discount_amount);
}

TEST(CouponInputLimits, Engine_CycleCountsEveryMultipleOfAOneCentThreshold) {
  // 10^14 one-cent multiples used to read as "no threshold" (above 2^40): one use, $1 off.
  std::vector<CartLine> lines = {goods(1, 101, limits::kMaxMoney, 999), goods(2, 101, limits::kMaxMoney, 999)};
  Coupon c = with_threshold(coupon("R", Category::full_reduction, 100), 1);
  c.cycle = true;
  c.max_discount = limits::kMaxMoney;
  EXPECT_EQ(calc(lines, {c}, {"R"}).discount_amount, limits::kMaxMoney);
}

TEST(CouponInputLimits, Engine_UnUseCouponOfAnUnknownCodeIsAnError) {
  const CalcInput input{{goods(1, 101, 5000)}, {coupon("R", Category::full_reduction, 1000, 1)}, {"R"}, config()};
  EXPECT_TRUE(mentions(error_of([&] { un_use_coupon(input, "NOPE"); }), "NOPE"));
  EXPECT_TRUE(mentions(error_of([&] { un_use_coupon(input, "R#2"); }), "R#2"));  // R has no copies
  EXPECT_TRUE(un_use_coupon(input, "R").selected.empty());
}

TEST(CouponInputLimits, Engine_CouponFactsGrowWithLinesNotUnits) {
  Coupon c = coupon("E", Category::full_reduction, 500, 7);
  c.copies_per_order = 99;
  std::vector<CartLine> lines;
  for (int i = 0; i < 10; ++i) lines.push_back(goods(i + 1, 101, 1000, 999));
  const Workspace ws(lines, {c}, config());
  ASSERT_EQ(ws.size(), 99);
  // One set of facts for the coupon, not one per copy; its 9,990 units are one run of adjacent
  // units, not 9,990 entries.
  EXPECT_EQ(ws.at(98).shared_facts.get(), ws.at(0).shared_facts.get());
  EXPECT_EQ(ws.at(0).facts().applicable.size(), 9990u);
  EXPECT_EQ(ws.at(0).facts().applicable.runs(), 1u);
}

}  // namespace
}  // namespace qsr::engine::coupon::testing

// The brand's payment settings (spec 000 §3): combination payment from the global tradeConfig, the
// payment-password rule from the platform config, else the global one, else off.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "modules/payment/pay_config.h"

namespace qsr::payment {
namespace {

namespace json = boost::json;

json::object parse(const char* text) { return json::parse(text).as_object(); }

TEST(PayConfig, NothingConfiguredMeansNoCombinationAndNoPassword) {
  PayConfig c = pay_config_from({}, {});
  EXPECT_FALSE(c.combination);
  EXPECT_FALSE(c.password_rule.enabled);
  EXPECT_EQ(c.password_rule.max_retries, 3);
}

TEST(PayConfig, CombinationPayIsOnForOneOrTrue) {
  EXPECT_TRUE(pay_config_from(parse(R"({"tradeConfig":{"combinationPay":1}})"), {}).combination);
  EXPECT_TRUE(pay_config_from(parse(R"({"tradeConfig":{"combinationPay":true}})"), {}).combination);
  EXPECT_FALSE(pay_config_from(parse(R"({"tradeConfig":{"combinationPay":0}})"), {}).combination);
  EXPECT_FALSE(pay_config_from(parse(R"({"tradeConfig":"yes"})"), {}).combination);
}

TEST(PayConfig, ThePlatformsPasswordRuleWinsOverTheGlobalOne) {
  auto global = parse(R"({"accountPayRuleConfig":{"passwordEnable":1,"maxRetryCount":5}})");
  auto platform = parse(R"({"accountPayRuleConfig":{"passwordEnable":0}})");
  EXPECT_FALSE(pay_config_from(global, platform).password_rule.enabled);
  PayConfig from_global = pay_config_from(global, {});
  EXPECT_TRUE(from_global.password_rule.enabled);
  EXPECT_EQ(from_global.password_rule.max_retries, 5);
}

TEST(PayConfig, ANonPositiveRetryCountKeepsTheDefault) {
  auto c = pay_config_from({}, parse(R"({"accountPayRuleConfig":{"passwordEnable":1,"maxRetryCount":0}})"));
  EXPECT_TRUE(c.password_rule.enabled);
  EXPECT_EQ(c.password_rule.max_retries, 3);
}

}  // namespace
}  // namespace qsr::payment

#include "modules/payment/pay_config.h"

#include "modules/catalog/catalog_types.h"

namespace qsr::payment {
namespace json = boost::json;

PayConfig pay_config_from(const json::object& global_config, const json::object& platform_config) {
  PayConfig out;
  if (const auto* trade = catalog::setting_object(global_config, "tradeConfig")) {
    out.combination = catalog::setting_on(trade->if_contains("combinationPay"));
  }
  // The platform's rule wins over the global one.
  const json::object* rule = catalog::setting_object(platform_config, "accountPayRuleConfig");
  if (!rule) rule = catalog::setting_object(global_config, "accountPayRuleConfig");
  if (rule) {
    if (const auto* e = rule->if_contains("passwordEnable"); e && e->is_int64()) out.password_rule.enabled = e->get_int64() == 1;
    if (const auto* m = rule->if_contains("maxRetryCount"); m && m->is_int64() && m->get_int64() > 0) {
      out.password_rule.max_retries = static_cast<int>(m->get_int64());
    }
  }
  return out;
}

}  // namespace qsr::payment

#include "modules/payment/pay_config.h"

namespace qsr::payment {
namespace json = boost::json;

namespace {

bool flag_on(const json::value* flag) {
  return flag && ((flag->is_int64() && flag->get_int64() != 0) || (flag->is_bool() && flag->get_bool()));
}

const json::object* object_at(const json::object& config, const char* key) {
  const auto* v = config.if_contains(key);
  return v && v->is_object() ? &v->get_object() : nullptr;
}

}  // namespace

PayConfig pay_config_from(const json::object& global_config, const json::object& platform_config) {
  PayConfig out;
  if (const auto* trade = object_at(global_config, "tradeConfig")) out.combination = flag_on(trade->if_contains("combinationPay"));
  // The platform's rule wins over the global one.
  const json::object* rule = object_at(platform_config, "accountPayRuleConfig");
  if (!rule) rule = object_at(global_config, "accountPayRuleConfig");
  if (rule) {
    if (const auto* e = rule->if_contains("passwordEnable"); e && e->is_int64()) out.password_rule.enabled = e->get_int64() == 1;
    if (const auto* m = rule->if_contains("maxRetryCount"); m && m->is_int64() && m->get_int64() > 0) {
      out.password_rule.max_retries = static_cast<int>(m->get_int64());
    }
  }
  return out;
}

}  // namespace qsr::payment

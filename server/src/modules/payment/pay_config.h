// The brand's payment settings, read from its configuration (spec 000 §3): whether combination
// payment is on (global tradeConfig.combinationPay) and the wallet's payment-password rule
// (platform or global accountPayRuleConfig {passwordEnable, maxRetryCount}).
#pragma once

#include <boost/json/object.hpp>

#include "modules/payment/payment_service.h"

namespace qsr::payment {

PayConfig pay_config_from(const boost::json::object& global_config, const boost::json::object& platform_config);

}  // namespace qsr::payment

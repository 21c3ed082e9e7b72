// The payment module's answers on the wire.
#pragma once

#include <vector>

#include <boost/json.hpp>

#include "core/i18n.h"
#include "modules/payment/payment_types.h"
#include "modules/payment/payment_service.h"

namespace qsr::payment {

// How an order was paid (and given back): the payment lines of spec 000 §3 in an order's detail.
boost::json::array payments_json(const std::vector<PaymentRow>& payments, Lang lang);
// spec 001 §7 available-pay-type.
boost::json::object pay_options_json(const PayOptions& options);

}  // namespace qsr::payment

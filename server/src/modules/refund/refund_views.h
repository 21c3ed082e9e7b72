// The refund module's answers on the wire (docs/API.md "Refunds"): what RefundService returns, as
// JSON in the reader's language.
#pragma once

#include <string>
#include <vector>

#include <boost/json.hpp>

#include "core/i18n.h"
#include "modules/refund/refund_service.h"

namespace qsr::refund {

boost::json::array reasons_json(const std::vector<std::string>& reason_keys, Lang lang);
boost::json::object quote_json(const Quote& q);
boost::json::object refund_detail_json(const RefundDetail& d, Lang lang);
// The store console's list (paged by the route).
boost::json::array store_queue_json(const std::vector<QueuedRefund>& queue, Lang lang);

}  // namespace qsr::refund

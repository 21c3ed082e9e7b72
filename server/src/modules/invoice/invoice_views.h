// The invoice module's JSON (docs/API.md "Invoices").
#pragma once

#include <boost/json.hpp>

#include "core/i18n.h"
#include "modules/invoice/invoice_types.h"

namespace qsr::invoice {

boost::json::object title_json(const Title& t);
boost::json::object invoice_json(const Invoice& i, Lang lang);

}  // namespace qsr::invoice

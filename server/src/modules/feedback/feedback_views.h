// Feedback as JSON (docs/API.md "Feedback").
#pragma once

#include <boost/json/object.hpp>

#include "core/i18n.h"
#include "modules/catalog/catalog_types.h"
#include "modules/feedback/feedback_types.h"

namespace qsr::feedback {

// The member and the staff who answer see the same: what was said, how to reach them, the answer.
boost::json::object feedback_json(const Feedback& f, const catalog::Snapshot& menu, Lang lang);

}  // namespace qsr::feedback

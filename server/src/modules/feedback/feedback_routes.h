// Feedback's routes and the module put together (docs/API.md "Feedback").
#pragma once

#include "http/router.h"
#include "modules/catalog/catalog_service.h"
#include "modules/feedback/feedback_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::feedback {

void register_routes(http::Router& router, FeedbackService& feedback, catalog::CatalogService& catalog, account::AccountModule& accounts);
// The routes and the module's part in account merges, erasure and data counts.
void install(http::Router& router, FeedbackService& feedback, catalog::CatalogService& catalog, account::AccountModule& accounts);

}  // namespace qsr::feedback

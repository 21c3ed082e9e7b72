// Custom pages' routes and the module put together (docs/API.md "Custom pages").
#pragma once

#include "http/router.h"
#include "modules/page/page_content.h"
#include "modules/page/page_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::page {

// A page by slug (anyone), and the operators' pages; the configured content of screens (anyone:
// dictionaries, advertisements, page buttons, rule notices), and the operators' editing of it.
void register_routes(http::Router& router, PageService& pages, ContentService& content, account::AccountModule& accounts);

}  // namespace qsr::page

#pragma once

#include <string>

#include "db/db.h"
#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/catalog/catalog_service.h"

namespace qsr::dinein {

// Admin: a store's tables and their printable QR codes. The code opens the web app at
// `<app_url>/?sid=<sid>&table_id=<table>&tk=<token>` (dine-in, spec 001 §2; the token:
// table_tokens.h).
void register_table_routes(http::Router& router, db::Db& db, catalog::CatalogService& catalog, account::AccountModule& accounts,
                           std::string app_url);

// The address a table's QR code encodes.
std::string table_url(const std::string& app_url, int64_t sid, const std::string& table_no, const std::string& token);

}  // namespace qsr::dinein

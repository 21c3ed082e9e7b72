// The invoice module's routes (docs/API.md "Invoices") and the module put together.
#pragma once

#include "core/background.h"
#include "http/router.h"
#include "modules/invoice/invoice_issuer.h"
#include "modules/invoice/invoice_service.h"
#include "modules/order/order_service.h"
#include "modules/purchase/purchase_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::invoice {

void register_routes(http::Router& router, InvoiceService& invoices, InvoiceIssuer& issuer, account::AccountModule& accounts);

struct InstallOptions {
  bool dev = false;
  // Runs the issuer (and the sandbox's deliveries) now on the workers: the dev endpoint.
  std::function<IssuerRun()> run_now;
  BackgroundWorkers* workers = nullptr;
};

// The routes, the refund hooks on the order and purchase modules and the module's part in account
// merges, erasure and data counts.
void install(http::Router& router, InvoiceService& invoices, InvoiceIssuer& issuer, order::OrderService& orders,
             purchase::PurchaseService& purchases, account::AccountModule& accounts, const InstallOptions& options);

}  // namespace qsr::invoice

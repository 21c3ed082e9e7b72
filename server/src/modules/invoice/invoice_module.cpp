// Invoices put together: routes, the refund hook, the member's account, the dev run.
#include <future>

#include "core/app_error.h"
#include "http/envelope.h"
#include "modules/account/account_routes.h"
#include "modules/invoice/invoice_routes.h"

namespace qsr::invoice {

void install(http::Router& router, InvoiceService& invoices, InvoiceIssuer& issuer, order::OrderService& orders,
             purchase::PurchaseService& purchases, account::AccountModule& accounts, const InstallOptions& options) {
  register_routes(router, invoices, issuer, accounts);
  // A refund changes the order's money in its transaction: the receipt's reversal is recorded
  // there too, and sent by the issuer afterwards.
  orders.add_money_listener([&invoices](db::Tx& tx, const order::OrderRow& o, int64_t now_ms) { invoices.order_money_changed(tx, o, now_ms); });
  purchases.add_refund_listener(
      [&invoices](db::Tx& tx, const purchase::ProductOrder& p, int64_t now_ms) { invoices.product_refunded(tx, p, now_ms); });
  accounts.hooks.merge.push_back({"invoice", [&invoices](db::Tx& tx, int64_t from, int64_t to) { invoices.merge(tx, from, to); }});
  accounts.hooks.erase.push_back({"invoice", [&invoices](db::Tx& tx, int64_t member) { invoices.erase(tx, member); }});
  accounts.hooks.data_counts.push_back({"invoice", [&invoices](db::Tx& tx, int64_t member) { return invoices.count(tx, member); }});
  if (options.dev && options.run_now && options.workers) {
    // Runs the issuer now on the workers (as the fast scheduler would) and answers what it did.
    router.post("/v1/dev/invoices/run", [run = options.run_now, workers = options.workers](http::Request& req) {
      auto done = std::make_shared<std::promise<IssuerRun>>();
      auto answer = done->get_future();
      if (!workers->try_post([run, done] {
            try {
              done->set_value(run());
            } catch (...) {
              done->set_exception(std::current_exception());
            }
          }) ||
          answer.wait_for(std::chrono::seconds(30)) != std::future_status::ready) {
        throw AppError(503, 503, "try_again_later");
      }
      const IssuerRun r = answer.get();
      return http::ok(req, boost::json::object{{"sent", r.sent}, {"documents", r.documents}, {"reversed", r.reversed}});
    });
  }
}

}  // namespace qsr::invoice

// The sandbox invoice provider: a stand-in for a real e-receipt service, in this process, with its
// own table (sandbox_invoice). It behaves like one: issue() accepts a request (deduplicated on its
// key) and answers at once; the receipt is made later by deliver_due() on the background workers —
// a number, and a PDF drawn for real (invoice_pdf.h) — and the outcome is sent to our callback
// URL over real HTTP with an HMAC-SHA256-signed body, retried with back-off until it gets a 2xx.
// A company title whose tax number is all zeros is refused there (to try failures).
#pragma once

#include <functional>
#include <string>

#include "core/clock.h"
#include "db/db.h"
#include "http/router.h"
#include "modules/invoice/invoice_provider.h"

namespace qsr::invoice {

struct SandboxInvoiceOptions {
  std::string secret;        // shared HMAC secret (QSR_INVOICE_SECRET)
  std::string callback_url;  // our callback endpoint as the provider calls it
};

class SandboxInvoiceProvider final : public InvoiceProvider {
 public:
  SandboxInvoiceProvider(db::Db& db, const Clock& clock, SandboxInvoiceOptions options)
      : db_(db), clock_(clock), options_(std::move(options)) {}
  void set_callback_url(std::string url) { options_.callback_url = std::move(url); }
  // Called when a callback is owed: the composition root runs deliver_due() soon on the workers.
  void on_callback_queued(std::function<void()> ask) { ask_delivery_ = std::move(ask); }

  IssueAnswer issue(const IssueRequest& request) override;
  std::optional<std::string> document(const std::string& ref) override;
  ReverseAnswer reverse(const std::string& ref, const std::string& key) override;
  std::optional<IssueOutcome> verify(const CallbackCall& call) override;

  // Makes the receipts asked for and sends the callbacks due (first at once, then 1 s, 2 s, ...
  // up to 5 min apart), each claimed before it is sent. Blocks on HTTP: background workers only.
  int deliver_due();
  // The provider's own view of a request (its reference, how many issue calls it had, status).
  void register_routes(http::Router& router);
  std::string sign(const std::string& timestamp, const std::string& body) const;

 private:
  // The receipt's number and PDF, or the refusal, for the request in `body`.
  void make_receipt(const std::string& ref, const std::string& body);

  db::Db& db_;
  const Clock& clock_;
  SandboxInvoiceOptions options_;
  std::function<void()> ask_delivery_;
};

}  // namespace qsr::invoice

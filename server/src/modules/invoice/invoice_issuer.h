// Issues the requested receipts through the provider, off the request threads: a job on the
// background workers (asked when there is work, and every second by the fast scheduler under its
// job lease). Each receipt is claimed by a conditional update before its provider call, and the
// call carries the invoice number as the key the provider deduplicates on, so two runners (threads
// or servers) never issue one twice. The provider's signed callback says issued or failed; the
// job then fetches the PDF; a refund's reversal is sent the same way.
#pragma once

#include <functional>
#include <string>

#include "core/clock.h"
#include "db/db.h"
#include "modules/invoice/invoice_provider.h"

namespace qsr::invoice {

// How many provider calls that could not be answered before the receipt counts as failed.
inline constexpr int kIssueAttempts = 10;
// How long a claim lasts: longer than any provider call's deadline.
inline constexpr int64_t kProviderClaimMs = 60'000;

struct IssuerRun {
  int sent = 0, documents = 0, reversed = 0;
};

class InvoiceIssuer {
 public:
  // `seller`: the brand's name as the receipt prints it.
  InvoiceIssuer(db::Db& db, const Clock& clock, InvoiceProvider& provider, std::function<std::string()> seller)
      : db_(db), clock_(clock), provider_(provider), seller_(std::move(seller)) {}

  // Everything due: requests sent, documents fetched, reversals sent. Blocks on the provider.
  IssuerRun run();
  // A provider callback: verified, then applied once (a repeat changes nothing). False when the
  // signature or freshness does not check out.
  bool apply(const CallbackCall& call);
  // Asked when a callback leaves work (a document to fetch).
  void on_work(std::function<void()> ask) { ask_work_ = std::move(ask); }

 private:
  int send_due();
  int fetch_documents();
  int reverse_due();

  db::Db& db_;
  const Clock& clock_;
  InvoiceProvider& provider_;
  std::function<std::string()> seller_;
  std::function<void()> ask_work_;
};

}  // namespace qsr::invoice

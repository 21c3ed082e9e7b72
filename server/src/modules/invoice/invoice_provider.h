// What an invoice (e-receipt) provider does for us. Like a card gateway (payment/gateway.h) it is
// an outside system: issuing is asynchronous — the provider accepts a request, makes the receipt
// and its PDF in its own time, and tells us the outcome by a signed callback, retried until we
// acknowledge it. Every call carries a key the provider deduplicates on (our invoice number), has
// deadlines, and is made from the background workers only (invoice_issuer.h).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace qsr::invoice {

struct IssueRequest {
  std::string key;            // our invoice number: the same key again issues nothing twice
  std::string seller;         // the brand's name as printed on the receipt
  std::string title_kind, title_name, tax_number, email;
  std::string order_no;
  int64_t amount = 0;         // cents
  std::string currency = "HKD";
};

enum class Answer { accepted, declined, unavailable };

struct IssueAnswer {
  Answer answer = Answer::unavailable;
  std::string ref;     // the provider's reference (accepted)
  std::string reason;  // why declined
};

struct ReverseAnswer {
  Answer answer = Answer::unavailable;
  std::string red_number;  // the red-letter receipt's number (accepted)
};

// A callback's verified content.
struct IssueOutcome {
  std::string ref, key;  // the provider's reference and our invoice number
  bool issued = false;   // false: the provider could not issue it (reason says why)
  std::string number, reason;
  int64_t amount = 0;
};

// A callback as it arrived: a header by lower-case name ("" when absent) and the body.
struct CallbackCall {
  std::function<std::string(std::string_view lower_name)> header;
  std::string_view body;
};

class InvoiceProvider {
 public:
  virtual ~InvoiceProvider() = default;
  virtual IssueAnswer issue(const IssueRequest& request) = 0;
  // The receipt's PDF once issued; nullopt when the provider has none (yet) or cannot answer now.
  virtual std::optional<std::string> document(const std::string& ref) = 0;
  // A red-letter receipt cancelling an issued one; `key` deduplicates like issue's.
  virtual ReverseAnswer reverse(const std::string& ref, const std::string& key) = 0;
  // Checks a callback's signature and freshness; nullopt when it is not genuine.
  virtual std::optional<IssueOutcome> verify(const CallbackCall& call) = 0;
};

// No provider configured: invoices are not offered (InvoiceService::enabled), nothing is called.
class NoInvoiceProvider final : public InvoiceProvider {
 public:
  IssueAnswer issue(const IssueRequest&) override { return {Answer::unavailable, "", ""}; }
  std::optional<std::string> document(const std::string&) override { return std::nullopt; }
  ReverseAnswer reverse(const std::string&, const std::string&) override { return {Answer::unavailable, ""}; }
  std::optional<IssueOutcome> verify(const CallbackCall&) override { return std::nullopt; }
};

}  // namespace qsr::invoice

// The invoice module's business codes (48001-48099), each with its message key in core/messages.
#pragma once

namespace qsr::invoice {

enum InvoiceCode {
  kDisabled = 48001,         // the brand does not offer invoices (invoice-config off): "invoice_disabled"
  kTitleInvalid = 48002,     // a title's kind, name or e-mail is not acceptable
  kTaxNumberInvalid = 48003, // a company title's tax number breaks the rule (core/validators)
  kTooManyTitles = 48004,    // at most kMaxTitles per member
  kOrderNotPaid = 48005,     // the order is not paid, or nothing of it is kept (refunded)
  kTitleNotFound = 48006,
  kInvoiceNotFound = 48007,
  kNoDocument = 48008,       // the PDF is not there yet (not issued, or still being fetched)
  kCallbackRefused = 48009,  // a provider callback whose signature or freshness does not check out
};

}  // namespace qsr::invoice

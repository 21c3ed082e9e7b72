// Invoices (e-receipts, docs/decisions/0048): the titles a member has receipts made out to and the
// receipts asked for their paid orders.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace qsr::invoice {

inline constexpr int kMaxTitles = 20;

struct Title {
  int64_t id = 0, member_id = 0;
  std::string kind = "personal";  // personal | company
  std::string name, tax_number, email;
  bool is_default = false;
  int64_t created_at = 0, updated_at = 0;
};

// What a request or an edit carries (ids and ownership aside).
struct TitleInput {
  std::string kind, name, tax_number, email;
  bool is_default = false;
};

struct Invoice {
  int64_t id = 0, member_id = 0;
  // source: "order" (a meal order) or "product" (a top-up, pass, gift card, mall order...);
  // generation: the source's receipts counted from 1 (a new one follows a partial refund's reversal).
  std::string invoice_no, source = "order", source_no;
  int64_t generation = 1;
  std::string title_kind, title_name, tax_number, email;
  int64_t amount = 0;
  // requested -> issuing -> issued | failed; issued -> reversed (a refund); requested -> cancelled
  // (refunded before anything was issued).
  std::string status = "requested";
  int64_t attempts = 0, next_attempt_at = 0;
  std::optional<int64_t> claim_until;
  std::optional<std::string> provider_ref, number, red_number, fail_reason;
  bool reverse_wanted = false;
  int64_t requested_at = 0, updated_at = 0;
  std::optional<int64_t> issued_at, reversed_at;
  bool has_document = false;
};

}  // namespace qsr::invoice

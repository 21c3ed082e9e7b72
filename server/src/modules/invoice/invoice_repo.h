// The invoice module's tables (migration 0067): invoice_title, invoice, invoice_document. Only
// this module's SQL names them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/invoice/invoice_types.h"

namespace qsr::invoice::repo {

// Titles.
std::vector<Title> titles_of(db::Tx& tx, int64_t member_id);
std::optional<Title> title(db::Tx& tx, int64_t member_id, int64_t id);
int64_t insert_title(db::Tx& tx, int64_t member_id, const TitleInput& in, int64_t now_ms);
bool update_title(db::Tx& tx, int64_t member_id, int64_t id, const TitleInput& in, int64_t now_ms);
bool delete_title(db::Tx& tx, int64_t member_id, int64_t id);
void clear_default(db::Tx& tx, int64_t member_id);
int64_t count_titles(db::Tx& tx, int64_t member_id);

// Invoices. insert: nullopt when the source already has one of that generation (its unique key).
std::optional<int64_t> insert(db::Tx& tx, const Invoice& inv);
std::optional<Invoice> by_no(db::Tx& tx, const std::string& invoice_no);
// The source's newest receipt (its highest generation).
std::optional<Invoice> latest(db::Tx& tx, const std::string& source, const std::string& source_no);
std::vector<Invoice> of_member(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset);
int64_t count_of_member(db::Tx& tx, int64_t member_id);
std::vector<Invoice> listed(db::Tx& tx, const std::string& status, int64_t limit, int64_t offset);
// A failed request asked again, with a title as it is now: requested afresh under a new number
// (the provider keeps its answer to the old one's key).
bool renew_failed(db::Tx& tx, int64_t id, const std::string& invoice_no, const TitleInput& title, int64_t now_ms);

// The issuing job. Due: requested and due, or issuing with no provider answer recorded past its claim
// (its runner died mid-call: the provider's deduplication makes the second call safe).
std::vector<std::string> due_for_issue(db::Tx& tx, int64_t now_ms, int64_t limit);
bool claim_issue(db::Tx& tx, const std::string& invoice_no, int64_t now_ms, int64_t until_ms);
void set_provider_ref(db::Tx& tx, const std::string& invoice_no, const std::string& ref, int64_t now_ms);
void retry_later(db::Tx& tx, const std::string& invoice_no, int64_t next_ms, int64_t now_ms);
bool fail(db::Tx& tx, const std::string& invoice_no, const std::string& reason, int64_t now_ms);
// The provider's callback: issuing -> issued (false when it was not issuing: a repeat).
bool mark_issued(db::Tx& tx, const std::string& invoice_no, const std::string& ref, const std::string& number, int64_t now_ms);

// Documents.
std::vector<Invoice> issued_without_document(db::Tx& tx, int64_t limit);
void save_document(db::Tx& tx, int64_t invoice_id, const std::string& pdf_hex, int64_t now_ms);
std::optional<std::string> document_hex(db::Tx& tx, int64_t invoice_id);

// Refunds. The source's receipts for an amount other than `kept` (what the customer kept paid now)
// are cancelled when nothing was sent yet, marked for a red-letter reversal otherwise; answers how
// many rows changed. A receipt for what is kept stays.
int64_t want_reverse(db::Tx& tx, const std::string& source, const std::string& source_no, int64_t kept, int64_t now_ms);
std::vector<std::string> due_for_reverse(db::Tx& tx, int64_t now_ms, int64_t limit);
bool claim_reverse(db::Tx& tx, const std::string& invoice_no, int64_t now_ms, int64_t until_ms);
bool mark_reversed(db::Tx& tx, const std::string& invoice_no, const std::string& red_number, int64_t now_ms);

void move_member(db::Tx& tx, int64_t from, int64_t to);
void erase_titles(db::Tx& tx, int64_t member_id);
int64_t count_all_of_member(db::Tx& tx, int64_t member_id);

}  // namespace qsr::invoice::repo

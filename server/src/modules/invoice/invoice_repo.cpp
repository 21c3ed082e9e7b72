#include "modules/invoice/invoice_repo.h"

namespace qsr::invoice::repo {
namespace {

constexpr const char* kTitleColumns =
    "SELECT id, member_id, kind, name, tax_number, email, is_default, created_at, updated_at FROM invoice_title ";
constexpr const char* kColumns =
    "SELECT i.id, i.invoice_no, i.member_id, i.source, i.source_no, i.title_kind, i.title_name, i.tax_number, i.email, i.amount,"
    " i.status, i.attempts, i.next_attempt_at, i.claim_until, i.provider_ref, i.number, i.red_number, i.reverse_wanted, i.fail_reason,"
    " i.requested_at, i.issued_at, i.reversed_at, i.updated_at,"
    " (SELECT COUNT(*) FROM invoice_document d WHERE d.invoice_id = i.id), i.generation FROM invoice i ";

Title title_of(const db::Row& r) {
  Title t;
  t.id = r.i64(0);
  t.member_id = r.i64(1);
  t.kind = r.str(2);
  t.name = r.str(3);
  t.tax_number = r.str(4);
  t.email = r.str(5);
  t.is_default = r.i64(6) != 0;
  t.created_at = r.i64(7);
  t.updated_at = r.i64(8);
  return t;
}

Invoice invoice_of(const db::Row& r) {
  Invoice i;
  i.id = r.i64(0);
  i.invoice_no = r.str(1);
  i.member_id = r.i64(2);
  i.source = r.str(3);
  i.source_no = r.str(4);
  i.title_kind = r.str(5);
  i.title_name = r.str(6);
  i.tax_number = r.str(7);
  i.email = r.str(8);
  i.amount = r.i64(9);
  i.status = r.str(10);
  i.attempts = r.i64(11);
  i.next_attempt_at = r.i64(12);
  i.claim_until = r.opt_i64(13);
  i.provider_ref = r.opt_str(14);
  i.number = r.opt_str(15);
  i.red_number = r.opt_str(16);
  i.reverse_wanted = r.i64(17) != 0;
  i.fail_reason = r.opt_str(18);
  i.requested_at = r.i64(19);
  i.issued_at = r.opt_i64(20);
  i.reversed_at = r.opt_i64(21);
  i.updated_at = r.i64(22);
  i.has_document = r.i64(23) > 0;
  i.generation = r.i64(24);
  return i;
}

std::vector<Invoice> invoices(const db::Rows& rows) {
  std::vector<Invoice> out;
  for (const auto& r : rows) out.push_back(invoice_of(r));
  return out;
}

std::vector<std::string> first_column(const db::Rows& rows) {
  std::vector<std::string> out;
  for (const auto& r : rows) out.push_back(r.str(0));
  return out;
}

}  // namespace

std::vector<Title> titles_of(db::Tx& tx, int64_t member_id) {
  std::vector<Title> out;
  for (const auto& r : tx.query(std::string(kTitleColumns) + "WHERE member_id = $1 ORDER BY is_default DESC, id", {member_id})) {
    out.push_back(title_of(r));
  }
  return out;
}

std::optional<Title> title(db::Tx& tx, int64_t member_id, int64_t id) {
  return tx.query_one_as(std::string(kTitleColumns) + "WHERE id = $1 AND member_id = $2", {id, member_id}, title_of);
}

int64_t insert_title(db::Tx& tx, int64_t member_id, const TitleInput& in, int64_t now_ms) {
  return tx.query_one(
               "INSERT INTO invoice_title (member_id, kind, name, tax_number, email, is_default, created_at, updated_at)"
               " VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id",
               {member_id, in.kind, in.name, in.tax_number, in.email, int64_t{in.is_default ? 1 : 0}, now_ms})
      ->i64(0);
}

bool update_title(db::Tx& tx, int64_t member_id, int64_t id, const TitleInput& in, int64_t now_ms) {
  return tx.exec(
             "UPDATE invoice_title SET kind = $3, name = $4, tax_number = $5, email = $6, is_default = $7, updated_at = $8"
             " WHERE id = $1 AND member_id = $2",
             {id, member_id, in.kind, in.name, in.tax_number, in.email, int64_t{in.is_default ? 1 : 0}, now_ms}) == 1;
}

bool delete_title(db::Tx& tx, int64_t member_id, int64_t id) {
  return tx.exec("DELETE FROM invoice_title WHERE id = $1 AND member_id = $2", {id, member_id}) == 1;
}

void clear_default(db::Tx& tx, int64_t member_id) {
  tx.exec("UPDATE invoice_title SET is_default = 0 WHERE member_id = $1 AND is_default = 1", {member_id});
}

int64_t count_titles(db::Tx& tx, int64_t member_id) {
  return tx.query_one("SELECT COUNT(*) FROM invoice_title WHERE member_id = $1", {member_id})->i64(0);
}

std::optional<int64_t> insert(db::Tx& tx, const Invoice& i) {
  auto row = tx.query_one(
      "INSERT INTO invoice (invoice_no, member_id, source, source_no, generation, title_kind, title_name, tax_number, email, amount,"
      " status, next_attempt_at, requested_at, updated_at) VALUES ($1, $2, $3, $4, $11, $5, $6, $7, $8, $9, 'requested', $10, $10, $10)"
      " ON CONFLICT (source, source_no, generation) DO NOTHING RETURNING id",
      {i.invoice_no, i.member_id, i.source, i.source_no, i.title_kind, i.title_name, i.tax_number, i.email, i.amount, i.requested_at,
       i.generation});
  if (!row) return std::nullopt;
  return row->i64(0);
}

std::optional<Invoice> by_no(db::Tx& tx, const std::string& invoice_no) {
  return tx.query_one_as(std::string(kColumns) + "WHERE i.invoice_no = $1", {invoice_no}, invoice_of);
}

std::optional<Invoice> latest(db::Tx& tx, const std::string& source, const std::string& source_no) {
  return tx.query_one_as(std::string(kColumns) + "WHERE i.source = $1 AND i.source_no = $2 ORDER BY i.generation DESC LIMIT 1",
                         {source, source_no}, invoice_of);
}

std::vector<Invoice> of_member(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset) {
  return invoices(tx.query(std::string(kColumns) + "WHERE i.member_id = $1 ORDER BY i.id DESC LIMIT $2 OFFSET $3", {member_id, limit, offset}));
}

int64_t count_of_member(db::Tx& tx, int64_t member_id) {
  return tx.query_one("SELECT COUNT(*) FROM invoice WHERE member_id = $1", {member_id})->i64(0);
}

std::vector<Invoice> listed(db::Tx& tx, const std::string& status, int64_t limit, int64_t offset) {
  if (status.empty()) return invoices(tx.query(std::string(kColumns) + "ORDER BY i.id DESC LIMIT $1 OFFSET $2", {limit, offset}));
  return invoices(tx.query(std::string(kColumns) + "WHERE i.status = $1 ORDER BY i.id DESC LIMIT $2 OFFSET $3", {status, limit, offset}));
}

bool renew_failed(db::Tx& tx, int64_t id, const std::string& invoice_no, const TitleInput& t, int64_t now_ms) {
  return tx.exec(
             "UPDATE invoice SET status = 'requested', invoice_no = $7, title_kind = $2, title_name = $3, tax_number = $4, email = $5, attempts = 0,"
             " next_attempt_at = $6, claim_until = NULL, provider_ref = NULL, fail_reason = NULL, requested_at = $6, updated_at = $6"
             " WHERE id = $1 AND status = 'failed' AND reverse_wanted = 0",
             {id, t.kind, t.name, t.tax_number, t.email, now_ms, invoice_no}) == 1;
}

std::vector<std::string> due_for_issue(db::Tx& tx, int64_t now_ms, int64_t limit) {
  return first_column(tx.query(
      "SELECT invoice_no FROM invoice WHERE (status = 'requested' AND next_attempt_at <= $1)"
      " OR (status = 'issuing' AND provider_ref IS NULL AND claim_until < $1) ORDER BY next_attempt_at LIMIT $2",
      {now_ms, limit}));
}

bool claim_issue(db::Tx& tx, const std::string& invoice_no, int64_t now_ms, int64_t until_ms) {
  return tx.exec(
             "UPDATE invoice SET status = 'issuing', claim_until = $3, updated_at = $2 WHERE invoice_no = $1"
             " AND ((status = 'requested' AND next_attempt_at <= $2) OR (status = 'issuing' AND provider_ref IS NULL AND claim_until < $2))",
             {invoice_no, now_ms, until_ms}) == 1;
}

void set_provider_ref(db::Tx& tx, const std::string& invoice_no, const std::string& ref, int64_t now_ms) {
  tx.exec("UPDATE invoice SET provider_ref = $2, attempts = attempts + 1, updated_at = $3 WHERE invoice_no = $1 AND provider_ref IS NULL",
          {invoice_no, ref, now_ms});
}

void retry_later(db::Tx& tx, const std::string& invoice_no, int64_t next_ms, int64_t now_ms) {
  tx.exec(
      "UPDATE invoice SET status = 'requested', attempts = attempts + 1, next_attempt_at = $2, claim_until = NULL, updated_at = $3"
      " WHERE invoice_no = $1 AND status = 'issuing'",
      {invoice_no, next_ms, now_ms});
}

bool fail(db::Tx& tx, const std::string& invoice_no, const std::string& reason, int64_t now_ms) {
  return tx.exec(
             "UPDATE invoice SET status = 'failed', fail_reason = $2, claim_until = NULL, updated_at = $3 WHERE invoice_no = $1"
             " AND status = 'issuing'",
             {invoice_no, reason, now_ms}) == 1;
}

bool mark_issued(db::Tx& tx, const std::string& invoice_no, const std::string& ref, const std::string& number, int64_t now_ms) {
  return tx.exec(
             "UPDATE invoice SET status = 'issued', provider_ref = $2, number = $3, issued_at = $4, claim_until = NULL, updated_at = $4"
             " WHERE invoice_no = $1 AND status = 'issuing'",
             {invoice_no, ref, number, now_ms}) == 1;
}

std::vector<Invoice> issued_without_document(db::Tx& tx, int64_t limit) {
  return invoices(tx.query(std::string(kColumns) +
                               "WHERE i.status IN ('issued', 'reversed') AND NOT EXISTS (SELECT 1 FROM invoice_document d"
                               " WHERE d.invoice_id = i.id) ORDER BY i.id LIMIT $1",
                           {limit}));
}

void save_document(db::Tx& tx, int64_t invoice_id, const std::string& pdf_hex, int64_t now_ms) {
  tx.exec("INSERT INTO invoice_document (invoice_id, pdf, created_at) VALUES ($1, $2, $3) ON CONFLICT (invoice_id) DO NOTHING",
          {invoice_id, pdf_hex, now_ms});
}

std::optional<std::string> document_hex(db::Tx& tx, int64_t invoice_id) {
  auto r = tx.query_one("SELECT pdf FROM invoice_document WHERE invoice_id = $1", {invoice_id});
  if (!r) return std::nullopt;
  return r->str(0);
}

int64_t want_reverse(db::Tx& tx, const std::string& source, const std::string& source_no, int64_t kept, int64_t now_ms) {
  int64_t changed = tx.exec(
      "UPDATE invoice SET status = 'cancelled', updated_at = $3 WHERE source = $1 AND source_no = $2 AND amount <> $4"
      " AND status IN ('requested', 'failed')",
      {source, source_no, now_ms, kept});
  changed += tx.exec(
      "UPDATE invoice SET reverse_wanted = 1, updated_at = $3 WHERE source = $1 AND source_no = $2 AND amount <> $4"
      " AND status IN ('issuing', 'issued') AND reverse_wanted = 0",
      {source, source_no, now_ms, kept});
  return changed;
}

std::vector<std::string> due_for_reverse(db::Tx& tx, int64_t now_ms, int64_t limit) {
  return first_column(tx.query(
      "SELECT invoice_no FROM invoice WHERE status = 'issued' AND reverse_wanted = 1 AND (claim_until IS NULL OR claim_until < $1)"
      " ORDER BY id LIMIT $2",
      {now_ms, limit}));
}

bool claim_reverse(db::Tx& tx, const std::string& invoice_no, int64_t now_ms, int64_t until_ms) {
  return tx.exec(
             "UPDATE invoice SET claim_until = $3 WHERE invoice_no = $1 AND status = 'issued' AND reverse_wanted = 1"
             " AND (claim_until IS NULL OR claim_until < $2)",
             {invoice_no, now_ms, until_ms}) == 1;
}

bool mark_reversed(db::Tx& tx, const std::string& invoice_no, const std::string& red_number, int64_t now_ms) {
  return tx.exec(
             "UPDATE invoice SET status = 'reversed', red_number = $2, reversed_at = $3, claim_until = NULL, updated_at = $3"
             " WHERE invoice_no = $1 AND status = 'issued'",
             {invoice_no, red_number, now_ms}) == 1;
}

void move_member(db::Tx& tx, int64_t from, int64_t to) {
  // The merged-in member's titles come along but do not take the default from the kept member's.
  tx.exec("UPDATE invoice_title SET member_id = $1, is_default = 0 WHERE member_id = $2", {to, from});
  tx.exec("UPDATE invoice SET member_id = $1 WHERE member_id = $2", {to, from});
}

void erase_titles(db::Tx& tx, int64_t member_id) { tx.exec("DELETE FROM invoice_title WHERE member_id = $1", {member_id}); }

int64_t count_all_of_member(db::Tx& tx, int64_t member_id) {
  return tx.query_one("SELECT (SELECT COUNT(*) FROM invoice_title WHERE member_id = $1) + (SELECT COUNT(*) FROM invoice WHERE member_id = $1)",
                      {member_id})
      ->i64(0);
}

}  // namespace qsr::invoice::repo

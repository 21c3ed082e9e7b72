#include "modules/invoice/invoice_service.h"

#include <algorithm>

#include "core/app_error.h"
#include "core/crypto.h"
#include "modules/invoice/invoice_codes.h"
#include "modules/invoice/invoice_hex.h"
#include "modules/invoice/invoice_repo.h"
#include "modules/invoice/invoice_rules.h"
#include "modules/order/order_api.h"

namespace qsr::invoice {
namespace {

constexpr const char* kOrderSource = "order";

TitleInput checked(const TitleInput& in) {
  if (auto p = check_title(in)) throw AppError(400, p->code, p->key);
  return normalized(in);
}

std::string new_invoice_no(int64_t now_ms) { return "INV" + crypto::time_ordered_code(now_ms, 8); }

TitleInput input_of(const Title& t) { return {t.kind, t.name, t.tax_number, t.email, t.is_default}; }

// Paid and not given back in full: what the customer kept paid is what the receipt says.
bool is_paid(const order::OrderRow& o) {
  using order::Status;
  if (!o.paid_at || o.status == Status::cancelled) return false;
  return o.paid_total - o.refunded_total > 0;
}

}  // namespace

void InvoiceService::require_enabled() const {
  if (!enabled_()) throw AppError(403, kDisabled, "invoice_disabled");
}

std::vector<Title> InvoiceService::titles(int64_t member_id) {
  return db_.read_value([&](db::Tx& tx) { return repo::titles_of(tx, member_id); });
}

Title InvoiceService::save_title(int64_t member_id, std::optional<int64_t> id, const TitleInput& raw) {
  const TitleInput in = checked(raw);
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    TitleInput kept = in;
    // The first title is the default whatever was asked: a member always has one to pick.
    if (!id && repo::count_titles(tx, member_id) == 0) kept.is_default = true;
    if (kept.is_default) repo::clear_default(tx, member_id);
    int64_t saved = 0;
    if (id) {
      if (!repo::update_title(tx, member_id, *id, kept, now)) throw AppError(404, kTitleNotFound, "invoice_title_not_found");
      saved = *id;
    } else {
      if (repo::count_titles(tx, member_id) >= kMaxTitles) throw AppError(409, kTooManyTitles, "invoice_titles_too_many");
      saved = repo::insert_title(tx, member_id, kept, now);
    }
    return *repo::title(tx, member_id, saved);
  });
}

void InvoiceService::delete_title(int64_t member_id, int64_t id) {
  db_.write([&](db::Tx& tx) {
    auto t = repo::title(tx, member_id, id);
    if (!t || !repo::delete_title(tx, member_id, id)) throw AppError(404, kTitleNotFound, "invoice_title_not_found");
    // The default went: the oldest title left takes its place.
    if (t->is_default) {
      auto left = repo::titles_of(tx, member_id);
      if (!left.empty()) {
        TitleInput next = input_of(left.front());
        next.is_default = true;
        repo::update_title(tx, member_id, left.front().id, next, clock_.now_ms());
      }
    }
  });
}

Invoice InvoiceService::request(int64_t member_id, const std::string& order_no, std::optional<int64_t> title_id,
                                const std::optional<TitleInput>& given) {
  std::optional<TitleInput> checked_given;
  if (given) checked_given = checked(*given);
  const int64_t now = clock_.now_ms();
  bool sent_anew = false;  // a request written now: the issuer is asked once it has committed
  Invoice answer = db_.write_value([&](db::Tx& tx) {
    auto o = order::find(tx, order_no);
    if (!o || o->member_id != member_id) throw AppError::not_found("order_not_found");
    TitleInput title;
    if (checked_given) {
      title = *checked_given;
    } else if (title_id) {
      auto t = repo::title(tx, member_id, *title_id);
      if (!t) throw AppError(404, kTitleNotFound, "invoice_title_not_found");
      title = input_of(*t);
    } else {
      throw AppError::missing("titleId");
    }
    // One per order: a repeat (or the loser of a race) answers the one there is.
    if (auto earlier = repo::by_source(tx, kOrderSource, order_no)) {
      if (earlier->status == "failed" && is_paid(*o) && repo::renew_failed(tx, earlier->id, new_invoice_no(now), title, now)) {
        sent_anew = true;
        return *repo::by_source(tx, kOrderSource, order_no);
      }
      return *earlier;
    }
    if (!is_paid(*o)) throw AppError(409, kOrderNotPaid, "invoice_order_not_paid");
    Invoice inv;
    inv.invoice_no = new_invoice_no(now);
    inv.member_id = member_id;
    inv.source = kOrderSource;
    inv.source_no = order_no;
    inv.title_kind = title.kind;
    inv.title_name = title.name;
    inv.tax_number = title.tax_number;
    inv.email = title.email;
    inv.amount = o->paid_total - o->refunded_total;
    inv.requested_at = now;
    sent_anew = repo::insert(tx, inv).has_value();
    return *repo::by_source(tx, kOrderSource, order_no);
  });
  if (sent_anew && ask_work_) ask_work_();
  return answer;
}

std::optional<Invoice> InvoiceService::of_order(int64_t member_id, const std::string& order_no) {
  return db_.read_value([&](db::Tx& tx) {
    auto o = order::find(tx, order_no);
    if (!o || o->member_id != member_id) throw AppError::not_found("order_not_found");
    return repo::by_source(tx, kOrderSource, order_no);
  });
}

InvoicePage InvoiceService::records(int64_t member_id, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) {
    return InvoicePage{repo::of_member(tx, member_id, limit, offset), repo::count_of_member(tx, member_id)};
  });
}

Invoice InvoiceService::own(int64_t member_id, const std::string& invoice_no) {
  auto inv = db_.read_value([&](db::Tx& tx) { return repo::by_no(tx, invoice_no); });
  if (!inv || inv->member_id != member_id) throw AppError(404, kInvoiceNotFound, "invoice_not_found");
  return *inv;
}

std::string InvoiceService::document(int64_t member_id, const std::string& invoice_no) {
  const Invoice inv = own(member_id, invoice_no);
  auto hex = db_.read_value([&](db::Tx& tx) { return repo::document_hex(tx, inv.id); });
  if (!hex) throw AppError(409, kNoDocument, "invoice_document_not_ready");
  auto bytes = from_hex(*hex);
  if (!bytes) throw AppError(500, 500, "unknown_error", {}, "invoice document is not hex: " + invoice_no);
  return *bytes;
}

std::vector<Invoice> InvoiceService::listed(const std::string& status, int64_t limit, int64_t offset) {
  static const std::vector<std::string> kStatuses{"requested", "issuing", "issued", "failed", "reversed", "cancelled"};
  if (!status.empty() && std::find(kStatuses.begin(), kStatuses.end(), status) == kStatuses.end()) throw AppError::invalid("status");
  return db_.read_value([&](db::Tx& tx) { return repo::listed(tx, status, limit, offset); });
}

void InvoiceService::order_money_changed(db::Tx& tx, const order::OrderRow& o, int64_t now_ms) {
  if (o.refunded_total <= 0) return;
  // Asked inside the refund's transaction: a run that starts before it commits misses it, and the
  // fast scheduler's next round (a second later) sends it.
  if (repo::want_reverse(tx, kOrderSource, o.order_no, now_ms) > 0 && ask_work_) ask_work_();
}

void InvoiceService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }
void InvoiceService::erase(db::Tx& tx, int64_t member_id) { repo::erase_titles(tx, member_id); }
int64_t InvoiceService::count(db::Tx& tx, int64_t member_id) { return repo::count_all_of_member(tx, member_id); }

}  // namespace qsr::invoice

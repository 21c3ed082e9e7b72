#include "modules/invoice/invoice_service.h"

#include <algorithm>

#include "core/app_error.h"
#include "core/crypto.h"
#include "modules/invoice/invoice_codes.h"
#include "modules/invoice/invoice_hex.h"
#include "modules/invoice/invoice_repo.h"
#include "modules/invoice/invoice_rules.h"
#include "modules/order/order_api.h"
#include "modules/purchase/purchase_api.h"

namespace qsr::invoice {
namespace {

constexpr const char* kOrderSource = "order";
constexpr const char* kProductSource = "product";

TitleInput checked(const TitleInput& in) {
  if (auto p = check_title(in)) throw AppError(400, p->code, p->key);
  return normalized(in);
}

std::string new_invoice_no(int64_t now_ms) { return "INV" + crypto::time_ordered_code(now_ms, 8); }

TitleInput input_of(const Title& t) { return {t.kind, t.name, t.tax_number, t.email, t.is_default}; }

// What the customer kept paid for a meal order: paid, not cancelled, less what was given back.
int64_t kept_of(const order::OrderRow& o) {
  if (!o.paid_at || o.status == order::Status::cancelled) return 0;
  return std::max<int64_t>(0, o.paid_total - o.refunded_total);
}

// A product order is given back whole: paid is all, refunding or refunded is nothing.
int64_t kept_of(const purchase::ProductOrder& p) { return p.status == "paid" ? p.amount : 0; }

// What a receipt is made out for, as it stands in the transaction: a meal order or, by its
// number, a product order (a top-up, a Privilege Pass, a gift card, a mall order...).
struct Billable {
  const char* source;
  int64_t member_id = 0;
  int64_t kept = 0;
};

// The member's own order (meal or product) by number; 404 for none or another's.
Billable billable(db::Tx& tx, int64_t member_id, const std::string& order_no) {
  std::optional<Billable> b;
  if (auto o = order::find(tx, order_no)) {
    b = Billable{kOrderSource, o->member_id, kept_of(*o)};
  } else if (auto p = purchase::find(tx, order_no)) {
    b = Billable{kProductSource, p->member_id, kept_of(*p)};
  }
  if (!b || b->member_id != member_id) throw AppError::not_found("order_not_found");
  return *b;
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
    const Billable b = billable(tx, member_id, order_no);
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
    auto earlier = repo::latest(tx, b.source, order_no);
    if (earlier) {
      // A failed receipt is asked again with the title given now.
      if (earlier->status == "failed" && b.kept > 0 && repo::renew_failed(tx, earlier->id, new_invoice_no(now), title, now)) {
        sent_anew = true;
        return *repo::latest(tx, b.source, order_no);
      }
      // A repeat answers the one there is; so does a receipt reversed or cancelled by a refund
      // that left nothing kept. After a partial refund the next generation is for what is kept.
      const bool replaced = earlier->status == "reversed" || earlier->status == "cancelled";
      if (!replaced || b.kept == 0) return *earlier;
    }
    if (b.kept == 0) throw AppError(409, kOrderNotPaid, "invoice_order_not_paid");
    Invoice inv;
    inv.invoice_no = new_invoice_no(now);
    inv.member_id = member_id;
    inv.source = b.source;
    inv.source_no = order_no;
    inv.generation = earlier ? earlier->generation + 1 : 1;
    inv.title_kind = title.kind;
    inv.title_name = title.name;
    inv.tax_number = title.tax_number;
    inv.email = title.email;
    inv.amount = b.kept;
    inv.requested_at = now;
    // Two requests at once: the unique (source, number, generation) lets one in; the other
    // answers the one that won.
    sent_anew = repo::insert(tx, inv).has_value();
    return *repo::latest(tx, b.source, order_no);
  });
  if (sent_anew && ask_work_) ask_work_();
  return answer;
}

bool InvoiceService::OrderReceipt::renewable() const {
  if (!latest || kept == 0) return false;
  return latest->status == "failed" || latest->status == "reversed" || latest->status == "cancelled";
}

InvoiceService::OrderReceipt InvoiceService::of_order(int64_t member_id, const std::string& order_no) {
  return db_.read_value([&](db::Tx& tx) {
    const Billable b = billable(tx, member_id, order_no);
    return OrderReceipt{repo::latest(tx, b.source, order_no), b.kept};
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
  if (o.refunded_total <= 0 && o.status != order::Status::cancelled) return;
  reverse_if_changed(tx, kOrderSource, o.order_no, kept_of(o), now_ms);
}

void InvoiceService::product_refunded(db::Tx& tx, const purchase::ProductOrder& p, int64_t now_ms) {
  reverse_if_changed(tx, kProductSource, p.order_no, 0, now_ms);
}

void InvoiceService::reverse_if_changed(db::Tx& tx, const char* source, const std::string& no, int64_t kept, int64_t now_ms) {
  // Asked inside the refund's transaction: a run that starts before it commits misses it, and the
  // fast scheduler's next round (a second later) sends it.
  if (repo::want_reverse(tx, source, no, kept, now_ms) > 0 && ask_work_) ask_work_();
}

void InvoiceService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }
void InvoiceService::erase(db::Tx& tx, int64_t member_id) { repo::erase_titles(tx, member_id); }
int64_t InvoiceService::count(db::Tx& tx, int64_t member_id) { return repo::count_all_of_member(tx, member_id); }

}  // namespace qsr::invoice

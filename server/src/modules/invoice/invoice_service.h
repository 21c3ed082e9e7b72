// Invoices (e-receipts, issue 20, docs/decisions/0048): a member's titles, and one receipt per paid
// order made out to one of them for what the customer kept paid (the server's figure). The
// receipt is issued by the provider later (invoice_issuer.h); a refund reverses it.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/invoice/invoice_types.h"
#include "modules/order/order_types.h"
#include "modules/purchase/purchase_types.h"

namespace qsr::invoice {

struct InvoicePage {
  std::vector<Invoice> list;
  int64_t total = 0;
};

class InvoiceService {
 public:
  // `enabled`: the brand offers invoices (invoice-config) and a provider is configured.
  InvoiceService(db::Db& db, const Clock& clock, std::function<bool()> enabled)
      : db_(db), clock_(clock), enabled_(std::move(enabled)) {}

  bool enabled() const { return enabled_(); }
  // 403 "invoice_disabled" when invoices are off: every member call asks this first.
  void require_enabled() const;

  std::vector<Title> titles(int64_t member_id);
  // A new title (id none) or an edit of the member's own; the default moves to it when asked.
  Title save_title(int64_t member_id, std::optional<int64_t> id, const TitleInput& in);
  void delete_title(int64_t member_id, int64_t id);

  // The receipt for one of the member's paid orders (a meal order or a product order, by its
  // number), made out to one of their titles (title_id) or to the title given, for what the
  // customer kept paid. Asking again answers the one there is (a failed one is asked afresh with
  // the title given now); after a partial refund reversed it, a new one is made for what is kept.
  Invoice request(int64_t member_id, const std::string& order_no, std::optional<int64_t> title_id, const std::optional<TitleInput>& title);
  // The newest receipt of the member's order (nullopt when none was asked for) and what the
  // customer keeps paid now; 404 for another's order.
  struct OrderReceipt {
    std::optional<Invoice> latest;
    int64_t kept = 0;
    // A request now makes a receipt: a failed one asked again, or a new one after a refund
    // reversed (or cancelled) the last and money is still kept.
    bool renewable() const;
  };
  OrderReceipt of_order(int64_t member_id, const std::string& order_no);
  InvoicePage records(int64_t member_id, int64_t limit, int64_t offset);
  // The member's own receipt by number (404 otherwise).
  Invoice own(int64_t member_id, const std::string& invoice_no);
  // The PDF's bytes of the member's own issued receipt.
  std::string document(int64_t member_id, const std::string& invoice_no);
  // Operators: every receipt, newest first; `status` one status (empty: all).
  std::vector<Invoice> listed(const std::string& status, int64_t limit, int64_t offset);

  // Told by the order module in the transaction that changed an order's money: a receipt for
  // another amount than the customer keeps now is reversed (or its request cancelled when not yet
  // sent). Asks the issuer to run when there is work.
  void order_money_changed(db::Tx& tx, const order::OrderRow& o, int64_t now_ms);
  // Told by the purchase module in the transaction that starts a product order's refund (always
  // whole): its receipt is reversed.
  void product_refunded(db::Tx& tx, const purchase::ProductOrder& p, int64_t now_ms);
  void on_work(std::function<void()> ask) { ask_work_ = std::move(ask); }

  void merge(db::Tx& tx, int64_t from, int64_t to);
  // Titles go with the member; receipts stay: they are the business's records (decision 0048).
  void erase(db::Tx& tx, int64_t member_id);
  int64_t count(db::Tx& tx, int64_t member_id);

 private:
  void reverse_if_changed(db::Tx& tx, const char* source, const std::string& no, int64_t kept, int64_t now_ms);

  db::Db& db_;
  const Clock& clock_;
  std::function<bool()> enabled_;
  std::function<void()> ask_work_;
};

}  // namespace qsr::invoice

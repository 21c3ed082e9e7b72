#include "modules/invoice/invoice_issuer.h"

#include <spdlog/spdlog.h>

#include "modules/invoice/invoice_hex.h"
#include "modules/invoice/invoice_repo.h"
#include "modules/payment/gateway.h"

namespace qsr::invoice {
namespace {

constexpr int64_t kBatch = 50;

IssueRequest request_of(const Invoice& inv, const std::string& seller) {
  IssueRequest r;
  r.key = inv.invoice_no;
  r.seller = seller;
  r.title_kind = inv.title_kind;
  r.title_name = inv.title_name;
  r.tax_number = inv.tax_number;
  r.email = inv.email;
  r.order_no = inv.source_no;
  r.amount = inv.amount;
  return r;
}

}  // namespace

IssuerRun InvoiceIssuer::run() {
  IssuerRun r;
  r.sent = send_due();
  r.documents = fetch_documents();
  r.reversed = reverse_due();
  return r;
}

int InvoiceIssuer::send_due() {
  auto due = db_.read_value([&](db::Tx& tx) { return repo::due_for_issue(tx, clock_.now_ms(), kBatch); });
  int sent = 0;
  for (const auto& no : due) {
    const int64_t at = clock_.now_ms();  // the claim counts from itself, not from the batch
    auto claimed = db_.write_value([&](db::Tx& tx) -> std::optional<Invoice> {
      if (!repo::claim_issue(tx, no, at, at + kProviderClaimMs)) return std::nullopt;
      return repo::by_no(tx, no);
    });
    if (!claimed) continue;  // another runner has it
    const IssueAnswer answer = provider_.issue(request_of(*claimed, seller_()));
    const int64_t now = clock_.now_ms();
    db_.write([&](db::Tx& tx) {
      switch (answer.answer) {
        case Answer::accepted: repo::set_provider_ref(tx, no, answer.ref, now); break;
        case Answer::declined: repo::fail(tx, no, answer.reason.empty() ? "declined" : answer.reason, now); break;
        case Answer::unavailable:
          if (claimed->attempts + 1 >= kIssueAttempts) {
            repo::fail(tx, no, "provider_unavailable", now);
          } else {
            repo::retry_later(tx, no, now + payment::retry_delay_ms(claimed->attempts), now);
          }
          break;
      }
    });
    if (answer.answer == Answer::accepted) ++sent;
    else spdlog::warn("invoice {}: provider {}", no, answer.answer == Answer::declined ? "declined: " + answer.reason : "unavailable");
  }
  return sent;
}

int InvoiceIssuer::fetch_documents() {
  auto waiting = db_.read_value([&](db::Tx& tx) { return repo::issued_without_document(tx, kBatch); });
  int fetched = 0;
  for (const auto& inv : waiting) {
    if (!inv.provider_ref) continue;
    auto pdf = provider_.document(*inv.provider_ref);
    if (!pdf) continue;  // not ready at the provider: the next run asks again
    // Fetching twice (two runners) is harmless: the first document kept wins.
    db_.write([&](db::Tx& tx) { repo::save_document(tx, inv.id, to_hex(*pdf), clock_.now_ms()); });
    ++fetched;
  }
  return fetched;
}

int InvoiceIssuer::reverse_due() {
  auto due = db_.read_value([&](db::Tx& tx) { return repo::due_for_reverse(tx, clock_.now_ms(), kBatch); });
  int reversed = 0;
  for (const auto& no : due) {
    const int64_t at = clock_.now_ms();
    auto claimed = db_.write_value([&](db::Tx& tx) -> std::optional<Invoice> {
      if (!repo::claim_reverse(tx, no, at, at + kProviderClaimMs)) return std::nullopt;
      return repo::by_no(tx, no);
    });
    if (!claimed || !claimed->provider_ref) continue;
    const ReverseAnswer answer = provider_.reverse(*claimed->provider_ref, "red:" + no);
    if (answer.answer != Answer::accepted) {
      // Left claimed until the claim lapses: tried again a minute later, never more often.
      spdlog::warn("invoice {}: reversal {}", no, answer.answer == Answer::declined ? "declined" : "unavailable");
      continue;
    }
    if (db_.write_value([&](db::Tx& tx) { return repo::mark_reversed(tx, no, answer.red_number, clock_.now_ms()); })) ++reversed;
  }
  return reversed;
}

bool InvoiceIssuer::apply(const CallbackCall& call) {
  auto outcome = provider_.verify(call);
  if (!outcome) return false;
  const int64_t now = clock_.now_ms();
  bool changed = db_.write_value([&](db::Tx& tx) {
    auto inv = repo::by_no(tx, outcome->key);
    if (!inv) {
      spdlog::warn("invoice callback for unknown invoice {}", outcome->key);
      return false;
    }
    if (inv->provider_ref && *inv->provider_ref != outcome->ref) {
      spdlog::warn("invoice {}: callback names provider ref {}, ours is {}", outcome->key, outcome->ref, *inv->provider_ref);
      return false;
    }
    if (outcome->issued && outcome->amount != inv->amount) {
      spdlog::error("invoice {}: provider issued {} cents, we asked for {}", outcome->key, outcome->amount, inv->amount);
      return false;
    }
    // Conditional on `issuing`: a repeated callback finds it issued (or failed) and changes nothing.
    return outcome->issued ? repo::mark_issued(tx, outcome->key, outcome->ref, outcome->number, now)
                           : repo::fail(tx, outcome->key, outcome->reason.empty() ? "declined" : outcome->reason, now);
  });
  if (changed && outcome->issued && ask_work_) ask_work_();
  return true;
}

}  // namespace qsr::invoice

#include "modules/invoice/sandbox_invoice_provider.h"

#include <cstdio>

#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include "core/app_error.h"
#include "core/crypto.h"
#include "core/signed_call.h"
#include "http/envelope.h"
#include "http/outbound.h"
#include "modules/invoice/invoice_hex.h"
#include "modules/invoice/invoice_pdf.h"
#include "modules/payment/gateway.h"

namespace qsr::invoice {
namespace json = boost::json;

namespace sql {
constexpr const char* kInsert =
    "INSERT INTO sandbox_invoice (ref, request_key, body, status, callback_url, next_attempt_at, created_at)"
    " VALUES ($1, $2, $3, 'pending', $4, $5, $5) ON CONFLICT (request_key) DO NOTHING";
constexpr const char* kCountCall = "UPDATE sandbox_invoice SET calls = calls + 1 WHERE request_key = $1";
constexpr const char* kByKey = "SELECT ref, body FROM sandbox_invoice WHERE request_key = $1";
constexpr const char* kByRef =
    "SELECT ref, request_key, body, status, number, red_number, reverse_key, pdf, calls FROM sandbox_invoice WHERE ref = $1";
constexpr const char* kDue =
    "SELECT ref, body, status, attempts FROM sandbox_invoice WHERE delivered_at IS NULL AND next_attempt_at <= $1"
    " ORDER BY next_attempt_at LIMIT 50";
constexpr const char* kClaim =
    "UPDATE sandbox_invoice SET next_attempt_at = $2 WHERE ref = $1 AND delivered_at IS NULL AND next_attempt_at <= $3";
constexpr const char* kIssued = "UPDATE sandbox_invoice SET status = 'issued', number = $2, pdf = $3 WHERE ref = $1 AND status = 'pending'";
constexpr const char* kRefused = "UPDATE sandbox_invoice SET status = 'failed' WHERE ref = $1 AND status = 'pending'";
constexpr const char* kDelivered = "UPDATE sandbox_invoice SET delivered_at = $2, attempts = attempts + 1 WHERE ref = $1";
constexpr const char* kRetry = "UPDATE sandbox_invoice SET attempts = attempts + 1, next_attempt_at = $2 WHERE ref = $1";
constexpr const char* kReverse =
    "UPDATE sandbox_invoice SET status = 'reversed', red_number = $2, reverse_key = $3 WHERE ref = $1 AND status = 'issued'";
}  // namespace sql

namespace {


std::string text(const json::object& o, const char* k) {
  auto* v = o.if_contains(k);
  return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

int64_t number(const json::object& o, const char* k) {
  auto* v = o.if_contains(k);
  return v && v->is_int64() ? v->get_int64() : 0;
}

std::string dollars(int64_t cents) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "HKD %lld.%02lld", static_cast<long long>(cents / 100), static_cast<long long>(cents % 100));
  return buf;
}

std::string hk_date(int64_t ms) {
  const auto t = to_hk_local(ms);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", t.year, t.month, t.day);
  return buf;
}

ReceiptPage page_of(const json::object& req, const std::string& receipt_no, int64_t issued_at) {
  ReceiptPage p;
  p.heading = "電子收據 E-Receipt";
  p.seller = text(req, "seller");
  p.fields = {{"收據號碼 Receipt no.", receipt_no},
              {"日期 Date", hk_date(issued_at)},
              {"訂單編號 Order no.", text(req, "orderNo")},
              {"抬頭 Issued to", text(req, "titleName")}};
  if (!text(req, "taxNumber").empty()) p.fields.emplace_back("稅號 Tax / BR no.", text(req, "taxNumber"));
  p.total_label = "金額 Amount";
  p.total = dollars(number(req, "amount"));
  p.footer = "此收據由沙盒開票服務發出，僅供測試。 Issued by the sandbox invoice provider, for testing only.";
  return p;
}

bool all_zeros(const std::string& s) { return !s.empty() && s.find_first_not_of('0') == std::string::npos; }

}  // namespace

std::string SandboxInvoiceProvider::sign(const std::string& timestamp, const std::string& body) const {
  return signed_call::sign(options_.secret, timestamp, body);
}

IssueAnswer SandboxInvoiceProvider::issue(const IssueRequest& r) {
  if (r.key.empty() || r.amount <= 0) return {Answer::declined, "", "bad_request"};
  const json::object body{{"key", r.key},           {"seller", r.seller},         {"titleKind", r.title_kind},
                          {"titleName", r.title_name}, {"taxNumber", r.tax_number}, {"email", r.email},
                          {"orderNo", r.order_no},   {"amount", r.amount},         {"currency", r.currency}};
  const std::string ref = "sbi_" + crypto::random_token(15);
  const std::string answered = db_.write_value([&](db::Tx& tx) {
    // The key first: a second call with it (a retry, another runner) finds the first one's receipt.
    if (tx.exec(sql::kInsert, {ref, r.key, json::serialize(body), options_.callback_url, clock_.now_ms()}) == 1) return ref;
    tx.exec(sql::kCountCall, {r.key});
    return tx.query_one(sql::kByKey, {r.key})->str(0);
  });
  if (ask_delivery_) ask_delivery_();
  return {Answer::accepted, answered, ""};
}

std::optional<std::string> SandboxInvoiceProvider::document(const std::string& ref) {
  auto row = db_.read_value([&](db::Tx& tx) { return tx.query_one(sql::kByRef, {ref}); });
  if (!row || row->is_null(7)) return std::nullopt;
  return from_hex(row->str(7));
}

ReverseAnswer SandboxInvoiceProvider::reverse(const std::string& ref, const std::string& key) {
  return db_.write_value([&](db::Tx& tx) -> ReverseAnswer {
    auto row = tx.query_one(sql::kByRef, {ref});
    if (!row || key.empty()) return {Answer::declined, ""};
    // The same key again answers the red-letter receipt already made.
    if (row->str(3) == "reversed") return row->str(6) == key ? ReverseAnswer{Answer::accepted, row->str(5)} : ReverseAnswer{Answer::declined, ""};
    const std::string red = "R" + row->str(4);
    if (tx.exec(sql::kReverse, {ref, red, key}) != 1) return {Answer::declined, ""};
    return {Answer::accepted, red};
  });
}

std::optional<IssueOutcome> SandboxInvoiceProvider::verify(const CallbackCall& call) {
  const auto opened =
      signed_call::opened(options_.secret, call.header("x-sandbox-timestamp"), call.header("x-sandbox-signature"), call.body, clock_.now_ms());
  if (!opened) return std::nullopt;
  const auto& o = *opened;
  IssueOutcome out;
  out.ref = text(o, "ref");
  out.key = text(o, "key");
  out.issued = text(o, "status") == "issued";
  out.number = text(o, "number");
  out.reason = text(o, "reason");
  out.amount = number(o, "amount");
  if (out.key.empty() || out.ref.empty() || (out.issued && out.number.empty())) return std::nullopt;
  return out;
}

void SandboxInvoiceProvider::make_receipt(const std::string& ref, const std::string& body) {
  const auto req = json::parse(body).as_object();
  if (text(req, "titleKind") == "company" && all_zeros(text(req, "taxNumber"))) {
    db_.write([&](db::Tx& tx) { tx.exec(sql::kRefused, {ref}); });
    return;
  }
  const int64_t now = clock_.now_ms();
  const std::string receipt_no = "SBX" + std::to_string(to_hk_local(now).year) + crypto::random_digits(10);
  const std::string pdf = render_receipt_pdf(page_of(req, receipt_no, now));  // the slow part, outside any transaction
  db_.write([&](db::Tx& tx) { tx.exec(sql::kIssued, {ref, receipt_no, to_hex(pdf)}); });
}

int SandboxInvoiceProvider::deliver_due() {
  auto due = db_.read_value([&](db::Tx& tx) { return tx.query(sql::kDue, {clock_.now_ms()}); });
  int delivered = 0;
  for (const auto& d : due) {
    const std::string ref = d.str(0);
    const int64_t claim_at = clock_.now_ms();
    if (!db_.write_value([&](db::Tx& tx) { return tx.exec(sql::kClaim, {ref, claim_at + payment::kGatewayClaimMs, claim_at}) == 1; })) {
      continue;  // another runner has it
    }
    if (d.str(2) == "pending") make_receipt(ref, d.str(1));
    auto row = db_.read_value([&](db::Tx& tx) { return tx.query_one(sql::kByRef, {ref}); });
    const auto req = json::parse(row->str(2)).as_object();
    const bool issued = row->str(3) != "failed";
    json::object body{{"ref", ref}, {"key", row->str(1)}, {"status", issued ? "issued" : "failed"}, {"amount", number(req, "amount")}};
    if (issued) body["number"] = row->str(4);
    else body["reason"] = "tax_number_not_registered";
    const std::string text_body = json::serialize(body);
    const std::string timestamp = std::to_string(clock_.now_ms());
    auto res = http::send_request("POST", options_.callback_url, text_body,
                                  {{"Content-Type", "application/json"}, {"X-Sandbox-Timestamp", timestamp},
                                   {"X-Sandbox-Signature", sign(timestamp, text_body)}});
    const bool ok = res && res->status >= 200 && res->status < 300;
    db_.write([&](db::Tx& tx) {
      if (ok) tx.exec(sql::kDelivered, {ref, clock_.now_ms()});
      else tx.exec(sql::kRetry, {ref, clock_.now_ms() + payment::retry_delay_ms(d.i64(3))});
    });
    if (ok) ++delivered;
    else spdlog::warn("sandbox invoice callback for {} not acknowledged (attempt {})", row->str(1), d.i64(3) + 1);
  }
  return delivered;
}

void SandboxInvoiceProvider::register_routes(http::Router& router) {
  // What the provider knows of a request, by our invoice number (a provider's own console).
  router.get("/sandbox/invoice/{key}", [this](http::Request& req) {
    auto row = db_.read_value([&](db::Tx& tx) -> std::optional<db::Row> {
      auto k = tx.query_one(sql::kByKey, {req.path_params.at("key")});
      if (!k) return std::nullopt;
      return tx.query_one(sql::kByRef, {k->str(0)});
    });
    if (!row) throw AppError::not_found();
    return http::ok(req, json::object{{"ref", row->str(0)},
                                      {"calls", row->i64(8)},
                                      {"status", row->str(3)},
                                      {"number", row->str(4)},
                                      {"redNumber", row->str(5)}});
  });
}

}  // namespace qsr::invoice

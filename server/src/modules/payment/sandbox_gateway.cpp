#include "modules/payment/sandbox_gateway.h"

#include <algorithm>
#include <chrono>
#include <thread>

#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include "core/app_error.h"
#include "core/crypto.h"
#include "core/signed_call.h"
#include "core/money.h"
#include "http/envelope.h"
#include "http/outbound.h"
#include "http/return_url.h"
#include "modules/payment/online_channel.h"

namespace qsr::payment {
namespace json = boost::json;

namespace sql {
constexpr const char* kInsert =
    "INSERT INTO sandbox_checkout (ref, merchant_reference, amount, currency, return_url, notify_url, status, created_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, 'open', $7)";
constexpr const char* kGet =
    "SELECT ref, merchant_reference, amount, currency, return_url, status, refunded FROM sandbox_checkout WHERE ref = $1";
constexpr const char* kDecide =
    "UPDATE sandbox_checkout SET status = $2, decided_at = $3, method = $4 WHERE ref = $1 AND status = 'open'";
constexpr const char* kRefund =
    "UPDATE sandbox_checkout SET refunded = refunded + $2, status = CASE WHEN refunded + $2 >= amount THEN 'refunded'"
    " ELSE status END WHERE ref = $1 AND status IN ('approved', 'refunded') AND refunded + $2 <= amount"
    " AND refunds_refused = 0";
constexpr const char* kQueue =
    "INSERT INTO sandbox_notification (ref, body, next_attempt_at) VALUES ($1, $2, $3)";
constexpr const char* kDue =
    "SELECT id, ref, body, attempts FROM sandbox_notification WHERE delivered_at IS NULL AND next_attempt_at <= $1"
    " ORDER BY next_attempt_at LIMIT 50";
// The claim: the next attempt moves past this call's deadline; only one runner can win it.
constexpr const char* kClaim =
    "UPDATE sandbox_notification SET next_attempt_at = $2 WHERE id = $1 AND delivered_at IS NULL AND next_attempt_at <= $3";
constexpr const char* kDelivered = "UPDATE sandbox_notification SET delivered_at = $2, attempts = attempts + 1 WHERE id = $1";
constexpr const char* kRetry = "UPDATE sandbox_notification SET attempts = attempts + 1, next_attempt_at = $2 WHERE id = $1";
constexpr const char* kRememberRefund =
    "INSERT INTO sandbox_refund (refund_key, ref, amount, accepted, created_at) VALUES ($1, $2, $3, 0, $4) ON CONFLICT DO NOTHING";
constexpr const char* kRefundByKey = "SELECT ref, amount, accepted FROM sandbox_refund WHERE refund_key = $1";
constexpr const char* kRefundAccepted = "UPDATE sandbox_refund SET accepted = 1 WHERE refund_key = $1";
}  // namespace sql

namespace {


GatewayStatus status_of(const std::string& s) {
  if (s == "open") return GatewayStatus::pending;
  if (s == "approved") return GatewayStatus::succeeded;
  if (s == "declined") return GatewayStatus::failed;
  if (s == "refunded") return GatewayStatus::refunded;
  return GatewayStatus::unknown;
}

std::string html_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

// The hosted checkout page: plain HTML, no script, works on a phone.
std::string page(const std::string& ref, int64_t amount, const std::string& currency, const std::string& status,
                 int64_t refunded) {
  std::string body =
      "<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content='width=device-width,initial-scale=1'>"
      "<title>Sandbox Pay</title><style>body{font-family:'Noto Sans CJK TC',sans-serif;background:#f4f6fb;margin:0;padding:24px}"
      ".card{background:#fff;border-radius:16px;padding:24px;max-width:420px;margin:40px auto;box-shadow:0 4px 24px #0001}"
      "h1{font-size:18px;color:#333;margin:0 0 4px}.amount{font-size:36px;font-weight:700;margin:16px 0}"
      ".note{color:#777;font-size:13px}button{width:100%;padding:14px;border:0;border-radius:10px;font-size:16px;margin-top:12px}"
      ".ok{background:#1f6feb;color:#fff}.no{background:#eee;color:#333}"
      "fieldset{border:0;margin:0;padding:0}legend{font-size:14px;color:#333;margin-bottom:8px}"
      "label{display:flex;align-items:center;gap:10px;min-height:44px;padding:0 12px;border:1px solid #dde;border-radius:10px;margin-top:8px;font-size:15px}"
      "input{width:20px;height:20px}</style></head><body><div class=card>"
      "<h1>Sandbox Pay</h1><div class=note>Test card checkout &middot; no real money moves</div>"
      "<div class=amount>" + html_escape(currency) + " " + html_escape(money::format(amount)) + "</div>";
  if (status == "open") {
    body += "<form method=post action='/sandbox/pay/" + html_escape(ref) + "/approve'><fieldset><legend>Pay with</legend>";
    bool first = true;
    for (const auto& channel : kOnlineChannels) {
      body += "<label><input type=radio name=method value=" + std::string(channel.code) + (first ? " checked" : "") + "> " +
              std::string(channel.label) + "</label>";
      first = false;
    }
    body += "</fieldset><button class=ok type=submit>Approve payment</button></form>"
            "<form method=post action='/sandbox/pay/" + html_escape(ref) + "/decline'><button class=no type=submit>Decline</button></form>";
  } else {
    body += "<p>This checkout is " + html_escape(status) + ".</p>";
  }
  if (refunded > 0) {
    body += "<p class=refunded>Refunded " + html_escape(currency) + " " + html_escape(money::format(refunded)) + "</p>";
  }
  return body + "</div></body></html>";
}

}  // namespace

std::string SandboxGateway::sign(const std::string& timestamp, const std::string& body) const {
  return signed_call::sign(options_.secret, timestamp, body);
}

std::optional<CheckoutSession> SandboxGateway::create_checkout(const std::string& payment_no, int64_t amount,
                                                               const std::string& currency, const std::string& return_url) {
  if (amount <= 0) return std::nullopt;
  std::string ref = "sbx_" + crypto::random_token(18);
  db_.write([&](db::Tx& tx) {
    tx.exec(sql::kInsert, {ref, payment_no, amount, currency, return_url, options_.notify_url, clock_.now_ms()});
  });
  return CheckoutSession{ref, "/sandbox/pay/" + ref};
}

GatewayStatus SandboxGateway::query(const std::string& ref) {
  auto row = db_.read_value([&](db::Tx& tx) { return tx.query_one(sql::kGet, {ref}); });
  return row ? status_of(row->str(5)) : GatewayStatus::unknown;
}

RefundAnswer SandboxGateway::refund(const std::string& ref, int64_t amount, const std::string& refund_key) {
  if (options_.refund_delay_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(options_.refund_delay_ms));
  return db_.write_value([&](db::Tx& tx) {
    if (refund_key.empty() || !tx.query_one(sql::kGet, {ref})) return RefundAnswer::declined;
    // The key first: a second call with it (a retry, another instance) waits for the first one's
    // transaction and then finds its answer instead of moving money again.
    if (tx.exec(sql::kRememberRefund, {refund_key, ref, amount, clock_.now_ms()}) != 1) {
      auto seen = tx.query_one(sql::kRefundByKey, {refund_key});
      // A key reused for another checkout or amount is a caller's bug: refused, nothing moves.
      bool same = seen && seen->str(0) == ref && seen->i64(1) == amount && seen->i64(2) != 0;
      return same ? RefundAnswer::accepted : RefundAnswer::declined;
    }
    // Never more than was captured (kRefund's condition), and not from a closed card.
    if (tx.exec(sql::kRefund, {ref, amount}) != 1) return RefundAnswer::declined;
    tx.exec(sql::kRefundAccepted, {refund_key});
    return RefundAnswer::accepted;
  });
}

std::optional<Notification> SandboxGateway::verify(const NotifyCall& call) {
  const auto opened =
      signed_call::opened(options_.secret, call.header("x-sandbox-timestamp"), call.header("x-sandbox-signature"), call.body, clock_.now_ms());
  if (!opened) return std::nullopt;
  const auto& o = *opened;
  auto text = [&](const char* k) { auto* x = o.if_contains(k); return x && x->is_string() ? std::string(x->get_string()) : std::string(); };
  Notification n;
  n.gateway_ref = text("ref");
  n.merchant_reference = text("merchantReference");
  n.currency = text("currency");
  std::string status = text("status");
  n.channel = known_channel(text("method"));
  n.status = status == "succeeded" ? GatewayStatus::succeeded : status == "failed" ? GatewayStatus::failed : GatewayStatus::unknown;
  if (auto* a = o.if_contains("amount"); a && a->is_int64()) n.amount = a->get_int64();
  return n;
}

void SandboxGateway::decide(const std::string& ref, bool approve, const std::string& method) {
  const int64_t now = clock_.now_ms();
  const std::string channel = approve ? known_channel(method.empty() ? "card" : method) : "";
  db_.write([&](db::Tx& tx) {
    auto row = tx.query_one(sql::kGet, {ref});
    if (!row) throw AppError::not_found();
    if (tx.exec(sql::kDecide, {ref, std::string(approve ? "approved" : "declined"), now, channel}) != 1) return;  // decided already
    json::object body{{"ref", ref},
                      {"merchantReference", row->str(1)},
                      {"status", approve ? "succeeded" : "failed"},
                      {"amount", row->i64(2)},
                      {"currency", row->str(3)}};
    if (!channel.empty()) body["method"] = channel;
    tx.exec(sql::kQueue, {ref, json::serialize(body), now});
  });
  if (ask_delivery_) ask_delivery_();  // the first try at once, off this thread; the job retries
}

int SandboxGateway::deliver_due() {
  const int64_t now = clock_.now_ms();
  auto due = db_.read_value([&](db::Tx& tx) { return tx.query(sql::kDue, {now}); });
  int delivered = 0;
  for (const auto& n : due) {
    const int64_t id = n.i64(0);
    const int64_t claim_at = clock_.now_ms();  // the lease counts from the claim, not the batch
    bool claimed = db_.write_value([&](db::Tx& tx) { return tx.exec(sql::kClaim, {id, claim_at + kGatewayClaimMs, claim_at}) == 1; });
    if (!claimed) continue;  // another runner has it
    const std::string body = n.str(2);
    const std::string timestamp = std::to_string(clock_.now_ms());
    auto res = http::send_request("POST", options_.notify_url, body,
                                  {{"Content-Type", "application/json"}, {"X-Sandbox-Timestamp", timestamp},
                                   {"X-Sandbox-Signature", sign(timestamp, body)}, {"X-Sandbox-Notification", std::to_string(id)}});
    bool ok = res && res->status >= 200 && res->status < 300;
    db_.write([&](db::Tx& tx) {
      if (ok) {
        tx.exec(sql::kDelivered, {id, clock_.now_ms()});
      } else {
        tx.exec(sql::kRetry, {id, clock_.now_ms() + retry_delay_ms(n.i64(3))});
      }
    });
    if (ok) ++delivered;
    else spdlog::warn("sandbox notify for {} not acknowledged (attempt {})", n.str(1), n.i64(3) + 1);
  }
  return delivered;
}

void SandboxGateway::register_routes(http::Router& router) {
  router.get("/sandbox/pay/{ref}", [this](http::Request& req) {
    const std::string ref = req.path_params.at("ref");
    auto row = db_.read_value([&](db::Tx& tx) { return tx.query_one(sql::kGet, {ref}); });
    if (!row) throw AppError::not_found();
    http::Response res;
    res.content_type = "text/html; charset=utf-8";
    res.set_header("Cache-Control", "no-store");
    res.body = page(ref, row->i64(2), row->str(3), row->str(5), row->i64(6));
    return res;
  });
  auto decision = [this](bool approve) {
    return [this, approve](http::Request& req) {
      const std::string ref = req.path_params.at("ref");
      decide(ref, approve, req.opt_str("method").value_or(""));
      auto row = db_.read_value([&](db::Tx& tx) { return tx.query_one(sql::kGet, {ref}); });
      http::Response res;
      res.status = 303;  // back to the merchant's page, as a hosted checkout does
      res.content_type = "text/plain; charset=utf-8";
      // Checked when the checkout was opened; checked again here, where it becomes a header.
      std::string back = http::same_origin_path(row->str(4)).value_or("/");
      back += (back.find('?') == std::string::npos ? "?" : "&") + std::string("result=") + (approve ? "approved" : "declined");
      res.set_header("Location", back);
      return res;
    };
  };
  router.post("/sandbox/pay/{ref}/approve", decision(true));
  router.post("/sandbox/pay/{ref}/decline", decision(false));
  // The card behind a checkout is closed: its refunds decline from now on (to try refund failures).
  router.post("/sandbox/pay/{ref}/close-card", [this](http::Request& req) {
    const std::string ref = req.path_params.at("ref");
    int64_t changed = db_.write_value([&](db::Tx& tx) {
      return tx.exec("UPDATE sandbox_checkout SET refunds_refused = 1 WHERE ref = $1", {ref});
    });
    if (changed != 1) throw AppError::not_found();
    return http::ok(req);
  });
}

}  // namespace qsr::payment

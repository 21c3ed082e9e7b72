#include "modules/account/sms_sender.h"

#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include "core/clock.h"
#include "http/outbound.h"

namespace qsr::account {
namespace sql {
constexpr const char* kRecord = "INSERT INTO sms_outbox (phone_key, message, code, sent_at) VALUES ($1, $2, $3, $4)";
constexpr const char* kOutboxOf =
    "SELECT phone_key, code, sent_at, message FROM sms_outbox WHERE phone_key = $1 ORDER BY sent_at DESC, id DESC LIMIT 50";
constexpr const char* kOutbox = "SELECT phone_key, code, sent_at, message FROM sms_outbox ORDER BY sent_at DESC, id DESC LIMIT 50";
}  // namespace sql

namespace {

// "+852****5678": enough to tell messages apart in a log, not enough to be the number.
std::string masked(const std::string& e164) {
  if (e164.size() <= 8) return "****";
  return e164.substr(0, 4) + "****" + e164.substr(e164.size() - 4);
}

class LogSender final : public SmsSender {
 public:
  LogSender(db::Db& db, const Clock& clock, bool outbox) : db_(db), clock_(clock), outbox_(outbox) {}
  bool send(const SmsMessage& m) override {
    if (!outbox_) {
      // No gateway and no development outbox: say that a code went out, never the code (a log
      // is read by more people than the member it was for).
      spdlog::warn("sms code for {} not delivered: no SMS gateway is configured (QSR_SMS_URL)", masked(m.e164));
      return true;
    }
    spdlog::info("sms to {}: {}", m.e164, m.text);
    db_.write([&](db::Tx& tx) {
      tx.exec(sql::kRecord, {m.phone_key, m.text, m.code, clock_.now_ms()});
    });
    return true;
  }

 private:
  db::Db& db_;
  const Clock& clock_;
  bool outbox_;
};

// Hands each message to the SMS workers and returns at once: the gateway is called there, with
// deadlines, so a slow or dead gateway holds up texts and nothing else. "Accepted" means queued;
// a full queue (the gateway is far behind) refuses the message.
class HttpSender final : public SmsSender {
 public:
  HttpSender(std::string url, std::string key, BackgroundWorkers& workers)
      : url_(std::move(url)), key_(std::move(key)), workers_(workers) {}
  bool send(const SmsMessage& m) override {
    std::string body = boost::json::serialize(boost::json::object{{"to", m.e164}, {"text", m.text}});
    return workers_.try_post([url = url_, key = key_, body = std::move(body), to = masked(m.e164)] {
      auto res = http::send_request("POST", url, body, {{"Content-Type", "application/json"}, {"Authorization", "Bearer " + key}});
      if (!res || res->status < 200 || res->status >= 300) {
        spdlog::error("sms gateway refused or unreachable for {}: {}", to, res ? std::to_string(res->status) : "no answer in time");
      }
    });
  }

 private:
  std::string url_, key_;
  BackgroundWorkers& workers_;
};

}  // namespace

std::unique_ptr<SmsSender> make_log_sender(db::Db& db, const Clock& clock, bool outbox) {
  return std::make_unique<LogSender>(db, clock, outbox);
}

std::vector<OutboxMessage> read_dev_outbox(db::Db& db, const std::optional<std::string>& phone_key) {
  return db.read_value([&](db::Tx& tx) {
    std::vector<OutboxMessage> out;
    auto rows = phone_key ? tx.query(sql::kOutboxOf, {*phone_key}) : tx.query(sql::kOutbox);
    for (const auto& r : rows) out.push_back({r.str(0), r.str(1), r.i64(2), r.str(3)});
    return out;
  });
}

std::unique_ptr<SmsSender> make_http_sender(std::string url, std::string key, BackgroundWorkers& workers) {
  return std::make_unique<HttpSender>(std::move(url), std::move(key), workers);
}

}  // namespace qsr::account

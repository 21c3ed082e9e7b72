#include "modules/account/sms_sender.h"

#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include "core/clock.h"
#include "http/outbound.h"

namespace qsr::account {
namespace {

class LogSender final : public SmsSender {
 public:
  LogSender(db::Db& db, const Clock& clock, bool outbox) : db_(db), clock_(clock), outbox_(outbox) {}
  bool send(const SmsMessage& m) override {
    spdlog::info("sms to {}: {}", m.e164, m.text);
    if (outbox_) {
      db_.write([&](db::Tx& tx) {
        tx.exec("INSERT INTO sms_outbox (phone_key, message, code, sent_at) VALUES ($1, $2, $3, $4)",
                {m.phone_key, m.text, m.code, clock_.now_ms()});
      });
    }
    return true;
  }

 private:
  db::Db& db_;
  const Clock& clock_;
  bool outbox_;
};

class HttpSender final : public SmsSender {
 public:
  HttpSender(std::string url, std::string key) : url_(std::move(url)), key_(std::move(key)) {}
  bool send(const SmsMessage& m) override {
    std::string body = boost::json::serialize(boost::json::object{{"to", m.e164}, {"text", m.text}});
    auto res = http::send_request("POST", url_, body, {{"Content-Type", "application/json"}, {"Authorization", "Bearer " + key_}});
    if (!res || res->status < 200 || res->status >= 300) {
      spdlog::error("sms gateway refused or unreachable for {}: {}", m.phone_key, res ? std::to_string(res->status) : "no answer");
      return false;
    }
    return true;
  }

 private:
  std::string url_, key_;
};

}  // namespace

std::unique_ptr<SmsSender> make_log_sender(db::Db& db, const Clock& clock, bool outbox) {
  return std::make_unique<LogSender>(db, clock, outbox);
}

std::unique_ptr<SmsSender> make_http_sender(std::string url, std::string key) {
  return std::make_unique<HttpSender>(std::move(url), std::move(key));
}

}  // namespace qsr::account

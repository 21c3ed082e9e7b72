// How a text message leaves the system. Two senders: `log` (development: writes the message to
// the server log and to the dev outbox table; without QSR_DEV it logs only that a code was not
// delivered, never the code) and `http` (a real gateway, by URL and key).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/background.h"
#include "core/clock.h"
#include "db/db.h"

namespace qsr::account {

struct SmsMessage {
  std::string phone_key;  // "852-91234567"
  std::string e164;       // "+85291234567"
  std::string text;
  std::string code;       // the one-time code inside the text (the dev outbox shows it)
};

class SmsSender {
 public:
  virtual ~SmsSender() = default;
  // True when the message was accepted for delivery.
  virtual bool send(const SmsMessage& message) = 0;
};

// Writes to the log; with `outbox` it also records the message for GET /v1/dev/sms/outbox.
std::unique_ptr<SmsSender> make_log_sender(db::Db& db, const Clock& clock, bool outbox);
// A message the log sender recorded in the dev outbox.
struct OutboxMessage {
  std::string phone_key, code;
  int64_t sent_at = 0;
  std::string message;
};
// The newest 50 messages of the dev outbox, of one phone (by key) or of all.
std::vector<OutboxMessage> read_dev_outbox(db::Db& db, const std::optional<std::string>& phone_key);

// POSTs {"to": e164, "text": ...} as JSON to `url` with `Authorization: Bearer <key>` on the
// given workers (never on the caller's thread); send() is true once the message is queued there.
std::unique_ptr<SmsSender> make_http_sender(std::string url, std::string key, BackgroundWorkers& workers);

}  // namespace qsr::account

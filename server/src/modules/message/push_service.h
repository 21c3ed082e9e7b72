// Web Push (issue 20; decision 0050): a member's browsers subscribe with the keys their push
// service gave them; each message the message centre writes is queued for each of them in its own
// transaction, and a job sends it encrypted (RFC 8291) and signed (VAPID, RFC 8292) with deadlines,
// off the threads that serve requests. The service worker shows it, tagged with the message id so
// a repeated delivery replaces rather than repeats the notification.
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/web_push_crypto.h"
#include "db/db.h"
#include "http/outbound.h"
#include "modules/message/push_types.h"

namespace qsr::message {
namespace push_repo {
struct Due;
}

enum PushCode {
  kBadSubscription = 46002,
  kPushServiceRefused = 46003,
};

struct PushOptions {
  std::string vapid_private_key;  // base64url of 32 bytes; empty: the one kept in the database
  std::string subject;            // the contact push services see: mailto: or https:
  // The push services we send to: a host or any of its subdomains, over https. A subscription
  // names a URL the server will POST to, so any other host is refused (no requests to the
  // internal network on a customer's say-so).
  std::vector<std::string> hosts;
  bool allow_local_http = false;  // development: a push service on http://127.0.0.1 or localhost
  http::Deadlines deadlines;
};

// The push services of the browsers a Hong Kong customer uses: Chrome/Edge/Android (FCM),
// Firefox, Safari on iOS 16.4+ and macOS, Windows.
std::vector<std::string> default_push_hosts();

inline constexpr int64_t kMaxBrowsersPerMember = 10;
inline constexpr int64_t kPushLeaseMs = 60'000;        // longer than a call's whole deadline
inline constexpr int64_t kPushMaxAgeMs = 86'400'000;   // an older message is not worth a buzz
inline constexpr int64_t kPushMaxAttempts = 5;

class PushService {
 public:
  PushService(db::Db& db, const Clock& clock, PushOptions options) : db_(db), clock_(clock), options_(std::move(options)) {}

  // The application server key browsers subscribe with (base64url).
  std::string public_key();
  // Checks and stores the browser's subscription for the member: 400 46002 for keys that are not
  // a P-256 point and a 16-byte secret, 400 46003 for an endpoint that is not an accepted push service.
  void subscribe(int64_t member_id, PushSubscription s);
  bool unsubscribe(int64_t member_id, const std::string& endpoint);
  bool subscribed(int64_t member_id, const std::string& endpoint);

  struct Run {
    int sent = 0, retried = 0, gone = 0, failed = 0, expired = 0;
  };
  // Sends what is due. Calls push services: run it on a job's thread, never a request's.
  Run deliver_due(int64_t limit = 100);

  void erase_member(db::Tx& tx, int64_t member_id);
  void merge(db::Tx& tx, int64_t from, int64_t to);

 private:
  const web_push::KeyPair& key();
  bool accepted_endpoint(const std::string& endpoint) const;
  void deliver(const push_repo::Due& d, Run& run);

  db::Db& db_;
  const Clock& clock_;
  PushOptions options_;
  std::mutex key_mutex_;
  std::optional<web_push::KeyPair> key_;
};

}  // namespace qsr::message

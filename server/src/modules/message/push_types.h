// Web Push's value types (decision 0050).
#pragma once

#include <string>

namespace qsr::message {

// A browser's PushSubscription: where to send and the keys to encrypt for it (base64url, as the
// browser gives them), and the language its notifications are written in.
struct PushSubscription {
  std::string endpoint, p256dh, auth, lang;
};

}  // namespace qsr::message

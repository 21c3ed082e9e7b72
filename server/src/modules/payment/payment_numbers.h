// Payment numbers, private to the payment module: a letter for the kind, then a random token.
#pragma once

#include <string>

#include "core/crypto.h"
#include "modules/payment/payment_service.h"

namespace qsr::payment {

inline std::string new_payment_no(const std::string& prefix) { return prefix + crypto::random_token(12); }

// A stored-value payment's number starts W for the wallet, G for a gift card.
inline std::string stored_prefix(const StoredValue& stored) { return stored.method == "wallet" ? "W" : "G"; }

}  // namespace qsr::payment

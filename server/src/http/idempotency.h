// The idempotency key a request carries: the `Idempotency-Key` header, or (for clients that cannot
// set headers, such as a mini-program's form post) the body's `idempotencyKey`. Empty when none;
// each service says whether it needs one.
#pragma once

#include <string>

#include "http/request.h"

namespace qsr::http {

inline std::string idempotency_key_of(const Request& req) {
  std::string key(req.header("idempotency-key"));
  if (key.empty()) key = req.opt_str("idempotencyKey").value_or("");
  return key;
}

}  // namespace qsr::http

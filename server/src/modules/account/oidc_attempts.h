// The oidc_attempt table: one sign-in (or link) with a provider, from start to its single use.
// Every change is a conditional update on the status, so two callbacks with one state, or two
// redemptions of one ticket, cannot both win.
#pragma once

#include <optional>
#include <string>

#include "db/db.h"

namespace qsr::account::oidc_attempts {

struct NewAttempt {
  std::string state_hash, provider, purpose;
  std::optional<int64_t> member_id;
  int64_t session_id = 0;
  std::string nonce, code_verifier, return_url;
  int64_t expires_at = 0;
};

struct Attempt {
  int64_t id = 0;
  std::string provider, purpose;
  std::optional<int64_t> member_id;
  int64_t session_id = 0;
  std::string nonce, code_verifier, return_url, status;
  std::string auth_code, subject, display_name;
  int64_t expires_at = 0;
};

void insert(db::Tx& tx, const NewAttempt& a, int64_t now);
// Rows dead for an hour go (they hold a verifier and a nonce nobody may use again).
void drop_dead(db::Tx& tx, int64_t now);
// started -> exchanging with the provider's code and our ticket's hash; the attempt when this
// call won (unknown, used, or expired state: nullopt).
std::optional<Attempt> claim_by_state(db::Tx& tx, const std::string& state_hash, const std::string& code,
                                      const std::string& ticket_hash, int64_t now);
// started -> failed (the customer cancelled at the provider); its return path when it won.
std::optional<std::string> fail_by_state(db::Tx& tx, const std::string& state_hash, const std::string& why, int64_t now);
std::optional<Attempt> by_id(db::Tx& tx, int64_t id);
std::optional<Attempt> by_ticket(db::Tx& tx, const std::string& ticket_hash);
// exchanging -> verified | failed; the provider's code is dropped either way.
void verified(db::Tx& tx, int64_t id, const std::string& subject, const std::string& name, int64_t now);
void failed(db::Tx& tx, int64_t id, const std::string& why, int64_t now);
// verified -> used; false when another redemption won. `give_back` undoes it (a rebind prompt
// that the customer answers with the same ticket).
bool use(db::Tx& tx, int64_t id, int64_t now);
void give_back(db::Tx& tx, int64_t id, int64_t now);

}  // namespace qsr::account::oidc_attempts

#include "modules/account/oidc_service.h"

#include <atomic>

#include <spdlog/spdlog.h>

#include "core/crypto.h"
#include "core/jose.h"
#include "http/form_encode.h"
#include "modules/account/oidc_attempts.h"
#include "modules/account/oidc_exchange.h"

namespace qsr::account {

namespace {

constexpr int64_t kAttemptLifeMs = 10 * 60 * 1000;  // a provider's sign-in page rarely takes longer
constexpr size_t kMaxCallbackField = 4096;

// One discovery run queued at a time: a provider that is down must not let every sign-in attempt
// queue another fetch behind it. (One OidcService per process, so one flag.)
std::atomic<bool> discovery_queued{false};

const char* purpose_name(OidcPurpose p) { return p == OidcPurpose::link ? "link" : "sign_in"; }

std::string with_param(const std::string& path, const std::string& name, const std::string& value) {
  return http::with_query(path, {{name, value}});
}

}  // namespace

OidcService::OidcService(db::Db& db, const Clock& clock, AccountService& accounts, OidcSettings settings,
                         BackgroundWorkers* workers)
    : db_(db), clock_(clock), accounts_(accounts), settings_(std::move(settings)), workers_(workers) {
  if (!settings_.providers.empty() && !workers_) throw std::logic_error("identity providers need the background workers");
}

std::vector<std::string> OidcService::offered() const {
  std::vector<std::string> out;
  for (const auto& p : settings_.providers) out.push_back(p.name);
  return out;
}

const OidcProvider* OidcService::find(const std::string& name) const {
  for (const auto& p : settings_.providers) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

void OidcService::warm_up() {
  if (settings_.providers.empty() || discovery_queued.exchange(true)) return;
  const bool queued = workers_->try_post([this] {
    discovery_queued = false;  // before the fetches: a failure may be retried by the next ask
    for (const auto& p : settings_.providers) {
      if (p.kind == OidcKind::openid) directory_.discover(p);
    }
  });
  if (!queued) discovery_queued = false;
}

std::string OidcService::start(const std::string& provider, OidcPurpose purpose, const Caller& caller,
                               const std::string& return_url) {
  const OidcProvider* p = find(provider);
  if (!p) throw AppError(400, kThirdNotOffered, "third_not_offered");
  auto endpoints = directory_.endpoints(*p);
  if (!endpoints) {
    warm_up();
    throw AppError(503, kThirdNotReady, "third_not_ready");
  }
  const std::string state = crypto::random_token(32);
  const std::string nonce = crypto::random_token(32);
  const std::string verifier = crypto::random_token(32);  // 43 characters, RFC 7636 §4.1
  const int64_t now = clock_.now_ms();
  db_.write([&](db::Tx& tx) {
    oidc_attempts::drop_dead(tx, now);
    oidc_attempts::insert(tx, {crypto::sha256_hex(state), p->name, purpose_name(purpose), caller.member_id, caller.session_id,
                               nonce, verifier, return_url, now + kAttemptLifeMs}, now);
  });
  http::FormFields q{{"response_type", "code"},
                     {"client_id", p->client_id},
                     {"redirect_uri", settings_.redirect_url},
                     {"scope", p->scope},
                     {"state", state},
                     {"code_challenge", jose::base64url(crypto::sha256_bytes(verifier))},
                     {"code_challenge_method", "S256"}};
  if (p->kind == OidcKind::openid) q.emplace_back("nonce", nonce);
  if (p->form_post) q.emplace_back("response_mode", "form_post");
  return http::with_query(endpoints->authorize, q);
}

std::string OidcService::callback(const std::string& state, const std::string& code, const std::string& error,
                                  const std::string& apple_user) {
  const std::string expired = with_param(kThirdLanding, "thirdError", "expired");
  if (state.empty() || state.size() > kMaxCallbackField || code.size() > kMaxCallbackField ||
      apple_user.size() > kMaxCallbackField) {
    return expired;
  }
  const std::string state_hash = crypto::sha256_hex(state);
  const int64_t now = clock_.now_ms();
  if (!error.empty() || code.empty()) {
    // Declined at the provider (access_denied, user_cancelled_authorize): back where they were.
    auto back = db_.write_value([&](db::Tx& tx) { return oidc_attempts::fail_by_state(tx, state_hash, "provider: " + error.substr(0, 100), now); });
    return back ? with_param(*back, "thirdError", "cancelled") : expired;
  }
  const std::string ticket = crypto::random_token(32);
  auto attempt = db_.write_value(
      [&](db::Tx& tx) { return oidc_attempts::claim_by_state(tx, state_hash, code, crypto::sha256_hex(ticket), now); });
  // An unknown state, one used already (a replayed callback) or one too old.
  if (!attempt) return expired;
  const int64_t id = attempt->id;
  if (!workers_->try_post([this, id, apple_user] { exchange(id, apple_user); })) {
    db_.write([&](db::Tx& tx) { oidc_attempts::failed(tx, id, "workers busy", now); });
  }
  return with_param(attempt->return_url, "thirdTicket", ticket);
}

void OidcService::exchange(int64_t attempt_id, const std::string& apple_user) {
  auto a = db_.read_value([&](db::Tx& tx) { return oidc_attempts::by_id(tx, attempt_id); });
  if (!a || a->status != "exchanging") return;
  const OidcProvider* p = find(a->provider);
  ExchangeOutcome outcome = p ? exchange_code(directory_, *p, {a->auth_code, a->code_verifier, a->nonce, settings_.redirect_url,
                                                               apple_user}, clock_)
                              : ExchangeOutcome(std::string("provider no longer configured"));
  const int64_t now = clock_.now_ms();
  if (auto* why = std::get_if<std::string>(&outcome)) {
    spdlog::info("oidc: sign-in with {} refused: {}", a->provider, *why);
    db_.write([&](db::Tx& tx) { oidc_attempts::failed(tx, attempt_id, *why, now); });
    return;
  }
  const auto& id = std::get<ExternalIdentity>(outcome);
  db_.write([&](db::Tx& tx) { oidc_attempts::verified(tx, attempt_id, id.subject, id.display_name, now); });
}

Redeemed OidcService::redeem(const ClientInfo& client, std::string_view token, const Caller& caller, const std::string& ticket,
                             bool unbind_old) {
  const int64_t now = clock_.now_ms();
  auto a = db_.read_value([&](db::Tx& tx) { return oidc_attempts::by_ticket(tx, crypto::sha256_hex(ticket)); });
  // Only the browser session that started the attempt may finish it: a ticket sent to someone
  // else (a link in a message) signs no one in.
  if (!a || a->expires_at <= now || a->session_id != caller.session_id) throw AppError(400, kThirdExpired, "third_sign_in_expired");
  Redeemed r;
  r.return_url = a->return_url;
  r.provider = a->provider;
  if (a->status == "exchanging") {
    r.pending = true;
    return r;
  }
  if (a->status == "failed") throw AppError(400, kThirdRefused, "third_sign_in_refused");
  if (a->status != "verified" || !db_.write_value([&](db::Tx& tx) { return oidc_attempts::use(tx, a->id, now); })) {
    throw AppError(400, kThirdExpired, "third_sign_in_expired");
  }
  const ExternalIdentity id{a->provider, a->subject, a->display_name, ""};
  try {
    if (a->purpose == "link") {
      r.result = accounts_.link_verified_identity(client, caller, id, unbind_old);
    } else {
      r.result = accounts_.identity_login(client, token, id);
    }
  } catch (const AppError& e) {
    // A rebind prompt (10030-10035) is answered by the same ticket with unBindingOldMember.
    if (e.result_code >= 10030 && e.result_code <= 10035) db_.write([&](db::Tx& tx) { oidc_attempts::give_back(tx, a->id, now); });
    throw;
  }
  return r;
}

}  // namespace qsr::account

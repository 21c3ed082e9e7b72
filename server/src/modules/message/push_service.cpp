#include "modules/message/push_service.h"

#include <boost/json.hpp>
#include <boost/url/parse.hpp>
#include <spdlog/spdlog.h>

#include "core/app_error.h"
#include "core/crypto.h"
#include "core/i18n.h"
#include "modules/message/message_templates.h"
#include "modules/message/push_repo.h"

namespace qsr::message {
namespace json = boost::json;

namespace {

bool is_host_or_subdomain(std::string_view host, std::string_view allowed) {
  if (host == allowed) return true;
  return host.size() > allowed.size() && host.ends_with(allowed) && host[host.size() - allowed.size() - 1] == '.';
}

// The message as the service worker shows it, in the browser's language.
std::string payload_of(const push_repo::Due& d) {
  boost::system::error_code ec;
  auto params = json::parse(d.params, ec);
  const Rendered text = render(d.template_key, !ec && params.is_object() ? params.as_object() : json::object{}, parse_lang(d.to.lang));
  return json::serialize(json::object{{"id", d.message_id},
                                      {"title", text.title},
                                      {"body", text.body},
                                      {"url", d.link.empty() ? "/memberPlus/pages/messageCenter/index" : d.link},
                                      {"tag", "message-" + std::to_string(d.message_id)}});
}

// 30 s, 2 min, 8 min, 32 min after the first, second, third and fourth failed attempt.
int64_t backoff_ms(int64_t attempts) { return 30'000LL << (2 * std::min<int64_t>(attempts - 1, 3)); }

}  // namespace

std::vector<std::string> default_push_hosts() {
  return {"fcm.googleapis.com", "updates.push.services.mozilla.com", "push.apple.com", "notify.windows.com"};
}

const web_push::KeyPair& PushService::key() {
  std::lock_guard lock(key_mutex_);
  if (key_) return *key_;
  std::string raw;
  if (!options_.vapid_private_key.empty()) {
    raw = crypto::base64url_decode(options_.vapid_private_key).value_or("");
  } else {
    // The first server to need a key makes it; every other one reads that one.
    const int64_t now = clock_.now_ms();
    const std::string made = crypto::base64url_encode(web_push::generate_key_pair().private_key);
    raw = crypto::base64url_decode(db_.write_value([&](db::Tx& tx) { return push_repo::store_key_once(tx, made, now); })).value_or("");
  }
  key_ = web_push::key_pair_of(raw);
  if (!key_) throw std::runtime_error("the VAPID private key is not a P-256 key (QSR_VAPID_PRIVATE_KEY)");
  return *key_;
}

std::string PushService::public_key() { return crypto::base64url_encode(key().public_key); }

bool PushService::accepted_endpoint(const std::string& endpoint) const {
  if (endpoint.size() > 1024) return false;
  auto url = boost::urls::parse_absolute_uri(endpoint);
  if (!url || url->has_userinfo() || url->host_type() == boost::urls::host_type::none) return false;
  const std::string host = url->host();
  if (url->scheme() == "http") return options_.allow_local_http && (host == "127.0.0.1" || host == "localhost");
  if (url->scheme() != "https" || url->host_type() != boost::urls::host_type::name) return false;
  for (const auto& allowed : options_.hosts) {
    if (is_host_or_subdomain(host, allowed)) return true;
  }
  return false;
}

void PushService::subscribe(int64_t member_id, PushSubscription s) {
  const auto p256dh = crypto::base64url_decode(s.p256dh);
  const auto auth = crypto::base64url_decode(s.auth);
  if (!p256dh || !auth || auth->size() != 16 || !web_push::is_public_key(*p256dh)) {
    throw AppError(400, kBadSubscription, "push_bad_subscription");
  }
  if (!accepted_endpoint(s.endpoint)) throw AppError(400, kPushServiceRefused, "push_service_refused");
  const int64_t now = clock_.now_ms();
  db_.write([&](db::Tx& tx) { push_repo::upsert(tx, member_id, s, now, kMaxBrowsersPerMember); });
}

void PushService::erase_member(db::Tx& tx, int64_t member_id) { push_repo::erase_member(tx, member_id); }

void PushService::merge(db::Tx& tx, int64_t from, int64_t to) { push_repo::merge(tx, from, to); }

bool PushService::unsubscribe(int64_t member_id, const std::string& endpoint) {
  return db_.write_value([&](db::Tx& tx) { return push_repo::remove(tx, member_id, endpoint); }) > 0;
}

bool PushService::subscribed(int64_t member_id, const std::string& endpoint) {
  return db_.read_value([&](db::Tx& tx) { return push_repo::subscribed(tx, member_id, endpoint); });
}

PushService::Run PushService::deliver_due(int64_t limit) {
  Run run;
  const int64_t now = clock_.now_ms();
  const auto due = db_.read_value([&](db::Tx& tx) { return push_repo::due(tx, now, limit); });
  for (const auto& d : due) {
    // Claimed before the call: another server (or this job's next round) leaves it alone until
    // the lease ends, so one message is sent to one browser once unless the call itself failed.
    const int64_t claimed_at = clock_.now_ms();
    if (!db_.write_value([&](db::Tx& tx) { return push_repo::claim(tx, d.id, d.next_try_at, claimed_at + kPushLeaseMs); })) continue;
    try {
      deliver(d, run);
    } catch (const std::exception& e) {
      spdlog::error("web push delivery {} failed: {}", d.id, e.what());
      db_.write([&](db::Tx& tx) { push_repo::retry_at(tx, d.id, clock_.now_ms() + backoff_ms(d.attempts + 1)); });
      ++run.retried;
    }
  }
  return run;
}

void PushService::deliver(const push_repo::Due& d, Run& run) {
  const int64_t attempt = d.attempts + 1;
  auto finish = [&](const char* outcome, int& counter) {
    db_.write([&](db::Tx& tx) { push_repo::finish(tx, d.id, outcome, clock_.now_ms()); });
    ++counter;
  };
  if (clock_.now_ms() - d.message_created_at > kPushMaxAgeMs) return finish("expired", run.expired);
  const auto p256dh = crypto::base64url_decode(d.to.p256dh);
  const auto auth = crypto::base64url_decode(d.to.auth);
  auto body = p256dh && auth ? web_push::encrypt(payload_of(d), *p256dh, *auth) : std::nullopt;
  auto url = boost::urls::parse_absolute_uri(d.to.endpoint);
  if (!body || !url || !accepted_endpoint(d.to.endpoint)) {
    // Checked when it was stored; a subscription that no longer passes is dropped.
    db_.write([&](db::Tx& tx) { push_repo::remove_by_id(tx, d.subscription_id); });
    ++run.gone;
    return;
  }
  const std::string audience = std::string(url->scheme()) + "://" + std::string(url->encoded_host_and_port());
  const int64_t expires_s = clock_.now_ms() / 1000 + 12 * 3600;
  const auto res = http::send_request("POST", d.to.endpoint, *body,
                                      {{"Content-Type", "application/octet-stream"},
                                       {"Content-Encoding", "aes128gcm"},
                                       {"TTL", std::to_string(kPushMaxAgeMs / 1000)},
                                       {"Urgency", "normal"},
                                       {"Authorization", web_push::vapid_authorization(audience, options_.subject, expires_s, key())}},
                                      options_.deadlines);
  const int status = res ? res->status : 0;
  if (status >= 200 && status < 300) return finish("sent", run.sent);
  if (status == 404 || status == 410) {
    // The browser unsubscribed or the subscription expired: it will not come back.
    db_.write([&](db::Tx& tx) { push_repo::remove_by_id(tx, d.subscription_id); });
    ++run.gone;
    return;
  }
  const bool worth_retrying = status == 0 || status == 429 || status >= 500;
  if (!worth_retrying || attempt >= kPushMaxAttempts) {
    spdlog::warn("web push to {} refused: {} after {} attempt(s)", audience, status ? std::to_string(status) : "no answer in time", attempt);
    return finish("failed", run.failed);
  }
  db_.write([&](db::Tx& tx) { push_repo::retry_at(tx, d.id, clock_.now_ms() + backoff_ms(attempt)); });
  ++run.retried;
}

}  // namespace qsr::message

#include "app/config.h"

#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <thread>

#include "http/client_address.h"

namespace qsr::app {
namespace {

std::optional<std::string> env(const char* name) {
  const char* v = std::getenv(name);
  if (!v) return std::nullopt;
  return std::string(v);
}

int64_t env_int(const char* name, int64_t fallback, int64_t min, int64_t max) {
  auto v = env(name);
  if (!v || v->empty()) return fallback;
  int64_t out = 0;
  auto [ptr, ec] = std::from_chars(v->data(), v->data() + v->size(), out);
  if (ec != std::errc() || ptr != v->data() + v->size() || out < min || out > max) {
    throw std::invalid_argument(std::string(name) + " must be a whole number from " + std::to_string(min) + " to " +
                                std::to_string(max) + ", not '" + *v + "'");
  }
  return out;
}

bool env_flag(const char* name, bool fallback) {
  auto v = env(name);
  if (!v || v->empty()) return fallback;
  if (*v == "1" || *v == "true" || *v == "yes") return true;
  if (*v == "0" || *v == "false" || *v == "no") return false;
  throw std::invalid_argument(std::string(name) + " must be 1 or 0, not '" + *v + "'");
}

// An address the outbound client can call (http/outbound.h speaks both).
bool is_web_address(const std::string& url) { return url.rfind("http://", 0) == 0 || url.rfind("https://", 0) == 0; }

}  // namespace

Config config_from_env() {
  Config c;
  if (auto v = env("QSR_HOST"); v && !v->empty()) c.host = *v;
  c.port = static_cast<uint16_t>(env_int("QSR_PORT", 8080, 0, 65535));
  if (auto v = env("QSR_DB"); v && !v->empty()) c.db = *v;
  c.db_direct = env("QSR_DB_DIRECT").value_or("");
  if (c.db_direct.empty()) c.db_direct = c.db;
  if (auto v = env("QSR_WEB_DIR"); v && !v->empty()) c.web_dir = *v;
  if (auto v = env("QSR_SEED_DIR")) c.seed_dir = *v;
  c.media_dir = env("QSR_MEDIA_DIR").value_or(c.seed_dir);
  c.dev = env_flag("QSR_DEV", false);
  unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  c.io_threads = static_cast<int>(env_int("QSR_IO_THREADS", cores, 1, 256));
  c.workers = static_cast<int>(env_int("QSR_WORKERS", 8, 1, 256));
  c.port_file = env("QSR_PORT_FILE").value_or("");
  c.log_level = env("QSR_LOG_LEVEL").value_or("info");
  if (c.log_level != "debug" && c.log_level != "info" && c.log_level != "warn" && c.log_level != "error") {
    throw std::invalid_argument("QSR_LOG_LEVEL must be debug, info, warn or error");
  }
  c.access_log = env_flag("QSR_ACCESS_LOG", true);
  if (auto v = env("QSR_FAKE_NOW"); v && !v->empty()) c.fake_now_ms = env_int("QSR_FAKE_NOW", 0, 0, INT64_MAX / 2);
  c.sms_gateway_url = env("QSR_SMS_URL").value_or("");
  c.sms_gateway_key = env("QSR_SMS_KEY").value_or("");
  c.sms_per_address_daily = env_int("QSR_SMS_ADDRESS_DAILY", 50, 1, 1000000);
  if (!c.sms_gateway_url.empty() && !is_web_address(c.sms_gateway_url)) {
    throw std::invalid_argument("QSR_SMS_URL must be an http:// or https:// URL");
  }
  c.admin_token = env("QSR_ADMIN_TOKEN").value_or("");
  if (!c.admin_token.empty() && c.admin_token.size() < 16) throw std::invalid_argument("QSR_ADMIN_TOKEN must be at least 16 characters");
  if (auto v = env("QSR_UPLOAD_DIR"); v && !v->empty()) c.upload_dir = *v;
  c.upload_store = env("QSR_UPLOAD_STORE").value_or("");
  if (!c.upload_store.empty() && c.upload_store != "database" && c.upload_store != "folder") {
    throw std::invalid_argument("QSR_UPLOAD_STORE must be database or folder");
  }
  c.pay_secret = env("QSR_PAY_SECRET").value_or("");
  c.public_url = env("QSR_PUBLIC_URL").value_or("");
  if (!c.public_url.empty() && !is_web_address(c.public_url)) throw std::invalid_argument("QSR_PUBLIC_URL must be an http:// or https:// URL");
  c.app_url = env("QSR_APP_URL").value_or("");
  while (!c.app_url.empty() && c.app_url.back() == '/') c.app_url.pop_back();
  c.pay_timeout_minutes = env_int("QSR_PAY_TIMEOUT_MINUTES", 15, 1, 24 * 60);
  c.pay_gateway = env("QSR_PAY_GATEWAY").value_or("");
  if (c.pay_gateway.empty()) c.pay_gateway = c.dev ? "sandbox" : "none";
  if (c.pay_gateway != "sandbox" && c.pay_gateway != "none") throw std::invalid_argument("QSR_PAY_GATEWAY must be sandbox or none");
  c.invoice_provider = env("QSR_INVOICE_PROVIDER").value_or("");
  if (c.invoice_provider.empty()) c.invoice_provider = c.dev ? "sandbox" : "none";
  if (c.invoice_provider != "sandbox" && c.invoice_provider != "none") throw std::invalid_argument("QSR_INVOICE_PROVIDER must be sandbox or none");
  c.invoice_secret = env("QSR_INVOICE_SECRET").value_or("");
  c.sandbox_refund_delay_ms = env_int("QSR_SANDBOX_REFUND_DELAY_MS", 0, 0, 60'000);
  c.table_round_confirm_units = env_int("QSR_TABLE_ROUND_CONFIRM_UNITS", 20, 1, 10'000);
  c.trusted_proxies = env("QSR_TRUSTED_PROXIES").value_or("");
  c.outbound_ca_file = env("QSR_OUTBOUND_CA_FILE").value_or("");
  if (!c.outbound_ca_file.empty() && !std::filesystem::is_regular_file(c.outbound_ca_file)) {
    throw std::invalid_argument("QSR_OUTBOUND_CA_FILE must name a PEM file");
  }
  c.job_period_seconds = env_int("QSR_JOB_PERIOD_SECONDS", 60, 1, 3600);
  c.vapid_private_key = env("QSR_VAPID_PRIVATE_KEY").value_or("");
  c.vapid_subject = env("QSR_VAPID_SUBJECT").value_or("");
  if (!c.vapid_subject.empty() && c.vapid_subject.rfind("mailto:", 0) != 0 && c.vapid_subject.rfind("https://", 0) != 0) {
    throw std::invalid_argument("QSR_VAPID_SUBJECT must be a mailto: or https:// address");
  }
  c.push_hosts = env("QSR_PUSH_HOSTS").value_or("");
  c.oidc = account::oidc_settings_from_env([](const char* name) { return env(name); });
  http::TrustedProxies::parse(c.trusted_proxies);  // refuses a bad list at start, naming the entry
  return c;
}

}  // namespace qsr::app

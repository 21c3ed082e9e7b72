// Server configuration from the environment (README "Configuration").
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "modules/account/oidc_config.h"

namespace qsr::app {

struct Config {
  std::string host = "127.0.0.1";            // QSR_HOST
  uint16_t port = 8080;                       // QSR_PORT (0: any free port)
  std::string db = "var/qsr.db";              // QSR_DB: SQLite path or postgresql:// URL
  // QSR_DB_DIRECT: PostgreSQL itself when QSR_DB names a PgBouncer in transaction mode, for what
  // needs a session of its own (the bus's LISTEN, the start-up lock); default: QSR_DB.
  std::string db_direct;
  std::string web_dir = "web/dist";           // QSR_WEB_DIR
  std::string seed_dir = "data/demo";         // QSR_SEED_DIR: loaded on first start ("" = never)
  std::string media_dir;                      // QSR_MEDIA_DIR (default: the seed folder)
  bool dev = false;                           // QSR_DEV=1: development endpoints (dev clock, SMS outbox)
  int io_threads = 0;                         // QSR_IO_THREADS (default: cores)
  int workers = 8;                            // QSR_WORKERS: blocking pool and database pool size
  std::string port_file;                      // QSR_PORT_FILE: write the bound port here
  std::string log_level = "info";             // QSR_LOG_LEVEL: debug|info|warn|error
  bool access_log = true;                     // QSR_ACCESS_LOG=0 turns the per-request line off
  std::optional<int64_t> fake_now_ms;         // QSR_FAKE_NOW: start with the clock frozen there
  std::string sms_gateway_url;                // QSR_SMS_URL: an HTTP SMS gateway (empty: log sender)
  std::string sms_gateway_key;                // QSR_SMS_KEY
  int64_t sms_per_address_daily = 50;         // QSR_SMS_ADDRESS_DAILY: codes one client address may ask for a day
  std::string admin_token;                    // QSR_ADMIN_TOKEN: enables /admin/v1 (empty: off)
  std::string upload_dir = "var/uploads";     // QSR_UPLOAD_DIR
  // QSR_UPLOAD_STORE: "database" (PostgreSQL) or "folder" (QSR_UPLOAD_DIR, shared by every
  // server); empty: the database on PostgreSQL, the folder on SQLite.
  std::string upload_store;
  std::string pay_secret;                     // QSR_PAY_SECRET: sandbox gateway HMAC key (default: random per start)
  std::string public_url;                     // QSR_PUBLIC_URL: how the gateway reaches us (default: loopback)
  std::string app_url;                        // QSR_APP_URL: the web app as customers open it (table QR codes)
  int64_t pay_timeout_minutes = 15;           // QSR_PAY_TIMEOUT_MINUTES: unpaid orders are cancelled after this
  // QSR_PAY_GATEWAY: the card gateway, "sandbox" or "none". Unset: the sandbox with QSR_DEV,
  // none without (a sandbox in production would pay orders with no money moved).
  std::string pay_gateway;
  // QSR_INVOICE_PROVIDER: the e-receipt provider, "sandbox" or "none" (unset: the sandbox with
  // QSR_DEV, none without). QSR_INVOICE_SECRET: the sandbox's callback HMAC key (default: random).
  std::string invoice_provider;
  std::string invoice_secret;
  int64_t sandbox_refund_delay_ms = 0;        // QSR_SANDBOX_REFUND_DELAY_MS: a slow sandbox on purpose (tests)
  int64_t table_round_confirm_units = 20;     // QSR_TABLE_ROUND_CONFIRM_UNITS: larger rounds need a second diner or staff
  // QSR_TRUSTED_PROXIES: the balancers whose X-Forwarded-For names the client (addresses, CIDR
  // blocks); empty: the TCP peer is the client.
  std::string trusted_proxies;
  int64_t job_period_seconds = 60;            // QSR_JOB_PERIOD_SECONDS: how often the housekeeping jobs run
  // Web Push: QSR_VAPID_PRIVATE_KEY (base64url, 32 bytes; empty: one made once and kept in the
  // database), QSR_VAPID_SUBJECT (the contact push services see), QSR_PUSH_HOSTS (the push
  // services accepted, comma-separated hosts; empty: the browsers' usual ones).
  std::string vapid_private_key;
  std::string vapid_subject;
  std::string push_hosts;
  std::string outbound_ca_file;               // QSR_OUTBOUND_CA_FILE: a PEM CA trusted for outbound https besides the system's
  account::OidcSettings oidc;                 // QSR_OIDC_*: sign-in with Google, Apple, Facebook
};

// Reads the environment. Throws std::invalid_argument naming the variable on a bad value.
Config config_from_env();

}  // namespace qsr::app

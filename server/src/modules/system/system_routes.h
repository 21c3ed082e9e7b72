#pragma once

#include <filesystem>
#include <string>

#include <functional>

#include "core/clock.h"
#include "db/db.h"
#include "http/router.h"
#include "modules/system/job_leases.h"

namespace qsr::system {

struct SystemOptions {
  std::string build_version;        // answered by /version.json when the web app ships none
  std::filesystem::path web_dir;    // its version.json wins: it names the web build clients run
  bool dev = false;                 // QSR_DEV=1: development endpoints
  SettableClock* settable_clock = nullptr;  // present when the clock may be moved (dev/tests)
  std::string instance;             // this server's id among several (/healthz, job leases)
  std::function<std::string()> bus_state;  // "local", "listening" or "reconnecting" (/healthz)
  JobLeases* leases = nullptr;      // the jobs' leases (GET /v1/dev/jobs)
};

// /healthz, /version.json, and with QSR_DEV=1 the dev clock (GET/POST /v1/dev/clock) and the
// jobs' leases (GET /v1/dev/jobs).
void register_routes(http::Router& router, db::Db& db, const Clock& clock, SystemOptions options);

}  // namespace qsr::system

#include "modules/system/system_routes.h"

#include <boost/json.hpp>

#include "core/files.h"
#include "http/envelope.h"

namespace qsr::system {
namespace json = boost::json;

namespace {

std::string read_version_file(const std::filesystem::path& web_dir) {
  auto v = read_json_file(web_dir / "version.json");
  if (!v || !v->is_object()) return "";
  auto* ver = v->get_object().if_contains("version");
  return ver && ver->is_string() ? std::string(ver->get_string()) : "";
}

}  // namespace

void register_routes(http::Router& router, db::Db& db, const Clock& clock, SystemOptions options) {
  router.get("/healthz", [&db, options](http::Request& req) {
    bool up = false;
    try {
      up = db.ping();
    } catch (...) {
      up = false;
    }
    std::string kind = db.dialect() == db::Dialect::sqlite ? "sqlite" : "postgresql";
    if (!up) {
      AppError err(503, 503, "service_unavailable");
      err.data = {{"status", "down"}, {"db", kind}};
      throw err;
    }
    // Which server answered, and whether it hears the others (a balancer's check may want both).
    return http::ok(req, json::object{{"status", "ok"}, {"db", kind}, {"instance", options.instance},
                                      {"bus", options.bus_state ? options.bus_state() : "local"}});
  });

  router.get("/version.json", [options](http::Request&) {
    std::string version = read_version_file(options.web_dir);
    if (version.empty()) version = options.build_version;
    http::Response res;
    res.body = json::serialize(json::object{{"version", version}});
    res.set_header("Cache-Control", "no-cache");
    return res;
  });

  if (options.dev && options.leases) {
    // Each job's lease: which server ran it last and how many runs there were on all servers.
    router.get("/v1/dev/jobs", [leases = options.leases](http::Request& req) {
      json::array list;
      for (const auto& j : leases->states()) {
        list.push_back({{"name", j.name}, {"holder", j.holder}, {"runs", j.runs}, {"lastRunAt", j.last_run_at},
                        {"nextRunAt", j.next_run_at}, {"leaseUntil", j.lease_until}});
      }
      return http::ok(req, json::object{{"instance", leases->holder()}, {"list", std::move(list)}});
    });
  }

  if (options.dev && options.settable_clock) {
    SettableClock* settable = options.settable_clock;
    router.get("/v1/dev/clock", [&clock](http::Request& req) {
      return http::ok(req, json::object{{"now", clock.now_ms()}});
    });
    // {now: epoch ms, frozen: true|false}: frozen stands still (tests); otherwise time runs on.
    router.post("/v1/dev/clock", [settable](http::Request& req) {
      int64_t now = req.integer("now");
      if (now < 0) throw AppError::invalid("now");
      auto frozen = req.opt_str("frozen").value_or("true");
      if (frozen == "false" || frozen == "0") settable->run_from(now); else settable->set(now);
      return http::ok(req, json::object{{"now", now}, {"frozen", settable->frozen()}});
    });
  }
}

}  // namespace qsr::system

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
  router.get("/healthz", [&db](http::Request& req) {
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
    return http::ok(req, json::object{{"status", "ok"}, {"db", kind}});
  });

  router.get("/version.json", [options](http::Request&) {
    std::string version = read_version_file(options.web_dir);
    if (version.empty()) version = options.build_version;
    http::Response res;
    res.body = json::serialize(json::object{{"version", version}});
    res.set_header("Cache-Control", "no-cache");
    return res;
  });

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

// Maps method + path to a handler. Patterns are literal segments or `{name}` parameters:
// "/v1/order/{orderId}/cancel". Exact paths are found by hash; patterns by a scan.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "http/request.h"

namespace qsr::http {

// A handler may block (database work): it runs on the blocking pool.
using Handler = std::function<Response(Request&)>;
// An optional non-blocking fast path run on the I/O thread first (e.g. a cache hit); when it
// returns nullopt the request goes on to the handler.
using FastHandler = std::function<std::optional<Response>(Request&)>;

struct Route {
  std::string method;
  std::string pattern;
  Handler handler;
  FastHandler fast;
};

class Router {
 public:
  void add(std::string method, std::string pattern, Handler handler, FastHandler fast = {});
  void get(std::string pattern, Handler h, FastHandler fast = {}) { add("GET", std::move(pattern), std::move(h), std::move(fast)); }
  void post(std::string pattern, Handler h) { add("POST", std::move(pattern), std::move(h)); }

  struct Match {
    const Route* route = nullptr;
    bool path_known = false;  // some route has this path, with another method (-> 405)
  };
  Match match(const std::string& method, const std::string& path,
              std::unordered_map<std::string, std::string>& params) const;

  const std::vector<std::unique_ptr<Route>>& routes() const { return routes_; }

 private:
  std::vector<std::unique_ptr<Route>> routes_;
  std::unordered_map<std::string, std::vector<const Route*>> exact_;  // path -> routes
  std::vector<const Route*> patterned_;
};

}  // namespace qsr::http

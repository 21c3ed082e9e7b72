#include "http/router.h"

#include <stdexcept>

namespace qsr::http {
namespace {

std::vector<std::string_view> split_path(std::string_view path) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < path.size()) {
    if (path[i] == '/') { ++i; continue; }
    size_t j = path.find('/', i);
    if (j == std::string_view::npos) j = path.size();
    out.push_back(path.substr(i, j - i));
    i = j;
  }
  return out;
}

// A last segment `{...}` stands for one or more segments: a family of paths answered alike
// (the host platform's /v1/member/officialAccount/..., whose members the spec does not name).
constexpr std::string_view kRestSegment = "{...}";

bool match_pattern(std::string_view pattern, std::string_view path,
                   std::unordered_map<std::string, std::string>& params) {
  auto ps = split_path(pattern);
  auto xs = split_path(path);
  const bool rest = !ps.empty() && ps.back() == kRestSegment;
  if (rest ? xs.size() < ps.size() : ps.size() != xs.size()) return false;
  if (rest) ps.pop_back();
  std::unordered_map<std::string, std::string> found;
  for (size_t i = 0; i < ps.size(); ++i) {
    if (ps[i].size() >= 2 && ps[i].front() == '{' && ps[i].back() == '}') {
      found.emplace(std::string(ps[i].substr(1, ps[i].size() - 2)), std::string(xs[i]));
    } else if (ps[i] != xs[i]) {
      return false;
    }
  }
  params = std::move(found);
  return true;
}

}  // namespace

void Router::add(std::string method, std::string pattern, Handler handler, FastHandler fast) {
  if (!handler) throw std::invalid_argument("route without handler: " + pattern);
  auto route = std::make_unique<Route>(Route{std::move(method), std::move(pattern), std::move(handler), std::move(fast)});
  const Route* r = route.get();
  if (r->pattern.find('{') == std::string::npos) {
    exact_[r->pattern].push_back(r);
  } else {
    patterned_.push_back(r);
  }
  routes_.push_back(std::move(route));
}

Router::Match Router::match(const std::string& method, const std::string& path,
                            std::unordered_map<std::string, std::string>& params) const {
  Match m;
  // A trailing slash is the same path ("/v1/store/list/" == "/v1/store/list").
  std::string_view p = path;
  while (p.size() > 1 && p.back() == '/') p.remove_suffix(1);
  if (auto it = exact_.find(std::string(p)); it != exact_.end()) {
    for (const Route* r : it->second) {
      if (r->method == method || (method == "HEAD" && r->method == "GET")) {
        m.route = r;
        return m;
      }
    }
    m.path_known = true;
  }
  for (const Route* r : patterned_) {
    std::unordered_map<std::string, std::string> found;
    if (!match_pattern(r->pattern, p, found)) continue;
    if (r->method == method || (method == "HEAD" && r->method == "GET")) {
      params = std::move(found);
      m.route = r;
      return m;
    }
    m.path_known = true;
  }
  return m;
}

}  // namespace qsr::http

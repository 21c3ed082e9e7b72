#include "http/route_alias.h"

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace qsr::http {
namespace {

std::set<std::string> parameter_names(std::string_view pattern) {
  std::set<std::string> names;
  for (size_t open = pattern.find('{'); open != std::string_view::npos; open = pattern.find('{', open + 1)) {
    size_t close = pattern.find('}', open);
    if (close == std::string_view::npos) break;
    names.emplace(pattern.substr(open + 1, close - open - 1));
  }
  return names;
}

}  // namespace

void alias(Router& router, std::string_view seed_path, std::string_view our_path) {
  if (parameter_names(seed_path) != parameter_names(our_path)) {
    throw std::logic_error("alias " + std::string(seed_path) + " names other parameters than " + std::string(our_path));
  }
  // Copied first: adding routes grows the list being read.
  std::vector<Route> targets;
  for (const auto& r : router.routes()) {
    if (r->pattern == our_path) targets.push_back(*r);
  }
  if (targets.empty()) throw std::logic_error("alias " + std::string(seed_path) + " of a path with no route: " + std::string(our_path));
  for (auto& t : targets) router.add(t.method, std::string(seed_path), std::move(t.handler), std::move(t.fast));
}

}  // namespace qsr::http

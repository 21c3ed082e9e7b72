// The coupon engine on a pipe (scripts/engine): one JSON request per line on stdin, one JSON
// answer per line on stdout. Message types follow spec 001 §7: initGoods, calc, overlay,
// unUseCoupon. The session (engine/coupon/wire/engine_session.h) remembers the last goods,
// wallet, configuration and selection and applies each request whole or not at all. Schema:
// docs/coupons.md.
#include <iostream>
#include <string>

#include <boost/json.hpp>

#include "engine/coupon/wire/engine_session.h"

namespace json = boost::json;
namespace wire = qsr::engine::coupon::wire;

namespace {
// Reads one line, keeping at most `max` + 1 characters of it: a line longer than the request cap
// is refused by the session without ever being held whole.
bool read_line(std::streambuf& in, std::string& line, size_t max) {
  line.clear();
  int c = in.sbumpc();
  if (c == std::char_traits<char>::eof()) return false;
  for (; c != std::char_traits<char>::eof() && c != '\n'; c = in.sbumpc()) {
    if (line.size() <= max) line.push_back(static_cast<char>(c));
  }
  return true;
}
}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  wire::EngineSession session;
  std::string line;
  while (read_line(*std::cin.rdbuf(), line, wire::kMaxRequestBytes)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    std::string out;
    try {
      out = json::serialize(session.handle(line));
    } catch (const std::exception& e) {
      // Only an answer that could not be written lands here (out of memory): the session is unchanged.
      out = json::serialize(json::object{{"code", -1}, {"message", e.what()}});
    }
    std::cout << out << '\n' << std::flush;
  }
  return 0;
}

// The engine behind a pipe (scripts/engine, spec 001 §7 message types initGoods, calc, overlay,
// unUseCoupon): one JSON request line in, one JSON answer out. The session remembers the last
// goods, wallet, configuration and selection, so a request sends only what changed.
//
// A request is applied whole or not at all: it is read and answered against a copy of what is
// remembered, and the copy replaces it only when the answer is a success. A rejected request
// (a bad field, a cart over the caps, an unknown couponCode, even running out of memory) leaves
// the session exactly as it was.
#pragma once

#include <string_view>

#include <boost/json.hpp>

#include "engine/coupon/calc_result.h"

namespace qsr::engine::coupon::wire {

// Longest request line read (scripts/engine). Caps in input_limits.h keep a valid request far below.
inline constexpr size_t kMaxRequestBytes = 4 * 1024 * 1024;

class EngineSession {
 public:
  // The answer: {"type", "id", "code": 0, "data"} or {"type", "id", "code": -1, "message"}
  // (spec 001 §8: an engine failure returns -1 with the engine's message).
  boost::json::object handle(std::string_view request_line);
  // The same, but only the refusals a request may cause (WireError, which is the engine's
  // InputError) become code -1 answers; anything else thrown (an .at() past the end, a length
  // error) propagates. The fuzzer uses it: such a throw is a finding, not an answer.
  boost::json::object handle_expecting_refusals(std::string_view request_line);

  const CalcInput& remembered() const { return input_; }
  bool has_config() const { return has_config_; }

 private:
  template <typename Refusal>
  boost::json::object respond(std::string_view request_line);
  CalcInput input_;
  bool has_config_ = false;
};

}  // namespace qsr::engine::coupon::wire

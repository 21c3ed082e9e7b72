// The coupon engine's wire reader (server/src/engine/coupon/wire/) and the engine behind it, fed
// the way scripts/engine feeds them: one JSON request per line (initGoods, calc, overlay,
// unUseCoupon) to the one EngineSession the command line uses, which remembers goods, coupons,
// configuration and selection between lines.
//
// Input: up to 8 lines; seeds in corpus/coupon_wire/ (the examples of docs/coupons.md).
// Checks beyond "no crash, no sanitizer report, no timeout": the only failures a request may cause
// are refusals of bad input (WireError, the engine's InputError); anything else thrown (an .at()
// past the end, std::length_error, std::bad_alloc, ...) escapes handle_expecting_refusals and
// is a finding, although the command line would answer it with code -1. Every answer serializes
// to JSON that parses back.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <boost/json.hpp>

#include "engine/coupon/wire/engine_session.h"

namespace json = boost::json;

namespace {

constexpr int kMaxLines = 8;

[[noreturn]] void fail(const char* what, std::string_view detail) {
  std::fprintf(stderr, "fuzz_coupon_wire: %s: %.*s\n", what, static_cast<int>(detail.size()), detail.data());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  qsr::engine::coupon::wire::EngineSession session;
  for (int n = 0; n < kMaxLines && !text.empty(); ++n) {
    const size_t nl = text.find('\n');
    const std::string answer = json::serialize(session.handle_expecting_refusals(text.substr(0, nl)));
    boost::system::error_code ec;
    (void)json::parse(answer, ec);
    if (ec) fail("answer is not valid JSON", answer);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
  }
  return 0;
}

// The coupon engine's wire reader (server/src/engine/coupon/wire/) and the engine behind it, fed
// the way scripts/engine feeds them: one JSON request per line (initGoods, calc, overlay,
// unUseCoupon), a session remembering goods, coupons, configuration and selection between lines.
// The session below mirrors server/bench/coupon_engine.cpp (a program, so not linkable).
//
// Input: up to 8 lines of JSON; seeds in corpus/coupon_wire/ (the examples of docs/coupons.md).
// Checks beyond "no crash, no sanitizer report, no timeout": the only failures a request may cause
// are the reader's WireError and the engine's refusal of out-of-range input (std::invalid_argument,
// which the engine's InputError is); anything else thrown (std::out_of_range from an .at(),
// std::length_error, std::bad_alloc, ...) is a finding even though coupon_engine.cpp would turn it
// into an answer with code -1. Every answer serializes to JSON that parses back.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include <boost/json.hpp>

#include "engine/coupon/calculate.h"
#include "engine/coupon/overlay.h"
#include "engine/coupon/un_use_coupon.h"
#include "engine/coupon/wire/coupon_wire.h"

namespace json = boost::json;
namespace cp = qsr::engine::coupon;

namespace {

constexpr int kMaxLines = 8;

[[noreturn]] void fail(const char* what, std::string_view detail) {
  std::fprintf(stderr, "fuzz_coupon_wire: %s: %.*s\n", what, static_cast<int>(detail.size()), detail.data());
  std::abort();
}

// As coupon_engine.cpp's Session::absorb and handle.
struct Session {
  cp::CalcInput input;

  void absorb(const json::object& request) {
    if (const auto* goods = request.if_contains("goods")) input.goods = cp::wire::read_goods(*goods);
    if (const auto* coupons = request.if_contains("couponList")) input.coupons = cp::wire::read_coupons(*coupons);
    if (const auto* config = request.if_contains("config")) {
      if (!config->is_object()) throw cp::wire::WireError("field 'config': expected an object");
      input.config = cp::wire::read_config(config->as_object());
    }
    if (const auto* selected = request.if_contains("selectedCoupons")) input.selected = cp::wire::read_codes(*selected);
  }

  json::object handle(const json::object& request, const std::string& type) {
    absorb(request);
    if (type == "initGoods") {
      input.selected.clear();
      return cp::wire::write_result(cp::calculate(input));
    }
    if (type == "calc") return cp::wire::write_result(cp::calculate(input));
    if (type == "overlay") {
      const cp::Workspace ws(input.goods, input.coupons, input.config);
      const cp::OverlayResult o = cp::overlay(ws, input.selected);
      const cp::CalcResult best = o.best.ran ? cp::calculate(ws, o.best.codes) : cp::CalcResult{};
      return cp::wire::write_overlay(o, best);
    }
    if (type == "unUseCoupon") {
      const auto* code = request.if_contains("couponCode");
      if (!code || !code->is_string()) throw cp::wire::WireError("field 'couponCode': required");
      cp::UnUseResult r = cp::un_use_coupon(input, code->as_string());
      input.goods = r.goods;
      input.selected = r.selected;
      json::array removed;
      for (int64_t id : r.removed_line_ids) removed.push_back(id);
      return json::object{{"removedLineIds", std::move(removed)}, {"result", cp::wire::write_result(r.result)}};
    }
    throw cp::wire::WireError("unknown message type");
  }
};

void answer_one(Session& session, std::string_view line) {
  json::object answer;
  try {
    boost::system::error_code ec;
    json::value request = json::parse(line, ec);
    if (ec) return;  // "malformed JSON"
    if (!request.is_object()) return;
    const auto& o = request.as_object();
    const auto* t = o.if_contains("type");
    if (!t || !t->is_string()) return;
    answer = json::object{{"code", 0}, {"data", session.handle(o, std::string(t->as_string()))}};
  } catch (const cp::wire::WireError& e) {
    answer = json::object{{"code", -1}, {"message", e.what()}};
  } catch (const std::invalid_argument& e) {
    answer = json::object{{"code", -1}, {"message", e.what()}};
  }
  const std::string text = json::serialize(answer);
  boost::system::error_code ec;
  (void)json::parse(text, ec);
  if (ec) fail("answer is not valid JSON", text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  Session session;
  for (int n = 0; n < kMaxLines && !text.empty(); ++n) {
    const size_t nl = text.find('\n');
    answer_one(session, text.substr(0, nl));
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
  }
  return 0;
}

// The coupon engine on a pipe (scripts/engine): one JSON request per line on stdin, one JSON
// answer per line on stdout. Message types follow spec 001 §7: initGoods, calc, overlay,
// unUseCoupon. The process remembers the last goods, wallet, configuration and selection, so a
// request only sends what changed. Schema: docs/coupons.md.
#include <iostream>
#include <optional>
#include <string>

#include <boost/json.hpp>

#include "engine/coupon/calculate.h"
#include "engine/coupon/overlay.h"
#include "engine/coupon/un_use_coupon.h"
#include "engine/coupon/wire/coupon_wire.h"

namespace json = boost::json;
namespace cp = qsr::engine::coupon;

namespace {

constexpr size_t kMaxLineBytes = 4 * 1024 * 1024;

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
};

json::object handle(Session& session, const json::object& request, const std::string& type) {
  session.absorb(request);
  if (type == "initGoods") {
    session.input.selected.clear();
    return cp::wire::write_result(cp::calculate(session.input));
  }
  if (type == "calc") return cp::wire::write_result(cp::calculate(session.input));
  if (type == "overlay") {
    const cp::Workspace ws(session.input.goods, session.input.coupons, session.input.config);
    const cp::OverlayResult o = cp::overlay(ws, session.input.selected);
    const cp::CalcResult best = o.best.ran ? cp::calculate(ws, o.best.codes) : cp::CalcResult{};
    return cp::wire::write_overlay(o, best);
  }
  if (type == "unUseCoupon") {
    const auto* code = request.if_contains("couponCode");
    if (!code || !code->is_string()) throw cp::wire::WireError("field 'couponCode': required");
    cp::UnUseResult r = cp::un_use_coupon(session.input, code->as_string());
    session.input.goods = r.goods;
    session.input.selected = r.selected;
    json::array removed;
    for (int64_t id : r.removed_line_ids) removed.push_back(id);
    json::array selected;
    for (const auto& s : r.selected) selected.emplace_back(s);
    return json::object{{"removedLineIds", std::move(removed)},
                        {"selectedCoupons", std::move(selected)},
                        {"result", cp::wire::write_result(r.result)}};
  }
  throw cp::wire::WireError("unknown message type '" + type + "' (initGoods, calc, overlay, unUseCoupon)");
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  Session session;
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    json::object answer;
    std::optional<json::value> id;
    std::string type;
    try {
      if (line.size() > kMaxLineBytes) throw cp::wire::WireError("request larger than 4 MiB");
      boost::system::error_code ec;
      json::value request = json::parse(line, ec);
      if (ec) throw cp::wire::WireError("malformed JSON: " + ec.message());
      if (!request.is_object()) throw cp::wire::WireError("a request is a JSON object");
      const auto& o = request.as_object();
      if (const auto* v = o.if_contains("id")) id = *v;
      const auto* t = o.if_contains("type");
      if (!t || !t->is_string()) throw cp::wire::WireError("field 'type': required");
      type = std::string(t->as_string());
      answer = json::object{{"type", type}, {"code", 0}, {"data", handle(session, o, type)}};
    } catch (const std::exception& e) {
      // Spec 001 §8: engine failure returns code -1 with the engine's message.
      answer = json::object{{"type", type}, {"code", -1}, {"message", e.what()}};
    }
    if (id) answer["id"] = *id;
    std::cout << json::serialize(answer) << '\n' << std::flush;
  }
  return 0;
}

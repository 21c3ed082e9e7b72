#include "engine/coupon/wire/engine_session.h"

#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>

#include "engine/coupon/calculate.h"
#include "engine/coupon/overlay.h"
#include "engine/coupon/un_use_coupon.h"
#include "engine/coupon/wire/coupon_wire.h"

namespace qsr::engine::coupon::wire {

namespace json = boost::json;

namespace {

// What a request would leave remembered, and its answer's data. Nothing is remembered until the
// whole answer exists.
struct Step {
  CalcInput next;
  bool has_config = false;
  json::object data;
};

bool known_type(const std::string& type) {
  return type == "initGoods" || type == "calc" || type == "overlay" || type == "unUseCoupon";
}

json::object un_use_answer(const UnUseResult& r) {
  json::array removed;
  for (int64_t id : r.removed_line_ids) removed.push_back(id);
  json::array selected;
  for (const auto& s : r.selected) selected.emplace_back(s);
  return json::object{{"removedLineIds", std::move(removed)},
                      {"selectedCoupons", std::move(selected)},
                      {"result", write_result(r.result)}};
}

// `searchMs` (overlay only, 1 to 60,000): a deadline for the automatic selection's search. Without
// it only the node budget bounds it, and the answer is the same on every machine.
SearchBudget search_budget(const json::object& request) {
  const json::value* ms = request.if_contains("searchMs");
  if (!ms) return {};
  if (!ms->is_int64() || ms->as_int64() < 1 || ms->as_int64() > 60000) throw WireError("field 'searchMs': expected 1 to 60000");
  return SearchBudget::within(std::chrono::milliseconds(ms->as_int64()));
}

Step step(const CalcInput& remembered, bool has_config, const json::object& request, const std::string& type) {
  if (!known_type(type)) throw WireError("unknown message type '" + type + "' (initGoods, calc, overlay, unUseCoupon)");
  Step s;
  const json::value* goods = request.if_contains("goods");
  const json::value* coupons = request.if_contains("couponList");
  const json::value* config = request.if_contains("config");
  const json::value* selected = request.if_contains("selectedCoupons");
  s.next.goods = goods ? read_goods(*goods) : remembered.goods;
  s.next.coupons = coupons ? read_coupons(*coupons) : remembered.coupons;
  if (config && !config->is_object()) throw WireError("field 'config': expected an object");
  s.next.config = config ? read_config(config->as_object()) : remembered.config;
  s.has_config = has_config || config;
  s.next.selected = selected ? read_codes(*selected) : remembered.selected;
  // Without a configuration there is no `now`: every validity would be judged in 1970.
  if (!s.has_config) throw WireError("field 'config': required before the first calculation (send it with initGoods)");

  if (type == "initGoods") {
    s.next.selected.clear();
    s.data = write_result(calculate(s.next));
  } else if (type == "calc") {
    s.data = write_result(calculate(s.next));
  } else if (type == "overlay") {
    const Workspace ws(s.next.goods, s.next.coupons, s.next.config);
    const OverlayResult o = overlay(ws, s.next.selected, true, search_budget(request));
    const CalcResult best = o.best.ran ? calculate(ws, o.best.codes) : CalcResult{};
    s.data = write_overlay(o, best);
  } else {
    const json::value* code = request.if_contains("couponCode");
    if (!code || !code->is_string()) throw WireError("field 'couponCode': required");
    UnUseResult r = un_use_coupon(s.next, code->as_string());
    s.data = un_use_answer(r);
    s.next.goods = std::move(r.goods);
    s.next.selected = std::move(r.selected);
  }
  return s;
}

}  // namespace

json::object EngineSession::handle(std::string_view line) { return respond<std::exception>(line); }

// WireError is the engine's InputError, a std::invalid_argument: the one kind of refusal.
json::object EngineSession::handle_expecting_refusals(std::string_view line) { return respond<std::invalid_argument>(line); }

template <typename Refusal>
json::object EngineSession::respond(std::string_view line) {
  std::optional<json::value> id;
  std::string type;
  try {
    if (line.size() > kMaxRequestBytes) throw WireError("request larger than 4 MiB");
    boost::system::error_code ec;
    json::value request = json::parse(line, ec);
    if (ec) throw WireError("malformed JSON: " + ec.message());
    if (!request.is_object()) throw WireError("a request is a JSON object");
    const auto& o = request.as_object();
    if (const auto* v = o.if_contains("id")) id = *v;
    const auto* t = o.if_contains("type");
    if (!t || !t->is_string()) throw WireError("field 'type': required");
    type = std::string(t->as_string());
    Step s = step(input_, has_config_, o, type);
    json::object out{{"type", type}, {"code", 0}, {"data", std::move(s.data)}};
    if (id) out["id"] = *id;
    // The answer is whole: only now does the request become what is remembered.
    input_ = std::move(s.next);
    has_config_ = s.has_config;
    return out;
  } catch (const Refusal& e) {
    json::object out{{"type", type}, {"code", -1}, {"message", e.what()}};
    if (id) out["id"] = *id;
    return out;
  }
}

}  // namespace qsr::engine::coupon::wire

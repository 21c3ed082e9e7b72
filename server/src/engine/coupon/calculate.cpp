#include "engine/coupon/calculate.h"

#include <algorithm>

#include "engine/coupon/coupon_lists.h"
#include "engine/coupon/evaluator.h"
#include "engine/coupon/selection_admission.h"

namespace qsr::engine::coupon {

namespace {

bool applied_wallet_code(const CalcResult& r, const std::string& wallet_code) {
  return std::any_of(r.applied.begin(), r.applied.end(), [&](const AppliedCoupon& a) { return a.wallet_code == wallet_code; });
}

// Gift lines stay only while their coupon gives them; exchange lines only while their coupon is
// used (spec 001 §4 Cart rules: removing a used coupon deletes the goods tied to it).
bool unit_is_cleared(const CalcResult& r, const CartLine& line, Cents full, Cents discount) {
  if (line.tie == TieKind::none) return false;
  if (!applied_wallet_code(r, line.tied_coupon)) return true;
  return line.tie != TieKind::exchange && discount < full;
}

void fill_lines_and_totals(const Workspace& ws, const Evaluation& e, const Trace& trace, CalcResult& r) {
  const Cart& cart = ws.cart();
  for (int u = 0; u < static_cast<int>(cart.units.size()); ++u) {
    const Unit& unit = cart.units[u];
    const CartLine& line = cart.lines[unit.line];
    ProductLine pl;
    pl.line_id = line.id;
    pl.unit_index = unit.index_in_line;
    pl.goods_id = line.goods_id;
    pl.price = cart.unit_full(u);
    pl.box_price = cart.unit_parts(u)[static_cast<int>(PricePart::box)];
    pl.tie = line.tie;
    for (const auto& [slot, amount] : trace.per_unit[u]) {
      pl.coupons.push_back({ws.at(e.order[slot]).coupon.code, amount});
      pl.discount += amount;
    }
    pl.pay_price = pl.price - pl.discount;
    if (unit_is_cleared(r, line, pl.price, pl.discount)) {
      if (std::find(r.cleared_line_ids.begin(), r.cleared_line_ids.end(), line.id) == r.cleared_line_ids.end()) {
        r.cleared_line_ids.push_back(line.id);
      }
      continue;
    }
    r.total_amount += pl.price;
    r.discount_amount += pl.discount;
    r.product_list.push_back(std::move(pl));
  }
  const Cents delivery = ws.config().delivery_price;
  r.dis_delivery_price = e.delivery;
  r.delivery_price = delivery - e.delivery;
  r.dis_box_price = e.box;
  r.total_amount += delivery + ws.config().incidentals;
  r.discount_amount += e.delivery;
  r.pay_total_amount = r.total_amount - r.discount_amount;
}

}  // namespace

CalcResult calculate(const Workspace& ws, std::span<const std::string> selected) {
  Admission admission = admit_selection(ws, selected);
  Evaluator ev(ws);
  Trace trace;
  const Evaluation e = ev.evaluate(admission.admitted, &trace);
  CalcResult r;
  r.unknown_codes = admission.unknown;
  std::vector<int> priced;
  for (size_t slot = 0; slot < e.order.size(); ++slot) {
    const PreparedCoupon& p = ws.at(e.order[slot]);
    if (e.skipped[slot]) {
      admission.refused.push_back({e.order[slot], *e.skipped[slot]});
      continue;
    }
    priced.push_back(e.order[slot]);
    r.applied.push_back({p.coupon.code, p.coupon.wallet_code(), p.coupon.category, e.discount[slot]});
    if (p.coupon.is_virtual_copy()) r.virtual_coupon_list.push_back(p.coupon.code);
    if (p.coupon.category == Category::gift_with_purchase) r.gift_with_purchase_coupon_discount += e.discount[slot];
    if (p.coupon.category == Category::paid_membership) r.prime_discount_amount += e.discount[slot];
  }
  fill_lines_and_totals(ws, e, trace, r);
  fill_coupon_lists(ws, ev, priced, admission.refused, r);
  return r;
}

CalcResult calculate(const CalcInput& input) {
  const Workspace ws(input.goods, input.coupons, input.config);
  return calculate(ws, input.selected);
}

}  // namespace qsr::engine::coupon

#include "modules/catalog/menu_rules.h"

#include <algorithm>

namespace qsr::catalog {

const std::vector<tw::WeeklyWindow>& sale_windows(const Snapshot& snap, const Goods& goods) {
  if (!goods.sale_times.empty()) return goods.sale_times;
  static const std::vector<tw::WeeklyWindow> none;
  const Category* c = snap.category(goods.cid);
  return c ? c->sale_times : none;
}

namespace {

SaleState from_status(GoodsStatus s) {
  switch (s) {
    case GoodsStatus::sold_out: return SaleState::sold_out;
    case GoodsStatus::not_for_sale: return SaleState::not_for_sale;
    case GoodsStatus::waiting: return SaleState::waiting;
    case GoodsStatus::on_sale:
    case GoodsStatus::removed: break;
  }
  return SaleState::on_sale;
}

}  // namespace

SpecAtStore spec_at_store(const Snapshot& snap, int64_t sid, const Goods& goods, const Spec& spec) {
  SpecAtStore out;
  out.price = spec.price;
  if (const Override* o = snap.override_for(sid, goods.goods_id, spec.option_id)) {
    if (o->price) out.price = *o->price;
    if (o->status) {
      out.removed = *o->status == GoodsStatus::removed;
      out.state = from_status(*o->status);
    }
  }
  return out;
}

GoodsAtStore goods_at_store(const Snapshot& snap, int64_t sid, const Goods& goods, const LocalTime& now,
                            bool as_menu_entry) {
  GoodsAtStore out;
  GoodsStatus status = goods.status;
  out.price = goods.price;
  out.old_price = goods.old_price;
  if (const Override* o = snap.override_for(sid, goods.goods_id)) {
    if (o->status) status = *o->status;
    if (o->price) out.price = *o->price;
  }
  if (status == GoodsStatus::removed || (as_menu_entry && goods.goods_type == GoodsType::option)) {
    out.removed = true;
    return out;
  }
  out.state = from_status(status);
  if (!goods.specs.empty()) {
    // Shown "from" the lowest price among the specifications still sold here.
    std::optional<Cents> lowest;
    bool any_available = false;
    for (const auto& spec : goods.specs) {
      auto s = spec_at_store(snap, sid, goods, spec);
      if (s.removed) continue;
      if (!lowest || s.price < *lowest) lowest = s.price;
      any_available = any_available || s.state == SaleState::on_sale;
    }
    if (!lowest) {
      out.removed = true;  // every specification removed at this store
      return out;
    }
    out.price = *lowest;
    if (!any_available && out.state == SaleState::on_sale) out.state = SaleState::sold_out;
  }
  if (out.state == SaleState::on_sale && !tw::within_any(sale_windows(snap, goods), now)) {
    out.state = SaleState::outside_sale_time;
  }
  return out;
}

PurchaseCheck purchase_check(const Snapshot& snap, int64_t sid, const Goods& goods, const Spec* spec, int64_t quantity,
                             const LocalTime& now) {
  const GoodsAtStore at = goods_at_store(snap, sid, goods, now);
  PurchaseCheck out{at.state, at.price, std::string(sale_state_message_key(at.state))};
  if (spec && out.reason.empty()) {
    const SpecAtStore s = spec_at_store(snap, sid, goods, *spec);
    out.price = s.price;
    if (s.removed) {
      out.reason = "goods_spec_removed";
    } else if (s.state != SaleState::on_sale) {
      out.state = s.state;
      out.reason = std::string(sale_state_message_key(s.state));
    }
  }
  if (out.reason.empty() && goods.limit_num > 0 && quantity > goods.limit_num) out.reason = "cart_limit_reached";
  return out;
}

std::string_view sale_state_message_key(SaleState s) {
  switch (s) {
    case SaleState::sold_out: return "goods_sold_out";
    case SaleState::not_for_sale: return "goods_not_for_sale";
    case SaleState::waiting: return "goods_waiting";
    case SaleState::outside_sale_time: return "goods_outside_sale_time";
    case SaleState::on_sale: break;
  }
  return "";
}

}  // namespace qsr::catalog

// Pure rules about goods at a store: what a customer may order now and at what price.
#pragma once

#include <optional>
#include <string>

#include "core/clock.h"
#include "modules/catalog/catalog_types.h"

namespace qsr::catalog {

// The status codes the menu API reports (docs/API.md).
enum class SaleState { on_sale = 1, sold_out = 2, not_for_sale = 3, waiting = 4, outside_sale_time = 5 };

struct GoodsAtStore {
  bool removed = false;  // left out of the store's menu entirely
  SaleState state = SaleState::on_sale;
  Cents price = 0;      // the store's price (lowest specification price when it has specifications)
  Cents old_price = 0;
};

// The goods' own sale windows, else its category's.
const std::vector<tw::WeeklyWindow>& sale_windows(const Snapshot& snap, const Goods& goods);

// `as_menu_entry`: selectable options (goods type 4) are never menu entries of their own, so
// they count as removed there; inside a package they are judged like any goods.
GoodsAtStore goods_at_store(const Snapshot& snap, int64_t sid, const Goods& goods, const LocalTime& now,
                            bool as_menu_entry = true);

struct SpecAtStore {
  bool removed = false;
  SaleState state = SaleState::on_sale;
  Cents price = 0;
};
SpecAtStore spec_at_store(const Snapshot& snap, int64_t sid, const Goods& goods, const Spec& spec);

// Whether a customer may buy `quantity` of a goods now at a store (of one specification when
// `spec` is given): the seed's /v1/goods/store/goods/purchase. Judged as the cart judges an add,
// without what the cart already holds: the goods' (or specification's) sale state, then its
// per-order limit (limit_num). `reason` is the message key of the first refusal, empty when it
// may be bought.
struct PurchaseCheck {
  SaleState state = SaleState::on_sale;
  Cents price = 0;
  std::string reason;
};
PurchaseCheck purchase_check(const Snapshot& snap, int64_t sid, const Goods& goods, const Spec* spec, int64_t quantity,
                             const LocalTime& now);

// The message-catalogue key of a sale state's label ("" for on sale).
std::string_view sale_state_message_key(SaleState s);

}  // namespace qsr::catalog

// Pure rules about goods at a store: what a customer may order now and at what price.
#pragma once

#include <optional>

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

// The message-catalogue key of a sale state's label ("" for on sale).
std::string_view sale_state_message_key(SaleState s);

}  // namespace qsr::catalog

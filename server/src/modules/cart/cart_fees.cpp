#include "modules/cart/cart_fees.h"

namespace qsr::cart {

bool bag_optional(const catalog::Snapshot& snap, catalog::OrderType type) {
  if (type != catalog::OrderType::pickup || !snap.brand) return false;
  const auto* store_config = catalog::setting_object(snap.brand->global_config, "storeConfig");
  return store_config && catalog::setting_on(store_config->if_contains("bagOptional"));
}

engine::FeeRules fee_rules(const catalog::Store& store, bool bag_declined) {
  return engine::FeeRules{store.delivery_base_fee, store.delivery_free_threshold, store.delivery_min_order,
                          bag_declined ? 0 : store.bag_fee, store.box_fee_mode != "per_line"};
}

}  // namespace qsr::cart

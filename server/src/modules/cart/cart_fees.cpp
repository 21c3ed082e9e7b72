#include "modules/cart/cart_fees.h"

namespace qsr::cart {

bool bag_optional(const catalog::Snapshot& snap, catalog::OrderType type) {
  if (type != catalog::OrderType::pickup || !snap.brand) return false;
  const auto* store_config = snap.brand->global_config.if_contains("storeConfig");
  if (!store_config || !store_config->is_object()) return false;
  const auto* flag = store_config->get_object().if_contains("bagOptional");
  return flag && ((flag->is_int64() && flag->get_int64() != 0) || (flag->is_bool() && flag->get_bool()));
}

engine::FeeRules fee_rules(const catalog::Store& store, bool bag_declined) {
  return engine::FeeRules{store.delivery_base_fee, store.delivery_free_threshold, store.delivery_min_order,
                          bag_declined ? 0 : store.bag_fee, store.box_fee_mode != "per_line"};
}

}  // namespace qsr::cart

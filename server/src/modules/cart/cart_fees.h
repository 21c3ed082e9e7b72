// What a store charges on top of the goods: delivery fee, minimum order, the bag, box fees. One
// place, so the cart and the checkout come to the same total.
#pragma once

#include "engine/cart_pricing.h"
#include "modules/catalog/catalog_types.h"

namespace qsr::cart {

// Whether the customer may decline the bag (唔使膠袋): pickup orders, where the brand's
// `storeConfig.bagOptional` allows it. Hong Kong's levy makes the bag a charge a customer may
// refuse; delivery always comes in a bag.
bool bag_optional(const catalog::Snapshot& snap, catalog::OrderType type);

// The store's fees; without the bag when the customer declined it.
engine::FeeRules fee_rules(const catalog::Store& store, bool bag_declined = false);

}  // namespace qsr::cart

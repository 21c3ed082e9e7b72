// Business codes of the mall's refusals (docs/API.md "Points mall").
#pragma once

namespace qsr::mall {

enum MallCode {
  kNotEnoughPoints = 36001,  // spec 001 §8: integral insufficient
  kSoldOut = 36002,          // spec 001 §8: pickup or logistics stock 0
  kLimitReached = 36003,
  kStoreUnavailable = 36004,
  kNotWaiting = 36005,       // the order is past the step asked for (or its payment is open)
  kNotOffered = 36006,       // a fulfilment the item does not offer, or a store that does not stock it
  kPackageAlone = 36007,     // a coupon package shares an order or goes into the cart
  kCartFull = 36008,
  kNotInCart = 36009,        // an exchange from the cart names a line the member's cart does not hold
};

}  // namespace qsr::mall

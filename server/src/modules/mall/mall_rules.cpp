#include "modules/mall/mall_rules.h"

#include "core/app_error.h"
#include "modules/mall/mall_codes.h"

namespace qsr::mall {

std::string fulfilment_of(const std::vector<Item>& items, const std::string& asked) {
  bool package = false;
  for (const auto& i : items) package = package || i.kind == kCoupons;
  if (package) {
    // A package is issued to the wallet when paid; nothing to hand over, and nothing to cancel
    // later, so it never shares an order with goods.
    if (items.size() != 1) throw AppError(400, kPackageAlone, "mall_package_alone");
    return kNoFulfilment;
  }
  if (asked != kPickup && asked != kDelivery) throw AppError::invalid("fulfilment");
  for (const auto& i : items) {
    if (!i.offers(asked)) throw AppError(400, kNotOffered, asked == kPickup ? "mall_no_pickup" : "mall_no_delivery");
  }
  return asked;
}

std::string status_when_paid(const std::string& fulfilment) {
  if (fulfilment == kPickup) return kWaitingPickup;
  if (fulfilment == kDelivery) return kWaitingShipment;
  return kFinished;
}

bool member_may_cancel(const Order& o) {
  if (o.status == kPendingPayment) return !o.pay_no.has_value();
  return o.status == kWaitingPickup || o.status == kWaitingShipment;
}

bool holds_points(const std::string& status) {
  return status == kPendingPayment || status == kWaitingPickup || status == kWaitingShipment;
}

}  // namespace qsr::mall

// The points mall (issue 19): goods a member takes for points (and a cash part) and collects at a
// store or has delivered, and coupon packages issued to the wallet.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/i18n.h"

namespace qsr::mall {

struct Category {
  int64_t id = 0;
  I18nText name;
  int sort = 0;
  bool active = true;
};

// Item kinds: goods are handed over or delivered; a coupon package is issued to the wallet.
inline constexpr const char* kGoods = "goods";
inline constexpr const char* kCoupons = "coupons";

// How goods reach the member (an item offers pickup, delivery or both; a package needs none).
inline constexpr const char* kPickup = "pickup";
inline constexpr const char* kDelivery = "delivery";
inline constexpr const char* kBoth = "both";
inline constexpr const char* kNoFulfilment = "none";

struct PackCoupon {
  int64_t template_id = 0;
  int64_t count = 1;
};

struct StoreStock {
  int64_t sid = 0, stock = 0;
};

struct Item {
  int64_t id = 0, category_id = 0;
  std::string kind = kGoods;
  I18nText title, subtitle, detail;
  std::string image;
  int64_t points = 0;  // per unit
  int64_t cash = 0;    // per unit, cents; 0: points only
  std::string fulfilment = kPickup;
  std::vector<PackCoupon> coupons;  // a package's
  int64_t stock = 0;                // central: delivery, and pickup unless stocked per store
  bool per_store = false;           // pickup takes the store's own stock (mall_store_stock)
  int64_t store_stock_total = 0;    // the stores' stock together, for one stocked per store
  int64_t per_member_limit = 0;     // units per member over time, cancelled exchanges excluded; 0: none
  int sort = 0;
  bool active = true;
  bool offers(const std::string& how) const { return fulfilment == how || (fulfilment == kBoth && how != kNoFulfilment); }
  // Nothing left anywhere it is offered: no store's shelf (or the central stock) for pickup, and
  // no central stock for delivery.
  bool sold_out() const {
    const bool pickup_left = offers(kPickup) && (per_store ? store_stock_total > 0 : stock > 0);
    const bool delivery_left = offers(kDelivery) && stock > 0;
    return !(pickup_left || delivery_left || (kind == kCoupons && stock > 0));
  }
};

// An order's life (spec 000 §4 points-mall order statuses).
inline constexpr const char* kPendingPayment = "pending_payment";  // a cash part to pay; points and stock held
inline constexpr const char* kWaitingPickup = "waiting_pickup";
inline constexpr const char* kWaitingShipment = "waiting_shipment";
inline constexpr const char* kShipped = "shipped";  // waiting for the member's receipt
inline constexpr const char* kFinished = "finished";
inline constexpr const char* kCancelled = "cancelled";

struct Line {
  int64_t item_id = 0;
  std::string kind = kGoods;
  I18nText title;
  std::string image;
  int64_t quantity = 0, points = 0, cash = 0;  // the line's totals
  bool from_store = false;
};

struct DeliveryAddress {
  std::string consignee, phone, address;
};

struct Order {
  int64_t id = 0;
  std::string order_no;
  int64_t member_id = 0, item_id = 0, quantity = 0, points = 0, cash = 0, sid = 0;
  std::string fulfilment = kPickup;
  std::string pickup_code, status, request_key;
  std::optional<DeliveryAddress> address;
  std::string carrier, tracking_no;
  std::vector<std::string> coupon_codes;
  std::optional<std::string> pay_no;
  int64_t created_at = 0;
  std::optional<int64_t> paid_at, shipped_at, finished_at, cancelled_at;
  std::vector<Line> lines;
};

// Most units of one line, and most lines in an order or the cart.
inline constexpr int64_t kMaxQuantity = 99;
inline constexpr size_t kMaxLines = 20;
// How long an order with a cash part waits for its payment (as a product order's payer).
inline constexpr int64_t kPayWithinMs = 30 * 60 * 1000;
// A shipped order the member never confirms is received after this long.
inline constexpr int64_t kReceivedAfterMs = 14LL * 24 * 3600 * 1000;

}  // namespace qsr::mall

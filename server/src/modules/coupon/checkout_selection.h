// Which coupons a checkout prices (issue 5): goods taken with a coupon keep it, the customer's
// own choice comes next, and otherwise the engine's automatic best one. A pure rule.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "modules/cart/cart_service.h"

namespace qsr::coupon {

inline constexpr size_t kMaxSelected = 20;

// The coupons the cart's bought lines are tied to (exchange goods, gifts), each once, in the
// cart's order.
std::vector<std::string> tied_codes(const std::vector<cart::CheckoutLine>& lines);

struct SelectionAsk {
  // The customer's choice in the order chosen; nullopt: they chose nothing.
  std::optional<std::vector<std::string>> chosen;
  std::vector<std::string> tied;  // tied_codes of the cart
  bool automatic = true;          // the server may choose when nobody did
};

struct Selection {
  std::vector<std::string> codes;
  bool automatic = false;  // the engine's best selection
};

// The best selection the engine finds, or nullopt when it did not search (an empty wallet, or a
// coupon that rules searching out).
using BestSelection = std::function<std::optional<std::vector<std::string>>()>;

// Goods the customer took with a coupon keep it selected unless the customer says otherwise; a
// choice is read in order, each code once, at most kMaxSelected; with neither, `best` (asked
// only then, and only when `automatic`).
Selection choose_selection(const SelectionAsk& ask, const BestSelection& best);

}  // namespace qsr::coupon

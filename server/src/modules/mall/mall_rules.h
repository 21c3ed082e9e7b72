// The points mall's rules that need no database (issue 19): which fulfilment an order takes, what
// status it moves to once nothing is left to pay, and when a member may cancel it.
#pragma once

#include <string>
#include <vector>

#include "modules/mall/mall_types.h"

namespace qsr::mall {

// The fulfilment of an order of these items, as the member asked (`asked` may be empty for a
// package). Throws AppError: 400 36007 a package with other lines, 400 36006 a fulfilment an item
// does not offer, 400 `fulfilment` for a word not listed.
std::string fulfilment_of(const std::vector<Item>& items, const std::string& asked);

// Where an order goes once its cash part is paid (or at once, without one).
std::string status_when_paid(const std::string& fulfilment);

// Whether the member may cancel it now: before handing over or shipping, and not while a payment
// of its cash part is open at the gateway (that payment's end decides).
bool member_may_cancel(const Order& o);

// Whether an order in this status still holds points and stock it would give back.
bool holds_points(const std::string& status);

}  // namespace qsr::mall

// A group order's receipt (spec 001 §4 group orders): each participant's share of what was paid.
// The delivery fee is split equally among those who ordered, the bag fee by cup count, and the
// discount (the payer's coupons) stays with the payer, who is on the receipt even with nothing of
// their own. The shares add up to the order's total to the cent.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace qsr::group {

struct ReceiptLine {
  int64_t pocket = 1;  // the participant's pocket of the shared cart
  int64_t paid = 0;    // goods and packing of the line, before coupons
  int64_t units = 0;
};

struct ReceiptFees {
  int64_t delivery = 0, bag = 0, discount = 0;
};

struct Share {
  int64_t pocket = 0;
  int64_t goods = 0, delivery = 0, bag = 0, discount = 0;
  int64_t total() const { return goods + delivery + bag - discount; }
};

// Shares in pocket order, then the payer's pocket if they ordered nothing themselves.
// `payer_pocket`: the payer's pocket (nullopt when the payer never joined: nobody takes the discount).
std::vector<Share> group_receipt(const std::vector<ReceiptLine>& lines, const ReceiptFees& fees, std::optional<int64_t> payer_pocket);

}  // namespace qsr::group

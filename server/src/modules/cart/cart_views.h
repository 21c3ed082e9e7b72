// The cart module's answers on the wire (spec 001 §7 /v1/cart/*).
#pragma once

#include <vector>

#include <boost/json.hpp>

#include "core/i18n.h"
#include "modules/cart/cart_service.h"

namespace qsr::cart {

// One line as the cart list shows it (also inside a group's and a table's answers).
boost::json::object cart_line_json(const CheckoutLine& line, Lang lang);
// What the cart costs as its "price" says: the bought goods and their boxes.
std::string price_text(const CartView& cart);
// The lines as the cart list shows them.
boost::json::array lines_json(const std::vector<CheckoutLine>& lines, Lang lang);
// The whole cart: its lines, counts and prices.
boost::json::object cart_json(const CartView& cart, Lang lang);
// Lines that could not come into the cart: goods, name and the reason in `lang`.
boost::json::array left_out_json(const std::vector<LeftOut>& lines, Lang lang);

}  // namespace qsr::cart

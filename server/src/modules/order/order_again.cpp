#include "modules/order/order_again.h"

#include <boost/json.hpp>

#include "http/envelope.h"
#include "modules/cart/cart_routes.h"
#include "modules/cart/cart_views.h"
#include "modules/order/order_routes.h"

namespace qsr::order {
namespace json = boost::json;

void register_order_again(http::Router& router, OrderService& orders, cart::CartService& carts,
                          account::AccountModule& accounts) {
  auto copy_order = [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    auto o = orders.find_for_member(*c.member_id, order_no_of(req));
    if (!o) throw AppError(404, kOrderNotFound, "order_not_found");
    // A group order is copied whole into the payer's own cart: they may reduce it before paying.
    auto type = catalog::order_type_from_int(o->order_type);
    if (!type) throw AppError::invalid("orderType");
    std::vector<cart::CartService::Wanted> wanted;
    for (const auto& l : orders.lines_of(*o)) {
      cart::CartService::Wanted w;
      w.choices.goods_id = l.goods_id;
      w.choices.option_id = l.option_id;
      w.choices.attr_values = cart::parse_attrs_key(l.attrs).value_or(std::vector<int64_t>{});
      w.choices.package = cart::parse_package_key(l.package).value_or(std::vector<cart::PackagePick>{});
      w.quantity = l.quantity;
      w.name = l.name(req.lang);
      wanted.push_back(std::move(w));
    }
    const cart::Owner owner = cart::owner_of(c);
    json::array skipped = cart::left_out_json(carts.add_lines(owner, o->sid, *type, wanted), req.lang);
    json::object data{{"sid", o->sid},
                      {"orderType", static_cast<int>(*type)},
                      {"added", static_cast<int64_t>(wanted.size() - skipped.size())},
                      {"skipped", std::move(skipped)},
                      {"cart", cart::cart_json(carts.contents(owner, o->sid, *type), req.lang)}};
    return http::ok(req, std::move(data));
  };
  router.post("/v1/order/again", copy_order);
  router.post("/v1/order/copy", copy_order);  // the spec's name (001 §7)
}

}  // namespace qsr::order

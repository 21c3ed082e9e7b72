#include "modules/cart/cart_routes.h"

#include <boost/json.hpp>

#include "http/envelope.h"
#include "modules/catalog/order_type_param.h"
#include "modules/cart/cart_views.h"

namespace qsr::cart {
namespace json = boost::json;

Owner owner_of(const account::Caller& caller) {
  return caller.member_id ? Owner::member(*caller.member_id) : Owner::visitor(caller.session_id);
}

namespace {

// A choice list the seed sends two ways: as a JSON array (each item read by `item`) or as the
// cart's key text (read by `parse_key`). Absent or null is an empty list; at most 50 items.
template <typename T, typename ParseKey, typename Item>
std::vector<T> choices_of(const http::Request& req, const char* name, ParseKey parse_key, Item item) {
  const auto* v = req.input.if_contains(name);
  if (!v || v->is_null()) return {};
  if (v->is_string()) {
    std::optional<std::vector<T>> parsed = parse_key(std::string(v->get_string()));
    if (!parsed) throw AppError::invalid(name);
    return *parsed;
  }
  if (!v->is_array() || v->get_array().size() > 50) throw AppError::invalid(name);
  std::vector<T> out;
  for (const auto& x : v->get_array()) out.push_back(item(x));
  return out;
}

// The cart a change read in its own transaction, if it did.
using Shown = std::optional<CartView>;

}  // namespace

std::vector<int64_t> attrs_of(const http::Request& req) {
  return choices_of<int64_t>(req, "attrs", parse_attrs_key, [](const json::value& x) { return http::json_id(x, "attrs"); });
}

std::vector<PackagePick> package_of(const http::Request& req) {
  return choices_of<PackagePick>(req, "package", parse_package_key, [](const json::value& x) {
    if (!x.is_object()) throw AppError::invalid("package");
    const auto& o = x.get_object();
    if (!o.contains("group_id") || !o.contains("goods_id")) throw AppError::invalid("package");
    return PackagePick{http::json_id(o.at("group_id"), "package"), http::json_id(o.at("goods_id"), "package"),
                       o.contains("option_id") ? http::json_id(o.at("option_id"), "package") : 0};
  });
}

void register_routes(http::Router& router, CartService& carts, account::AccountModule& accounts) {
  // Every cart call answers the cart; a caller without a session gets a visitor one. A change that
  // already read the cart in its own transaction hands it over in `shown`; otherwise it is read.
  auto with_cart = [&carts, &accounts](auto&& change) {
    return [&carts, &accounts, change](http::Request& req) {
      std::string new_token;
      account::Caller caller = accounts.sessions.caller_or_new_visitor(req, new_token);
      const Owner owner = owner_of(caller);
      int64_t sid = req.integer("sid");
      catalog::OrderType type = catalog::required_order_type(req);
      Shown shown;
      json::object extra = change(req, owner, sid, type, shown);
      json::object cart = cart_json(shown ? std::move(*shown) : carts.contents(owner, sid, type), req.lang);
      for (auto& [k, v] : extra) cart[k] = v;
      if (!new_token.empty()) cart["token"] = new_token;
      http::Response res = http::ok(req, std::move(cart));
      if (!new_token.empty()) res.set_header("auth", new_token);
      return res;
    };
  };

  router.get("/v1/cart/list", with_cart([](http::Request&, const Owner&, int64_t, catalog::OrderType, Shown&) {
    return json::object{};
  }));

  router.post("/v1/cart/add", with_cart([&carts, &accounts](http::Request& req, const Owner& owner, int64_t sid, catalog::OrderType type, Shown& shown) {
    AddRequest r;
    r.sid = sid;
    r.order_type = type;
    r.choices.goods_id = req.opt_int("goods_id") ? req.integer("goods_id") : req.integer("goodsId");
    r.choices.option_id = req.opt_int("option_id").value_or(0);
    r.choices.attr_values = attrs_of(req);
    r.choices.package = package_of(req);
    r.quantity = req.opt_int("num").value_or(1);
    r.pocket = req.opt_int("pack_bag").value_or(1);
    r.cid = req.opt_int("cid");
    if (auto price = req.opt_str("price")) {
      auto cents = money::parse(*price);
      if (!cents) throw AppError::invalid("price");
      r.expected_unit_price = cents;
    }
    // Goods taken with a coupon (exchange goods, a gift): tied to it in the cart.
    if (auto code = req.opt_str("couponCode"); code && !code->empty()) {
      auto member = owner.member_id();
      if (!member) throw AppError(401, 401, "login_required");
      r.coupon_key = carts.tie_key(*member, *code, r.choices.goods_id, r.choices.option_id);
    }
    shown = carts.add(owner, r);
    return json::object{};
  }));

  router.post("/v1/cart/reduce", with_cart([&carts](http::Request& req, const Owner& owner, int64_t sid, catalog::OrderType, Shown&) {
    carts.reduce(owner, sid, req.integer("lineId"), req.opt_int("num").value_or(1));
    return json::object{};
  }));

  router.post("/v1/cart/update", with_cart([&carts](http::Request& req, const Owner& owner, int64_t sid, catalog::OrderType, Shown&) {
    carts.set_quantity(owner, sid, req.integer("lineId"), req.integer("num"));
    return json::object{};
  }));

  router.post("/v1/cart/select", with_cart([&carts](http::Request& req, const Owner& owner, int64_t sid, catalog::OrderType, Shown&) {
    carts.select(owner, sid, req.opt_int("lineId"), req.flag("selected", true));
    return json::object{};
  }));

  router.post("/v1/cart/truncate", with_cart([&carts](http::Request&, const Owner& owner, int64_t sid, catalog::OrderType, Shown&) {
    carts.truncate(owner, sid);
    return json::object{};
  }));

  router.post("/v1/cart/switch", with_cart([&carts](http::Request& req, const Owner& owner, int64_t sid, catalog::OrderType type, Shown&) {
    auto dropped = carts.switch_store(owner, req.integer("fromSid"), sid, type, req.lang);
    return json::object{{"dropped", left_out_json(dropped, req.lang)}};
  }));
}

}  // namespace qsr::cart

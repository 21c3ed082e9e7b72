#include "modules/group/group_routes.h"

#include <algorithm>
#include <map>

#include <boost/json.hpp>

#include "http/envelope.h"
#include "http/idempotency.h"
#include "modules/catalog/order_type_param.h"
#include "modules/group/group_views.h"
#include "modules/order/order_routes.h"

namespace qsr::group {
namespace json = boost::json;

namespace {

std::string unique_of(const http::Request& req) {
  auto v = req.opt_str("uniqueId");
  if (!v) throw AppError::missing("uniqueId");
  if (v->size() > 40) throw AppError(404, kGroupNotFound, "spell_not_found");
  return *v;
}

// cart_data: [{goods_id, option_id?, attrs?: [ids], num?}]
std::vector<std::pair<cart::Choices, int64_t>> cart_data_of(const http::Request& req) {
  const auto* v = req.input.if_contains("cart_data");
  if (!v || !v->is_array() || v->get_array().empty() || v->get_array().size() > 50) throw AppError::invalid("cart_data");
  std::vector<std::pair<cart::Choices, int64_t>> out;
  for (const auto& item : v->get_array()) {
    if (!item.is_object() || !item.get_object().contains("goods_id")) throw AppError::invalid("cart_data");
    const auto& o = item.get_object();
    cart::Choices c;
    c.goods_id = http::json_id(o.at("goods_id"), "goods_id");
    if (o.contains("option_id")) c.option_id = http::json_id(o.at("option_id"), "option_id");
    if (const auto* attrs = o.if_contains("attrs"); attrs && attrs->is_array()) {
      for (const auto& a : attrs->get_array()) c.attr_values.push_back(http::json_id(a, "attrs"));
    }
    int64_t num = o.contains("num") ? http::json_id(o.at("num"), "num") : 1;
    out.push_back({c, num});
  }
  return out;
}

}  // namespace

void register_routes(http::Router& router, GroupService& groups, order::OrderService& orders, account::AccountModule& accounts) {
  // Joining, adding and paying need a member with a phone; visitors are sent to log in (401).
  auto member = [&accounts](const http::Request& req) { return *accounts.sessions.require_member_with_phone(req).member_id; };

  router.post("/v1/spell/create", [&, member](http::Request& req) {
    int64_t me = member(req);
    const catalog::OrderType type = catalog::required_order_type(req);
    if (type == catalog::OrderType::dine_in) throw AppError::invalid("orderType");
    Group g = groups.create(me, req.integer("sid"), type, req.opt_int("address_id"));
    return http::ok(req, info_json(groups.info(g), me));
  });

  router.post("/v1/spell/join", [&, member](http::Request& req) {
    int64_t me = member(req);
    return http::ok(req, info_json(groups.info(groups.join(me, unique_of(req))), me));
  });

  router.post("/v1/spell/check", [&, member](http::Request& req) {
    auto g = groups.open_group_of(member(req));
    if (!g) return http::ok(req, nullptr);
    return http::ok(req, json::object{{"uid", g->launcher_id}, {"uniqueId", g->unique_id}, {"sid", g->sid}, {"order_type", g->order_type}});
  });

  router.get("/v1/spell/info", [&, member](http::Request& req) {
    int64_t me = member(req);
    std::string id = unique_of(req);
    if (!groups.is_participant(me, id)) throw AppError(404, kGroupNotFound, "spell_not_found");
    return http::ok(req, info_json(groups.info(groups.find(id)), me));
  });

  router.get("/v1/spell/version", [&, member](http::Request& req) {
    int64_t me = member(req);
    std::string id = unique_of(req);
    if (!groups.is_participant(me, id)) throw AppError(404, kGroupNotFound, "spell_not_found");
    Group g = groups.find(id);
    return http::ok(req, json::object{{"version", g.version}, {"status", g.status}});
  });

  auto choice_status = [&, member](http::Request& req) {
    groups.set_choice_status(member(req), unique_of(req), req.integer("status"));
    return http::ok(req);
  };
  router.post("/v1/spell/choiceStatus", choice_status);
  router.post("/v1/spell/status", choice_status);  // spec 001 §7 "update status": the same call

  router.post("/v1/spell/addCart", [&, member](http::Request& req) {
    int64_t me = member(req);
    std::string id = unique_of(req);
    for (const auto& [choices, num] : cart_data_of(req)) groups.add(me, id, choices, num);
    return http::ok(req, goods_detail_json(groups.goods_detail(me, id), me, req.lang));
  });

  router.post("/v1/spell/updateCart", [&, member](http::Request& req) {
    int64_t me = member(req);
    std::string id = unique_of(req);
    groups.set_line(me, id, req.integer("lineId"), req.integer("num"));
    return http::ok(req, goods_detail_json(groups.goods_detail(me, id), me, req.lang));
  });

  router.post("/v1/spell/clearCart", [&, member](http::Request& req) {
    int64_t me = member(req);
    std::string id = unique_of(req);
    groups.clear_mine(me, id);
    return http::ok(req, goods_detail_json(groups.goods_detail(me, id), me, req.lang));
  });

  router.get("/v1/spell/goodsDetail", [&, member](http::Request& req) {
    int64_t me = member(req);
    GroupCart detail = groups.goods_detail(me, unique_of(req));
    // is_confirm=1: the list for the checkout, only the people who put something in.
    if (req.flag("is_confirm")) std::erase_if(detail.pockets, [](const GroupCart::Pocket& p) { return p.lines.empty(); });
    return http::ok(req, goods_detail_json(detail, me, req.lang));
  });

  router.post("/v1/spell/out", [&, member](http::Request& req) {
    groups.leave(member(req), unique_of(req));
    return http::ok(req);
  });

  router.post("/v1/spell/cancel", [&, member](http::Request& req) {
    groups.cancel(member(req), unique_of(req));
    return http::ok(req);
  });

  router.post("/v1/spell/confirm", [&, member](http::Request& req) {
    int64_t me = member(req);
    order::CheckoutRequest r;
    r.reserved_at = req.opt_int("reservedAt");
    order::read_coupon_selection(req, r);
    r.use_points = req.flag("usePoints", false);  // the launcher's points, as at any checkout
    auto confirmation = orders.confirm(me, groups.confirm_request(me, unique_of(req), r), req.lang);
    return http::ok(req, order::OrderService::confirmation_json(confirmation, req.lang));
  });

  router.post("/v1/spell/submit", [&, member](http::Request& req) {
    int64_t me = member(req);
    order::CheckoutRequest contact;
    order::read_coupon_selection(req, contact);
    contact.use_points = req.flag("usePoints", false);
    contact.contact_area_code = req.opt_str("areaCode").value_or("");
    contact.contact_phone = req.opt_str("phone").value_or("");
    contact.contact_name = req.opt_str("contactName").value_or("");
    contact.note = req.opt_str("note").value_or("");
    contact.reserved_at = req.opt_int("reservedAt");
    const std::string key = http::idempotency_key_of(req);
    order::OrderRow o = groups.submit(me, unique_of(req), contact, key, req.lang);
    return http::ok(req, orders.summary_json(o, req.lang));
  });
}

}  // namespace qsr::group

// Delivery addresses (spec 000 §3): list, one, save (add or change), delete, make default. The
// rules are address_rules.h's, ownership and the default AddressService's.
#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "modules/account/account_routes.h"
#include "modules/account/account_views.h"
#include "modules/account/address_rules.h"

namespace qsr::account {

namespace {

// The form's fields, checked in the order they come (the first problem is the one answered).
AddressInput read_address(const http::Request& req) {
  AddressInput in;
  in.consignee = bounded_text(req.opt_str("consignee"), "consignee", kConsigneeMaxChars, true);
  auto phone = address_phone(req.opt_str("areaCode").value_or(""), req.str("phone"));
  in.area_code = phone.area_code;
  in.phone = phone.number;
  in.address = bounded_text(req.opt_str("address"), "address", kAddressMaxChars, true);
  // The floor and flat: a rider cannot find a Hong Kong flat without them (review finding 14).
  in.house_number = bounded_text(req.opt_str("houseNumber"), "houseNumber", kHouseNumberMaxChars, true);
  in.lat = req.number("lat");
  in.lng = req.number("lng");
  check_position(in.lat, in.lng);
  in.is_default = default_flag(req.opt_str("isDefault"));
  return in;
}

// A visitor's or a member's session; no session at all answers 401 login_required.
Caller session_of(AccountModule& m, const http::Request& req) {
  if (auto c = m.sessions.resolve(req)) return *c;
  throw AppError(401, 401, "login_required");
}

}  // namespace

void register_address_routes(http::Router& router, AccountModule& m) {
  router.get("/v1/address/list", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    return http::ok(req, http::whole_list(addresses_json(m.addresses.list(*c.member_id))));
  });

  router.get("/v1/address/detail", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    return http::ok(req, address_json(m.addresses.get(*c.member_id, req.integer("id"))));
  });

  auto save = [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    AddressInput in = read_address(req);
    return http::ok(req, address_json(m.addresses.save(*c.member_id, req.opt_int("id"), in)));
  };
  router.post("/v1/address", save);
  router.post("/v1/address/save", save);

  router.post("/v1/address/delete", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    m.addresses.remove(*c.member_id, req.integer("id"));
    return http::ok(req);
  });

  router.post("/v1/address/default", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    m.addresses.make_default(*c.member_id, req.integer("id"));
    return http::ok(req);
  });

  // The seed's visitor address: a visitor session keeps it until it signs in, when it becomes the
  // member's; a member calling it adds one of their own. No session at all: 401.
  router.post("/v1/member/address/addByTourist", [&m](http::Request& req) {
    const Caller c = session_of(m, req);
    AddressInput in = read_address(req);
    if (c.is_member()) return http::ok(req, address_json(m.addresses.save(*c.member_id, std::nullopt, in)));
    return http::ok(req, address_json(m.addresses.add_for_visitor(c.session_id, in)));
  });
  // What the calling visitor session saved (a member: their own addresses).
  router.get("/v1/member/address/touristList", [&m](http::Request& req) {
    const Caller c = session_of(m, req);
    const auto list = c.is_member() ? m.addresses.list(*c.member_id) : m.addresses.list_for_visitor(c.session_id);
    return http::ok(req, http::whole_list(addresses_json(list)));
  });
}

}  // namespace qsr::account

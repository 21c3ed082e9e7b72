// How the Privilege Pass's answers look (docs/API.md "Privilege Pass").
#pragma once

#include <map>
#include <optional>

#include <boost/json/object.hpp>

#include "core/i18n.h"
#include "modules/catalog/catalog_types.h"
#include "modules/prime/prime_types.h"
#include "modules/purchase/purchase_types.h"

namespace qsr::prime {

// A pass with its plans and its items, each item named from the menu with its menu price beside
// the member price (an item whose goods left the menu is not shown).
// With `bought` (a member's orders of each plan), each plan says how many the member may still
// buy (`remaining`, null: no limit).
boost::json::object pass_json(const Pass& p, const catalog::Snapshot& menu, Lang lang, const std::map<int64_t, int64_t>* bought = nullptr);
// The member's pass: primeId, primeName, primeOrderNo, expiresAt, active.
boost::json::object member_prime_json(const MemberPrime& m, const Pass* pass, int64_t now_ms, Lang lang);
// The member info fields (spec 000 §3): primeId, primeName, primeOrderNo (null without a valid
// pass) and primeExpireTime.
void add_member_info(const std::optional<MemberPrime>& m, const Pass* pass, int64_t now_ms, Lang lang, boost::json::object& info);

}  // namespace qsr::prime

// The member code's routes and the module put together (docs/API.md "Member code").
#pragma once

#include "http/router.h"
#include "modules/membercode/membercode_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::membercode {

// GET /v1/member/code (the member's code now); the console's GET /v1/console/member-code and
// POST /v1/console/member-code/sale.
void install(http::Router& router, MemberCodeService& codes, account::AccountModule& accounts);

}  // namespace qsr::membercode

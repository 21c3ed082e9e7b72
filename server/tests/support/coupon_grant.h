// Giving a test member a coupon, as operators do: a template made from `template_json` (the body
// of POST /admin/v1/coupon/templates) and one coupon of it granted to the member.
#pragma once

#include <string>

#include "support/test_server.h"

namespace qsr::test {

// The granted coupon's code; a failed call fails the test and answers "".
std::string grant_coupon(const TestServer& server, const std::string& admin_token, const std::string& member_token,
                         const std::string& template_json);

}  // namespace qsr::test

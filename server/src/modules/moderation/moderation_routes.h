// The operators' sensitive-word lists (docs/API.md "Reviews").
#pragma once

#include "http/router.h"
#include "modules/moderation/sensitive_words.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::moderation {

void register_routes(http::Router& router, SensitiveWords& words, account::AccountModule& accounts);

}  // namespace qsr::moderation

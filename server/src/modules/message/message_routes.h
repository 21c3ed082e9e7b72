// The message centre's routes and the module put together (docs/API.md "Message centre").
#pragma once

#include "http/router.h"
#include "modules/message/message_service.h"
#include "modules/message/push_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::message {

void register_routes(http::Router& router, MessageService& messages, account::AccountModule& accounts);
// The routes, messageNum in the member's info, and the module's part in merges and erasure.
void register_push_routes(http::Router& router, PushService& push, account::AccountModule& accounts);
void install(http::Router& router, MessageService& messages, PushService& push, account::AccountModule& accounts);

}  // namespace qsr::message

// The popups' routes (docs/API.md "Marketing popups (issue 20)").
#pragma once

#include "http/router.h"
#include "modules/popup/popup_service.h"

namespace qsr::account {
class AccountModule;
}

namespace qsr::popup {

// The list (anyone), record and event (members), and the operators' popups.
void register_routes(http::Router& router, PopupService& popups, account::AccountModule& accounts);

}  // namespace qsr::popup

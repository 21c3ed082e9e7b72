// The group module put together.
#include "modules/group/group_routes.h"

namespace qsr::group {

void install(http::Router& router, GroupService& groups, order::OrderService& orders, account::AccountModule& accounts) {
  register_routes(router, groups, orders, accounts);
  groups.install_hooks();
}

}  // namespace qsr::group

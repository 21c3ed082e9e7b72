// The seed's client calls some endpoints by other names than ours (spec 001 §7: /v2/store/list,
// /v1/order/detailByOrderSn ...). An alias answers the seed's name with our route's handler, for
// every method our path answers, so one handler does one job whatever the caller names it.
#pragma once

#include <string_view>

#include "http/router.h"

namespace qsr::http {

// Registers `seed_path` with the handlers (and fast paths) of every route of `our_path`. Both
// must name the same `{parameters}`, as the handler reads them by name. Throws
// std::logic_error when `our_path` has no route yet or the parameters differ: a wiring mistake
// stops the server at start-up, not at the first call.
void alias(Router& router, std::string_view seed_path, std::string_view our_path);

}  // namespace qsr::http

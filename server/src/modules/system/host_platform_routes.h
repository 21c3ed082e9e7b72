#pragma once

#include "http/router.h"

namespace qsr::system {

// The seed's paths that only work inside the WeChat or Alipay host (mini-program forests,
// official accounts, WeChat's web sign-in and JS-SDK signatures, Alipay's message templates, the
// host's phone number and login code). The web has no such host: each answers 403
// `host_platform_only`, saying so in the caller's language, never "unknown path"
// (docs/decisions/0051-host-platform-paths.md).
void register_host_platform_routes(http::Router& router);

}  // namespace qsr::system

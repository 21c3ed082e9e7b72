#include "modules/system/host_platform_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"

namespace qsr::system {
namespace {

struct HostPath {
  const char* path;
  const char* host;  // whose platform: "wechat", "alipay", or "mini-program" (either host)
};

// Kept in step with the decision's table and data/spec/seed_api_paths.txt.
constexpr HostPath kHostPaths[] = {
    {"/v1/miniprogram/antForest/query", "alipay"},
    {"/v1/miniprogram/alipayOrder/messageTemplateConfig", "alipay"},
    {"/v1/zmgo/activity/shop", "alipay"},
    {"/v1/zmgo/activity/shop/{shopId}", "alipay"},
    {"/v1/member/officialAccount/{...}", "wechat"},
    {"/v1/wechat/webpage-auth", "wechat"},
    {"/v1/wechat/config-signature", "wechat"},
    {"/v1/pay-center/code2id", "mini-program"},
    {"/v1/pay-center/code2id/{code}", "mini-program"},
    {"/v1/account/getPhoneAndRegister", "mini-program"},
};

const char* message_key(std::string_view host) {
  if (host == "wechat") return "host_only_wechat";
  if (host == "alipay") return "host_only_alipay";
  return "host_only_mini_program";
}

}  // namespace

void register_host_platform_routes(http::Router& router) {
  for (const HostPath& p : kHostPaths) {
    const std::string host = p.host;
    const auto refuse = [host](http::Request&) -> http::Response {
      AppError e(403, 403, message_key(host));
      e.data = boost::json::object{{"hostPlatform", host}};
      throw e;
    };
    // The seed shows no methods for these: both answer the same.
    router.get(p.path, refuse);
    router.post(p.path, refuse);
  }
}

}  // namespace qsr::system

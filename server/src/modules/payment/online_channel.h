// The ways a Hong Kong customer pays online at a gateway's hosted page. The gateway says which one
// was used in its signed notify; we keep it on the payment (receipts, refunds, reports). A name
// not in this list is not trusted and stored as "".
#pragma once

#include <array>
#include <string>
#include <string_view>

namespace qsr::payment {

inline constexpr std::array<std::string_view, 8> kOnlineChannels = {"card",   "apple_pay", "google_pay", "alipay_hk",
                                                                    "wechat_pay_hk", "payme", "fps",      "octopus"};

inline std::string known_channel(std::string_view name) {
  for (auto channel : kOnlineChannels) {
    if (channel == name) return std::string(channel);
  }
  return {};
}

}  // namespace qsr::payment

// The ways a Hong Kong customer pays online at a gateway's hosted page. The gateway says which one
// was used in its signed notify; we keep it on the payment (receipts, refunds, reports). A name
// not in this list is not trusted and stored as "".
#pragma once

#include <array>
#include <string>
#include <string_view>

namespace qsr::payment {

struct OnlineChannel {
  std::string_view code;   // as stored and as the notify says it
  std::string_view label;  // as a hosted page lists it (the brands' own names)
};

inline constexpr std::array<OnlineChannel, 8> kOnlineChannels = {{
    {"card", "Visa / Mastercard / AE"},
    {"apple_pay", "Apple Pay"},
    {"google_pay", "Google Pay"},
    {"alipay_hk", "AlipayHK"},
    {"wechat_pay_hk", "WeChat Pay HK"},
    {"payme", "PayMe"},
    {"fps", "FPS 轉數快"},
    {"octopus", "Octopus 八達通"},
}};

inline std::string known_channel(std::string_view name) {
  for (const auto& channel : kOnlineChannels) {
    if (channel.code == name) return std::string(channel.code);
  }
  return {};
}

}  // namespace qsr::payment

// Return addresses after a hosted page: only paths on our own site; and header values with a
// line break are never written.
#include <gtest/gtest.h>

#include "http/header_values.h"
#include "http/return_url.h"

namespace qsr::http {
namespace {

TEST(ReturnUrl, APathOnOurSiteIsAccepted) {
  EXPECT_EQ(same_origin_path("/orderPlus/pages/payEnd/index?order_id=Q1"), "/orderPlus/pages/payEnd/index?order_id=Q1");
  EXPECT_EQ(same_origin_path("/"), "/");
}

TEST(ReturnUrl, AnythingABrowserReadsAsAnotherHostIsRefused) {
  for (const char* bad : {"//evil.example/x", "/\\evil.example/x", "/\t/evil.example", "\\\\evil.example", "https://evil.example/",
                          "javascript:alert(1)", "evil.example", "/x\r\nSet-Cookie: pwn=1", "/x\nLocation: //evil", "/a b",
                          "/%0d%0aSet-Cookie:x#frag", ""}) {
    EXPECT_FALSE(same_origin_path(bad)) << bad;
  }
}

TEST(ReturnUrl, AVeryLongAddressIsRefused) {
  EXPECT_FALSE(same_origin_path("/" + std::string(kMaxReturnUrl, 'a')));
}

TEST(HeaderValues, ControlCharactersButTabAreUnsafe) {
  EXPECT_TRUE(header_value_is_safe("no-store, max-age=0\t"));
  EXPECT_FALSE(header_value_is_safe("a\r\nb"));
  EXPECT_FALSE(header_value_is_safe("a\nb"));
  EXPECT_FALSE(header_value_is_safe(std::string_view("a\0b", 3)));
  EXPECT_FALSE(header_value_is_safe("a\x7f"));
}

}  // namespace
}  // namespace qsr::http

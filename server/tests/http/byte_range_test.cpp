// Range headers as browsers send them for video (RFC 9110 §14).
#include <gtest/gtest.h>

#include "http/byte_range.h"

namespace qsr::http {
namespace {

using Kind = ByteRange::Kind;

TEST(ByteRange, AFirstLastRangeAnOpenEndAndASuffix) {
  auto r = parse_byte_range("bytes=0-1", 100);
  EXPECT_EQ(r.kind, Kind::part);
  EXPECT_EQ(r.first, 0u);
  EXPECT_EQ(r.last, 1u);
  r = parse_byte_range("bytes=10-", 100);
  EXPECT_EQ(r.kind, Kind::part);
  EXPECT_EQ(r.last, 99u);
  r = parse_byte_range("bytes=-10", 100);
  EXPECT_EQ(r.first, 90u);
  EXPECT_EQ(r.last, 99u);
  r = parse_byte_range("bytes=50-500", 100);  // the end is clipped to the body
  EXPECT_EQ(r.last, 99u);
  r = parse_byte_range("bytes=-500", 100);
  EXPECT_EQ(r.first, 0u);
}

TEST(ByteRange, BeyondTheEndIsUnsatisfiable) {
  EXPECT_EQ(parse_byte_range("bytes=100-", 100).kind, Kind::unsatisfiable);
  EXPECT_EQ(parse_byte_range("bytes=-0", 100).kind, Kind::unsatisfiable);
  EXPECT_EQ(parse_byte_range("bytes=0-0", 0).kind, Kind::unsatisfiable);
}

TEST(ByteRange, AnythingElseIsAnsweredWhole) {
  for (const char* h : {"", "bytes=", "bytes=a-b", "items=0-1", "bytes=5-1", "bytes=0-1,5-6", "bytes=1", "bytes=-",
                        "bytes=99999999999999999999-"}) {
    EXPECT_EQ(parse_byte_range(h, 100).kind, Kind::whole) << h;
  }
}

}  // namespace
}  // namespace qsr::http

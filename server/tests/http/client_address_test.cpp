// Behind a balancer (QSR_TRUSTED_PROXIES): the client's address comes from X-Forwarded-For only
// when the peer is a trusted proxy, read right to left past trusted hops.
#include <gtest/gtest.h>

#include <stdexcept>

#include "http/client_address.h"

namespace qsr::http {
namespace {

TEST(ClientAddress, WithoutTrustedProxiesThePeerIsTheClientWhateverItForwards) {
  auto none = TrustedProxies::parse("");
  EXPECT_EQ(none.client_address("203.0.113.7", "198.51.100.1"), "203.0.113.7");
}

TEST(ClientAddress, AnUntrustedPeerCannotNameAnotherClient) {
  auto proxies = TrustedProxies::parse("10.0.0.0/8");
  EXPECT_EQ(proxies.client_address("203.0.113.7", "198.51.100.1"), "203.0.113.7");
}

TEST(ClientAddress, ATrustedBalancerNamesTheClientItSaw) {
  auto proxies = TrustedProxies::parse("127.0.0.1");
  EXPECT_EQ(proxies.client_address("127.0.0.1", "198.51.100.1"), "198.51.100.1");
}

TEST(ClientAddress, WhatTheClientForgedBeforeOurBalancerIsIgnored) {
  // The client sent "1.2.3.4" itself; our balancer appended the address it really came from.
  auto proxies = TrustedProxies::parse("10.0.0.2");
  EXPECT_EQ(proxies.client_address("10.0.0.2", "1.2.3.4, 198.51.100.1"), "198.51.100.1");
}

TEST(ClientAddress, SeveralTrustedHopsAreWalkedPast) {
  auto proxies = TrustedProxies::parse("10.0.0.0/8, 192.168.1.1");
  EXPECT_EQ(proxies.client_address("10.0.0.2", "198.51.100.1, 192.168.1.1, 10.1.2.3"), "198.51.100.1");
}

TEST(ClientAddress, EveryHopTrustedLeavesTheLeftmost) {
  auto proxies = TrustedProxies::parse("10.0.0.0/8");
  EXPECT_EQ(proxies.client_address("10.0.0.2", "10.0.0.9, 10.0.0.8"), "10.0.0.9");
}

TEST(ClientAddress, GarbageInTheHeaderNeverBecomesTheAddress) {
  auto proxies = TrustedProxies::parse("127.0.0.1");
  EXPECT_EQ(proxies.client_address("127.0.0.1", "not-an-address"), "127.0.0.1");
  EXPECT_EQ(proxies.client_address("127.0.0.1", "198.51.100.1, <script>"), "127.0.0.1");
  EXPECT_EQ(proxies.client_address("127.0.0.1", "198.51.100.1,"), "198.51.100.1");
}

TEST(ClientAddress, IPv6AndMappedIPv4AreUnderstood) {
  auto proxies = TrustedProxies::parse("::1 fd00::/8");
  EXPECT_EQ(proxies.client_address("::1", "2001:db8::5"), "2001:db8::5");
  EXPECT_EQ(proxies.client_address("fd12::1", "198.51.100.1"), "198.51.100.1");
  auto v4 = TrustedProxies::parse("127.0.0.1");
  EXPECT_EQ(v4.client_address("::ffff:127.0.0.1", "198.51.100.1"), "198.51.100.1");
}

TEST(ClientAddress, CidrBlocksMatchByTheirPrefixOnly) {
  auto proxies = TrustedProxies::parse("172.16.0.0/12");
  EXPECT_TRUE(proxies.contains(boost::asio::ip::make_address("172.31.255.255")));
  EXPECT_FALSE(proxies.contains(boost::asio::ip::make_address("172.32.0.0")));
  EXPECT_FALSE(proxies.contains(boost::asio::ip::make_address("::1")));
}

TEST(ClientAddress, ABadListIsRefusedNamingTheEntry) {
  for (const char* bad : {"10.0.0.0/33", "not-an-ip", "10.0.0.0/", "::1/129", "10.0.0.0/8x"}) {
    try {
      TrustedProxies::parse(bad);
      ADD_FAILURE() << bad << " was accepted";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find("QSR_TRUSTED_PROXIES"), std::string::npos);
    }
  }
}

}  // namespace
}  // namespace qsr::http

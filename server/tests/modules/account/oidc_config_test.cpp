#include <gtest/gtest.h>

#include <map>
#include <stdexcept>

#include "modules/account/oidc_config.h"

namespace qsr::account {

namespace {

OidcSettings read(const std::map<std::string, std::string>& vars) {
  return oidc_settings_from_env([&](const char* name) -> std::optional<std::string> {
    auto it = vars.find(name);
    if (it == vars.end()) return std::nullopt;
    return it->second;
  });
}

const std::map<std::string, std::string> kGoogle = {{"QSR_OIDC_REDIRECT_URL", "https://order.example.hk/v1/account/thirdCallback"},
                                                    {"QSR_OIDC_GOOGLE_ISSUER", "https://accounts.google.com/"},
                                                    {"QSR_OIDC_GOOGLE_CLIENT_ID", "id"},
                                                    {"QSR_OIDC_GOOGLE_CLIENT_SECRET", "secret"}};

}  // namespace

TEST(OidcConfig, NothingSetOffersNoProvider) { EXPECT_TRUE(read({}).providers.empty()); }

TEST(OidcConfig, AWholeProviderIsOfferedWithItsIssuerAsWritten) {
  auto s = read(kGoogle);
  ASSERT_EQ(s.providers.size(), 1u);
  EXPECT_EQ(s.providers[0].name, "google");
  EXPECT_EQ(s.providers[0].issuer, "https://accounts.google.com");  // the trailing / is not the issuer's
}

TEST(OidcConfig, AHalfConfiguredProviderOrAMissingRedirectStopsTheStart) {
  auto half = kGoogle;
  half.erase("QSR_OIDC_GOOGLE_CLIENT_SECRET");
  EXPECT_THROW(read(half), std::invalid_argument);
  auto no_redirect = kGoogle;
  no_redirect.erase("QSR_OIDC_REDIRECT_URL");
  EXPECT_THROW(read(no_redirect), std::invalid_argument);
}

TEST(OidcConfig, ProviderAddressesMustBeHttpsOrThisMachine) {
  auto plain = kGoogle;
  plain["QSR_OIDC_GOOGLE_ISSUER"] = "http://accounts.example";
  EXPECT_THROW(read(plain), std::invalid_argument);
  plain["QSR_OIDC_GOOGLE_ISSUER"] = "http://127.0.0.1:9000";
  EXPECT_NO_THROW(read(plain));
}

}  // namespace qsr::account

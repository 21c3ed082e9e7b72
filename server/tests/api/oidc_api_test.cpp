// Sign-in with Google, Apple and Facebook against a real (local) OpenID Connect provider with its
// own keys: the whole flow over HTTP, and every ID token the server must refuse.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <boost/json.hpp>

#include "core/crypto.h"
#include "support/oidc_provider.h"
#include "support/test_keys.h"
#include "support/test_server.h"

namespace qsr::test {
namespace {

namespace json = boost::json;

// The callback as registered with the provider; the test follows it to the server itself.
const std::string kRedirect = "http://127.0.0.1:9/v1/account/thirdCallback";

std::string apple_key_file() {
  static const std::string path = [] {
    auto p = std::filesystem::temp_directory_path() / ("qsr-apple-" + std::to_string(::getpid()) + ".p8");
    std::ofstream(p) << new_p256_pem();
    return p.string();
  }();
  return path;
}

std::map<std::string, std::string> provider_env(const OidcProvider& idp) {
  return {{"QSR_OIDC_REDIRECT_URL", kRedirect},
          {"QSR_OIDC_GOOGLE_ISSUER", idp.issuer()},
          {"QSR_OIDC_GOOGLE_CLIENT_ID", idp.client_id},
          {"QSR_OIDC_GOOGLE_CLIENT_SECRET", idp.client_secret},
          {"QSR_OIDC_APPLE_ISSUER", idp.issuer()},
          {"QSR_OIDC_APPLE_CLIENT_ID", idp.client_id},
          {"QSR_OIDC_APPLE_TEAM_ID", "TEAM123456"},
          {"QSR_OIDC_APPLE_KEY_ID", "KEY1234567"},
          {"QSR_OIDC_APPLE_PRIVATE_KEY_FILE", apple_key_file()},
          {"QSR_OIDC_FACEBOOK_APP_ID", idp.client_id},
          {"QSR_OIDC_FACEBOOK_APP_SECRET", idp.client_secret},
          {"QSR_OIDC_FACEBOOK_DIALOG_URL", idp.issuer() + "/dialog"},
          {"QSR_OIDC_FACEBOOK_GRAPH_URL", idp.issuer()}};
}

std::map<std::string, std::string> auth(const std::string& token) { return {{"auth", token}}; }

std::string target_of(const std::string& url) {
  auto at = url.find("://");
  return url.substr(url.find('/', at + 3));
}

class Oidc : public ::testing::Test {
 protected:
  void SetUp() override { crypto::init(); }

  OidcProvider idp;
  TestServer server{{.env = provider_env(idp)}};

  std::string visitor() {
    auto r = server.client().post_json("/v1/account/visitor", "{}");
    return std::string(r.data().at("token").as_string());
  }

  // thirdRedirect, retried while the server is still reading the discovery document.
  HttpResult start(const std::string& token, const std::string& provider, const std::string& extra = "") {
    HttpResult r;
    eventually([&] {
      r = server.client().get("/v1/account/thirdRedirect?provider=" + provider + extra, auth(token));
      return r.result_code() != 49004;
    });
    return r;
  }

  // The browser at the provider: it approves and sends us to the callback; answers the
  // callback's path and query.
  std::string approve(const HttpResult& started) {
    std::string url(started.data().at("url").as_string());
    auto res = HttpClient(idp.port()).get(target_of(url));
    EXPECT_EQ(res.status, 302) << res.body;
    std::string location = res.header("location");
    EXPECT_EQ(location.rfind(kRedirect, 0), 0u) << location;
    return target_of(location);
  }

  std::string ticket_of(const HttpResult& callback) {
    EXPECT_EQ(callback.status, 303);
    return param_of(callback.header("location"), "thirdTicket");
  }

  // Redeems the ticket, asking again while the server is still checking the provider's answer.
  HttpResult redeem(const std::string& token, const std::string& ticket, const std::string& extra = "") {
    HttpResult r;
    eventually([&] {
      r = server.client().post_json("/v2/oauth2/ext/token", R"({"ticket":")" + ticket + "\"" + extra + "}", auth(token));
      return !(r.result_code() == 0 && r.data().at("status").as_string() == "pending");
    });
    return r;
  }

  HttpResult sign_in(const std::string& token, const std::string& provider = "google", const std::string& extra = "") {
    auto callback = server.client().get(approve(start(token, provider, extra)));
    return redeem(token, ticket_of(callback));
  }
};

TEST_F(Oidc, TheConfiguredProvidersAreOffered) {
  auto r = server.client().get("/v1/account/third/providers");
  EXPECT_EQ(json::serialize(r.data().at("providers")), R"(["google","apple","facebook"])");
  TestServer plain;
  EXPECT_EQ(json::serialize(plain.client().get("/v1/account/third/providers").data().at("providers")), "[]");
  auto plain_visitor = plain.client().post_json("/v1/account/visitor", "{}").data().at("token").as_string();
  auto refused = plain.client().get("/v1/account/thirdRedirect?provider=google", auth(std::string(plain_visitor)));
  EXPECT_EQ(refused.result_code(), 49001);
}

TEST_F(Oidc, AFirstGoogleSignInMakesAPhonelessAccountAndTheNextFindsIt) {
  const std::string token = visitor();
  auto started = start(token, "google", "&returnUrl=%2Fmine%3Ftab%3D1");
  ASSERT_EQ(started.result_code(), 0) << started.body;
  const std::string url(started.data().at("url").as_string());
  EXPECT_EQ(param_of(url, "code_challenge_method"), "S256");
  EXPECT_EQ(param_of(url, "client_id"), idp.client_id);
  EXPECT_FALSE(param_of(url, "nonce").empty());
  auto callback = server.client().get(approve(started));
  ASSERT_EQ(callback.status, 303);
  EXPECT_EQ(callback.header("location").rfind("/mine?tab=1&thirdTicket=", 0), 0u) << callback.header("location");
  auto done = redeem(token, ticket_of(callback));
  ASSERT_EQ(done.result_code(), 0) << done.body;
  EXPECT_EQ(done.data().at("isNew").as_bool(), true);
  EXPECT_EQ(done.data().at("hasPhone").as_bool(), false);  // the app asks for a phone next
  EXPECT_EQ(done.data().at("returnUrl").as_string(), "/mine?tab=1");
  EXPECT_EQ(done.header("auth"), std::string(done.data().at("token").as_string()));
  const int64_t member = done.data().at("memberId").as_int64();

  auto again = sign_in(visitor());
  ASSERT_EQ(again.result_code(), 0) << again.body;
  EXPECT_EQ(again.data().at("memberId").as_int64(), member);
  EXPECT_EQ(again.data().at("isNew").as_bool(), false);
}

TEST_F(Oidc, FacebookSignsInThroughTheCodeExchangeAndTheProfileCall) {
  auto done = sign_in(visitor(), "facebook");
  ASSERT_EQ(done.result_code(), 0) << done.body;
  EXPECT_EQ(done.data().at("member").at("nickName").as_string(), "Chan Tai Man");
}

TEST_F(Oidc, AppleAnswersByFormPostAndWeSignOurClientSecret) {
  const std::string token = visitor();
  auto started = start(token, "apple");
  EXPECT_EQ(param_of(std::string(started.data().at("url").as_string()), "response_mode"), "form_post");
  std::string callback_target = approve(started);
  // Apple posts code, state (and the name, on the first sign-in) as a form.
  auto callback = server.client().post_form("/v1/account/thirdCallback",
                                            "code=" + param_of(callback_target, "code") + "&state=" + param_of(callback_target, "state"));
  auto done = redeem(token, ticket_of(callback));
  ASSERT_EQ(done.result_code(), 0) << done.body;
  EXPECT_EQ(done.data().at("hasPhone").as_bool(), false);
}

// Every ID token below is signed and delivered like a good one; one thing in it is wrong.
TEST_F(Oidc, IdTokensForAnotherAudienceExpiredOfAnotherIssuerOrBadlySignedAreRefused) {
  const std::vector<std::pair<std::string, std::function<void()>>> cases = {
      {"audience", [&] { idp.bend_claims([](json::object& c) { c["aud"] = "someone-else"; }); }},
      {"expired", [&] { idp.bend_claims([](json::object& c) { c["exp"] = c["iat"].as_int64() - 120; }); }},
      {"issuer", [&] { idp.bend_claims([](json::object& c) { c["iss"] = "https://accounts.evil.example"; }); }},
      {"signature", [&] { idp.bend_claims(nullptr); idp.sign_with_unpublished_key(true); }},
  };
  for (const auto& [name, bend] : cases) {
    bend();
    auto r = sign_in(visitor(), "google");
    EXPECT_EQ(r.result_code(), 49003) << name << ": " << r.body;
    EXPECT_EQ(r.status, 400) << name;
  }
  idp.sign_with_unpublished_key(false);
  EXPECT_EQ(sign_in(visitor()).result_code(), 0);  // the same provider, a good token: in
}

TEST_F(Oidc, AnIdTokenCarryingTheNonceOfAnEarlierSignInIsRefused) {
  ASSERT_EQ(sign_in(visitor()).result_code(), 0);
  const std::string old_nonce = idp.nonces().back();
  idp.bend_claims([old_nonce](json::object& c) { c["nonce"] = old_nonce; });
  auto r = sign_in(visitor());
  EXPECT_EQ(r.result_code(), 49003) << r.body;
}

TEST_F(Oidc, AStateIsUsedOnceAndATicketOnlyOnceByTheSessionThatStarted) {
  const std::string token = visitor();
  const std::string callback_target = approve(start(token, "google"));
  auto first = server.client().get(callback_target);
  auto replayed = server.client().get(callback_target);
  EXPECT_NE(replayed.header("location").find("thirdError=expired"), std::string::npos) << replayed.header("location");
  EXPECT_EQ(param_of(replayed.header("location"), "thirdTicket"), "");
  const std::string ticket = ticket_of(first);

  // Someone else's browser cannot redeem it.
  EXPECT_EQ(redeem(visitor(), ticket).result_code(), 49002);
  auto done = redeem(token, ticket);
  ASSERT_EQ(done.result_code(), 0);
  EXPECT_EQ(redeem(token, ticket).result_code(), 401);  // the visitor session became the member's
  EXPECT_EQ(redeem(std::string(done.data().at("token").as_string()), ticket).result_code(), 49002);
  EXPECT_EQ(idp.token_requests(), 1);  // the replayed callback exchanged nothing
}

TEST_F(Oidc, AnAttemptOlderThanTenMinutesIsDead) {
  const std::string token = visitor();
  const std::string callback_target = approve(start(token, "google"));
  server.set_clock(std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count() +
                   11 * 60 * 1000);
  auto late = server.client().get(callback_target);
  EXPECT_NE(late.header("location").find("thirdError=expired"), std::string::npos);
}

TEST_F(Oidc, ACancelledSignInGoesBackWithoutATicket) {
  const std::string token = visitor();
  auto started = start(token, "google", "&returnUrl=%2Fmine");
  const std::string state = param_of(std::string(started.data().at("url").as_string()), "state");
  auto back = server.client().get("/v1/account/thirdCallback?error=access_denied&state=" + state);
  EXPECT_EQ(back.status, 303);
  EXPECT_EQ(back.header("location"), "/mine?thirdError=cancelled");
}

TEST_F(Oidc, AReturnUrlOffOurSiteIsRefusedBeforeAnythingStarts) {
  for (std::string bad : {"%2F%2Fevil.example", "https%3A%2F%2Fevil.example", "%2F%5Cevil.example"}) {
    auto r = server.client().get("/v1/account/thirdRedirect?provider=google&returnUrl=" + bad, auth(visitor()));
    EXPECT_EQ(r.status, 400) << bad;
  }
  auto none = server.client().get("/v1/account/thirdRedirect?provider=google");
  EXPECT_EQ(none.status, 401);
}

TEST_F(Oidc, AMemberLinksAndUnlinksAProviderButNeverTheLastWayIn) {
  const std::string member = server.member_token("96000101");
  auto linked = sign_in(member, "google", "&purpose=link");
  ASSERT_EQ(linked.result_code(), 0) << linked.body;
  auto list = server.client().get("/v1/member/identity/list", auth(std::string(linked.data().at("token").as_string())));
  EXPECT_EQ(list.data().at("linked").as_array().size(), 1u);
  EXPECT_EQ(list.data().at("linked").at(0).at("provider").as_string(), "google");
  const std::string now_token(linked.data().at("token").as_string());
  // A phone remains: unlinking is fine.
  EXPECT_EQ(server.client().post_json("/v1/member/identity/unlink", R"({"provider":"google"})", auth(now_token)).result_code(), 0);
  EXPECT_EQ(server.client().post_json("/v1/member/identity/unlink", R"({"provider":"google"})", auth(now_token)).result_code(), 49005);

  // A phone-less account signed in with Facebook only would be locked out.
  idp.subject = "fb-only";
  auto phoneless = sign_in(visitor(), "facebook");
  ASSERT_EQ(phoneless.result_code(), 0);
  auto refused = server.client().post_json("/v1/member/identity/unlink", R"({"provider":"facebook"})",
                                           auth(std::string(phoneless.data().at("token").as_string())));
  EXPECT_EQ(refused.result_code(), 49006);
  EXPECT_EQ(refused.status, 409);
}

TEST_F(Oidc, LinkingAnIdentityHeldByAnotherAccountAsksFirstAndTheSameTicketConfirms) {
  ASSERT_EQ(sign_in(visitor()).result_code(), 0);  // a phone-less account holds the Google identity
  const std::string member = server.member_token("96000102");
  auto callback = server.client().get(approve(start(member, "google", "&purpose=link")));
  const std::string ticket = ticket_of(callback);
  auto asked = redeem(member, ticket);
  EXPECT_EQ(asked.result_code(), 10031) << asked.body;
  auto confirmed = redeem(member, ticket, R"(,"unBindingOldMember":true)");
  ASSERT_EQ(confirmed.result_code(), 0) << confirmed.body;
  EXPECT_EQ(redeem(member, ticket).result_code(), 49002);
}

}  // namespace
}  // namespace qsr::test

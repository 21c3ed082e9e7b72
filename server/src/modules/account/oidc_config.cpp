#include "modules/account/oidc_config.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace qsr::account {

namespace {

bool is_https_or_local(const std::string& url) {
  // http only for a provider on this machine (tests, a local development provider).
  return url.rfind("https://", 0) == 0 || url.rfind("http://127.0.0.1", 0) == 0 || url.rfind("http://localhost", 0) == 0;
}

struct Reader {
  const EnvLookup& env;
  std::string get(const std::string& name) const { return env(name.c_str()).value_or(""); }
  std::string url(const std::string& name) const {
    std::string v = get(name);
    while (!v.empty() && v.back() == '/') v.pop_back();
    if (!v.empty() && !is_https_or_local(v)) throw std::invalid_argument(name + " must be an https:// URL");
    return v;
  }
  // All of `names` set, or none: a half-configured provider is a mistake worth stopping for.
  bool all_or_none(const std::vector<std::string>& names) const {
    size_t set = 0;
    for (const auto& n : names) set += get(n).empty() ? 0 : 1;
    if (set != 0 && set != names.size()) {
      for (const auto& n : names) {
        if (get(n).empty()) throw std::invalid_argument(n + " is needed with the other " + names[0].substr(0, names[0].rfind('_')) + "_* variables");
      }
    }
    return set == names.size();
  }
};

std::string read_file(const std::string& name, const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::invalid_argument(name + " must name a readable .p8 key file");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

OidcSettings oidc_settings_from_env(const EnvLookup& env) {
  Reader r{env};
  OidcSettings s;
  s.redirect_url = r.url("QSR_OIDC_REDIRECT_URL");
  if (r.all_or_none({"QSR_OIDC_GOOGLE_ISSUER", "QSR_OIDC_GOOGLE_CLIENT_ID", "QSR_OIDC_GOOGLE_CLIENT_SECRET"})) {
    OidcProvider p{.name = "google", .kind = OidcKind::openid};
    p.issuer = r.url("QSR_OIDC_GOOGLE_ISSUER");
    p.client_id = r.get("QSR_OIDC_GOOGLE_CLIENT_ID");
    p.client_secret = r.get("QSR_OIDC_GOOGLE_CLIENT_SECRET");
    p.scope = "openid profile";
    s.providers.push_back(p);
  }
  if (r.all_or_none({"QSR_OIDC_APPLE_ISSUER", "QSR_OIDC_APPLE_CLIENT_ID", "QSR_OIDC_APPLE_TEAM_ID", "QSR_OIDC_APPLE_KEY_ID",
                     "QSR_OIDC_APPLE_PRIVATE_KEY_FILE"})) {
    OidcProvider p{.name = "apple", .kind = OidcKind::openid};
    p.issuer = r.url("QSR_OIDC_APPLE_ISSUER");
    p.client_id = r.get("QSR_OIDC_APPLE_CLIENT_ID");
    p.apple_team_id = r.get("QSR_OIDC_APPLE_TEAM_ID");
    p.apple_key_id = r.get("QSR_OIDC_APPLE_KEY_ID");
    p.apple_private_key_pem = read_file("QSR_OIDC_APPLE_PRIVATE_KEY_FILE", r.get("QSR_OIDC_APPLE_PRIVATE_KEY_FILE"));
    p.scope = "openid name";
    p.form_post = true;  // Apple posts the answer when a name is asked for
    s.providers.push_back(p);
  }
  if (r.all_or_none({"QSR_OIDC_FACEBOOK_APP_ID", "QSR_OIDC_FACEBOOK_APP_SECRET", "QSR_OIDC_FACEBOOK_DIALOG_URL",
                     "QSR_OIDC_FACEBOOK_GRAPH_URL"})) {
    OidcProvider p{.name = "facebook", .kind = OidcKind::facebook};
    p.client_id = r.get("QSR_OIDC_FACEBOOK_APP_ID");
    p.client_secret = r.get("QSR_OIDC_FACEBOOK_APP_SECRET");
    p.dialog_url = r.url("QSR_OIDC_FACEBOOK_DIALOG_URL");
    p.graph_url = r.url("QSR_OIDC_FACEBOOK_GRAPH_URL");
    p.scope = "public_profile";
    s.providers.push_back(p);
  }
  if (!s.providers.empty() && s.redirect_url.empty()) {
    throw std::invalid_argument("QSR_OIDC_REDIRECT_URL is needed when a QSR_OIDC_* provider is configured");
  }
  return s;
}

}  // namespace qsr::account

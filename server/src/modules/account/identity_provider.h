// The seam for third-party login (Google, Apple, Facebook, WeChat web OAuth).
//
// A provider turns what the browser brings back from the provider's sign-in (an ID token, an
// OAuth code) into a verified, stable subject id. Everything after that — finding the member
// bound to (provider, subject), creating one, asking for a phone, the rebind codes 10030–10035 and
// merging — is the same for every provider and lives in AccountService. Adding Google means
// writing one class that verifies Google's ID token and registering it; see
// docs/decisions/0008-accounts-and-rebinding.md.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>

namespace qsr::account {

struct ExternalIdentity {
  std::string provider;  // "google", "apple", "facebook", "wechat", "dev"
  std::string subject;   // the provider's stable user id
  std::string display_name;
  std::string avatar_url;
};

class IdentityProvider {
 public:
  virtual ~IdentityProvider() = default;
  virtual std::string name() const = 0;
  // Verifies the credential; nullopt when it is not valid.
  virtual std::optional<ExternalIdentity> verify(const std::string& credential) = 0;
};

class IdentityProviders {
 public:
  void add(std::unique_ptr<IdentityProvider> p) { providers_[p->name()] = std::move(p); }
  IdentityProvider* find(const std::string& name) const {
    auto it = providers_.find(name);
    return it == providers_.end() ? nullptr : it->second.get();
  }

 private:
  std::map<std::string, std::unique_ptr<IdentityProvider>> providers_;
};

// Development only (QSR_DEV=1): trusts "subject[:name]" as given. It exists so that the whole
// third-party path, rebind codes included, is exercised end to end before a real provider is
// configured.
std::unique_ptr<IdentityProvider> make_dev_identity_provider();

}  // namespace qsr::account

#include "modules/account/identity_provider.h"

namespace qsr::account {
namespace {

class DevProvider final : public IdentityProvider {
 public:
  std::string name() const override { return "dev"; }
  std::optional<ExternalIdentity> verify(const std::string& credential) override {
    if (credential.empty() || credential.size() > 64) return std::nullopt;
    for (char c : credential) {
      if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == ':' || c == ' ')) return std::nullopt;
    }
    auto colon = credential.find(':');
    ExternalIdentity id{"dev", credential.substr(0, colon), colon == std::string::npos ? "" : credential.substr(colon + 1), ""};
    if (id.subject.empty()) return std::nullopt;
    return id;
  }
};

}  // namespace

std::unique_ptr<IdentityProvider> make_dev_identity_provider() { return std::make_unique<DevProvider>(); }

}  // namespace qsr::account

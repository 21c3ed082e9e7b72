#include "modules/account/oidc_claims.h"

#include "core/crypto.h"

namespace qsr::account {
namespace json = boost::json;

namespace {

constexpr size_t kMaxSubject = 255;  // OIDC Core §2: "MUST NOT exceed 255 ASCII characters"

std::optional<std::string> str(const json::object& o, std::string_view key) {
  auto* v = o.if_contains(key);
  if (!v || !v->is_string()) return std::nullopt;
  return std::string(v->as_string());
}

std::optional<int64_t> seconds(const json::object& o, std::string_view key) {
  auto* v = o.if_contains(key);
  if (!v) return std::nullopt;
  if (v->is_int64()) return v->as_int64();
  if (v->is_uint64() && v->as_uint64() < (1ULL << 62)) return static_cast<int64_t>(v->as_uint64());
  if (v->is_double()) return static_cast<int64_t>(v->as_double());
  return std::nullopt;
}

bool audience_holds(const json::object& claims, const std::string& client_id) {
  auto* aud = claims.if_contains("aud");
  if (!aud) return false;
  if (aud->is_string()) return aud->as_string() == client_id;
  if (!aud->is_array()) return false;
  bool ours = false;
  for (const auto& a : aud->as_array()) ours = ours || (a.is_string() && a.as_string() == client_id);
  // A token for several audiences must name us as the party it was issued to (azp).
  if (aud->as_array().size() > 1) return ours && str(claims, "azp") == client_id;
  return ours;
}

}  // namespace

ClaimError check_id_token_claims(const json::object& claims, const ExpectedClaims& e) {
  if (e.issuer.empty() || str(claims, "iss") != e.issuer) return ClaimError::issuer;
  if (e.audience.empty() || !audience_holds(claims, e.audience)) return ClaimError::audience;
  auto exp = seconds(claims, "exp");
  if (!exp || *exp + e.skew_s <= e.now_s) return ClaimError::expired;
  auto iat = seconds(claims, "iat");
  if (!iat || *iat > e.now_s + e.skew_s) return ClaimError::issued_in_future;
  if (*iat + e.max_age_s + e.skew_s < e.now_s) return ClaimError::expired;
  auto nonce = str(claims, "nonce");
  if (e.nonce.empty() || !nonce || !crypto::equal_constant_time(*nonce, e.nonce)) return ClaimError::nonce;
  if (!subject_of(claims)) return ClaimError::subject;
  return ClaimError::none;
}

std::optional<IdTokenSubject> subject_of(const json::object& claims) {
  auto sub = str(claims, "sub");
  if (!sub || sub->empty() || sub->size() > kMaxSubject) return std::nullopt;
  for (unsigned char c : *sub) {
    if (c < 0x21 || c > 0x7e) return std::nullopt;
  }
  return IdTokenSubject{*sub, str(claims, "name").value_or(""), str(claims, "email").value_or("")};
}

const char* to_string(ClaimError e) {
  switch (e) {
    case ClaimError::none: return "none";
    case ClaimError::issuer: return "issuer";
    case ClaimError::audience: return "audience";
    case ClaimError::expired: return "expired";
    case ClaimError::issued_in_future: return "issued_in_future";
    case ClaimError::nonce: return "nonce";
    case ClaimError::subject: return "subject";
  }
  return "unknown";
}

}  // namespace qsr::account

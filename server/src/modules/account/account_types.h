// The accounts module's value types: members, callers and the client, profiles and addresses.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/i18n.h"

namespace qsr::account {

enum class MemberStatus { active = 1, frozen = 2, cancelled = 3, erased = 4, merged = 5 };

struct Member {
  int64_t id = 0;
  std::string area_code, phone;  // empty when no phone is bound (a third-party-only account)
  bool has_password = false;
  std::string nickname, avatar;
  int sex = 0;
  std::string birthday;  // YYYY-MM-DD or empty
  std::string first_name, last_name, email, octopus_no;
  bool marketing_opt_in = false;
  std::string language = "zh-HK";
  MemberStatus status = MemberStatus::active;
  std::string role = "member";  // member | staff
  std::optional<int64_t> staff_sid;
  std::string invite_code, member_card_no;
  std::optional<int64_t> inviter_member_id;
  bool is_initiative_register = true;
  int failed_logins = 0;
  int64_t locked_until = 0;
  int64_t created_at = 0;
  std::optional<int64_t> erase_after;

  bool has_phone() const { return !phone.empty(); }
  // How codes and limits name the phone ("852-91234567", as validators::Phone::key()).
  std::string phone_key() const { return area_code + "-" + phone; }
};

// Who is calling, resolved from the `auth` header.
struct Caller {
  int64_t session_id = 0;
  std::string kind;  // "visitor" | "member"
  std::optional<int64_t> member_id;
  std::string role = "member";  // for members: member | staff
  std::optional<int64_t> staff_sid;
  bool has_phone = false;

  bool is_member() const { return member_id.has_value(); }
  bool is_staff() const { return role == "staff"; }
};

// What the services need to know about the client, read off the request once at the HTTP edge
// (client_info() in session_service.h) so that no service sees a request: the address (rate
// limits, the session's record), the browser (the session's record) and the language (a new
// member's, a text message's).
struct ClientInfo {
  std::string ip;
  std::string user_agent;
  Lang lang = Lang::zh_HK;
  // The promotion the person came from (launch address qrPromoteId, chan_id), when well formed.
  std::string promote_id, channel;
};

// The profile fields a member changes; absent fields stay as they are.
struct Profile {
  std::optional<std::string> nickname, avatar, birthday, first_name, last_name, email, octopus_no, language;
  std::optional<int> sex;
  std::optional<bool> marketing_opt_in;
};

// A delivery address (spec 000 §3). Coordinates may be missing on rows saved before they were
// required.
struct Address {
  int64_t id = 0;
  std::string consignee, area_code, phone, address, house_number;
  std::optional<double> lat, lng;
  bool is_default = false;
  int64_t updated_at = 0;
};

// A checked address form (address_rules.h).
struct AddressInput {
  std::string consignee, area_code, phone, address, house_number;
  double lat = 0, lng = 0;
  bool is_default = false;
};

// How long a session lives without use (sliding expiry).
inline constexpr int64_t kSessionIdleMs = 30LL * 24 * 3600 * 1000;
// last_seen_at is written at most this often, so reads do not turn into writes.
inline constexpr int64_t kSessionTouchMs = 60LL * 1000;

}  // namespace qsr::account

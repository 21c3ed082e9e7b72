#include "modules/account/sign_in_rules.h"

namespace qsr::account {

SignIn decide_sign_in(const SignInFacts& f) {
  if (f.caller_without_phone) {
    if (!f.phone_taken) return SignIn::bind_phone;
    return f.confirmed ? SignIn::merge_into_holder : SignIn::ask_to_rebind;
  }
  return f.phone_taken ? SignIn::log_in : SignIn::register_member;
}

RebindCode phone_bind_rebind_code(bool caller_has_data, bool shares_a_provider) {
  if (caller_has_data) return kForcedMerge;
  return shares_a_provider ? kIdentityRegisteredRebind : kPhoneRebindMerge;
}

RebindCode phone_change_rebind_code(bool holder_has_data) {
  return holder_has_data ? kPhoneRebindMerge : kPhoneRegisteredRebind;
}

RebindCode identity_link_rebind_code(bool holder_has_phone, bool holder_has_data) {
  if (holder_has_phone) return kForcedMerge;
  return holder_has_data ? kIdentityRebindMerge : kIdentityRegisteredNoPhone;
}

}  // namespace qsr::account

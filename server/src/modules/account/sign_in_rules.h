// Who signs in, and which rebind code to answer, when a phone or a third-party identity belongs to
// someone else (spec 000 §8; docs/decisions/0008-accounts-and-rebinding.md). Pure functions of
// facts the account service has read, so each rule is tested alone.
#pragma once

namespace qsr::account {

// Spec 000 §8 registration codes.
enum RebindCode {
  kIdentityRegisteredRebind = 10030,  // the identity's account holds this phone already: rebind
  kIdentityRegisteredNoPhone = 10031, // identity bound to a phone-less account: rebind it here
  kPhoneRegisteredRebind = 10032,     // the phone belongs to an empty account: move the phone here
  kIdentityRebindMerge = 10033,       // identity bound to an account with data: rebind and merge
  kPhoneRebindMerge = 10034,          // the phone's account has data: rebind and merge
  kForcedMerge = 10035,               // both accounts are in use: merge (cannot be declined)
};

// What POST /v1/account/simpleRegister does with a right code.
enum class SignIn {
  bind_phone,         // a phone-less (third-party) account takes the free phone
  ask_to_rebind,      // the phone is another account's: answer a rebind code, keep the code valid
  merge_into_holder,  // confirmed: the phone's account stays and the caller's merges into it
  log_in,             // the phone's member logs in
  register_member,    // a phone nobody holds: a new member
};

struct SignInFacts {
  bool phone_taken = false;           // a member holds the phone
  bool caller_without_phone = false;  // the caller is a member with no phone (a third-party account)
  bool confirmed = false;             // unBindingOldMember: the person confirmed a rebind prompt
};

// Only a phone-less member binds; anyone else (nobody, a visitor, a member with a phone) logs in
// as the phone's member or registers it.
SignIn decide_sign_in(const SignInFacts& facts);

// A phone-less member asks to bind a phone that another account holds: a forced merge when the
// caller has data of its own; a plain rebind when the two accounts share a third-party provider
// (the phone's account is the same person's); otherwise rebind and merge.
RebindCode phone_bind_rebind_code(bool caller_has_data, bool shares_a_provider);
// A member moves to a phone another account holds: merge when that account has data.
RebindCode phone_change_rebind_code(bool holder_has_data);
// A member links an identity another account holds: a forced merge when that account has a
// phone; rebind and merge when it has data; otherwise a plain rebind.
RebindCode identity_link_rebind_code(bool holder_has_phone, bool holder_has_data);

}  // namespace qsr::account

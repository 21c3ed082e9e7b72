// Who signs in on POST /v1/account/simpleRegister, and which rebind code answers a phone or an
// identity that belongs to another account (spec 000 §8).
#include <gtest/gtest.h>

#include "modules/account/sign_in_rules.h"

namespace qsr::account {
namespace {

TEST(SignIn, PhoneNobodyHolds_RegistersANewMember) {
  EXPECT_EQ(decide_sign_in({.phone_taken = false}), SignIn::register_member);
}

TEST(SignIn, RegisteredPhone_LogsItsMemberIn) {
  EXPECT_EQ(decide_sign_in({.phone_taken = true}), SignIn::log_in);
  // "Confirmed" means nothing to someone who is not binding a phone.
  EXPECT_EQ(decide_sign_in({.phone_taken = true, .confirmed = true}), SignIn::log_in);
}

TEST(SignIn, PhonelessMember_BindsAFreePhone) {
  EXPECT_EQ(decide_sign_in({.phone_taken = false, .caller_without_phone = true}), SignIn::bind_phone);
  EXPECT_EQ(decide_sign_in({.phone_taken = false, .caller_without_phone = true, .confirmed = true}), SignIn::bind_phone);
}

TEST(SignIn, PhonelessMember_IsAskedBeforeTakingAnotherAccountsPhone) {
  EXPECT_EQ(decide_sign_in({.phone_taken = true, .caller_without_phone = true}), SignIn::ask_to_rebind);
}

TEST(SignIn, PhonelessMemberWhoConfirmed_MergesIntoThePhonesAccount) {
  EXPECT_EQ(decide_sign_in({.phone_taken = true, .caller_without_phone = true, .confirmed = true}), SignIn::merge_into_holder);
}

TEST(RebindCode, PhoneBind_CallerWithDataIsAForcedMerge) {
  EXPECT_EQ(phone_bind_rebind_code(true, false), kForcedMerge);
  EXPECT_EQ(phone_bind_rebind_code(true, true), kForcedMerge);
}

TEST(RebindCode, PhoneBind_SharedProviderIsAPlainRebindOtherwiseRebindAndMerge) {
  EXPECT_EQ(phone_bind_rebind_code(false, true), kIdentityRegisteredRebind);
  EXPECT_EQ(phone_bind_rebind_code(false, false), kPhoneRebindMerge);
}

TEST(RebindCode, PhoneChange_MergesOnlyWhenTheHolderHasData) {
  EXPECT_EQ(phone_change_rebind_code(true), kPhoneRebindMerge);
  EXPECT_EQ(phone_change_rebind_code(false), kPhoneRegisteredRebind);
}

TEST(RebindCode, IdentityLink_HolderWithPhoneIsAForcedMergeThenDataDecides) {
  EXPECT_EQ(identity_link_rebind_code(true, false), kForcedMerge);
  EXPECT_EQ(identity_link_rebind_code(true, true), kForcedMerge);
  EXPECT_EQ(identity_link_rebind_code(false, true), kIdentityRebindMerge);
  EXPECT_EQ(identity_link_rebind_code(false, false), kIdentityRegisteredNoPhone);
}

}  // namespace
}  // namespace qsr::account

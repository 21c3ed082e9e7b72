// Work under an SMS code (verified_code.h) and the account service calls built on it, with no
// HTTP server: a wrong code counts a try even though the call fails, a refusal such as a rebind
// prompt leaves the code valid for the confirmation, and a used code is not right twice.
#include <gtest/gtest.h>

#include "../../db/test_databases.h"
#include "../../support/fakes.h"
#include "core/app_error.h"
#include "core/clock.h"
#include "db/migrations.h"
#include "modules/account/account_service.h"
#include "modules/account/member_repo.h"
#include "modules/account/verified_code.h"

namespace qsr::account {
namespace {

using db::testing::PerDialect;

constexpr int64_t kNoon = 1'795'406'400'000;  // 2026-11-23 12:00 Hong Kong
const ClientInfo kClient{"203.0.113.9", "test", Lang::zh_HK};

validators::Phone phone(const std::string& number) { return *validators::parse_phone("852", number); }

// The business code an AppError carries; 0 when `f` does not throw one.
int code_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const AppError& e) {
    return e.result_code;
  }
  return 0;
}

class VerifiedCodes : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db::migrate(db());
    auto sender = std::make_unique<testing::RecordingSmsSender>();
    sent_ = sender.get();
    sessions_ = std::make_unique<SessionService>(db(), clock_);
    sms_ = std::make_unique<SmsService>(db(), clock_, std::move(sender));
    accounts_ = std::make_unique<AccountService>(db(), clock_, *sessions_, *sms_, providers_, hooks_);
  }
  // Sends a code of `scene` to the phone and answers it.
  std::string code_for(const validators::Phone& p, SmsScene scene) {
    accounts_->send_code(p, scene, kClient);
    return sent_->sent.back().code;
  }
  static std::string wrong(const std::string& code) { return code == "000000" ? "111111" : "000000"; }
  int64_t tries_of(const validators::Phone& p) {
    return db().read_value([&](db::Tx& tx) {
      return tx.query_one("SELECT attempts FROM sms_code WHERE phone_key = $1 ORDER BY id DESC", {p.key()})->i64(0);
    });
  }
  template <typename T, typename Work>
  T under(const validators::Phone& p, const std::string& code, Work&& work) {
    return with_verified_code<T>(db(), *sms_, {p.key(), SmsScene::auth, code}, std::forward<Work>(work));
  }
  int64_t member_with_phone(const validators::Phone& p) {
    return db().write_value([&](db::Tx& tx) {
      return member_repo::create(tx, {.area_code = p.area_code, .phone = p.number, .phone_key = p.key()}, kNoon);
    });
  }

  SettableClock clock_{kNoon};
  testing::RecordingSmsSender* sent_ = nullptr;
  IdentityProviders providers_;
  MemberHooks hooks_;
  std::unique_ptr<SessionService> sessions_;
  std::unique_ptr<SmsService> sms_;
  std::unique_ptr<AccountService> accounts_;
};

TEST_P(VerifiedCodes, WrongCode_IsCountedEvenThoughTheCallFails) {
  const auto p = phone("91234567");
  const std::string code = code_for(p, SmsScene::auth);
  bool ran = false;
  auto work = [&](db::Tx&, VerifiedCode&) -> CodeAnswer<int> {
    ran = true;
    return 1;
  };
  EXPECT_EQ(code_of([&] { under<int>(p, wrong(code), work); }), 10021);
  EXPECT_FALSE(ran);
  EXPECT_EQ(tries_of(p), 1);  // committed, though the call threw
  for (int i = 0; i < 3; ++i) EXPECT_EQ(code_of([&] { under<int>(p, wrong(code), work); }), 10021);
  EXPECT_EQ(code_of([&] { under<int>(p, wrong(code), work); }), 429);  // the fifth used the last try
  EXPECT_EQ(code_of([&] { under<int>(p, code, work); }), 429);          // so the right one comes too late
  EXPECT_FALSE(ran);
}

TEST_P(VerifiedCodes, Refusal_IsThrownAfterTheCommitAndLeavesTheCodeForTheConfirmation) {
  const auto p = phone("91234567");
  const std::string code = code_for(p, SmsScene::auth);
  auto ask_first = [](db::Tx&, VerifiedCode&) -> CodeAnswer<int> { return rebind_error(kPhoneRebindMerge); };
  EXPECT_EQ(code_of([&] { under<int>(p, code, ask_first); }), kPhoneRebindMerge);
  int answer = under<int>(p, code, [](db::Tx&, VerifiedCode& verified) -> CodeAnswer<int> {
    if (!verified.use()) return code_error(CodeCheck::wrong);
    return 7;
  });
  EXPECT_EQ(answer, 7);
}

TEST_P(VerifiedCodes, UsedCode_IsNotRightTwice) {
  const auto p = phone("91234567");
  const std::string code = code_for(p, SmsScene::auth);
  auto use = [](db::Tx&, VerifiedCode& verified) -> CodeAnswer<int> {
    if (!verified.use()) return code_error(CodeCheck::wrong);
    return 1;
  };
  EXPECT_EQ(under<int>(p, code, use), 1);
  EXPECT_EQ(code_of([&] { under<int>(p, code, use); }), 10021);
}

TEST_P(VerifiedCodes, ChangePhone_WrongCodeCountsATryAndChangesNothing) {
  const int64_t self = member_with_phone(phone("91234567"));
  Caller caller;
  caller.member_id = self;
  const auto to = phone("92345678");
  const std::string code = code_for(to, SmsScene::change_phone);
  EXPECT_EQ(code_of([&] { accounts_->change_phone(kClient, caller, to, wrong(code), false); }), 10021);
  EXPECT_EQ(tries_of(to), 1);
  EXPECT_EQ(db().read_value([&](db::Tx& tx) { return member_repo::by_id(tx, self); })->phone, "91234567");
  AuthResult r = accounts_->change_phone(kClient, caller, to, code, false);
  EXPECT_EQ(r.member.phone, "92345678");
}

TEST_P(VerifiedCodes, PhonelessMember_IsAskedThenConfirmsWithTheSameCodeAndMergesIntoThePhonesAccount) {
  const auto p = phone("91234567");
  const int64_t holder = member_with_phone(p);
  const std::string token = db().write_value([&](db::Tx& tx) {
    int64_t phoneless = member_repo::create(tx, {.is_initiative_register = false, .nickname = "third party"}, kNoon);
    return sessions_->create_member(tx, phoneless, kClient).token;
  });
  const std::string code = code_for(p, SmsScene::auth);
  EXPECT_EQ(code_of([&] { accounts_->register_or_login(kClient, token, p, code, std::nullopt, false); }), kPhoneRebindMerge);
  AuthResult r = accounts_->register_or_login(kClient, token, p, code, std::nullopt, true);
  EXPECT_EQ(r.member_id, holder);
  EXPECT_FALSE(r.is_new);
  EXPECT_TRUE(r.has_phone);
  EXPECT_EQ(code_of([&] { sessions_->resolve_token(token); }), 401);  // the merged account's session ended
}

TEST_P(VerifiedCodes, NewPhone_RegistersAMemberInTheClientsLanguage) {
  const auto p = phone("91234567");
  const std::string code = code_for(p, SmsScene::auth);
  AuthResult r = accounts_->register_or_login({"203.0.113.9", "test", Lang::en}, "", p, code, std::nullopt, false);
  EXPECT_TRUE(r.is_new);
  EXPECT_EQ(r.member.language, "en");
  EXPECT_EQ(sessions_->resolve_token(r.token)->member_id, r.member_id);
}

QSR_FOR_EACH_DIALECT(VerifiedCodes);

}  // namespace
}  // namespace qsr::account

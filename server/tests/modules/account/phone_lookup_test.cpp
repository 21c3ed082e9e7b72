// The phone lookup's reference (docs/decisions/0054) on SQLite and PostgreSQL, with no HTTP
// server: it names the member only for the member who asked, only while it lasts, and only while
// that member is active.
#include <gtest/gtest.h>

#include "../../db/test_databases.h"
#include "core/clock.h"
#include "db/migrations.h"
#include "modules/account/member_repo.h"
#include "modules/account/phone_lookup.h"

namespace qsr::account {
namespace {

using db::testing::PerDialect;

constexpr int64_t kNoon = 1'795'406'400'000;  // 2026-11-23 12:00 Hong Kong

class PhoneLookup : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db::migrate(db());
    db().write([&](db::Tx& tx) {
      ada_ = member_repo::create(tx, {.area_code = "852", .phone = "91234567", .phone_key = "852-91234567", .nickname = "Ada"}, kNoon);
      bob_ = member_repo::create(tx, {.area_code = "852", .phone = "97654321", .phone_key = "852-97654321", .nickname = "Bob"}, kNoon);
    });
  }
  std::optional<int64_t> named(int64_t asker, const std::string& ref) {
    return db().read_value([&](db::Tx& tx) { return member_of_ref(tx, asker, ref, clock_.now_ms()); });
  }
  SettableClock clock_{kNoon};
  int64_t ada_ = 0, bob_ = 0;
};

TEST_P(PhoneLookup, Reference_NamesTheMemberOnlyForTheAskerAndOnlyWhileItLasts) {
  const FoundMember f = find_member_by_phone(db(), clock_, ada_, "10.0.0.1", {"852", "97654321"});
  EXPECT_EQ(f.masked_phone, "976*4321");
  EXPECT_EQ(f.name_initial, "B*");
  EXPECT_EQ(named(ada_, f.ref), bob_);
  EXPECT_EQ(named(bob_, f.ref), std::nullopt);   // another member's reference names nobody
  EXPECT_EQ(named(ada_, f.ref + "x"), std::nullopt);
  clock_.advance(kMemberRefLifetimeMs);
  EXPECT_EQ(named(ada_, f.ref), std::nullopt);
  EXPECT_EQ(db().write_value([&](db::Tx& tx) { return forget_expired_member_refs(tx, clock_.now_ms()); }), 1);
}

QSR_FOR_EACH_DIALECT(PhoneLookup);

}  // namespace
}  // namespace qsr::account

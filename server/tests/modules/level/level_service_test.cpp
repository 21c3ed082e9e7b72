// Growth through the service on a real database (SQLite and PostgreSQL): a paid order earns once
// however often it is told again; refunds take back their share; the member's growth is always
// the ledger's sum; growth earned in a period that has ended is not taken from the next; a
// period's end is done once however many runners there are.
#include <gtest/gtest.h>

#include "../../db/test_databases.h"
#include "core/clock.h"
#include "db/migrations.h"
#include "modules/account/member_repo.h"
#include "modules/level/level_repo.h"
#include "modules/level/level_service.h"

namespace qsr::level {
namespace {

using db::testing::PerDialect;

const int64_t kNoon = hk_local_to_utc_ms(2026, 11, 25, 12 * 60);

class LevelServiceDb : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db::migrate(db());
    db().write([&](db::Tx& tx) {
      member_ = account::member_repo::create(tx, {.nickname = "m"}, 1);
      repo::save_growth_rule(tx, 100, 1);  // HK$1 -> 1 growth
      repo::save_level(tx, {0, "green", I18nText::from_json_text(R"("Green")"), 0, 0}, 1);
      repo::save_level(tx, {0, "silver", I18nText::from_json_text(R"("Silver")"), 30, 365}, 1);
    });
    service_ = std::make_unique<LevelService>(db(), clock_);
  }
  // Tells the service the order's money as it is now.
  void tell(const std::string& no, int64_t payable, int64_t paid, int64_t refunded, bool cancelled = false) {
    db().write([&](db::Tx& tx) { service_->settle_order(tx, {member_, no, payable, paid, refunded, true, cancelled}, clock_.now_ms()); });
  }
  // The growth and the ledger's sum, which must agree.
  std::pair<int64_t, int64_t> books() {
    return db().read_value([&](db::Tx& tx) {
      const int64_t sum = tx.query_one("SELECT COALESCE(SUM(delta), 0) FROM growth_ledger WHERE member_id = $1", {member_})->i64(0);
      auto s = repo::standing(tx, member_);
      return std::pair<int64_t, int64_t>{s ? s->growth : 0, sum};
    });
  }
  std::string level() { return service_->member_level(member_).current()->code; }

  SettableClock clock_{kNoon};
  std::unique_ptr<LevelService> service_;
  int64_t member_ = 0;
};

}  // namespace

TEST_P(LevelServiceDb, Earn_APaidOrderEarnsOnceHoweverOftenItIsToldAgain) {
  for (int i = 0; i < 3; ++i) tell("A1", 3599, 3599, 0);
  EXPECT_EQ(books(), (std::pair<int64_t, int64_t>{35, 35}));  // floored
  EXPECT_EQ(level(), "silver");
  EXPECT_EQ(service_->records(member_, 10, 0).total, 1);
}

TEST_P(LevelServiceDb, Reverse_ARefundTakesItsShareAndUndoesTheUpgradeItPaidFor) {
  tell("A1", 3500, 3500, 0);
  ASSERT_EQ(level(), "silver");
  tell("A1", 3500, 3500, 1700);  // HK$17 back: 18 kept
  EXPECT_EQ(books(), (std::pair<int64_t, int64_t>{18, 18}));
  EXPECT_EQ(level(), "green");
  tell("A1", 3500, 3500, 1700);  // told again: nothing more
  EXPECT_EQ(books().first, 18);
  tell("A1", 3500, 3500, 3500);
  EXPECT_EQ(books(), (std::pair<int64_t, int64_t>{0, 0}));
}

TEST_P(LevelServiceDb, Period_EndsOnceAndGrowthOfAClosedPeriodIsNotTakenFromTheNext) {
  tell("A1", 4000, 4000, 0);
  ASSERT_EQ(level(), "silver");
  const int64_t end = *service_->member_level(member_).standing.expires_at;
  clock_.set(end);
  EXPECT_EQ(service_->end_due_periods(), 1);
  EXPECT_EQ(service_->end_due_periods(), 0);  // a second runner finds nothing to do
  EXPECT_EQ(level(), "silver");               // 40 growth kept silver for the next period
  EXPECT_EQ(books(), (std::pair<int64_t, int64_t>{0, 0}));
  tell("A1", 4000, 4000, 4000);  // refunded a year later: that period is closed
  EXPECT_EQ(books().first, 0);
  EXPECT_EQ(level(), "silver");
}

QSR_FOR_EACH_DIALECT(LevelServiceDb);

}  // namespace qsr::level

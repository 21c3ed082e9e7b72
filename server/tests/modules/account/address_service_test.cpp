// A member's delivery addresses on their service, with no HTTP server: only the owner reads or
// changes an address, a member keeps at most twenty, and there is always a default while any is
// kept.
#include <gtest/gtest.h>

#include "../../db/test_databases.h"
#include "core/app_error.h"
#include "core/clock.h"
#include "db/migrations.h"
#include "modules/account/address_rules.h"
#include "modules/account/address_service.h"
#include "modules/account/member_repo.h"

namespace qsr::account {
namespace {

using db::testing::PerDialect;

constexpr int64_t kNoon = 1'795'406'400'000;  // 2026-11-23 12:00 Hong Kong

AddressInput form(const std::string& consignee, bool is_default = false) {
  AddressInput in;
  in.consignee = consignee;
  in.area_code = "852";
  in.phone = "91234567";
  in.address = "1 Queen's Road Central";
  in.lat = 22.28;
  in.lng = 114.16;
  in.is_default = is_default;
  return in;
}

// The 404 an address that is not the caller's answers, as if it did not exist.
void expect_not_found(const std::function<void()>& f) {
  try {
    f();
    ADD_FAILURE() << "expected address_not_found";
  } catch (const AppError& e) {
    EXPECT_EQ(e.http_status, 404);
    EXPECT_EQ(e.message_key, "address_not_found");
  }
}

class Addresses : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db::migrate(db());
    db().write([&](db::Tx& tx) {
      ada_ = member_repo::create(tx, {.nickname = "Ada"}, kNoon);
      bob_ = member_repo::create(tx, {.nickname = "Bob"}, kNoon);
    });
    addresses_ = std::make_unique<AddressService>(db(), clock_);
  }
  int64_t default_of(int64_t member) {
    for (const auto& a : addresses_->list(member)) {
      if (a.is_default) return a.id;
    }
    return 0;
  }

  SettableClock clock_{kNoon};
  std::unique_ptr<AddressService> addresses_;
  int64_t ada_ = 0, bob_ = 0;
};

TEST_P(Addresses, SomeoneElsesAddress_IsNotFoundForEveryCallAndStaysAsItWas) {
  Address mine = addresses_->save(ada_, std::nullopt, form("Ada"));
  expect_not_found([&] { addresses_->get(bob_, mine.id); });
  expect_not_found([&] { addresses_->save(bob_, mine.id, form("Bob")); });
  expect_not_found([&] { addresses_->remove(bob_, mine.id); });
  expect_not_found([&] { addresses_->make_default(bob_, mine.id); });
  EXPECT_TRUE(addresses_->list(bob_).empty());
  Address after = addresses_->get(ada_, mine.id);
  EXPECT_EQ(after.consignee, "Ada");
  EXPECT_TRUE(after.is_default);
}

TEST_P(Addresses, TwentyFirstAddress_IsRefusedAndAFreedPlaceCanBeUsedAgain) {
  std::vector<int64_t> ids;
  for (int i = 0; i < kMaxAddresses; ++i) ids.push_back(addresses_->save(ada_, std::nullopt, form(std::to_string(i))).id);
  try {
    addresses_->save(ada_, std::nullopt, form("one too many"));
    ADD_FAILURE() << "expected address_limit";
  } catch (const AppError& e) {
    EXPECT_EQ(e.message_key, "address_limit");
  }
  EXPECT_EQ(addresses_->list(ada_).size(), static_cast<size_t>(kMaxAddresses));
  EXPECT_NO_THROW(addresses_->save(ada_, ids[3], form("changed")));  // changing one is not adding
  addresses_->remove(ada_, ids[0]);
  EXPECT_NO_THROW(addresses_->save(ada_, std::nullopt, form("again")));
  // Another member's count is their own.
  EXPECT_NO_THROW(addresses_->save(bob_, std::nullopt, form("Bob")));
}

TEST_P(Addresses, FirstAddress_IsTheDefaultAndANewDefaultReplacesIt) {
  Address first = addresses_->save(ada_, std::nullopt, form("first"));
  EXPECT_TRUE(first.is_default);
  Address second = addresses_->save(ada_, std::nullopt, form("second"));
  EXPECT_FALSE(second.is_default);
  Address third = addresses_->save(ada_, std::nullopt, form("third", true));
  EXPECT_TRUE(third.is_default);
  EXPECT_EQ(default_of(ada_), third.id);
  addresses_->make_default(ada_, second.id);
  EXPECT_EQ(default_of(ada_), second.id);
  EXPECT_EQ(addresses_->list(ada_).front().id, second.id);  // the default comes first
}

TEST_P(Addresses, DeletedDefault_PassesToTheMostRecentlyChangedAddress) {
  Address first = addresses_->save(ada_, std::nullopt, form("first"));
  clock_.advance(1000);
  Address second = addresses_->save(ada_, std::nullopt, form("second"));
  clock_.advance(1000);
  Address third = addresses_->save(ada_, std::nullopt, form("third"));
  clock_.advance(1000);
  addresses_->save(ada_, second.id, form("second, changed"));
  addresses_->remove(ada_, first.id);
  EXPECT_EQ(default_of(ada_), second.id);
  expect_not_found([&] { addresses_->get(ada_, first.id); });
  expect_not_found([&] { addresses_->remove(ada_, first.id); });  // gone is gone
  EXPECT_EQ(addresses_->list(ada_).size(), 2u);
  (void)third;
}

QSR_FOR_EACH_DIALECT(Addresses);

}  // namespace
}  // namespace qsr::account

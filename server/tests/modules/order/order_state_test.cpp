#include <gtest/gtest.h>

#include "modules/order/order_state.h"

namespace qsr::order {

TEST(OrderState, TheHappyPickupPathIsAllowedStepByStep) {
  EXPECT_TRUE(allowed(Status::waiting_payment, Status::awaiting_acceptance, Actor::gateway));
  EXPECT_TRUE(allowed(Status::awaiting_acceptance, Status::in_production, Actor::store));
  EXPECT_TRUE(allowed(Status::in_production, Status::ready, Actor::store));
  EXPECT_TRUE(allowed(Status::ready, Status::finished, Actor::customer));
}

TEST(OrderState, TheDeliveryPathGoesThroughTheRider) {
  EXPECT_TRUE(allowed(Status::in_production, Status::rider_to_merchant, Actor::courier));
  EXPECT_TRUE(allowed(Status::rider_to_merchant, Status::rider_delivering, Actor::courier));
  EXPECT_TRUE(allowed(Status::rider_delivering, Status::finished, Actor::customer));
}

TEST(OrderState, StepsCannotBeSkippedOrTakenByTheWrongActor) {
  EXPECT_FALSE(allowed(Status::waiting_payment, Status::in_production, Actor::store));  // unpaid
  EXPECT_FALSE(allowed(Status::awaiting_acceptance, Status::ready, Actor::store));       // skips production
  EXPECT_FALSE(allowed(Status::awaiting_acceptance, Status::in_production, Actor::customer));
  EXPECT_FALSE(allowed(Status::waiting_payment, Status::awaiting_acceptance, Actor::customer));  // only a payment pays
}

TEST(OrderState, FinalStatesHaveNoWayOut) {
  for (const auto& t : transitions()) {
    EXPECT_FALSE(is_final(t.from)) << status_name(t.from) << " -> " << status_name(t.to);
  }
}

TEST(OrderState, TheCustomerMayCancelOnlyBeforeTheStoreAccepts) {
  EXPECT_TRUE(customer_may_cancel(Status::waiting_payment));
  EXPECT_TRUE(customer_may_cancel(Status::awaiting_acceptance));
  EXPECT_FALSE(customer_may_cancel(Status::in_production));
  // Someone who left the card page may cancel while the checkout is still open.
  EXPECT_TRUE(customer_may_cancel(Status::paying));
  EXPECT_TRUE(allowed(Status::paying, Status::cancelled, Actor::customer));
  EXPECT_FALSE(allowed(Status::in_production, Status::cancelled, Actor::customer));
  EXPECT_TRUE(allowed(Status::in_production, Status::cancelled, Actor::store));
}

TEST(OrderState, NamesRoundTrip) {
  for (const auto& t : transitions()) {
    EXPECT_EQ(status_from(status_name(t.to)), t.to);
  }
  EXPECT_FALSE(status_from("teleported").has_value());
}

}  // namespace qsr::order

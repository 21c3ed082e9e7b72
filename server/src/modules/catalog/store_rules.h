// Pure rules about stores: what status a customer sees now, where a store delivers, and which
// times can be booked. No I/O: everything comes in as arguments, so tests can pin the clock.
#pragma once

#include <string>
#include <vector>

#include "core/clock.h"
#include "modules/catalog/catalog_types.h"

namespace qsr::catalog {

// The status customers see: the manual status, and for an "open" (or "busy") store the hours:
// outside them it is closed, inside a break it is on break.
StoreStatus effective_status(const Store& store, const LocalTime& now);

// True when (lat, lng) lies within the store's delivery radius.
bool delivers_to(const Store& store, double lat, double lng);

// Preparation time before the first bookable slot (spec 000 §9: pickup within 30 minutes of the
// chosen time, so a pickup slot is a 30-minute window).
inline constexpr int kPickupLeadMinutes = 15;
inline constexpr int kDeliveryLeadMinutes = 30;
inline constexpr int kSlotStepMinutes = 15;
inline constexpr int kSlotWindowMinutes = 30;
inline constexpr int kBookableDays = 3;  // today and the next two days

struct Slot {
  int minute_of_day = 0;
  int64_t at_ms = 0;
};

struct DaySlots {
  LocalTime day;  // local midnight of the day
  std::vector<Slot> slots;
};

// Bookable slots every 15 minutes from now + lead time while the store is open (breaks skipped),
// for today and the next two days. A store closed by its manual status has none.
std::vector<DaySlots> booking_slots(const Store& store, OrderType type, int64_t now_ms);

// The earliest time an order placed now could be ready (now + lead, rounded up to a minute),
// or nullopt when the store is not taking orders now.
std::optional<int64_t> asap_ready_ms(const Store& store, OrderType type, int64_t now_ms);

}  // namespace qsr::catalog

#include "modules/catalog/store_rules.h"

#include "core/geo.h"

namespace qsr::catalog {

StoreStatus effective_status(const Store& store, const LocalTime& now) {
  if (store.status == StoreStatus::closed || store.status == StoreStatus::on_break) return store.status;
  switch (tw::state_at(store.hours, now)) {
    case tw::OpenState::closed: return StoreStatus::closed;
    case tw::OpenState::on_break: return StoreStatus::on_break;
    case tw::OpenState::open: break;
  }
  return store.status;  // open or busy
}

bool delivers_to(const Store& store, double lat, double lng) {
  return store.delivery_radius_m > 0 && geo::distance_m(store.lat, store.lng, lat, lng) <= store.delivery_radius_m;
}

namespace {

int lead_minutes(OrderType type) { return type == OrderType::takeout ? kDeliveryLeadMinutes : kPickupLeadMinutes; }

}  // namespace

std::vector<DaySlots> booking_slots(const Store& store, OrderType type, int64_t now_ms) {
  std::vector<DaySlots> days;
  if (store.status == StoreStatus::closed || !store.offers(type)) return days;
  const int64_t earliest = now_ms + static_cast<int64_t>(lead_minutes(type)) * 60000;
  const LocalTime today = to_hk_local(now_ms);
  for (int d = 0; d < kBookableDays; ++d) {
    LocalTime day = to_hk_local(today.day_start_ms + static_cast<int64_t>(d) * 86400000 + 3600000);
    day.minute_of_day = 0;
    DaySlots out{day, {}};
    for (int m = 0; m < kMinutesPerDay; m += kSlotStepMinutes) {
      const int64_t at = day.day_start_ms + static_cast<int64_t>(m) * 60000;
      if (at < earliest) continue;
      LocalTime t = day;
      t.minute_of_day = m;
      if (tw::state_at(store.hours, t) == tw::OpenState::open) out.slots.push_back({m, at});
    }
    days.push_back(std::move(out));
  }
  return days;
}

std::optional<int64_t> asap_ready_ms(const Store& store, OrderType type, int64_t now_ms) {
  if (!store.offers(type) || effective_status(store, to_hk_local(now_ms)) != StoreStatus::open) return std::nullopt;
  int64_t ready = now_ms + static_cast<int64_t>(lead_minutes(type)) * 60000;
  return (ready + 59999) / 60000 * 60000;
}

}  // namespace qsr::catalog

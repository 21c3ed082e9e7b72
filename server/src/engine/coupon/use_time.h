// Coupon use time (spec 001 §5 rule 5): weekdays 1..7 from Sunday, time slots of the day and
// multi-segment available / unavailable date ranges, all in Hong Kong local time.
#pragma once

#include <cstdint>

#include "engine/coupon/coupon.h"

namespace qsr::engine::coupon {

bool within_weekdays_and_slots(const UseTime& use_time, const LocalTime& local);
bool within_date_ranges(const UseTime& use_time, const LocalTime& local);
bool within_use_time(const UseTime& use_time, int64_t utc_ms);

}  // namespace qsr::engine::coupon

// Fixed-window rate limits kept in the database, so every server instance counts the same hits
// and a restart forgets nothing. A hit is one upsert; the limit is checked in the same statement's
// transaction, so two racing requests cannot both slip under it.
#pragma once

#include <cstdint>
#include <string>

#include "db/db.h"

namespace qsr {

struct RateLimit {
  std::string bucket;    // e.g. "sms:phone:852-91234567"
  int64_t window_start;  // epoch ms where this window began (caller decides: minute, day, ...)
  int64_t max_hits;
};

// Counts one hit; returns false (and counts nothing) when the window already holds max_hits.
bool take_hit(db::Tx& tx, const RateLimit& limit);
// How many hits the window holds.
int64_t hits(db::Tx& tx, const std::string& bucket, int64_t window_start);
// Deletes windows that started before `before_ms`, and cooldowns last taken before it
// (housekeeping job).
int64_t forget_windows_before(db::Tx& tx, int64_t before_ms);

// At most once per `interval_ms` for a bucket (a sliding wait, not a fixed window): takes it and
// answers true, or answers false and changes nothing when it was taken less than the interval ago.
bool take_cooldown(db::Tx& tx, const std::string& bucket, int64_t now_ms, int64_t interval_ms);
// Gives a taken cooldown back (what it allowed did not happen after all).
void give_back_cooldown(db::Tx& tx, const std::string& bucket);

}  // namespace qsr

// The level module's tables (private to the module): levels, the growth rule, members' standings,
// the growth ledger and user groups.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/level/level_rules.h"
#include "modules/level/level_types.h"

namespace qsr::level::repo {

Levels levels(db::Tx& tx);
// Adds the level or changes the one with its code; answers its id.
int64_t save_level(db::Tx& tx, const Level& l, int64_t now_ms);
int64_t consumption_money(db::Tx& tx);
void save_growth_rule(db::Tx& tx, int64_t consumption_money, int64_t now_ms);

std::optional<Standing> standing(db::Tx& tx, int64_t member_id);
// Announces `standing` soon in this transaction (db::Tx::prefetch).
void prefetch_standing(db::Tx& tx, int64_t member_id);
// The member's standing, created as `first` when they have none, locked until the transaction ends.
Standing lock_standing(db::Tx& tx, int64_t member_id, const Standing& first, int64_t now_ms);
void save_standing(db::Tx& tx, int64_t member_id, const Standing& s, int64_t now_ms);
// Members whose period ended by `now_ms`, soonest first.
std::vector<int64_t> periods_due(db::Tx& tx, int64_t now_ms, int64_t limit);

// A ledger row; nullopt (nothing written) when its key was used before.
std::optional<int64_t> write_ledger(db::Tx& tx, int64_t member_id, const GrowthEntry& e, int64_t growth_after);
int64_t sum_for(db::Tx& tx, const std::string& reference, const std::string& reason);
// When the row of `reason` for `reference` was written (the first one), if there is one.
std::optional<int64_t> written_at(db::Tx& tx, const std::string& reference, const std::string& reason);
std::vector<GrowthRecord> records(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset);
int64_t record_count(db::Tx& tx, int64_t member_id);

int64_t create_group(db::Tx& tx, const I18nText& name, int64_t now_ms);
std::vector<UserGroup> groups(db::Tx& tx);
bool group_exists(db::Tx& tx, int64_t group_id);
// Adds those not in it yet (members that exist: the caller checks); answers how many were added.
int64_t add_to_group(db::Tx& tx, int64_t group_id, const std::vector<int64_t>& member_ids, int64_t now_ms);
int64_t remove_from_group(db::Tx& tx, int64_t group_id, const std::vector<int64_t>& member_ids);
std::vector<int64_t> groups_of(db::Tx& tx, int64_t member_id);
void move_groups(db::Tx& tx, int64_t from, int64_t to);
void leave_groups(db::Tx& tx, int64_t member_id);
int64_t has_standing(db::Tx& tx, int64_t member_id);

// Member types, newest first.
std::vector<MemberType> types_of(db::Tx& tx, int64_t member_id);
std::optional<MemberType> type_by_id(db::Tx& tx, int64_t id);
// Marks approved rows of the member's `kind` that ended by `now_ms` expired (a new request may follow).
void end_lapsed_types(db::Tx& tx, int64_t member_id, const std::string& kind, int64_t now_ms);
// False (nothing written) when the member has an open (pending or approved) row of that kind.
bool insert_type(db::Tx& tx, const MemberType& t);
// Moves a row from `from` to `to`; false when it was not in `from`.
bool decide_type(db::Tx& tx, int64_t id, const std::string& from, const std::string& to, int64_t staff_id, int64_t sid, int64_t now_ms);
void move_types(db::Tx& tx, int64_t from, int64_t to);

}  // namespace qsr::level::repo

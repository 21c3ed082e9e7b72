// The address table. Every statement names the member, so one member never reads or changes
// another's address: someone else's id finds nothing.
#pragma once

#include <optional>
#include <vector>

#include "db/db.h"
#include "modules/account/account_types.h"

namespace qsr::account::address_repo {

// The member's kept addresses, the default first, then the most recently changed.
std::vector<Address> of_member(db::Tx& tx, int64_t member_id);
std::optional<Address> find(db::Tx& tx, int64_t member_id, int64_t id);
int64_t count(db::Tx& tx, int64_t member_id);
int64_t insert(db::Tx& tx, int64_t member_id, const AddressInput& in, bool is_default, int64_t now_ms);
// False when the member has no such address.
bool update(db::Tx& tx, int64_t member_id, int64_t id, const AddressInput& in, int64_t now_ms);
// Marks it deleted (kept for orders that name it); false when the member has no such address.
bool remove(db::Tx& tx, int64_t member_id, int64_t id, int64_t now_ms);
// Makes `id` the default; false when the member has no such address.
bool set_default(db::Tx& tx, int64_t member_id, int64_t id);
// Every other address of the member stops being the default.
void clear_default_except(db::Tx& tx, int64_t member_id, int64_t id);
bool has_default(db::Tx& tx, int64_t member_id);
std::optional<int64_t> most_recent(db::Tx& tx, int64_t member_id);

// Account merge: the addresses of `from` go to `to`, none of them its default.
void move_all(db::Tx& tx, int64_t from, int64_t to);
// Erasure of a cancelled member: the addresses go for good.
void erase_all(db::Tx& tx, int64_t member_id);

// A visitor session's addresses (visitor_address): the newest first, none a default.
std::vector<Address> of_visitor(db::Tx& tx, int64_t session_id);
int64_t count_of_visitor(db::Tx& tx, int64_t session_id);
int64_t insert_for_visitor(db::Tx& tx, int64_t session_id, const AddressInput& in, int64_t now_ms);
// Sign-in: the visitor's oldest `room` addresses become the member's (none of them its default),
// and the visitor's rows go, moved or not. Answers how many moved.
int64_t adopt_visitor(db::Tx& tx, int64_t session_id, int64_t member_id, int64_t room, int64_t now_ms);
// Housekeeping: the addresses of sessions that are gone.
int64_t forget_orphaned_visitor_addresses(db::Tx& tx);

}  // namespace qsr::account::address_repo

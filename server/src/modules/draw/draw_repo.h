// The draw module's tables (draw_activity, draw_prize, draw_entry, draw_request, draw_record):
// private to it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/draw/draw_rules.h"
#include "modules/draw/draw_types.h"

namespace qsr::draw::repo {

std::vector<Activity> activities(db::Tx& tx);  // every one, by sort
std::optional<Activity> activity(db::Tx& tx, int64_t id);
int64_t save_activity(db::Tx& tx, const Activity& a, int64_t now_ms);  // id 0 adds; answers the id

std::vector<Prize> prizes(db::Tx& tx, int64_t activity_id);  // by sort
std::optional<Prize> prize(db::Tx& tx, int64_t id);
int64_t save_prize(db::Tx& tx, const Prize& p, int64_t now_ms);
// Takes one off a prize's stock (always true for one without a limit); false, nothing written,
// when none is left. The row lock makes a racing draw wait and then see what this one left.
bool take_one(db::Tx& tx, int64_t prize_id, int64_t now_ms);
// Locks the activity's counted prizes in id order (PostgreSQL; SQLite has one writer anyway).
void lock_stock(db::Tx& tx, int64_t activity_id);

// The member's use of an activity (empty when they never drew).
Entry entry(db::Tx& tx, int64_t activity_id, int64_t member_id);
// Counts `times` draws on `day` if the limits allow (0: none): the use as it is then, or nullopt
// (nothing counted) otherwise. One conditional update, so concurrent draws of one member cannot
// pass a limit together.
std::optional<Entry> count_draws(db::Tx& tx, int64_t activity_id, int64_t member_id, const std::string& day, int64_t times,
                 int64_t daily_limit, int64_t total_limit);

// Inserts the request unless the member's key (or, for a per-order draw, the order) was used;
// answers its id, or nullopt for a repeat.
std::optional<int64_t> insert_request(db::Tx& tx, const Request& r);
std::optional<Request> request_by_key(db::Tx& tx, int64_t member_id, const std::string& key);
std::optional<Request> request_for_order(db::Tx& tx, int64_t activity_id, const std::string& order_no);

void insert_record(db::Tx& tx, const Record& r);
std::optional<Record> record(db::Tx& tx, const std::string& record_no);
std::vector<Record> records_of_draw(db::Tx& tx, int64_t draw_id);
// The member's records, newest first.
std::vector<Record> records(db::Tx& tx, int64_t member_id, const RecordFilter& f, int64_t limit, int64_t offset);
int64_t count_records(db::Tx& tx, int64_t member_id, const RecordFilter& f);
std::vector<Record> records_of_order(db::Tx& tx, const std::string& order_no);
// Moves a record on from one of `from`; false when it was in none of them (another request won).
bool move(db::Tx& tx, int64_t id, const std::vector<std::string>& from, const std::string& to, int64_t now_ms);
void set_address(db::Tx& tx, int64_t id, const std::string& consignee, const std::string& phone, const std::string& address);

// Account merge.
// Erasure: the records stay (the ledgers point at them), without where a prize was to go.
void forget_addresses(db::Tx& tx, int64_t member_id);
void move_member(db::Tx& tx, int64_t from, int64_t to);
int64_t count_requests(db::Tx& tx, int64_t member_id);

}  // namespace qsr::draw::repo

// The message module's SQL (member_message, message_preference, message_job_day).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/message/message_types.h"

namespace qsr::message::repo {

// Inserts unless the member has a message of this dedup key; true when it wrote one.
bool insert(db::Tx& tx, const Notice& n, int64_t now_ms);
std::vector<Message> page(db::Tx& tx, int64_t member_id, const std::optional<std::string>& category, int64_t limit, int64_t offset);
int64_t count(db::Tx& tx, int64_t member_id, const std::optional<std::string>& category);
int64_t unread_count(db::Tx& tx, int64_t member_id, const std::optional<std::string>& category);
std::optional<Message> newest_unread(db::Tx& tx, int64_t member_id, const std::optional<std::string>& category);
// Marks the member's own messages of these ids read (others' ids match nothing); how many changed.
int64_t mark_read(db::Tx& tx, int64_t member_id, const std::vector<int64_t>& ids, int64_t now_ms);
// Marks every unread message of the member with an id up to `up_to` read (of one category or all).
int64_t mark_read_up_to(db::Tx& tx, int64_t member_id, int64_t up_to, const std::optional<std::string>& category, int64_t now_ms);
std::map<std::string, bool> preferences(db::Tx& tx, int64_t member_id);  // only the rows set
void set_preference(db::Tx& tx, int64_t member_id, const std::string& category, bool enabled, int64_t now_ms);
void erase_member(db::Tx& tx, int64_t member_id);
void merge(db::Tx& tx, int64_t from, int64_t to);
bool job_done(db::Tx& tx, const std::string& job, const std::string& day);
void mark_job_done(db::Tx& tx, const std::string& job, const std::string& day, int64_t now_ms);

}  // namespace qsr::message::repo

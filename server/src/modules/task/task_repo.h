// The task module's tables (task, task_claim): private to it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/task/task_types.h"

namespace qsr::task::repo {

std::vector<Task> tasks(db::Tx& tx);  // every one, by sort
std::optional<Task> task(db::Tx& tx, int64_t id);
int64_t save_task(db::Tx& tx, const Task& t, int64_t now_ms);  // id 0 adds; answers the id

// Inserts the claim unless the member claimed the task in that period; answers whether it did (a
// second claim waits for the first one's commit here, then finds it).
bool insert_claim(db::Tx& tx, const Claim& c);
std::optional<Claim> claim(db::Tx& tx, int64_t task_id, int64_t member_id, const std::string& period_key);
// The member's claims of each task in the period named with it (the task centre's list).
struct TaskPeriod {
  int64_t task_id = 0;
  std::string period_key;
};
std::vector<Claim> claims(db::Tx& tx, int64_t member_id, const std::vector<TaskPeriod>& periods);
// The coupon a claim gave, written once the claim has its row.
void set_coupon(db::Tx& tx, int64_t claim_task_id, int64_t member_id, const std::string& period_key, const std::string& code);

// Account merge.
void move_member(db::Tx& tx, int64_t from, int64_t to);
int64_t count_claims(db::Tx& tx, int64_t member_id);

}  // namespace qsr::task::repo

// The popup module's tables (popup, popup_record, popup_grant): private to it.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "db/db.h"
#include "modules/popup/popup_types.h"

namespace qsr::popup::repo {

std::vector<Popup> popups(db::Tx& tx);  // every one, highest priority first
std::optional<Popup> popup(db::Tx& tx, int64_t id);
int64_t save_popup(db::Tx& tx, const Popup& p, int64_t now_ms);  // id 0 adds; answers the id

// Records a display unless one of that popup, member and period exists (the unique key decides
// between concurrent calls); answers when the display was recorded (the first one's time).
int64_t record(db::Tx& tx, int64_t popup_id, int64_t member_id, const std::string& period_key, int64_t now_ms);
// The member's recorded (popup, period) pairs.
std::set<std::pair<int64_t, std::string>> records(db::Tx& tx, int64_t member_id);

// Inserts the gift row of that popup, member and period; false when it was there (given already).
bool insert_grant(db::Tx& tx, int64_t popup_id, int64_t member_id, const std::string& period_key, int64_t now_ms);
void set_grant_codes(db::Tx& tx, int64_t popup_id, int64_t member_id, const std::string& period_key,
                     const std::vector<std::string>& codes);
std::vector<std::string> grant_codes(db::Tx& tx, int64_t popup_id, int64_t member_id, const std::string& period_key);

}  // namespace qsr::popup::repo

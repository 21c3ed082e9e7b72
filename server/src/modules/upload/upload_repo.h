// The upload table (migrations/0002_accounts.sql): one row per stored file.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"

namespace qsr::upload::repo {

struct NewUpload {
  std::string id;                    // the file name, "<token>.<ext>"
  std::optional<int64_t> member_id;  // who uploaded it, when known
  std::string content_type;
  int64_t bytes = 0;
  int64_t created_at = 0;            // epoch ms
};

void insert(db::Tx& tx, const NewUpload& u);
// Removes a member's rows and answers their file names (erasure).
std::vector<std::string> remove_of_member(db::Tx& tx, int64_t member_id);

}  // namespace qsr::upload::repo

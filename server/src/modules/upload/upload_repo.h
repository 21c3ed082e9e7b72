// The upload table (migrations/0002_accounts.sql): one row per stored file.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

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

}  // namespace qsr::upload::repo

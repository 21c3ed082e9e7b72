// The goods_code table (private to the catalog module): codes printed on menus naming a goods or
// one of its specifications.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "db/db.h"

namespace qsr::catalog::code_repo {

struct CodeTarget {
  int64_t goods_id = 0, option_id = 0;  // option 0: the goods itself
};

// `code` as stored (upper case).
std::optional<CodeTarget> find(db::Tx& tx, const std::string& code);
void insert(db::Tx& tx, const std::string& code, const CodeTarget& target);

}  // namespace qsr::catalog::code_repo

// The goods_code table (private to the catalog module): codes printed on menus naming a goods or
// one of its specifications.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"

namespace qsr::catalog::code_repo {

struct CodeTarget {
  int64_t goods_id = 0, option_id = 0;  // option 0: the goods itself
};

// `code` as stored (upper case).
std::optional<CodeTarget> find(db::Tx& tx, const std::string& code);
void insert(db::Tx& tx, const std::string& code, const CodeTarget& target);
// Gives `code` to `target`, whatever it named before.
void put(db::Tx& tx, const std::string& code, const CodeTarget& target);
// False when there was no such code.
bool remove(db::Tx& tx, const std::string& code);
struct CodeRow {
  std::string code;
  CodeTarget target;
};
// By code; only those of one goods when `goods_id` is not 0.
std::vector<CodeRow> list(db::Tx& tx, int64_t goods_id);

}  // namespace qsr::catalog::code_repo

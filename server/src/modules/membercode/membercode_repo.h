// The member code module's tables (private to the module): issued codes (as hashes) and till sales.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "db/db.h"
#include "modules/membercode/membercode_types.h"

namespace qsr::membercode::repo {

// How many codes the member was given since `since_ms`.
int64_t issued_since(db::Tx& tx, int64_t member_id, int64_t since_ms);
void insert_code(db::Tx& tx, const std::string& code_hash, int64_t member_id, int64_t issued_at, int64_t expires_at);
std::optional<CodeRow> code(db::Tx& tx, const std::string& code_hash);
// Marks the code used unless it was; false when it was.
bool use_code(db::Tx& tx, const std::string& code_hash, int64_t now_ms);
// Codes that ended before `before` and were never used, up to `limit`; how many went.
int64_t purge_codes(db::Tx& tx, int64_t before, int64_t limit);

std::optional<TillSale> sale(db::Tx& tx, int64_t sid, const std::string& receipt_no);
// False (nothing written) when the store already has a sale with that receipt number.
bool insert_sale(db::Tx& tx, const TillSale& s);

}  // namespace qsr::membercode::repo

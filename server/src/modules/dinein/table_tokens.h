// A table's QR code carries a random token (spec 001 §2 leaves the code's content to us): the
// table's calls need it, so someone who merely guesses a table number cannot add dishes or send a
// round to the kitchen from elsewhere. Reprinting a table's code (rotate) retires the old one.
#pragma once

#include <optional>
#include <string>

#include "db/db.h"
#include "http/request.h"

namespace qsr::dinein {

// 16 URL-safe random characters.
std::string new_table_token();

// Adds a table with a fresh token unless the store has it already; 1 when added, else 0.
int64_t add_table(db::Tx& tx, int64_t sid, const std::string& table_no, int64_t seats, int64_t now_ms);

// Gives every table without a token one (tables made before tokens existed); run at start.
void ensure_table_tokens(db::Db& db);

// The table's token, or nullopt when there is no such table.
std::optional<std::string> table_token(db::Tx& tx, int64_t sid, const std::string& table_no);

// Throws AppError 403 (34006, "scan the table's code again") unless `presented` is the table's
// token; compared in constant time.
void check_table_token(const std::string& stored, const std::string& presented);

// A new token for the table (a printed code went missing or was copied): the old code stops
// working at once. nullopt when the store has no such table.
std::optional<std::string> rotate_table_token(db::Tx& tx, int64_t sid, const std::string& table_no);

// The token a table call presents: `tk` (as in the QR address) or `tableToken`.
std::string presented_token(const http::Request& req);

// Whether `token` belongs to some table (for the live topic `table:<token>`).
bool table_token_exists(db::Db& db, const std::string& token);

}  // namespace qsr::dinein

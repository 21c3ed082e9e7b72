// Repositories write SQL once with PostgreSQL's $1..$n placeholders. SQLite also accepts `$1`,
// but there it is a *named* parameter numbered by first appearance, so "WHERE b = $2 AND a = $1"
// would bind the wrong values. `?NNN` is SQLite's numbered form, hence this rewrite.
#pragma once

#include <string>
#include <string_view>

namespace qsr::db {

// Rewrites every $N to ?N outside string literals ('it''s'), quoted identifiers ("x") and
// comments (-- and /* */). Any other '$' is copied unchanged.
std::string rewrite_placeholders_for_sqlite(std::string_view sql);

}  // namespace qsr::db

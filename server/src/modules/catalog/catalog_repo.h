// The catalogue's tables: read the whole catalogue into a snapshot, write a snapshot (seeding),
// and the version counter that tells every server instance to reload.
#pragma once

#include "db/db.h"
#include "modules/catalog/catalog_types.h"

namespace qsr::catalog::repo {

int64_t version(db::Tx& tx);
// Announces `version` soon in this transaction (db::Tx::prefetch).
void prefetch_version(db::Tx& tx);
bool has_brand(db::Tx& tx);
Snapshot load(db::Tx& tx);
// Inserts everything in `snap` into empty catalogue tables and bumps the version.
void insert(db::Tx& tx, const Snapshot& snap, int64_t now_ms);
void bump_version(db::Tx& tx);

}  // namespace qsr::catalog::repo

// A table's live events: its diners' pages follow `table:<token>` (the secret in its printed
// code), the store's console `store-orders:<sid>`.
#pragma once

#include <cstdint>

#include "db/db.h"
#include "http/publisher.h"

namespace qsr::dinein {

struct Session;

class TableEvents {
 public:
  explicit TableEvents(http::Publisher& live) : live_(live) {}

  // Each is told in the transaction that made the change; delivered once it commits.
  // Something on the table changed (`what`: table-changed, table-paying): its pages read it again.
  void changed(db::Tx& tx, const Session& s, const char* what) const;
  // A round went to the kitchen: the table and the store's console hear of it.
  void round_sent(db::Tx& tx, const Session& s, int64_t round) const;
  // A large round waits for a second diner or the staff: the kitchen's tables view shows it at once.
  void awaiting(db::Tx& tx, const Session& s) const;
  void served(db::Tx& tx, const Session& s, int64_t round) const;

 private:
  http::Publisher& live_;
};

}  // namespace qsr::dinein

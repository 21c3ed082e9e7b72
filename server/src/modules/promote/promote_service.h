// Promotion attribution (issue 19): the promotion (qrPromoteId) and channel (chan_id) a person
// came from, stored with their sign-up and with the orders they attribute, and a report per
// promotion for operators. Attribution is not money: it never changes a price or a reward. What
// an attributed order kept (paid less refunded) is asked of the order module when the report is
// read, so paying an order costs attribution nothing.
#pragma once

#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/account/member_hooks.h"

namespace qsr::promote {

class PromoteService {
 public:
  PromoteService(db::Db& db, const Clock& clock) : db_(db), clock_(clock) {}

  // A sign-up that came from a promotion (the account hook, in its transaction).
  void registered(db::Tx& tx, const account::SignUp& s);
  // The member's order came from a promotion: attributed once (the first promotion named wins).
  // 404 for an order that is not the member's, 400 for a malformed tag.
  void attribute_order(int64_t member_id, const std::string& order_no, const std::string& promote_id, const std::string& channel);

  struct Line {
    std::string promote_id, channel;
    int64_t sign_ups = 0, orders = 0, paid = 0;
  };
  // Per promotion and channel, the most sign-ups first.
  std::vector<Line> report();

  void merge(db::Tx& tx, int64_t from, int64_t to);

 private:
  db::Db& db_;
  const Clock& clock_;
};

}  // namespace qsr::promote

// The order lifecycle (spec 000 §4 order statuses) as an explicit state machine: a table of
// allowed transitions, each with who may take it. Anything not in the table is refused.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace qsr::order {

enum class Status {
  waiting_payment,      // created, not paid
  paying,               // a card payment is under way at the gateway
  payment_failed,       // the gateway declined; the customer may try again
  awaiting_acceptance,  // paid, waiting for the store
  in_production,        // the kitchen is making it
  ready,                // pickup / dine-in: ready at the counter (pickup code shown)
  rider_to_merchant,    // delivery: a rider is on the way to the store
  rider_delivering,     // delivery: the rider has the food
  finished,
  cancelled,
};

enum class Actor { customer, store, courier, system, gateway };

std::string_view status_name(Status s);  // "waiting_payment", ...
std::optional<Status> status_from(std::string_view name);

struct Transition {
  Status from;
  Status to;
  std::vector<Actor> actors;
};

// The whole table (for docs and tests).
const std::vector<Transition>& transitions();

// True when `actor` may move an order from `from` to `to`.
bool allowed(Status from, Status to, Actor actor);

// Statuses in which the customer may still cancel without the store's consent.
bool customer_may_cancel(Status s);
// The store still owes the customer something they can chase: accepted or not, not yet handed over.
bool customer_may_remind(Status s);
// Statuses that count as paid money held for the order (a cancel must refund).
bool holds_payment(Status s);
bool is_final(Status s);

}  // namespace qsr::order

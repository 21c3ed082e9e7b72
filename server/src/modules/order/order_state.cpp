#include "modules/order/order_state.h"

#include <algorithm>
#include <array>

namespace qsr::order {
namespace {

constexpr std::array<std::pair<Status, std::string_view>, 10> kNames{{
    {Status::waiting_payment, "waiting_payment"},
    {Status::paying, "paying"},
    {Status::payment_failed, "payment_failed"},
    {Status::awaiting_acceptance, "awaiting_acceptance"},
    {Status::in_production, "in_production"},
    {Status::ready, "ready"},
    {Status::rider_to_merchant, "rider_to_merchant"},
    {Status::rider_delivering, "rider_delivering"},
    {Status::finished, "finished"},
    {Status::cancelled, "cancelled"},
}};

using enum Status;
using A = Actor;

}  // namespace

std::string_view status_name(Status s) {
  for (const auto& [status, name] : kNames) {
    if (status == s) return name;
  }
  return "unknown";
}

std::optional<Status> status_from(std::string_view name) {
  for (const auto& [status, n] : kNames) {
    if (n == name) return status;
  }
  return std::nullopt;
}

const std::vector<Transition>& transitions() {
  static const std::vector<Transition> table = {
      // Paying
      {waiting_payment, paying, {A::customer}},
      {waiting_payment, awaiting_acceptance, {A::gateway, A::system}},  // wallet pay settles at once
      {paying, awaiting_acceptance, {A::gateway}},
      {paying, payment_failed, {A::gateway}},
      {paying, waiting_payment, {A::customer, A::system}},  // abandoned hosted checkout
      {payment_failed, paying, {A::customer}},
      {payment_failed, awaiting_acceptance, {A::gateway, A::system}},
      // Unpaid orders end by the customer or after the payment time-out
      {waiting_payment, cancelled, {A::customer, A::system}},
      {payment_failed, cancelled, {A::customer, A::system}},
      // A customer who left the hosted page may cancel too: a late approval is refunded as a surplus.
      {paying, cancelled, {A::customer, A::system}},
      // The kitchen
      {awaiting_acceptance, in_production, {A::store, A::system}},  // system: a table's rounds are cooking already
      {awaiting_acceptance, cancelled, {A::customer, A::store, A::system}},  // before acceptance: refund
      {in_production, ready, {A::store}},
      {in_production, finished, {A::system}},  // a paid table order whose rounds are all served
      {in_production, rider_to_merchant, {A::store, A::courier}},
      {ready, finished, {A::store, A::customer}},  // handed over / picked up
      {rider_to_merchant, rider_delivering, {A::courier, A::store}},
      {rider_delivering, finished, {A::courier, A::customer, A::store}},  // delivered / receipt confirmed
      {in_production, cancelled, {A::store}},  // the store cannot make it, or refunded it in whole
      // A whole refund the store agreed to before the customer had the order ends it.
      {ready, cancelled, {A::store}},
      {rider_to_merchant, cancelled, {A::store}},
      {rider_delivering, cancelled, {A::store}},
  };
  return table;
}

bool allowed(Status from, Status to, Actor actor) {
  for (const auto& t : transitions()) {
    if (t.from == from && t.to == to) return std::find(t.actors.begin(), t.actors.end(), actor) != t.actors.end();
  }
  return false;
}

bool customer_may_cancel(Status s) {
  return s == waiting_payment || s == paying || s == payment_failed || s == awaiting_acceptance;
}

bool customer_may_remind(Status s) {
  return s == awaiting_acceptance || s == in_production || s == rider_to_merchant || s == rider_delivering;
}

bool holds_payment(Status s) {
  return s == awaiting_acceptance || s == in_production || s == ready || s == rider_to_merchant ||
         s == rider_delivering || s == finished;
}

bool is_final(Status s) { return s == finished || s == cancelled; }

}  // namespace qsr::order

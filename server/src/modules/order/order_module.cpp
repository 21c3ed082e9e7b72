// The order module's list, kitchen queue and member hooks, and the module put together.
#include <set>

#include "core/app_error.h"
#include "modules/account/account_routes.h"
#include "modules/order/order_repo.h"
#include "modules/order/order_routes.h"

namespace qsr::order {

OrderService::OrderPage OrderService::list(int64_t member_id, const ListRange& range, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) {
    return OrderPage{repo::of_member(tx, member_id, range.from, range.to, limit, offset, range.refunds),
                     repo::count_of_member(tx, member_id, range.from, range.to, range.refunds)};
  });
}

std::vector<LineRecord> OrderService::lines_of(const OrderRow& o) {
  return db_.read_value([&](db::Tx& tx) { return repo::lines(tx, o.id); });
}

void OrderService::hide(int64_t member_id, const std::string& order_no) {
  auto o = find_for_member(member_id, order_no);
  if (!o) throw AppError(404, kOrderNotFound, "order_not_found");
  if (!is_final(o->status)) throw AppError(409, kIllegalTransition, "order_cannot_delete");
  db_.write([&](db::Tx& tx) { repo::hide_for_member(tx, o->id); });
}

std::vector<OrderService::KitchenOrder> OrderService::kitchen_queue(int64_t sid) {
  std::vector<KitchenOrder> out;
  db_.read([&](db::Tx& tx) {
    auto rows = repo::of_store(tx, sid, {Status::awaiting_acceptance, Status::in_production, Status::ready,
                                         Status::rider_to_merchant, Status::rider_delivering}, 200);
    // A paid table order is cooked and served from the tables view: not listed twice.
    std::vector<int64_t> ids;
    for (const auto& o : rows) ids.push_back(o.id);
    std::set<int64_t> elsewhere;
    for (const auto& f : console_elsewhere_) elsewhere.merge(f(tx, ids));
    for (auto& o : rows) {
      if (elsewhere.count(o.id)) continue;
      auto lines = repo::lines(tx, o.id);
      out.push_back({std::move(o), std::move(lines)});
    }
  });
  return out;
}

void OrderService::install_member_hooks(account::MemberHooks& hooks) {
  // Merged accounts bring their orders along (docs/decisions/0008).
  hooks.data_counts.push_back({"orders", [](db::Tx& tx, int64_t member) { return repo::count_all_of_member(tx, member); }});
  hooks.merge.push_back({"orders", [](db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }});
  // Erased members keep their orders (accounting law) without personal data.
  hooks.erase.push_back({"orders", [](db::Tx& tx, int64_t member) { repo::forget_personal_data(tx, member); }});
}

void install(http::Router& router, OrderService& orders, account::AccountModule& accounts) {
  register_routes(router, orders, accounts);
  orders.install_member_hooks(accounts.hooks);
}

}  // namespace qsr::order

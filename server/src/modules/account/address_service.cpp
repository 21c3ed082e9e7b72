#include "modules/account/address_service.h"

#include "core/app_error.h"
#include "modules/account/address_repo.h"
#include "modules/account/address_rules.h"

namespace qsr::account {

namespace {

AppError not_found() { return AppError::not_found("address_not_found"); }

}  // namespace

std::vector<Address> AddressService::list(int64_t member_id) {
  return db_.read_value([&](db::Tx& tx) { return address_repo::of_member(tx, member_id); });
}

Address AddressService::get(int64_t member_id, int64_t id) {
  auto found = db_.read_value([&](db::Tx& tx) { return address_repo::find(tx, member_id, id); });
  if (!found) throw not_found();
  return *found;
}

Address AddressService::save(int64_t member_id, std::optional<int64_t> id, const AddressInput& in) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    int64_t address_id = 0;
    if (id) {
      if (!address_repo::update(tx, member_id, *id, in, now)) throw not_found();
      address_id = *id;
    } else {
      const int64_t kept = address_repo::count(tx, member_id);
      check_room_for_another(kept);
      address_id = address_repo::insert(tx, member_id, in, /*is_default=*/kept == 0, now);
    }
    if (in.is_default) {
      address_repo::clear_default_except(tx, member_id, address_id);
      address_repo::set_default(tx, member_id, address_id);
    }
    return *address_repo::find(tx, member_id, address_id);
  });
}

void AddressService::remove(int64_t member_id, int64_t id) {
  db_.write([&](db::Tx& tx) {
    if (!address_repo::remove(tx, member_id, id, clock_.now_ms())) throw not_found();
    // The default went: the most recently changed address becomes the default.
    if (!address_repo::has_default(tx, member_id)) {
      if (auto next = address_repo::most_recent(tx, member_id)) address_repo::set_default(tx, member_id, *next);
    }
  });
}

void AddressService::make_default(int64_t member_id, int64_t id) {
  db_.write([&](db::Tx& tx) {
    if (!address_repo::set_default(tx, member_id, id)) throw not_found();
    address_repo::clear_default_except(tx, member_id, id);
  });
}

std::vector<Address> AddressService::list_for_visitor(int64_t session_id) {
  return db_.read_value([&](db::Tx& tx) { return address_repo::of_visitor(tx, session_id); });
}

Address AddressService::add_for_visitor(int64_t session_id, const AddressInput& in) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    check_room_for_another(address_repo::count_of_visitor(tx, session_id));
    const int64_t id = address_repo::insert_for_visitor(tx, session_id, in, now);
    for (auto& a : address_repo::of_visitor(tx, session_id)) {
      if (a.id == id) return a;
    }
    throw AppError::not_found("address_not_found");  // not reached: written in this transaction
  });
}

void adopt_visitor_addresses(db::Tx& tx, int64_t visitor_session, int64_t member_id, int64_t now_ms) {
  const int64_t room = kMaxAddresses - address_repo::count(tx, member_id);
  if (address_repo::adopt_visitor(tx, visitor_session, member_id, room, now_ms) == 0) return;
  if (!address_repo::has_default(tx, member_id)) {
    if (auto newest = address_repo::most_recent(tx, member_id)) address_repo::set_default(tx, member_id, *newest);
  }
}

}  // namespace qsr::account

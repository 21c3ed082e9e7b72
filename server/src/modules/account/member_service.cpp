#include "modules/account/member_service.h"

#include "core/app_error.h"
#include "modules/account/member_repo.h"
#include "modules/upload/upload_ownership.h"

namespace qsr::account {

namespace {

constexpr int kOctopusTaken = 10036;

}  // namespace

Member MemberService::get(int64_t member_id) {
  auto member = db_.read_value([&](db::Tx& tx) { return member_repo::by_id(tx, member_id); });
  if (!member) throw AppError(401, 401, "session_expired");
  return *member;
}

MemberOverview MemberService::overview(int64_t member_id, Lang lang) {
  MemberOverview o;
  o.member = get(member_id);
  db_.read([&](db::Tx& tx) {
    for (const auto& [name, count] : hooks_.data_counts) {
      if (name == "coupons") o.coupons = count(tx, member_id);
    }
    for (const auto& [name, add] : hooks_.info) add(tx, member_id, lang, o.facts);
  });
  return o;
}

Member MemberService::save_profile(int64_t member_id, const Profile& p) {
  db_.write([&](db::Tx& tx) {
    if (p.octopus_no && !p.octopus_no->empty()) {
      auto holder = member_repo::by_octopus(tx, *p.octopus_no);
      if (holder && *holder != member_id) throw AppError(200, kOctopusTaken, "octopus_taken");
    }
    // A picture someone else uploaded is not yours to show (the one you have may stay).
    if (p.avatar) {
      auto current = member_repo::by_id(tx, member_id);
      if ((!current || current->avatar != *p.avatar) && !upload::uploaded_by(tx, p.avatar->substr(9), member_id)) {
        throw AppError::invalid("avatar");
      }
    }
    member_repo::save_profile(tx, member_id, p, clock_.now_ms());
  });
  return get(member_id);
}

void MemberService::set_language(int64_t member_id, const std::string& language) {
  Profile p;
  p.language = language;
  db_.write([&](db::Tx& tx) { member_repo::save_profile(tx, member_id, p, clock_.now_ms()); });
}

void MemberService::set_status(int64_t member_id, MemberStatus status) {
  bool found = db_.write_value([&](db::Tx& tx) {
    auto member = member_repo::by_id(tx, member_id);
    if (!member || (member->status != MemberStatus::active && member->status != MemberStatus::frozen)) return false;
    member_repo::set_status(tx, member_id, status, clock_.now_ms());
    return true;
  });
  if (!found) throw AppError::not_found();
}

void MemberService::make_staff(int64_t member_id, std::optional<int64_t> sid) {
  bool made = db_.write_value([&](db::Tx& tx) { return member_repo::make_staff(tx, member_id, sid); });
  if (!made) throw AppError::not_found();
}

}  // namespace qsr::account

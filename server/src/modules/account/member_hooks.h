// What other modules plug into the accounts module without it knowing them: what they add to the
// member's info, whether a member has data worth keeping (orders, coupons, points, wallet), how to move that data when two accounts
// are merged, what to erase when a cancelled account's 7 working days are up, and what to do
// when a visitor logs in (their cart becomes the member's).
#pragma once

#include <functional>
#include <optional>

#include <boost/json/object.hpp>
#include <string>
#include <vector>

#include "core/i18n.h"
#include "db/db.h"

namespace qsr::account {

// A sign-up as the modules that reward or attribute it see it.
struct SignUp {
  int64_t member_id = 0;
  std::optional<int64_t> inviter_id;     // who invited them, by code
  std::string promote_id, channel;       // the promotion they came from, if any
  int64_t now_ms = 0;
};

struct MemberHooks {
  // Counts the member's rows a module owns (0 = nothing there).
  std::vector<std::pair<std::string, std::function<int64_t(db::Tx&, int64_t member_id)>>> data_counts;
  // Moves everything the module owns from one member to another (same transaction as the merge).
  std::vector<std::pair<std::string, std::function<void(db::Tx&, int64_t from, int64_t to)>>> merge;
  // Removes or anonymises personal data of an erased member (keeps what law requires).
  std::vector<std::pair<std::string, std::function<void(db::Tx&, int64_t member_id)>>> erase;
  // Adds what a module knows of the member to their info (/v1/member/info and mine): points,
  // wallet balance, level (names in the asker's language). Inside one reading transaction.
  std::vector<std::pair<std::string, std::function<void(db::Tx&, int64_t member_id, Lang lang, boost::json::object& info)>>> info;
  // A member signed up (in the transaction that created them).
  std::vector<std::pair<std::string, std::function<void(db::Tx&, const SignUp&)>>> registered;
  // A visitor session became a member session.
  std::vector<std::pair<std::string, std::function<void(db::Tx&, int64_t visitor_session, int64_t member_id)>>> visitor_login;

  int64_t data_count(db::Tx& tx, int64_t member_id) const {
    int64_t n = 0;
    for (const auto& [name, fn] : data_counts) n += fn(tx, member_id);
    return n;
  }
};

}  // namespace qsr::account

// The level module's service: the brand's levels and growth rule, the growth orders earn and give
// back, each member's level (decided on every change and at each period's end), and user groups
// (docs/decisions/0026).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/bus_cached.h"
#include "db/db.h"
#include "modules/level/level_rules.h"
#include "modules/level/level_types.h"

namespace qsr::level {

class LevelService {
 public:
  LevelService(db::Db& db, const Clock& clock);
  // The bus channel that drops every server's copy of the levels and the growth rule.
  static constexpr const char* kRulesChannel = "level-rules";

  int64_t consumption_money();
  // Told when a change of growth raises a member's level, in its transaction (the message centre).
  // `why` is the growth change that did it (its idempotency key names it once).
  using LevelUpListener = std::function<void(db::Tx&, int64_t member_id, const Level& to, const GrowthEntry& why)>;
  void add_level_up_listener(LevelUpListener l) { level_up_listeners_.push_back(std::move(l)); }
  // Both, read together (the public level list shows them side by side).
  struct Catalogue {
    Levels levels;
    int64_t consumption_money = 0;
  };
  Catalogue catalogue();
  // Operators add a level or change the one with its code; 400 for a bad field or a threshold
  // another level has.
  Level save_level(const Level& level);
  int64_t set_growth_rule(int64_t consumption_money);

  // In the transaction that changed an order's money: a paid order earns its growth once, a
  // refund or cancellation takes back its share (of the period it was counted in).
  void settle_order(db::Tx& tx, const OrderGrowth& o, int64_t now_ms);

  // A purchase: earns growth for `paid` cents once per `what` (an order's number, till:<store>:
  // <receipt> for a till's sale), the ledger row naming `reference`; answers the growth earned (0
  // on a repeat).
  int64_t earn_purchase(db::Tx& tx, int64_t member_id, const std::string& reference, const std::string& what, int64_t paid,
                        int64_t now_ms);

  // The member's level now (the entry level when they have no standing yet), in the caller's
  // transaction; nullopt when the brand has no levels.
  std::optional<Level> level_of(db::Tx& tx, int64_t member_id);
  // Announces level_of's read, so it may go with the transaction's other reads.
  void prefetch_level_of(db::Tx& tx, int64_t member_id);
  std::vector<int64_t> groups_of(db::Tx& tx, int64_t member_id);
  void fill(db::Tx& tx, int64_t member_id, MemberLevel& out);
  MemberLevel member_level(int64_t member_id);

  // Ends the periods past their end, `batch` members at a time; how many ended.
  int end_due_periods(int batch = 200);

  struct RecordPage {
    std::vector<GrowthRecord> list;
    int64_t total = 0;
  };
  RecordPage records(int64_t member_id, int64_t limit, int64_t offset);

  UserGroup create_group(const I18nText& name);
  std::vector<UserGroup> groups();
  // Members that do not exist are refused (404), none added.
  int64_t add_to_group(int64_t group_id, const std::vector<int64_t>& member_ids);
  int64_t remove_from_group(int64_t group_id, const std::vector<int64_t>& member_ids);

  // Member types (docs/decisions/0028), newest first; and those in the caller's transaction.
  std::vector<MemberType> types(int64_t member_id);
  std::vector<MemberType> types_in(db::Tx& tx, int64_t member_id) const;
  // A member asks to be a student (`school`, the card's last day as YYYY-MM-DD) or an elderly-club
  // member; staff approve it when the card is shown at a store. 409 while one of that kind is open.
  MemberType request_type(int64_t member_id, const std::string& kind, const std::string& school, const std::string& card_until);
  // Staff at store `sid` approve or reject a pending request: 404 unknown, 409 decided already.
  MemberType decide_type(int64_t id, bool approve, int64_t staff_id, int64_t sid);
  // The operator makes a member an employee (until the Hong Kong midnight after `until`, or with
  // no end when empty); 409 when they are one.
  MemberType grant_employee(int64_t member_id, const std::string& until);

  // A merged member's growth and groups go to the one they merged into (docs/decisions/0008).
  void merge(db::Tx& tx, int64_t from, int64_t to, int64_t now_ms);

  const Clock& clock() const { return clock_; }

 private:
  // Books one change of growth and decides the level again; false when its key was used before.
  bool change(db::Tx& tx, int64_t member_id, const GrowthEntry& e);
  int64_t earn(db::Tx& tx, const OrderGrowth& o, int64_t now_ms);
  void require_group(db::Tx& tx, int64_t group_id);
  // The brand's levels and growth rule, read in `tx` once and kept until an operator changes them:
  // every order and every member page reads them.
  struct Rules {
    Levels levels;
    int64_t consumption_money = 0;
  };
  std::shared_ptr<const Rules> rules(db::Tx& tx) { return rules_.get(tx); }
  std::vector<LevelUpListener> level_up_listeners_;

  db::Db& db_;
  const Clock& clock_;
  db::BusCached<Rules> rules_;
};

}  // namespace qsr::level

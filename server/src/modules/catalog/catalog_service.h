// Holds the current catalogue snapshot and the prebuilt menu answers.
//
// Each server instance keeps its own copy. A change to the catalogue tables moves the database's
// catalogue version (triggers, migration 0050) and tells every server on the bus, which drops its
// copy at once; the version is also re-read at most every `recheck` interval, the safety net for
// a server that missed the notice. Writes that depend on the catalogue (cart, checkout) check the
// version in their own transaction, so none is made against a copy that went stale meanwhile.
#pragma once

#include <array>
#include <chrono>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <tuple>

#include <boost/json/object.hpp>

#include "core/clock.h"
#include "db/bus.h"
#include "db/db.h"
#include "http/publisher.h"
#include "modules/catalog/catalog_types.h"
#include "modules/catalog/store_cards.h"

namespace qsr::catalog {

// Thrown by require_current inside a transaction: the catalogue changed since the snapshot was
// taken (rolls the transaction back; with_fresh runs it again on a fresh snapshot).
struct StaleCatalogue : std::exception {
  const char* what() const noexcept override { return "the catalogue changed"; }
};

struct MenuAnswer {
  std::string body;  // the full envelope text
  std::string etag;
  int64_t version = 0;
  int64_t built_at_ms = 0;
  int64_t valid_until_ms = 0;  // next sale-time boundary: the answer may change then
};

class CatalogService {
 public:
  CatalogService(db::Db& db, const Clock& clock, std::chrono::milliseconds recheck = std::chrono::seconds(5));

  // The current snapshot; may read the database (call off the I/O thread).
  std::shared_ptr<const Snapshot> snapshot();
  // The snapshot last loaded, without asking the database whether it is still current (nullptr
  // before the first load): for code inside another transaction, where a reload would open a
  // second one (store names in a message written with an order's status, say).
  std::shared_ptr<const Snapshot> loaded() const;
  // Forces a reload at the next use (a change committed here or told on the bus).
  void invalidate();
  // The bus channel a catalogue change is told on (the tables' triggers on PostgreSQL, the
  // service's own writes everywhere).
  static constexpr const char* kChannel = "catalog";
  // In a write's transaction: throws StaleCatalogue unless `snap` is the catalogue this
  // transaction sees.
  void require_current(db::Tx& tx, const Snapshot& snap) const;
  // Announces require_current's read, so it may go with the transaction's other reads.
  void prefetch_current(db::Tx& tx) const;
  // Runs `attempt(snapshot)`, which calls require_current in its transaction; when the catalogue
  // had changed, runs it once more on a fresh snapshot. Changed again: 409 "goods changed".
  template <typename F>
  auto with_fresh(F&& attempt) {
    try {
      return attempt(snapshot());
    } catch (const StaleCatalogue&) {
      invalidate();
    }
    try {
      return attempt(snapshot());
    } catch (const StaleCatalogue&) {
      invalidate();
      throw_catalogue_changed();
    }
  }

  // The menu answer for a store, built once per (store, order type, language) and catalogue
  // version. Blocking on a miss. nullptr when the store does not exist.
  std::shared_ptr<const MenuAnswer> menu(int64_t sid, OrderType type, Lang lang);
  // The same, only when it can be answered from memory without any check (I/O-thread fast path).
  std::shared_ptr<const MenuAnswer> cached_menu(int64_t sid, OrderType type, Lang lang) const;

  // The store list's prebuilt entries for this snapshot and language (built on first use).
  std::shared_ptr<const StoreCards> store_cards(const std::shared_ptr<const Snapshot>& snap, Lang lang);

  // What a store's staff change from the console (catalog_writes.cpp); each moves the catalogue's
  // version, so every instance reloads. A goods (or one specification) sold out or back on sale
  // (a price override stays).
  void set_goods_status(int64_t sid, int64_t goods_id, int64_t option_id, const std::string& status);
  // The store's manual status (store_rules.h); false when there is no such store. `event` is told
  // to the store's watchers (topic store:<sid>) in the same transaction.
  bool set_store_status(int64_t sid, const std::string& status, http::Publisher& live, const boost::json::object& event);
  // Whether a brand has been loaded (a first start seeds the demo brand otherwise).
  static bool has_brand(db::Db& db);

  const Clock& clock() const { return clock_; }
  db::Db& db() { return db_; }

 private:
  bool fresh_locked() const;
  [[noreturn]] static void throw_catalogue_changed();

  db::Db& db_;
  const Clock& clock_;
  std::chrono::milliseconds recheck_;
  mutable std::shared_mutex mutex_;
  std::shared_ptr<const Snapshot> snapshot_;
  std::chrono::steady_clock::time_point checked_at_{};
  std::map<std::tuple<int64_t, int, int>, std::shared_ptr<const MenuAnswer>> menus_;
  std::array<std::shared_ptr<const StoreCards>, kAllLangs.size()> store_cards_;  // by Lang
  std::mutex reload_mutex_;
  db::Bus::Subscription changes_;  // last: unsubscribed before the members its handler uses go
  db::Bus::Subscription gaps_;
};

}  // namespace qsr::catalog

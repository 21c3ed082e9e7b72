#include "modules/catalog/catalog_service.h"

#include <cstdio>

#include "core/app_error.h"
#include "http/envelope.h"
#include "modules/catalog/catalog_repo.h"
#include "modules/catalog/catalog_views.h"

namespace qsr::catalog {

CatalogService::CatalogService(db::Db& db, const Clock& clock, std::chrono::milliseconds recheck)
    : db_(db), clock_(clock), recheck_(recheck) {
  changes_ = db.bus().on(kChannel, [this](const std::string&) { invalidate(); });
  gaps_ = db.bus().on_gap([this] { invalidate(); });  // a change may have gone by unheard
}

void CatalogService::require_current(db::Tx& tx, const Snapshot& snap) const {
  if (repo::version(tx) != snap.version) throw StaleCatalogue();
}

void CatalogService::prefetch_current(db::Tx& tx) const { repo::prefetch_version(tx); }

void CatalogService::throw_catalogue_changed() { throw AppError(409, 30013, "catalogue_changed"); }

bool CatalogService::fresh_locked() const {
  return snapshot_ && std::chrono::steady_clock::now() - checked_at_ < recheck_;
}

std::shared_ptr<const Snapshot> CatalogService::loaded() const {
  std::shared_lock lock(mutex_);
  return snapshot_;
}

std::shared_ptr<const Snapshot> CatalogService::snapshot() {
  {
    std::shared_lock lock(mutex_);
    if (fresh_locked()) return snapshot_;
  }
  // One reload at a time; others wait and then use its result.
  std::lock_guard reload(reload_mutex_);
  {
    std::shared_lock lock(mutex_);
    if (fresh_locked()) return snapshot_;
  }
  std::shared_ptr<const Snapshot> current;
  {
    std::shared_lock lock(mutex_);
    current = snapshot_;
  }
  int64_t version = db_.read_value([](db::Tx& tx) { return repo::version(tx); });
  std::shared_ptr<const Snapshot> next = current;
  if (!current || current->version != version) {
    next = std::make_shared<const Snapshot>(db_.read_value([](db::Tx& tx) { return repo::load(tx); }));
  }
  std::unique_lock lock(mutex_);
  if (next != snapshot_) {
    menus_.clear();
    store_cards_ = {};
  }
  snapshot_ = next;
  checked_at_ = std::chrono::steady_clock::now();
  return snapshot_;
}

void CatalogService::invalidate() {
  std::unique_lock lock(mutex_);
  checked_at_ = {};
}

std::shared_ptr<const MenuAnswer> CatalogService::cached_menu(int64_t sid, OrderType type, Lang lang) const {
  std::shared_lock lock(mutex_);
  if (!fresh_locked()) return nullptr;
  auto it = menus_.find({sid, static_cast<int>(type), static_cast<int>(lang)});
  if (it == menus_.end()) return nullptr;
  const auto& answer = it->second;
  const int64_t now = clock_.now_ms();
  // Valid from when it was built until the next boundary (a clock moved back also misses).
  if (answer->version != snapshot_->version || now < answer->built_at_ms || now >= answer->valid_until_ms) return nullptr;
  return answer;
}

std::shared_ptr<const StoreCards> CatalogService::store_cards(const std::shared_ptr<const Snapshot>& snap, Lang lang) {
  auto& slot = store_cards_[static_cast<size_t>(lang)];
  {
    std::shared_lock lock(mutex_);
    if (slot && slot->version() == snap->version) return slot;
  }
  auto cards = std::make_shared<const StoreCards>(*snap, lang);
  std::unique_lock lock(mutex_);
  if (snapshot_ == snap) slot = cards;
  return cards;
}

std::shared_ptr<const MenuAnswer> CatalogService::menu(int64_t sid, OrderType type, Lang lang) {
  auto snap = snapshot();
  if (auto cached = cached_menu(sid, type, lang)) return cached;
  const Store* store = snap->store(sid);
  if (!store) return nullptr;
  const int64_t now = clock_.now_ms();
  const LocalTime local = to_hk_local(now);
  auto answer = std::make_shared<MenuAnswer>();
  answer->body = http::ok_body(lang, menu_json(*snap, *store, type, lang, local));
  answer->version = snap->version;
  answer->built_at_ms = now;
  answer->valid_until_ms = menu_valid_until(*snap, local);
  uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : answer->body) h = (h ^ c) * 1099511628211ULL;
  char etag[40];
  std::snprintf(etag, sizeof etag, "\"m%llx-%016llx\"", static_cast<unsigned long long>(snap->version),
                static_cast<unsigned long long>(h));
  answer->etag = etag;
  std::unique_lock lock(mutex_);
  if (snapshot_ == snap) menus_[{sid, static_cast<int>(type), static_cast<int>(lang)}] = answer;
  return answer;
}

}  // namespace qsr::catalog

// The store list's entries as prebuilt JSON text, one catalogue version and language at a time.
//
// Building twenty stores as JSON trees on every request cost about 500 µs of allocation; the part
// of an entry that changes only with the catalogue (name, address, hours, fees) is now serialized
// once, and a request only adds what depends on the moment and the caller (distance, open status,
// today's hours). The fields themselves come from catalog_views, so the list and the single-store
// answers cannot drift apart.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>

#include "core/clock.h"
#include "modules/catalog/catalog_types.h"

namespace qsr::catalog {

class StoreCards {
 public:
  StoreCards(const Snapshot& snap, Lang lang);

  int64_t version() const { return version_; }
  // Appends the store's entry (a JSON object) to `out`.
  void append(std::string& out, const Store& store, const LocalTime& now, std::optional<double> distance_m) const;

 private:
  int64_t version_;
  Lang lang_;
  std::unordered_map<int64_t, std::string> fixed_;  // by sid: the object's text without its closing brace
};

}  // namespace qsr::catalog

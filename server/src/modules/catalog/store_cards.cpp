#include "modules/catalog/store_cards.h"

#include <boost/json.hpp>

#include "modules/catalog/catalog_views.h"

namespace qsr::catalog {

StoreCards::StoreCards(const Snapshot& snap, Lang lang) : version_(snap.version), lang_(lang) {
  for (const auto& s : snap.stores) {
    std::string text = boost::json::serialize(store_fixed_json(snap, s, lang));
    text.pop_back();  // the closing brace: the live fields follow
    fixed_.emplace(s.sid, std::move(text));
  }
}

void StoreCards::append(std::string& out, const Store& store, const LocalTime& now, std::optional<double> distance_m) const {
  std::string live = boost::json::serialize(store_live_json(store, lang_, now, distance_m));
  out += fixed_.at(store.sid);
  out += ',';
  out.append(live, 1);  // without its opening brace
}

}  // namespace qsr::catalog

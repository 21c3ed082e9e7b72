#include "modules/giftcard/giftcard_seed.h"

#include <stdexcept>

#include <boost/json.hpp>

#include "core/seed_fields.h"
#include "modules/giftcard/giftcard_repo.h"

namespace qsr::giftcard {
namespace json = boost::json;

namespace {

const std::string kWhere = "loyalty.json: giftCards.batches[]";

}  // namespace

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms) {
  auto file = seed::object_file(dir, "loyalty.json");
  const auto* cards = file ? file->as_object().if_contains("giftCards") : nullptr;
  if (!cards || !cards->is_object()) return;
  std::vector<Batch> list;
  int sort = 0;
  for (const auto& v : cards->as_object().at("batches").as_array()) {
    const auto& o = v.as_object();
    Batch b;
    b.name = I18nText::from_json(o.at("name"));
    b.kind = std::string(o.at("kind").as_string());
    if (b.kind != "electronic" && b.kind != "physical") throw std::runtime_error("loyalty.json: giftCards.batches[].kind is electronic or physical");
    b.face_value = seed::money_at(o, "faceValue", kWhere);
    b.price = o.contains("price") ? seed::money_at(o, "price", kWhere) : b.face_value;
    b.bonus = seed::money_at(o, "bonus", kWhere);
    if (const auto* d = o.if_contains("validityDays")) b.validity_days = static_cast<int>(d->as_int64());
    if (const auto* c = o.if_contains("color")) b.color = std::string(c->as_string());
    b.sort = sort++;
    list.push_back(std::move(b));
  }
  db.write([&](db::Tx& tx) {
    if (!repo::batches(tx).empty()) return;
    for (const auto& b : list) repo::save_batch(tx, b, now_ms);
  });
}

}  // namespace qsr::giftcard

#include "modules/pack/pack_repo.h"

namespace qsr::pack::repo {
namespace sql {
constexpr const char* kPacks =
    "SELECT id, name, description, image, price, original_price, per_member_limit, starts_at, ends_at, sort, active FROM coupon_pack ";
constexpr const char* kItems = "SELECT pack_id, template_id, count FROM coupon_pack_item ";
constexpr const char* kInsert =
    "INSERT INTO coupon_pack (name, description, image, price, original_price, per_member_limit, starts_at, ends_at, sort, active,"
    " updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id";
constexpr const char* kUpdate =
    "UPDATE coupon_pack SET name = $2, description = $3, image = $4, price = $5, original_price = $6, per_member_limit = $7,"
    " starts_at = $8, ends_at = $9, sort = $10, active = $11, updated_at = $12 WHERE id = $1";
constexpr const char* kDropItems = "DELETE FROM coupon_pack_item WHERE pack_id = $1";
constexpr const char* kInsertItem = "INSERT INTO coupon_pack_item (pack_id, template_id, count, sort) VALUES ($1, $2, $3, $4)";
}  // namespace sql

namespace {

Pack pack_from(const db::Row& r) {
  Pack p;
  p.id = r.i64(0);
  p.name = I18nText::from_json_text(r.str(1));
  p.description = I18nText::from_json_text(r.str(2));
  p.image = r.str(3);
  p.price = r.i64(4);
  p.original_price = r.i64(5);
  p.per_member_limit = static_cast<int>(r.i64(6));
  p.starts_at = r.opt_i64(7);
  p.ends_at = r.opt_i64(8);
  p.sort = static_cast<int>(r.i64(9));
  p.active = r.i64(10) == 1;
  return p;
}

void attach_items(db::Tx& tx, std::vector<Pack>& packs, const std::string& where, const db::Params& params) {
  for (const auto& r : tx.query(sql::kItems + where + " ORDER BY pack_id, sort, template_id", params)) {
    for (auto& p : packs) {
      if (p.id == r.i64(0)) p.items.push_back({r.i64(1), static_cast<int>(r.i64(2))});
    }
  }
}

}  // namespace

std::vector<Pack> packs(db::Tx& tx) {
  std::vector<Pack> out;
  for (const auto& r : tx.query(std::string(sql::kPacks) + "ORDER BY sort, id")) out.push_back(pack_from(r));
  attach_items(tx, out, "", {});
  return out;
}

std::optional<Pack> pack(db::Tx& tx, int64_t id) {
  std::vector<Pack> one;
  if (auto r = tx.query_one(std::string(sql::kPacks) + "WHERE id = $1", {id})) one.push_back(pack_from(*r));
  if (one.empty()) return std::nullopt;
  attach_items(tx, one, "WHERE pack_id = $1", {id});
  return one.front();
}

int64_t save(db::Tx& tx, const Pack& p, int64_t now_ms) {
  const db::Params fields{p.name.to_json_text(), p.description.to_json_text(), p.image, p.price, p.original_price, int64_t{p.per_member_limit},
                          db::nullable(p.starts_at), db::nullable(p.ends_at), int64_t{p.sort}, int64_t{p.active ? 1 : 0}, now_ms};
  int64_t id = p.id;
  if (id == 0) {
    id = tx.query_one(sql::kInsert, fields)->i64(0);
  } else {
    db::Params params{id};
    params.insert(params.end(), fields.begin(), fields.end());
    tx.exec(sql::kUpdate, params);
    tx.exec(sql::kDropItems, {id});
  }
  int sort = 0;
  for (const auto& item : p.items) tx.exec(sql::kInsertItem, {id, item.template_id, int64_t{item.count}, int64_t{sort++}});
  return id;
}

}  // namespace qsr::pack::repo

// The coupon module's trade events table (docs/decisions/0037).
#include "modules/coupon/coupon_repo.h"

namespace qsr::coupon::repo {

namespace {

constexpr const char* kColumns =
    "SELECT id, template_id, title_json, label_json, weight, per_member_limit, starts_at, ends_at, active, created_at FROM coupon_trade_event ";

TradeEventRow event_of(const db::Row& r) {
  TradeEventRow e;
  e.id = r.i64(0);
  e.template_id = r.i64(1);
  e.title = I18nText::from_json_text(r.str(2));
  e.label = I18nText::from_json_text(r.str(3));
  e.weight = r.i64(4);
  e.per_member_limit = r.i64(5);
  e.starts_at = r.i64(6);
  e.ends_at = r.i64(7);
  e.active = r.i64(8) == 1;
  e.created_at = r.i64(9);
  return e;
}

std::vector<TradeEventRow> events(db::Tx& tx, const std::string& where, const db::Params& params) {
  std::vector<TradeEventRow> out;
  for (const auto& r : tx.query(kColumns + where, params)) out.push_back(event_of(r));
  return out;
}

}  // namespace

std::vector<TradeEventRow> active_trade_events(db::Tx& tx) {
  return events(tx, "WHERE active = 1 ORDER BY weight DESC, created_at DESC, id DESC", {});
}

std::vector<TradeEventRow> running_at(const std::vector<TradeEventRow>& active, int64_t now_ms) {
  constexpr size_t kMostAtOnce = 20;
  std::vector<TradeEventRow> out;
  for (const auto& e : active) {
    if (out.size() == kMostAtOnce) break;
    if (e.starts_at <= now_ms && now_ms <= e.ends_at) out.push_back(e);
  }
  return out;
}

std::vector<TradeEventRow> live_trade_events(db::Tx& tx, int64_t now_ms) { return running_at(active_trade_events(tx), now_ms); }

std::vector<TradeEventRow> all_trade_events(db::Tx& tx) { return events(tx, "ORDER BY id DESC", {}); }

std::optional<TradeEventRow> trade_event(db::Tx& tx, int64_t id) {
  return tx.query_one_as(std::string(kColumns) + "WHERE id = $1", {id}, event_of);
}

int64_t save_trade_event(db::Tx& tx, const TradeEventRow& e, int64_t now_ms) {
  const db::Params fields{e.template_id, e.title.to_json_text(), e.label.to_json_text(), e.weight, e.per_member_limit,
                          e.starts_at,   e.ends_at,              int64_t{e.active ? 1 : 0}};
  if (e.id == 0) {
    db::Params params = fields;
    params.push_back(now_ms);
    return tx
        .query_one("INSERT INTO coupon_trade_event (template_id, title_json, label_json, weight, per_member_limit, starts_at, ends_at,"
                   " active, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
                   params)
        ->i64(0);
  }
  db::Params params{e.id};
  params.insert(params.end(), fields.begin(), fields.end());
  tx.exec("UPDATE coupon_trade_event SET template_id = $2, title_json = $3, label_json = $4, weight = $5, per_member_limit = $6,"
          " starts_at = $7, ends_at = $8, active = $9 WHERE id = $1",
          params);
  return e.id;
}

}  // namespace qsr::coupon::repo

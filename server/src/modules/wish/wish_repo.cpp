#include "modules/wish/wish_repo.h"

namespace qsr::wish::repo {
namespace sql {
constexpr const char* kCampaigns =
    "SELECT id, title, rules, reward_kind, reward_points, reward_template_id, exchange_limit, starts_at, ends_at, active"
    " FROM wish_campaign ";
constexpr const char* kItems = "SELECT id, campaign_id, name, image, weight, sort FROM wish_item WHERE campaign_id = $1 ORDER BY sort, id";
constexpr const char* kInsertCampaign =
    "INSERT INTO wish_campaign (title, rules, reward_kind, reward_points, reward_template_id, exchange_limit, starts_at, ends_at,"
    " active, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id";
constexpr const char* kUpdateCampaign =
    "UPDATE wish_campaign SET title = $2, rules = $3, reward_kind = $4, reward_points = $5, reward_template_id = $6,"
    " exchange_limit = $7, starts_at = $8, ends_at = $9, active = $10, updated_at = $11 WHERE id = $1";
constexpr const char* kInsertItem = "INSERT INTO wish_item (campaign_id, name, image, weight, sort) VALUES ($1, $2, $3, $4, $5)";
constexpr const char* kGrant =
    "INSERT INTO wish_grant (campaign_id, member_id, item_id, order_no, created_at) VALUES ($1, $2, $3, $4, $5)"
    " ON CONFLICT (campaign_id, order_no) DO NOTHING";
constexpr const char* kAddHolding =
    "INSERT INTO wish_holding (campaign_id, member_id, item_id, count) VALUES ($1, $2, $3, 1)"
    " ON CONFLICT (campaign_id, member_id, item_id) DO UPDATE SET count = wish_holding.count + 1";
constexpr const char* kHoldings = "SELECT item_id, count FROM wish_holding WHERE campaign_id = $1 AND member_id = $2";
constexpr const char* kTakeOne =
    "UPDATE wish_holding SET count = count - 1 WHERE campaign_id = $1 AND member_id = $2 AND item_id = $3 AND count >= 1";
constexpr const char* kInsertExchange =
    "INSERT INTO wish_exchange (campaign_id, member_id, request_key, reward_kind, points, created_at)"
    " VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (member_id, request_key) DO NOTHING";
constexpr const char* kExchangeByKey =
    "SELECT id, campaign_id, member_id, request_key, reward_kind, points, coupon_code, created_at FROM wish_exchange"
    " WHERE member_id = $1 AND request_key = $2";
constexpr const char* kSetCoupon = "UPDATE wish_exchange SET coupon_code = $3 WHERE member_id = $1 AND request_key = $2";
constexpr const char* kCountExchanges = "SELECT COUNT(*) FROM wish_exchange WHERE campaign_id = $1 AND member_id = $2";
constexpr const char* kCountGrants = "SELECT COUNT(*) FROM wish_grant WHERE campaign_id = $1 AND member_id = $2";
}  // namespace sql

namespace {

Campaign with_items(db::Tx& tx, const db::Row& r) {
  Campaign c;
  c.id = r.i64(0);
  c.title = I18nText::from_json_text(r.str(1));
  c.rules = I18nText::from_json_text(r.str(2));
  c.reward_kind = r.str(3);
  c.reward_points = r.i64(4);
  c.reward_template_id = r.opt_i64(5);
  c.exchange_limit = r.i64(6);
  c.starts_at = r.i64(7);
  c.ends_at = r.i64(8);
  c.active = r.i64(9) == 1;
  for (const auto& i : tx.query(sql::kItems, {c.id})) {
    c.items.push_back({i.i64(0), i.i64(1), I18nText::from_json_text(i.str(2)), i.str(3), i.i64(4), static_cast<int>(i.i64(5))});
  }
  return c;
}

}  // namespace

std::vector<Campaign> campaigns(db::Tx& tx) {
  std::vector<Campaign> out;
  for (const auto& r : tx.query(std::string(sql::kCampaigns) + "ORDER BY id DESC")) out.push_back(with_items(tx, r));
  return out;
}

std::optional<Campaign> campaign(db::Tx& tx, int64_t id) {
  const auto r = tx.query_one(std::string(sql::kCampaigns) + "WHERE id = $1", {id});
  if (!r) return std::nullopt;
  return with_items(tx, *r);
}

int64_t save_campaign(db::Tx& tx, const Campaign& c, int64_t now_ms) {
  const int64_t active = c.active ? 1 : 0;
  if (c.id != 0) {
    tx.exec(sql::kUpdateCampaign, {c.id, c.title.to_json_text(), c.rules.to_json_text(), c.reward_kind, c.reward_points,
                                   db::nullable(c.reward_template_id), c.exchange_limit, c.starts_at, c.ends_at, active, now_ms});
    return c.id;
  }
  const int64_t id = tx.query_one(sql::kInsertCampaign, {c.title.to_json_text(), c.rules.to_json_text(), c.reward_kind, c.reward_points,
                                                         db::nullable(c.reward_template_id), c.exchange_limit, c.starts_at, c.ends_at,
                                                         active, now_ms})
                         ->i64(0);
  for (const auto& i : c.items) tx.exec(sql::kInsertItem, {id, i.name.to_json_text(), i.image, i.weight, int64_t{i.sort}});
  return id;
}

bool grant(db::Tx& tx, int64_t campaign_id, int64_t member_id, int64_t item_id, const std::string& order_no, int64_t now_ms) {
  if (tx.exec(sql::kGrant, {campaign_id, member_id, item_id, order_no, now_ms}) != 1) return false;
  tx.exec(sql::kAddHolding, {campaign_id, member_id, item_id});
  return true;
}

std::map<int64_t, int64_t> holdings(db::Tx& tx, int64_t campaign_id, int64_t member_id) {
  std::map<int64_t, int64_t> out;
  for (const auto& r : tx.query(sql::kHoldings, {campaign_id, member_id})) out[r.i64(0)] = r.i64(1);
  return out;
}

bool take_one(db::Tx& tx, int64_t campaign_id, int64_t member_id, int64_t item_id) {
  return tx.exec(sql::kTakeOne, {campaign_id, member_id, item_id}) == 1;
}

bool insert_exchange(db::Tx& tx, const Exchange& e) {
  return tx.exec(sql::kInsertExchange, {e.campaign_id, e.member_id, e.request_key, e.reward_kind, e.points, e.created_at}) == 1;
}

std::optional<Exchange> exchange_by_key(db::Tx& tx, int64_t member_id, const std::string& key) {
  return tx.query_one_as(sql::kExchangeByKey, {member_id, key}, [](const db::Row& r) {
    return Exchange{r.i64(0), r.i64(1), r.i64(2), r.str(3), r.str(4), r.i64(5), r.opt_str(6), r.i64(7)};
  });
}

void set_coupon(db::Tx& tx, int64_t member_id, const std::string& key, const std::string& code) {
  tx.exec(sql::kSetCoupon, {member_id, key, code});
}

int64_t count_exchanges(db::Tx& tx, int64_t campaign_id, int64_t member_id) {
  return tx.query_one(sql::kCountExchanges, {campaign_id, member_id})->i64(0);
}

int64_t count_grants(db::Tx& tx, int64_t campaign_id, int64_t member_id) {
  return tx.query_one(sql::kCountGrants, {campaign_id, member_id})->i64(0);
}

void move_member(db::Tx& tx, int64_t from, int64_t to) {
  // Cards add up: the merged member holds both accounts' cards.
  for (const auto& r : tx.query("SELECT campaign_id, item_id, count FROM wish_holding WHERE member_id = $1", {from})) {
    tx.exec("INSERT INTO wish_holding (campaign_id, member_id, item_id, count) VALUES ($1, $2, $3, $4)"
            " ON CONFLICT (campaign_id, member_id, item_id) DO UPDATE SET count = wish_holding.count + $4",
            {r.i64(0), to, r.i64(1), r.i64(2)});
  }
  tx.exec("DELETE FROM wish_holding WHERE member_id = $1", {from});
  tx.exec("UPDATE wish_grant SET member_id = $2 WHERE member_id = $1", {from, to});
  tx.exec("UPDATE wish_exchange SET member_id = $2 WHERE member_id = $1 AND request_key NOT IN"
          " (SELECT request_key FROM wish_exchange WHERE member_id = $2)",
          {from, to});
}

int64_t count_rows(db::Tx& tx, int64_t member_id) {
  return tx.query_one("SELECT (SELECT COUNT(*) FROM wish_grant WHERE member_id = $1) + (SELECT COUNT(*) FROM wish_exchange WHERE member_id = $1)",
                      {member_id})
      ->i64(0);
}

}  // namespace qsr::wish::repo

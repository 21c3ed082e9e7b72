#include "modules/prime/prime_repo.h"

namespace qsr::prime::repo {
namespace sql {
constexpr const char* kPasses = "SELECT id, name, benefits, agreement, color, active FROM prime_pass ";
constexpr const char* kPlans =
    "SELECT id, pass_id, name, days, price, original_price, purchase_limit, sort, active FROM prime_plan ";
constexpr const char* kItems = "SELECT id, pass_id, goods_id, member_price, sort, active FROM prime_item ";
constexpr const char* kInsertPass =
    "INSERT INTO prime_pass (name, benefits, agreement, color, active, updated_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id";
constexpr const char* kUpdatePass =
    "UPDATE prime_pass SET name = $2, benefits = $3, agreement = $4, color = $5, active = $6, updated_at = $7 WHERE id = $1";
constexpr const char* kInsertPlan =
    "INSERT INTO prime_plan (pass_id, name, days, price, original_price, purchase_limit, sort, active, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id";
constexpr const char* kUpdatePlan =
    "UPDATE prime_plan SET name = $3, days = $4, price = $5, original_price = $6, purchase_limit = $7, sort = $8, active = $9,"
    " updated_at = $10 WHERE id = $1 AND pass_id = $2";
constexpr const char* kUpsertItem =
    "INSERT INTO prime_item (pass_id, goods_id, member_price, sort, active, updated_at) VALUES ($1, $2, $3, $4, $5, $6)"
    " ON CONFLICT (pass_id, goods_id) DO UPDATE SET member_price = excluded.member_price, sort = excluded.sort,"
    " active = excluded.active, updated_at = excluded.updated_at RETURNING id";
constexpr const char* kMemberPrime = "SELECT member_id, pass_id, order_no, started_at, expires_at FROM member_prime WHERE member_id = $1";
constexpr const char* kPutMemberPrime =
    "INSERT INTO member_prime (member_id, pass_id, order_no, started_at, expires_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6)"
    " ON CONFLICT (member_id) DO UPDATE SET pass_id = excluded.pass_id, order_no = excluded.order_no,"
    " started_at = excluded.started_at, expires_at = excluded.expires_at, updated_at = excluded.updated_at";
constexpr const char* kDropMemberPrime = "DELETE FROM member_prime WHERE member_id = $1";
constexpr const char* kHeldToday =
    "SELECT pass_id, expires_at, EXISTS (SELECT 1 FROM prime_use u WHERE u.member_id = $1 AND u.day = $2)"
    " FROM member_prime WHERE member_id = $1";
constexpr const char* kFirstPassOnSale = "SELECT COALESCE(MIN(id), 0) FROM prime_pass WHERE active = 1";
constexpr const char* kItemsOnSale = "SELECT pass_id, goods_id, member_price FROM prime_item WHERE active = 1";
constexpr const char* kTakeDay =
    "INSERT INTO prime_use (member_id, day, order_id, order_no, goods_id, saving, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)"
    " ON CONFLICT (member_id, day) DO NOTHING";
constexpr const char* kGiveBackDay = "DELETE FROM prime_use WHERE order_id = $1";
constexpr const char* kUsedSince = "SELECT 1 FROM prime_use WHERE member_id = $1 AND created_at >= $2 LIMIT 1";
constexpr const char* kSavingOf = "SELECT saving FROM prime_use WHERE order_id = $1";
}  // namespace sql

namespace {

Plan plan_from(const db::Row& r) {
  return {r.i64(0), r.i64(1), I18nText::from_json_text(r.str(2)), static_cast<int>(r.i64(3)), r.i64(4), r.i64(5),
          static_cast<int>(r.i64(6)), static_cast<int>(r.i64(7)), r.i64(8) == 1};
}

Item item_from(const db::Row& r) { return {r.i64(0), r.i64(1), r.i64(2), r.i64(3), static_cast<int>(r.i64(4)), r.i64(5) == 1}; }

Pass pass_from(const db::Row& r) {
  Pass p;
  p.id = r.i64(0);
  p.name = I18nText::from_json_text(r.str(1));
  p.benefits = I18nText::from_json_text(r.str(2));
  p.agreement = I18nText::from_json_text(r.str(3));
  p.color = r.str(4);
  p.active = r.i64(5) == 1;
  return p;
}

// Fills in each pass's plans and items (three queries whatever the number of passes).
void attach(db::Tx& tx, std::vector<Pass>& passes, bool active_only) {
  const std::string where = active_only ? "WHERE active = 1 ORDER BY sort, id" : "ORDER BY sort, id";
  const auto find = [&passes](int64_t id) -> Pass* {
    for (auto& p : passes) {
      if (p.id == id) return &p;
    }
    return nullptr;
  };
  for (const auto& r : tx.query(sql::kPlans + where)) {
    if (Pass* p = find(r.i64(1))) p->plans.push_back(plan_from(r));
  }
  for (const auto& r : tx.query(sql::kItems + where)) {
    if (Pass* p = find(r.i64(1))) p->items.push_back(item_from(r));
  }
}

}  // namespace

std::vector<Pass> passes(db::Tx& tx, bool active_only) {
  std::vector<Pass> out;
  for (const auto& r : tx.query(std::string(sql::kPasses) + (active_only ? "WHERE active = 1 ORDER BY id" : "ORDER BY id"))) {
    out.push_back(pass_from(r));
  }
  attach(tx, out, active_only);
  return out;
}

std::optional<Pass> pass(db::Tx& tx, int64_t id) {
  std::vector<Pass> one;
  if (auto r = tx.query_one(std::string(sql::kPasses) + "WHERE id = $1", {id})) one.push_back(pass_from(*r));
  if (one.empty()) return std::nullopt;
  attach(tx, one, false);
  return one.front();
}

std::optional<Plan> plan(db::Tx& tx, int64_t id) { return tx.query_one_as(std::string(sql::kPlans) + "WHERE id = $1", {id}, plan_from); }

int64_t save_pass(db::Tx& tx, const Pass& p, int64_t now_ms) {
  const int64_t active = p.active ? 1 : 0;
  const db::Params fields{p.name.to_json_text(), p.benefits.to_json_text(), p.agreement.to_json_text(), p.color, active, now_ms};
  if (p.id == 0) return tx.query_one(sql::kInsertPass, fields)->i64(0);
  db::Params params{p.id};
  params.insert(params.end(), fields.begin(), fields.end());
  tx.exec(sql::kUpdatePass, params);
  return p.id;
}

int64_t save_plan(db::Tx& tx, const Plan& p, int64_t now_ms) {
  const int64_t active = p.active ? 1 : 0;
  if (p.id == 0) {
    return tx.query_one(sql::kInsertPlan, {p.pass_id, p.name.to_json_text(), int64_t{p.days}, p.price, p.original_price,
                                           int64_t{p.purchase_limit}, int64_t{p.sort}, active, now_ms})
        ->i64(0);
  }
  tx.exec(sql::kUpdatePlan, {p.id, p.pass_id, p.name.to_json_text(), int64_t{p.days}, p.price, p.original_price, int64_t{p.purchase_limit},
                             int64_t{p.sort}, active, now_ms});
  return p.id;
}

int64_t save_item(db::Tx& tx, const Item& i, int64_t now_ms) {
  return tx.query_one(sql::kUpsertItem, {i.pass_id, i.goods_id, i.member_price, int64_t{i.sort}, int64_t{i.active ? 1 : 0}, now_ms})->i64(0);
}

std::optional<MemberPrime> member_prime(db::Tx& tx, int64_t member_id) {
  return tx.query_one_as(sql::kMemberPrime, {member_id}, [](const db::Row& r) {
    return MemberPrime{r.i64(0), r.i64(1), r.str(2), r.i64(3), r.i64(4)};
  });
}

void put_member_prime(db::Tx& tx, const MemberPrime& m, int64_t now_ms) {
  tx.exec(sql::kPutMemberPrime, {m.member_id, m.pass_id, m.order_no, m.started_at, m.expires_at, now_ms});
}

void drop_member_prime(db::Tx& tx, int64_t member_id) { tx.exec(sql::kDropMemberPrime, {member_id}); }

std::optional<HeldToday> held_today(db::Tx& tx, int64_t member_id, const std::string& day) {
  return tx.query_one_as(sql::kHeldToday, {member_id, day}, [](const db::Row& r) { return HeldToday{r.i64(0), r.i64(1), r.i64(2) != 0}; });
}

void prefetch_held_today(db::Tx& tx, int64_t member_id, const std::string& day) { tx.prefetch(sql::kHeldToday, {member_id, day}); }

int64_t first_pass_on_sale(db::Tx& tx) { return tx.query_one(sql::kFirstPassOnSale)->i64(0); }

std::vector<Item> items_on_sale(db::Tx& tx) {
  std::vector<Item> out;
  for (const auto& r : tx.query(sql::kItemsOnSale)) {
    Item i;
    i.pass_id = r.i64(0);
    i.goods_id = r.i64(1);
    i.member_price = r.i64(2);
    out.push_back(i);
  }
  return out;
}

bool take_day(db::Tx& tx, int64_t member_id, const std::string& day, int64_t order_id, const std::string& order_no, int64_t goods_id,
              int64_t saving, int64_t now_ms) {
  return tx.exec(sql::kTakeDay, {member_id, day, order_id, order_no, goods_id, saving, now_ms}) == 1;
}

void give_back_day(db::Tx& tx, int64_t order_id) { tx.exec(sql::kGiveBackDay, {order_id}); }

bool used_since(db::Tx& tx, int64_t member_id, int64_t since) { return tx.query_one(sql::kUsedSince, {member_id, since}).has_value(); }

int64_t saving_of(db::Tx& tx, int64_t order_id) {
  const auto r = tx.query_one(sql::kSavingOf, {order_id});
  return r ? r->i64(0) : 0;
}

}  // namespace qsr::prime::repo

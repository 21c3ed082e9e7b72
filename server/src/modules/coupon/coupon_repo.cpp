#include "modules/coupon/coupon_repo.h"

namespace qsr::coupon::repo {
namespace sql {
constexpr const char* kTemplateColumns =
    "SELECT id, name_json, category, coupon_json, valid_from, valid_to, valid_days, giftable FROM coupon_template ";
constexpr const char* kCampaignColumns =
    "SELECT id, template_id, title_json, stock, claimed, per_person_limit, starts_at, ends_at, limit_period, period_limit,"
    " activity_id FROM coupon_campaign ";
constexpr const char* kCouponColumns =
    "SELECT id, code, member_id, template_id, campaign_id, source, status, effective_at, invalid_at, order_id, created_at,"
    " order_no, COALESCE(request_key, '') FROM member_coupon ";
constexpr const char* kGiftColumns =
    "SELECT id, token, coupon_id, giver_id, receiver_id, received_coupon_id, status, created_at, expires_at FROM coupon_gift ";
// A usable coupon past its validity is shown as expired without a job having to move it.
constexpr const char* kUsableWhere = "member_id = $1 AND status = 10 AND invalid_at >= $2";
const std::string kUsable = std::string(kCouponColumns) + "WHERE " + kUsableWhere + " ORDER BY invalid_at, id";
// Frozen (50): held by an order not paid yet; it is used once the order is paid, back when not.
constexpr const char* kHistoryWhere = "member_id = $1 AND (status IN (20, 30, 40, 50, 70) OR (status = 10 AND invalid_at < $2))";
// ($2 is unused here; the three filters take the same parameters.)
constexpr const char* kGiftingWhere = "member_id = $1 AND status = 60 AND CAST($2 AS BIGINT) IS NOT NULL";
}  // namespace sql

namespace {


TemplateRow template_of(const db::Row& r) {
  return {r.i64(0), I18nText::from_json_text(r.str(1)), static_cast<int>(r.i64(2)), r.str(3),
          r.opt_i64(4), r.opt_i64(5), r.opt_i64(6), r.i64(7) != 0};
}

CampaignRow campaign_of(const db::Row& r) {
  return {r.i64(0), r.i64(1), I18nText::from_json_text(r.str(2)), r.i64(3), r.i64(4), r.i64(5), r.i64(6), r.i64(7),
          claim_period_of(r.str(8)).value_or(ClaimPeriod::none), r.i64(9), r.opt_i64(10)};
}

CouponRow coupon_of(const db::Row& r) {
  return {r.i64(0), r.str(1), r.i64(2), r.i64(3), r.opt_i64(4), r.str(5), static_cast<int>(r.i64(6)),
          r.i64(7), r.i64(8), r.opt_i64(9), r.i64(10), r.str(12), r.str(11)};
}

GiftRow gift_of(const db::Row& r) {
  return {r.i64(0), r.str(1), r.i64(2), r.i64(3), r.opt_i64(4), r.opt_i64(5), r.str(6), r.i64(7), r.i64(8)};
}

const char* where_of(Tab tab) {
  switch (tab) {
    case Tab::usable: return sql::kUsableWhere;
    case Tab::history: return sql::kHistoryWhere;
    case Tab::gifting: return sql::kGiftingWhere;
  }
  return sql::kUsableWhere;
}

}  // namespace

int64_t insert_template(db::Tx& tx, const TemplateRow& t, int64_t now_ms) {
  return tx.query_one("INSERT INTO coupon_template (name_json, category, coupon_json, valid_from, valid_to, valid_days,"
                      " giftable, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
                      {t.name.to_json_text(), int64_t{t.category}, t.coupon_json, db::nullable(t.valid_from), db::nullable(t.valid_to),
                       db::nullable(t.valid_days), int64_t{t.giftable}, now_ms})
      ->i64(0);
}

std::optional<TemplateRow> template_by_id(db::Tx& tx, int64_t id) {
  return tx.query_one_as(std::string(sql::kTemplateColumns) + "WHERE id = $1", {id}, template_of);
}

std::vector<TemplateRow> templates(db::Tx& tx) {
  std::vector<TemplateRow> out;
  for (const auto& r : tx.query(std::string(sql::kTemplateColumns) + "ORDER BY id")) out.push_back(template_of(r));
  return out;
}

int64_t count_templates(db::Tx& tx) { return tx.query("SELECT COUNT(*) FROM coupon_template").at(0).i64(0); }

int64_t insert_campaign(db::Tx& tx, const CampaignRow& c, int64_t now_ms) {
  return tx.query_one("INSERT INTO coupon_campaign (template_id, title_json, stock, per_person_limit, starts_at, ends_at,"
                      " created_at, limit_period, period_limit, activity_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
                      {c.template_id, c.title.to_json_text(), c.stock, c.per_person_limit, c.starts_at, c.ends_at, now_ms,
                       std::string(claim_period_name(c.period)), c.period_limit, db::nullable(c.activity_id)})
      ->i64(0);
}

std::optional<CampaignRow> campaign_by_id(db::Tx& tx, int64_t id) {
  return tx.query_one_as(std::string(sql::kCampaignColumns) + "WHERE id = $1", {id}, campaign_of);
}

namespace {

std::vector<CampaignRow> campaigns_where(db::Tx& tx, const std::string& where, const db::Params& params) {
  std::vector<CampaignRow> out;
  for (const auto& r : tx.query(sql::kCampaignColumns + where + " ORDER BY starts_at, id", params)) out.push_back(campaign_of(r));
  return out;
}

}  // namespace

std::vector<CampaignRow> campaigns(db::Tx& tx, int64_t since_ms) { return campaigns_where(tx, "WHERE ends_at >= $1", {since_ms}); }

std::vector<CampaignRow> centre_campaigns(db::Tx& tx, int64_t since_ms) {
  return campaigns_where(tx, "WHERE ends_at >= $1 AND activity_id IS NULL", {since_ms});
}

std::vector<CampaignRow> activity_campaigns(db::Tx& tx, int64_t activity_id) {
  return campaigns_where(tx, "WHERE activity_id = $1", {activity_id});
}

bool take_personal_claim(db::Tx& tx, const CampaignRow& k, int64_t member_id, const std::string& period) {
  // The unique key serializes two claims of one member; the WHERE refuses the one over the
  // campaign's limit or over the period's (a claim in a new period starts its count again).
  const int64_t period_limit = k.period == ClaimPeriod::none ? k.per_person_limit : k.period_limit;
  return tx.exec("INSERT INTO coupon_claim (campaign_id, member_id, claims, period_key, period_claims) VALUES ($1, $2, 1, $4, 1)"
                 " ON CONFLICT (campaign_id, member_id) DO UPDATE SET claims = coupon_claim.claims + 1,"
                 " period_claims = CASE WHEN coupon_claim.period_key = $4 THEN coupon_claim.period_claims + 1 ELSE 1 END,"
                 " period_key = $4"
                 " WHERE coupon_claim.claims < $3 AND (coupon_claim.period_key <> $4 OR coupon_claim.period_claims < $5)",
                 {k.id, member_id, k.per_person_limit, period, period_limit}) == 1;
}

MyClaims claims_of(db::Tx& tx, int64_t campaign_id, int64_t member_id, const std::string& period) {
  auto r = tx.query_one("SELECT claims, period_key, period_claims FROM coupon_claim WHERE campaign_id = $1 AND member_id = $2",
                        {campaign_id, member_id});
  if (!r) return {};
  return {r->i64(0), r->str(1) == period ? r->i64(2) : 0};
}

bool take_stock(db::Tx& tx, int64_t campaign_id) {
  return tx.exec("UPDATE coupon_campaign SET claimed = claimed + 1 WHERE id = $1 AND claimed < stock", {campaign_id}) == 1;
}

void insert_code(db::Tx& tx, const std::string& code, int64_t template_id, int64_t now_ms) {
  tx.exec("INSERT INTO coupon_redeem_code (code, template_id, created_at) VALUES ($1, $2, $3)", {code, template_id, now_ms});
}

std::optional<int64_t> take_code(db::Tx& tx, const std::string& code, int64_t member_id, int64_t now_ms) {
  auto r = tx.query_one("UPDATE coupon_redeem_code SET used_by = $2, used_at = $3 WHERE code = $1 AND used_by IS NULL"
                        " RETURNING template_id",
                        {code, member_id, now_ms});
  if (!r) return std::nullopt;
  return r->i64(0);
}

int64_t insert_coupon(db::Tx& tx, const CouponRow& c, int64_t now_ms) {
  return tx.query_one("INSERT INTO member_coupon (code, member_id, template_id, campaign_id, source, status, effective_at,"
                      " invalid_at, created_at, updated_at, request_key) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10) RETURNING id",
                      {c.code, c.member_id, c.template_id, db::nullable(c.campaign_id), c.source, int64_t{c.status}, c.effective_at,
                       c.invalid_at, now_ms, c.request_key.empty() ? db::Value(nullptr) : db::Value(c.request_key)})
      ->i64(0);
}

std::optional<CouponRow> coupon_by_code(db::Tx& tx, const std::string& code) {
  return tx.query_one_as(std::string(sql::kCouponColumns) + "WHERE code = $1", {code}, coupon_of);
}

std::map<std::string, int64_t> template_ids_by_code(db::Tx& tx, const std::vector<std::string>& codes) {
  std::map<std::string, int64_t> out;
  if (codes.empty()) return out;
  db::Params params;
  std::string in;
  for (const auto& code : codes) {
    params.emplace_back(code);
    in += (in.empty() ? "$" : ", $") + std::to_string(params.size());
  }
  for (const auto& r : tx.query("SELECT code, template_id FROM member_coupon WHERE code IN (" + in + ")", params)) {
    out[r.str(0)] = r.i64(1);
  }
  return out;
}

std::optional<CouponRow> coupon_by_request(db::Tx& tx, int64_t member_id, const std::string& request_key) {
  return tx.query_one_as(std::string(sql::kCouponColumns) + "WHERE member_id = $1 AND request_key = $2", {member_id, request_key}, coupon_of);
}

std::vector<CouponRow> coupons_by_request_prefix(db::Tx& tx, int64_t member_id, const std::string& prefix) {
  std::vector<CouponRow> out;
  // The prefix is ours (a product order number and a colon): no LIKE wildcards in it.
  for (const auto& r : tx.query(std::string(sql::kCouponColumns) + "WHERE member_id = $1 AND request_key LIKE $2 ORDER BY id",
                                {member_id, prefix + "%"})) {
    out.push_back(coupon_of(r));
  }
  return out;
}

int64_t void_usable_by_request_prefix(db::Tx& tx, int64_t member_id, const std::string& prefix, int64_t now_ms) {
  return tx.exec("UPDATE member_coupon SET status = $3, updated_at = $4 WHERE member_id = $1 AND request_key LIKE $2 AND status = $5",
                 {member_id, prefix + "%", int64_t{kVoided}, now_ms, int64_t{kUsable}});
}

std::optional<CouponRow> coupon_by_id(db::Tx& tx, int64_t id) {
  return tx.query_one_as(std::string(sql::kCouponColumns) + "WHERE id = $1", {id}, coupon_of);
}

std::vector<CouponRow> usable_of(db::Tx& tx, int64_t member_id, int64_t now_ms) {
  std::vector<CouponRow> out;
  for (const auto& r : tx.query(sql::kUsable, {member_id, now_ms})) out.push_back(coupon_of(r));
  return out;
}

void prefetch_usable(db::Tx& tx, int64_t member_id, int64_t now_ms) { tx.prefetch(sql::kUsable, {member_id, now_ms}); }

std::vector<CouponRow> page_of(db::Tx& tx, int64_t member_id, Tab tab, int64_t now_ms, int64_t limit, int64_t offset) {
  // Usable: the soonest to expire first; the rest: the latest change first.
  const char* order = tab == Tab::usable ? " ORDER BY invalid_at, id" : " ORDER BY updated_at DESC, id DESC";
  std::vector<CouponRow> out;
  for (const auto& r : tx.query(std::string(sql::kCouponColumns) + "WHERE " + where_of(tab) + order + " LIMIT $3 OFFSET $4",
                                {member_id, now_ms, limit, offset}))
    out.push_back(coupon_of(r));
  return out;
}

int64_t count_of(db::Tx& tx, int64_t member_id, Tab tab, int64_t now_ms) {
  return tx.query(std::string("SELECT COUNT(*) FROM member_coupon WHERE ") + where_of(tab), {member_id, now_ms}).at(0).i64(0);
}

int64_t count_of_template(db::Tx& tx, int64_t member_id, int64_t template_id) {
  return tx.query("SELECT COUNT(*) FROM member_coupon WHERE member_id = $1 AND template_id = $2", {member_id, template_id}).at(0).i64(0);
}

int64_t count_due_by(db::Tx& tx, int64_t member_id, int64_t now_ms, int64_t due_by_ms) {
  return tx.query(std::string("SELECT COUNT(*) FROM member_coupon WHERE ") + sql::kUsableWhere + " AND invalid_at <= $3",
                  {member_id, now_ms, due_by_ms})
      .at(0)
      .i64(0);
}

bool move(db::Tx& tx, int64_t coupon_id, int from, int to, int64_t now_ms) {
  return tx.exec("UPDATE member_coupon SET status = $3, updated_at = $4 WHERE id = $1 AND status = $2",
                 {coupon_id, int64_t{from}, int64_t{to}, now_ms}) == 1;
}

bool use_for_order(db::Tx& tx, int64_t coupon_id, int64_t member_id, int64_t order_id, const std::string& order_no,
                   int64_t now_ms) {
  return tx.exec("UPDATE member_coupon SET status = 50, order_id = $3, updated_at = $4, order_no = $5"
                 " WHERE id = $1 AND member_id = $2 AND status = 10 AND invalid_at >= $4 AND effective_at <= $4",
                 {coupon_id, member_id, order_id, now_ms, order_no}) == 1;
}

void record_order_coupon(db::Tx& tx, int64_t order_id, int64_t coupon_id, int64_t discount) {
  tx.exec("INSERT INTO order_coupon (order_id, coupon_id, discount) VALUES ($1, $2, $3)", {order_id, coupon_id, discount});
}

std::vector<OrderCoupon> order_coupons(db::Tx& tx, int64_t order_id) {
  std::vector<OrderCoupon> out;
  for (const auto& r : tx.query("SELECT c.code, c.template_id, oc.discount FROM order_coupon oc"
                                " JOIN member_coupon c ON c.id = oc.coupon_id WHERE oc.order_id = $1 ORDER BY c.id",
                                {order_id}))
    out.push_back({r.str(0), r.i64(1), r.i64(2)});
  return out;
}

void confirm_for_order(db::Tx& tx, int64_t order_id, int64_t now_ms) {
  tx.exec_deferred("UPDATE member_coupon SET status = 20, updated_at = $2 WHERE order_id = $1 AND status = 50", {order_id, now_ms});
}

int64_t release_for_order(db::Tx& tx, int64_t order_id, int64_t now_ms) {
  return tx.exec("UPDATE member_coupon SET status = CASE WHEN invalid_at < $2 THEN 40 ELSE 10 END, order_id = NULL, order_no = '',"
                 " updated_at = $2 WHERE order_id = $1 AND status IN (20, 50)",
                 {order_id, now_ms});
}

int64_t insert_gift(db::Tx& tx, const GiftRow& g) {
  return tx.query_one("INSERT INTO coupon_gift (token, coupon_id, giver_id, status, created_at, expires_at)"
                      " VALUES ($1, $2, $3, 'pending', $4, $5) RETURNING id",
                      {g.token, g.coupon_id, g.giver_id, g.created_at, g.expires_at})
      ->i64(0);
}

std::optional<GiftRow> gift_by_token(db::Tx& tx, const std::string& token) {
  return tx.query_one_as(std::string(sql::kGiftColumns) + "WHERE token = $1", {token}, gift_of);
}

std::optional<GiftRow> pending_gift_of(db::Tx& tx, int64_t coupon_id) {
  return tx.query_one_as(std::string(sql::kGiftColumns) + "WHERE coupon_id = $1 AND status = 'pending'", {coupon_id}, gift_of);
}

int64_t gifts_given_since(db::Tx& tx, int64_t giver_id, int64_t since_ms) {
  return tx.query("SELECT COUNT(*) FROM coupon_gift WHERE giver_id = $1 AND created_at >= $2", {giver_id, since_ms}).at(0).i64(0);
}

bool settle_gift(db::Tx& tx, int64_t gift_id, const std::string& status, std::optional<int64_t> receiver_id,
                 std::optional<int64_t> received_coupon_id, int64_t now_ms) {
  return tx.exec("UPDATE coupon_gift SET status = $2, receiver_id = $3, received_coupon_id = $4, settled_at = $5"
                 " WHERE id = $1 AND status = 'pending'",
                 {gift_id, status, db::nullable(receiver_id), db::nullable(received_coupon_id), now_ms}) == 1;
}

std::vector<GiftRow> pending_gifts_expired(db::Tx& tx, int64_t now_ms, int64_t limit) {
  std::vector<GiftRow> out;
  for (const auto& r : tx.query(std::string(sql::kGiftColumns) + "WHERE status = 'pending' AND expires_at <= $1 ORDER BY id LIMIT $2",
                                {now_ms, limit}))
    out.push_back(gift_of(r));
  return out;
}

namespace sql {
constexpr const char* kEndCampaign = "UPDATE coupon_campaign SET ends_at = $2 WHERE id = $1 AND ends_at > $2";
constexpr const char* kMoveCoupons = "UPDATE member_coupon SET member_id = $2 WHERE member_id = $1";
constexpr const char* kMoveClaims =
    "INSERT INTO coupon_claim (campaign_id, member_id, claims) SELECT campaign_id, $2, claims FROM coupon_claim"
    " WHERE member_id = $1 ON CONFLICT (campaign_id, member_id) DO UPDATE SET claims = coupon_claim.claims + excluded.claims";
constexpr const char* kDropClaims = "DELETE FROM coupon_claim WHERE member_id = $1";
}  // namespace sql

bool end_campaign(db::Tx& tx, int64_t campaign_id, int64_t ended_at) {
  return tx.exec(sql::kEndCampaign, {campaign_id, ended_at}) == 1;
}

void move_member(db::Tx& tx, int64_t from, int64_t to) {
  tx.exec(sql::kMoveCoupons, {from, to});
  tx.exec(sql::kMoveClaims, {from, to});
  tx.exec(sql::kDropClaims, {from});
}

std::vector<CouponRow> usable_ending_between(db::Tx& tx, int64_t from_ms, int64_t to_ms, int64_t after_id, int64_t limit) {
  std::vector<CouponRow> out;
  for (const auto& r : tx.query(std::string(sql::kCouponColumns) +
                                    "WHERE status = 10 AND invalid_at > $1 AND invalid_at <= $2 AND id > $3 ORDER BY id LIMIT $4",
                                {from_ms, to_ms, after_id, limit}))
    out.push_back(coupon_of(r));
  return out;
}

}  // namespace qsr::coupon::repo

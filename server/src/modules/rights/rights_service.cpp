#include "modules/rights/rights_service.h"

#include <set>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/validators.h"
#include "modules/rights/rights_repo.h"
#include "modules/rights/rights_schedule.h"

namespace qsr::rights {

namespace json = boost::json;

namespace {

constexpr int64_t kMaxPrice = 1'000'000;  // HK$10,000
constexpr size_t kMaxBenefits = 10;

// The benefits an order bought, as they stood when it was made: [[template, count, times, every], ...].
std::vector<Benefit> benefits_of(const purchase::ProductOrder& o, int64_t* card_id) {
  std::vector<Benefit> out;
  boost::system::error_code ec;
  const json::value v = json::parse(o.terms, ec);
  const auto* t = ec ? nullptr : v.if_object();
  if (!t) return out;
  if (const auto* c = t->if_contains("cardId"); c && c->is_int64()) *card_id = c->as_int64();
  const auto* list = t->if_contains("benefits");
  if (!list || !list->is_array()) return out;
  for (const auto& item : list->get_array()) {
    const auto* a = item.if_array();
    if (!a || a->size() != 4) continue;
    bool numbers = true;
    for (const auto& x : *a) numbers = numbers && x.is_int64();
    if (!numbers) continue;
    out.push_back({(*a)[0].get_int64(), static_cast<int>((*a)[1].get_int64()), static_cast<int>((*a)[2].get_int64()),
                   static_cast<int>((*a)[3].get_int64())});
  }
  return out;
}

std::string release_ref(const std::string& order_no, int seq) { return "rights:" + order_no + ":" + std::to_string(seq); }

}  // namespace

purchase::Quote RightsService::quote(db::Tx& tx, int64_t, int64_t card_id, int quantity, int64_t) {
  const auto c = repo::card(tx, card_id);
  if (!c || !c->active || c->benefits.empty()) throw AppError(400, 400, "rights_gone");
  if (quantity != 1) throw AppError::invalid("quantity");
  json::array benefits;
  for (const auto& b : c->benefits) benefits.push_back(json::array{b.template_id, b.count, b.times, b.every_days});
  return {c->price, c->name.to_json_text(), json::serialize(json::object{{"cardId", c->id}, {"benefits", std::move(benefits)}}),
          c->per_member_limit};
}

bool RightsService::give(db::Tx& tx, const std::string& order_no, const Release& r, int64_t now_ms) {
  const auto holder = repo::take_release(tx, r.id, now_ms);
  if (!holder) return false;
  coupons_.issue_purchased(tx, *holder, {{r.template_id, r.count}}, release_ref(order_no, r.seq), now_ms);
  return true;
}

void RightsService::give_due(db::Tx& tx, const MemberCard& m, int64_t now_ms) {
  for (const auto& r : m.releases) {
    if (!r.released_at && !r.cancelled_at && r.due_at <= now_ms) give(tx, m.order_no, r, now_ms);
  }
}

void RightsService::fulfil(db::Tx& tx, const purchase::ProductOrder& o, int64_t now_ms) {
  int64_t card_id = o.product_id.value_or(0);
  MemberCard m;
  m.member_id = o.member_id;
  m.order_no = o.order_no;
  m.name = I18nText::from_json_text(o.title);
  m.status = "active";
  m.releases = schedule(benefits_of(o, &card_id), now_ms);
  m.card_id = card_id;
  m.id = repo::insert_member_card(tx, m, now_ms);
  // What is due at once comes with the payment.
  give_due(tx, *repo::member_card(tx, m.id), now_ms);
}

void RightsService::reverse(db::Tx& tx, const purchase::ProductOrder& o, int64_t now_ms) {
  const auto m = repo::member_card_by_order(tx, o.order_no);
  if (!m || m->status == "refunded") return;
  // The card must still be the buyer's and not behind a gift link: the conditional move settles a
  // refund racing a give, and a card given away is the friend's now (docs/decisions/0036).
  if (!repo::move_card(tx, m->id, o.member_id, "active", "refunded", now_ms)) throw AppError(409, 409, "rights_refund_given");
  for (const auto& r : m->releases) {
    // All or nothing: a throw here rolls back the coupons voided before it.
    if (r.released_at && !coupons_.withdraw_purchased(tx, o.member_id, release_ref(o.order_no, r.seq), now_ms)) {
      throw AppError(409, 409, "rights_refund_used");
    }
  }
  repo::cancel_pending(tx, m->id, now_ms);
}

int RightsService::release_due() {
  const int64_t now = clock_.now_ms();
  const auto due = db_.read_value([&](db::Tx& tx) { return repo::due_releases(tx, now, 200); });
  int given = 0;
  for (const auto& d : due) {
    // Each release in its own transaction, taken by a conditional update: one runner gives it.
    if (db_.write_value([&](db::Tx& tx) { return give(tx, d.order_no, d.release, clock_.now_ms()); })) ++given;
  }
  return given;
}

std::vector<Card> RightsService::on_sale() {
  auto list = all();
  std::erase_if(list, [](const Card& c) { return !c.active || c.benefits.empty(); });
  return list;
}

std::vector<Card> RightsService::all() {
  return db_.read_value([&](db::Tx& tx) { return repo::cards(tx); });
}

Card RightsService::card(int64_t id) {
  auto c = db_.read_value([&](db::Tx& tx) { return repo::card(tx, id); });
  if (!c) throw AppError::not_found();
  return *c;
}

std::vector<coupon::MemberCoupon> RightsService::contents(const Card& c) {
  std::vector<int64_t> ids;
  for (const auto& b : c.benefits) ids.push_back(b.template_id);
  return coupons_.previews(ids);
}

purchase::Started RightsService::start(int64_t member_id, int64_t card_id, bool agreed, const std::string& return_url,
                                       const std::string& request_key) {
  if (!agreed) throw AppError(400, 400, "rights_agreement");
  return purchases_.start({std::string(kind()), member_id, card_id, 1, return_url, request_key});
}

RightsService::Page RightsService::mine(int64_t member_id, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) { return Page{repo::member_cards(tx, member_id, limit, offset), repo::member_card_count(tx, member_id)}; });
}

std::vector<MemberCard> RightsService::mine_of_kind(int64_t member_id, const std::string& kind) {
  return db_.read_value([&](db::Tx& tx) { return repo::member_cards_of_kind(tx, member_id, kind, 50); });
}

MemberCard RightsService::mine_one(int64_t member_id, int64_t member_card_id) {
  auto m = db_.read_value([&](db::Tx& tx) { return repo::member_card(tx, member_card_id); });
  if (!m || m->member_id != member_id) throw AppError::not_found();
  return *m;
}

Card RightsService::save(const Card& c) {
  if (c.name.empty()) throw AppError::invalid("name");
  if (!validators::valid_color(c.color)) throw AppError::invalid("color");
  if (c.price <= 0 || c.price > kMaxPrice) throw AppError::invalid("price");
  if (c.original_price < 0 || c.original_price > kMaxPrice) throw AppError::invalid("originalPrice");
  if (c.per_member_limit < 0 || c.per_member_limit > 1000) throw AppError::invalid("perMemberLimit");
  if (c.kind != kBundleCard && c.kind != kDiscountCard) throw AppError::invalid("kind");
  if (c.benefits.empty() || c.benefits.size() > kMaxBenefits) throw AppError::invalid("benefits");
  // A discount card's coupon comes every day (docs/decisions/0039): one a day, as many days as it runs.
  if (c.kind == kDiscountCard) {
    for (const auto& b : c.benefits) {
      if (b.every_days != 1 || b.count != 1 || b.times < 2) throw AppError::invalid("benefits");
    }
  }
  std::set<int64_t> seen;
  std::vector<int64_t> ids;
  for (const auto& b : c.benefits) {
    const bool ok = b.count >= 1 && b.count <= 20 && b.times >= 1 && b.times <= 52 && b.every_days >= 0 && b.every_days <= 366 &&
                    (b.times == 1 || b.every_days > 0) && seen.insert(b.template_id).second;
    if (!ok) throw AppError::invalid("benefits");
    ids.push_back(b.template_id);
  }
  coupons_.previews(ids);  // 400 for a template that does not exist
  return db_.write_value([&](db::Tx& tx) {
    if (c.id != 0 && !repo::card(tx, c.id)) throw AppError::not_found();
    return *repo::card(tx, repo::save_card(tx, c, clock_.now_ms()));
  });
}

void RightsService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }

}  // namespace qsr::rights

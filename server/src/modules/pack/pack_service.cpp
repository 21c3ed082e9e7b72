#include "modules/pack/pack_service.h"

#include <set>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "modules/pack/pack_repo.h"

namespace qsr::pack {

namespace json = boost::json;

namespace {

constexpr int64_t kMaxPrice = 1'000'000;  // HK$10,000
constexpr size_t kMaxTemplates = 10;

// The coupons an order bought, as they stood when it was made: [[templateId, count], ...].
std::vector<std::pair<int64_t, int>> items_of(const purchase::ProductOrder& o) {
  std::vector<std::pair<int64_t, int>> out;
  boost::system::error_code ec;
  const json::value v = json::parse(o.terms, ec);
  const auto* t = ec ? nullptr : v.if_object();
  const auto* items = t ? t->if_contains("items") : nullptr;
  if (!items || !items->is_array()) return out;
  for (const auto& item : items->get_array()) {
    const auto* pair = item.if_array();
    if (pair && pair->size() == 2 && (*pair)[0].is_int64() && (*pair)[1].is_int64()) {
      out.emplace_back((*pair)[0].get_int64(), static_cast<int>((*pair)[1].get_int64()));
    }
  }
  return out;
}

std::string purchase_ref(const purchase::ProductOrder& o) { return "pack:" + o.order_no; }

}  // namespace

std::vector<int64_t> PackService::template_ids(const Pack& p) {
  std::vector<int64_t> ids;
  for (const auto& item : p.items) ids.push_back(item.template_id);
  return ids;
}

purchase::Quote PackService::quote(db::Tx& tx, int64_t, int64_t pack_id, int quantity, int64_t now_ms) {
  const auto p = repo::pack(tx, pack_id);
  if (!p || !p->on_sale_at(now_ms) || p->items.empty()) throw AppError(400, 400, "pack_gone");
  if (quantity != 1) throw AppError::invalid("quantity");
  json::array items;
  for (const auto& item : p->items) items.push_back(json::array{item.template_id, item.count});
  return {p->price, p->name.to_json_text(), json::serialize(json::object{{"items", std::move(items)}}), p->per_member_limit};
}

void PackService::fulfil(db::Tx& tx, const purchase::ProductOrder& o, int64_t now_ms) {
  coupons_.issue_purchased(tx, o.member_id, items_of(o), purchase_ref(o), now_ms);
}

void PackService::reverse(db::Tx& tx, const purchase::ProductOrder& o, int64_t now_ms) {
  if (!coupons_.withdraw_purchased(tx, o.member_id, purchase_ref(o), now_ms)) throw AppError(409, 409, "pack_refund_used");
}

std::vector<Pack> PackService::on_sale() {
  const int64_t now = clock_.now_ms();
  auto list = db_.read_value([&](db::Tx& tx) { return repo::packs(tx); });
  std::erase_if(list, [now](const Pack& p) { return !p.on_sale_at(now) || p.items.empty(); });
  return list;
}

std::vector<Pack> PackService::all() {
  return db_.read_value([&](db::Tx& tx) { return repo::packs(tx); });
}

Pack PackService::pack(int64_t id) {
  auto p = db_.read_value([&](db::Tx& tx) { return repo::pack(tx, id); });
  if (!p) throw AppError::not_found();
  return *p;
}

purchase::Started PackService::start(int64_t member_id, int64_t pack_id, bool in_group, const std::string& return_url,
                                     const std::string& request_key) {
  if (in_group) throw AppError(400, 400, "pack_in_group");
  return purchases_.start({std::string(kind()), member_id, pack_id, 1, return_url, request_key});
}

Pack PackService::save(const Pack& p) {
  if (p.name.empty()) throw AppError::invalid("name");
  if (p.price <= 0 || p.price > kMaxPrice) throw AppError::invalid("price");
  if (p.original_price < 0 || p.original_price > kMaxPrice) throw AppError::invalid("originalPrice");
  if (p.per_member_limit < 0 || p.per_member_limit > 1000) throw AppError::invalid("perMemberLimit");
  if (p.starts_at && p.ends_at && *p.ends_at <= *p.starts_at) throw AppError::invalid("endsAt");
  if (p.items.empty() || p.items.size() > kMaxTemplates) throw AppError::invalid("items");
  std::set<int64_t> seen;
  for (const auto& item : p.items) {
    if (item.count < 1 || item.count > 50 || !seen.insert(item.template_id).second) throw AppError::invalid("items");
  }
  coupons_.previews(template_ids(p));  // 400 for a template that does not exist
  return db_.write_value([&](db::Tx& tx) {
    if (p.id != 0 && !repo::pack(tx, p.id)) throw AppError::not_found();
    return *repo::pack(tx, repo::save(tx, p, clock_.now_ms()));
  });
}

}  // namespace qsr::pack

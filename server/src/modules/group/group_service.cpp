#include "modules/group/group_service.h"

#include <map>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/crypto.h"
#include "engine/fee_split.h"
#include "modules/account/account_api.h"
#include "modules/cart/cart_api.h"
#include "modules/group/group_receipt.h"
#include "modules/order/order_api.h"

namespace qsr::group {
namespace json = boost::json;

namespace sql {
constexpr const char* kColumns =
    "SELECT id, unique_id, sid, order_type, address_id, launcher_id, status, participants, version, order_id FROM group_order ";
constexpr const char* kInsert =
    "INSERT INTO group_order (unique_id, sid, order_type, address_id, launcher_id, status, created_at, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, 'open', $6, $6) RETURNING id";
constexpr const char* kInsertMember =
    "INSERT INTO group_member (group_id, member_id, pocket, joined_at) VALUES ($1, $2, $3, $4)";
constexpr const char* kMember = "SELECT pocket FROM group_member WHERE group_id = $1 AND member_id = $2";
// The participant counter is the gate: a conditional update on the group row, so two joins
// racing for the 100th place cannot both get in.
constexpr const char* kTakePlace =
    "UPDATE group_order SET participants = participants + 1, version = version + 1, updated_at = $3"
    " WHERE id = $1 AND status = 'open' AND participants < $2";
constexpr const char* kNextPocket = "SELECT COALESCE(MAX(pocket), 0) + 1 FROM group_member WHERE group_id = $1";
constexpr const char* kBump = "UPDATE group_order SET version = version + 1, updated_at = $2 WHERE id = $1";
// The same, only while the group is open: on PostgreSQL the row lock orders it against a cancel or
// submit, so a change either lands before the group closes or is refused.
constexpr const char* kBumpOpen =
    "UPDATE group_order SET version = version + 1, updated_at = $2 WHERE id = $1 AND status = 'open'";
constexpr const char* kSetStatus =
    "UPDATE group_order SET status = $3, version = version + 1, updated_at = $4 WHERE id = $1 AND status = $2";
constexpr const char* kSetOrder = "UPDATE group_order SET order_id = $2 WHERE id = $1";
constexpr const char* kOpenOf =
    "WHERE status = 'open' AND id IN (SELECT group_id FROM group_member WHERE member_id = $1) ORDER BY id DESC LIMIT 1";
constexpr const char* kParticipants =
    "SELECT member_id, pocket, choice_status FROM group_member WHERE group_id = $1 ORDER BY pocket";
constexpr const char* kIsParticipant = "SELECT 1 FROM group_member WHERE group_id = $1 AND member_id = $2";
constexpr const char* kChoice = "UPDATE group_member SET choice_status = $3 WHERE group_id = $1 AND member_id = $2";
constexpr const char* kLeave = "DELETE FROM group_member WHERE group_id = $1 AND member_id = $2";
constexpr const char* kLeaveCount =
    "UPDATE group_order SET participants = participants - 1, version = version + 1, updated_at = $2 WHERE id = $1";
}  // namespace sql

cart::Owner cart_owner(const Group& g) { return cart::Owner::group(g.id); }

namespace {

Group from_row(const db::Row& r) {
  return {r.i64(0), r.str(1), r.i64(2), static_cast<int>(r.i64(3)), r.opt_i64(4), r.i64(5), r.str(6), r.i64(7), r.i64(8),
          r.opt_i64(9)};
}

std::optional<Group> by_unique(db::Tx& tx, const std::string& unique_id) {
  return tx.query_one_as(std::string(sql::kColumns) + "WHERE unique_id = $1", {unique_id}, from_row);
}

Group require_open(db::Tx& tx, const std::string& unique_id) {
  auto g = by_unique(tx, unique_id);
  if (!g) throw AppError(404, kGroupNotFound, "spell_not_found");
  if (g->status != "open") throw AppError(409, kGroupClosed, g->status == "cancelled" ? "spell_cancelled" : "spell_submitted");
  return *g;
}

}  // namespace

void GroupService::bump_if_open(db::Tx& tx, const std::string& unique_id) {
  Group g = require_open(tx, unique_id);
  if (tx.exec(sql::kBumpOpen, {g.id, clock_.now_ms()}) != 1) require_open(tx, unique_id);  // closed meanwhile: says how
}

int64_t GroupService::pocket_of(db::Tx& tx, int64_t group_id, int64_t member_id) {
  auto r = tx.query_one(sql::kMember, {group_id, member_id});
  if (!r) throw AppError(404, kGroupNotFound, "spell_not_found");  // not a participant: as if it did not exist
  return r->i64(0);
}

void GroupService::changed(db::Tx& tx, const Group& g, const char* type, json::object extra) {
  auto fresh = by_unique(tx, g.unique_id);
  extra["type"] = type;
  extra["uniqueId"] = g.unique_id;
  extra["version"] = fresh->version;
  extra["status"] = fresh->status;
  publisher_.publish(tx, "spell:" + g.unique_id, extra);
}

Group GroupService::create(int64_t member_id, int64_t sid, catalog::OrderType type, std::optional<int64_t> address_id) {
  auto snap = catalog_.snapshot();
  const catalog::Store* store = snap->store(sid);
  if (!store) throw AppError::not_found("store_not_found");
  if (!store->offers(type)) throw AppError::bad_request("store_no_order_type");
  if (type == catalog::OrderType::takeout && !address_id) throw AppError::bad_request("order_address_required");
  const int64_t now = clock_.now_ms();
  auto g = db_.write_value([&](db::Tx& tx) {
    if (auto r = tx.query_one(std::string(sql::kColumns) + sql::kOpenOf, {member_id})) {
      AppError err(409, kAlreadyOpen, "spell_already_open");
      err.data = {{"uniqueId", r->str(1)}, {"sid", r->i64(2)}};
      throw err;
    }
    if (address_id && !account::own_address(tx, member_id, *address_id)) {
      throw AppError::not_found("address_not_found");
    }
    std::string unique_id = crypto::random_token(12);
    int64_t id = tx.query_one(sql::kInsert, {unique_id, sid, int64_t{static_cast<int>(type)},
                                             address_id ? db::Value(*address_id) : db::Value(nullptr), member_id, now})->i64(0);
    tx.exec(sql::kInsertMember, {id, member_id, int64_t{1}, now});
    return *by_unique(tx, unique_id);
  });
  return g;
}

Group GroupService::join(int64_t member_id, const std::string& unique_id) {
  const int64_t now = clock_.now_ms();
  auto g = db_.write_value([&](db::Tx& tx) {
    Group g = require_open(tx, unique_id);
    if (tx.query_one(sql::kMember, {g.id, member_id})) return g;  // joining twice is harmless
    if (tx.exec(sql::kTakePlace, {g.id, kMaxParticipants, now}) != 1) throw AppError(409, kGroupFull, "spell_full");
    int64_t pocket = tx.query_one(sql::kNextPocket, {g.id})->i64(0);
    tx.exec(sql::kInsertMember, {g.id, member_id, pocket, now});
    changed(tx, g, "spell-joined");
    return *by_unique(tx, unique_id);
  });
  return g;
}

std::optional<Group> GroupService::open_group_of(int64_t member_id) {
  return db_.read_value([&](db::Tx& tx) -> std::optional<Group> {
    return tx.query_one_as(std::string(sql::kColumns) + sql::kOpenOf, {member_id}, from_row);
  });
}

Group GroupService::find(const std::string& unique_id) {
  auto g = db_.read_value([&](db::Tx& tx) { return by_unique(tx, unique_id); });
  if (!g) throw AppError(404, kGroupNotFound, "spell_not_found");
  return *g;
}

bool GroupService::is_participant(int64_t member_id, const std::string& unique_id) {
  return db_.read_value([&](db::Tx& tx) {
    auto g = by_unique(tx, unique_id);
    return g && tx.query_one(sql::kMember, {g->id, member_id}).has_value();
  });
}

void GroupService::add(int64_t member_id, const std::string& unique_id, const cart::Choices& choices, int64_t quantity) {
  auto snap = catalog_.snapshot();
  const catalog::Goods* goods = snap->find_goods(choices.goods_id);
  if (goods && goods->goods_type == catalog::GoodsType::package) throw AppError(400, kNoPackages, "spell_no_package");
  Group g;
  int64_t pocket = 0;
  db_.read([&](db::Tx& tx) {
    g = require_open(tx, unique_id);
    pocket = pocket_of(tx, g.id, member_id);
  });
  cart::AddRequest r;
  r.sid = g.sid;
  r.order_type = static_cast<catalog::OrderType>(g.order_type);
  r.choices = choices;
  r.quantity = quantity;
  r.pocket = pocket;
  // Checked again in the add's own transaction: a cancel or submit in between wins, and the line
  // does not land in a closed group's cart. The version moves in the same transaction.
  r.guard = [&](db::Tx& tx) {
    bump_if_open(tx, unique_id);
    changed(tx, g, "spell-changed");
  };
  carts_.add(cart_owner(g), r);
}

void GroupService::set_line(int64_t member_id, const std::string& unique_id, int64_t line_id, int64_t quantity) {
  Group g;
  db_.read([&](db::Tx& tx) {
    g = require_open(tx, unique_id);
    int64_t pocket = pocket_of(tx, g.id, member_id);
    auto line = cart::line_of(tx, cart_owner(g), g.sid, line_id);
    if (!line) throw AppError::not_found("cart_line_not_found");
    if (line->pocket != pocket) throw AppError(403, kNotYours, "spell_not_yours");
  });
  carts_.set_quantity(cart_owner(g), g.sid, line_id, quantity, [&](db::Tx& tx) {
    bump_if_open(tx, unique_id);
    changed(tx, g, "spell-changed");
  });
}

void GroupService::set_choice_status(int64_t member_id, const std::string& unique_id, int64_t status) {
  if (status < 0 || status > 9) throw AppError::invalid("status");
  Group g = db_.write_value([&](db::Tx& tx) {
    Group g = require_open(tx, unique_id);
    pocket_of(tx, g.id, member_id);
    tx.exec(sql::kChoice, {g.id, member_id, status});
    tx.exec(sql::kBump, {g.id, clock_.now_ms()});
    changed(tx, g, "spell-changed");
    return g;
  });
}

void GroupService::clear_mine(int64_t member_id, const std::string& unique_id) {
  Group g = db_.write_value([&](db::Tx& tx) {
    Group g = require_open(tx, unique_id);  // once submitted, nothing is cleared
    cart::drop_pocket(tx, cart_owner(g), pocket_of(tx, g.id, member_id));
    tx.exec(sql::kBump, {g.id, clock_.now_ms()});
    changed(tx, g, "spell-changed");
    return g;
  });
}

void GroupService::leave(int64_t member_id, const std::string& unique_id) {
  Group g = db_.write_value([&](db::Tx& tx) {
    Group g = require_open(tx, unique_id);
    if (g.launcher_id == member_id) throw AppError(409, kNotLauncher, "spell_launcher_cannot_leave");
    int64_t pocket = pocket_of(tx, g.id, member_id);
    cart::drop_pocket(tx, cart_owner(g), pocket);
    tx.exec(sql::kLeave, {g.id, member_id});
    tx.exec(sql::kLeaveCount, {g.id, clock_.now_ms()});
    changed(tx, g, "spell-left");
    publisher_.recheck_subscribers(tx, "spell:" + g.unique_id);
    return g;
  });
}

void GroupService::cancel(int64_t member_id, const std::string& unique_id) {
  Group g = db_.write_value([&](db::Tx& tx) {
    Group g = require_open(tx, unique_id);
    if (g.launcher_id != member_id) {
      pocket_of(tx, g.id, member_id);  // strangers get 404, participants 403
      throw AppError(403, kNotLauncher, "spell_only_launcher");
    }
    if (tx.exec(sql::kSetStatus, {g.id, std::string("open"), std::string("cancelled"), clock_.now_ms()}) != 1) {
      throw AppError(409, kGroupClosed, "spell_cancelled");
    }
    cart::empty(tx, cart_owner(g), g.sid);
    changed(tx, g, "spell-cancelled");
    tell(tx, g, "cancelled", "", "");
    return g;
  });
}

order::CheckoutRequest GroupService::confirm_request(int64_t member_id, const std::string& unique_id, order::CheckoutRequest r) {
  Group g = find(unique_id);
  if (!is_participant(member_id, unique_id)) throw AppError(404, kGroupNotFound, "spell_not_found");
  if (g.launcher_id != member_id) throw AppError(403, kNotLauncher, "spell_only_launcher");
  r.sid = g.sid;
  r.type = static_cast<catalog::OrderType>(g.order_type);
  r.address_id = g.address_id;
  r.cart_owner = cart_owner(g);
  r.group_id = g.id;
  return r;
}

order::OrderRow GroupService::submit(int64_t member_id, const std::string& unique_id, order::CheckoutRequest contact,
                                     const std::string& key, Lang lang) {
  // open -> submitting settles a race between two submits; a failed submit reopens the group.
  Group g = db_.write_value([&](db::Tx& tx) {
    Group g = require_open(tx, unique_id);
    if (g.launcher_id != member_id) {
      pocket_of(tx, g.id, member_id);
      throw AppError(403, kNotLauncher, "spell_only_launcher");
    }
    if (tx.exec(sql::kSetStatus, {g.id, std::string("open"), std::string("submitting"), clock_.now_ms()}) != 1) {
      throw AppError(409, kGroupClosed, "spell_submitted");
    }
    return g;
  });
  contact.sid = g.sid;
  contact.type = static_cast<catalog::OrderType>(g.order_type);
  contact.address_id = g.address_id;
  contact.cart_owner = cart_owner(g);
  contact.group_id = g.id;
  order::OrderRow o;
  try {
    o = orders_.submit(member_id, contact, key, lang);
  } catch (...) {
    db_.write([&](db::Tx& tx) { tx.exec(sql::kSetStatus, {g.id, std::string("submitting"), std::string("open"), clock_.now_ms()}); });
    throw;
  }
  db_.write([&](db::Tx& tx) {
    tx.exec(sql::kSetOrder, {g.id, o.id});
    tx.exec(sql::kSetStatus, {g.id, std::string("submitting"), std::string("submitted"), clock_.now_ms()});
    changed(tx, g, "spell-submitted", {{"order_id", o.order_no}});
    tell(tx, g, "submitted", o.order_no, o.serial);
  });
  return o;
}

std::vector<int64_t> GroupService::participants_of(db::Tx& tx, int64_t group_id) {
  std::vector<int64_t> out;
  for (const auto& r : tx.query(sql::kParticipants, {group_id})) out.push_back(r.i64(0));
  return out;
}

void GroupService::tell(db::Tx& tx, const Group& g, const char* kind, const std::string& order_no, const std::string& serial) {
  if (event_listeners_.empty()) return;
  GroupEvent e{kind, g.unique_id, g.launcher_id, {}, order_no, serial};
  for (const int64_t m : participants_of(tx, g.id)) {
    if (m != g.launcher_id) e.others.push_back(m);
  }
  for (const auto& l : event_listeners_) l(tx, e, clock_.now_ms());
}

GroupInfo GroupService::info(const Group& g) {
  GroupInfo out{g, {}, std::nullopt};
  db_.read([&](db::Tx& tx) {
    auto rows = tx.query(sql::kParticipants, {g.id});
    std::vector<int64_t> members;
    for (const auto& r : rows) members.push_back(r.i64(0));
    const auto names = account::names_of(tx, members);
    for (const auto& r : rows) {
      auto name = names.find(r.i64(0));
      out.participants.push_back({r.i64(0), r.i64(1), r.i64(2), name == names.end() ? "" : name->second.nickname});
    }
    if (!g.order_id) return;
    if (auto row = order::find_by_id(tx, *g.order_id)) out.order = GroupOrder{row->order_no, std::string(order::status_name(row->status)), row->payable};
  });
  return out;
}

GroupCart GroupService::goods_detail(int64_t member_id, const std::string& unique_id) {
  Group g = find(unique_id);
  if (!is_participant(member_id, unique_id)) throw AppError(404, kGroupNotFound, "spell_not_found");
  GroupCart out;
  out.cart = carts_.contents(cart_owner(g), g.sid, static_cast<catalog::OrderType>(g.order_type));
  out.info = info(g);
  // Regroup the shared cart by pocket: one entry per participant.
  for (const auto& person : out.info.participants) {
    GroupCart::Pocket pocket{person, {}, 0};
    for (const auto& line : out.cart.lines) {
      if (line.row.pocket != person.pocket) continue;
      if (line.buys()) pocket.subtotal += line.priced.unit_price * line.row.quantity;
      pocket.lines.push_back(line);
    }
    out.pockets.push_back(std::move(pocket));
  }
  return out;
}

void GroupService::install_hooks() {
  // Everyone who took part in a group order may read it (detail, pay status, live updates).
  orders_.add_reader_check([this](const order::OrderRow& o, int64_t member_id) {
    if (!o.group_id) return false;
    return db_.read_value([&](db::Tx& tx) { return tx.query_one(sql::kIsParticipant, {*o.group_id, member_id}).has_value(); });
  });
  orders_.add_detail_decorator([this](db::Tx& tx, const order::OrderRow& o, json::object& detail, Lang) {
    if (o.group_id) add_receipt(tx, o, detail);
  });
}

void GroupService::add_receipt(db::Tx& tx, const order::OrderRow& o, json::object& detail) {
  std::map<int64_t, int64_t> member_of;  // pocket -> member
  std::optional<int64_t> payer_pocket;
  std::vector<int64_t> members;
  for (const auto& r : tx.query(sql::kParticipants, {*o.group_id})) {
    member_of[r.i64(1)] = r.i64(0);
    members.push_back(r.i64(0));
    if (r.i64(0) == o.member_id) payer_pocket = r.i64(1);
  }
  const auto names = account::names_of(tx, members);
  std::vector<ReceiptLine> paid;
  for (const auto& l : order::lines_of(tx, o.id)) paid.push_back({l.pocket, l.total + l.box_charged, l.quantity});
  // The detail's own line answers, grouped by pocket, go with each share.
  std::map<int64_t, json::array> lines;
  for (const auto& l : detail["lines"].as_array()) lines[l.at("packBag").as_int64()].push_back(l);
  json::array shares;
  for (const Share& s : group_receipt(paid, {o.delivery_fee, o.bag_fee, o.discount}, payer_pocket)) {
    const auto member = member_of.find(s.pocket);
    const auto name = member == member_of.end() ? names.end() : names.find(member->second);
    shares.push_back({{"pack_bag", s.pocket}, {"nickname", name == names.end() ? "" : name->second.nickname},
                      {"isPayer", payer_pocket == s.pocket}, {"lines", std::move(lines[s.pocket])},
                      {"goods", money::format(s.goods)}, {"delivery_share", money::format(s.delivery)},
                      {"bag_share", money::format(s.bag)}, {"discount_share", money::format(s.discount)},
                      {"total", money::format(s.total())}});
  }
  detail["participants"] = std::move(shares);
}

}  // namespace qsr::group

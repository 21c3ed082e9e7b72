#include "modules/giftcard/giftcard_service.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/crypto.h"
#include "core/validators.h"
#include "modules/common/rate_limiter.h"
#include "modules/giftcard/giftcard_repo.h"

namespace qsr::giftcard {

namespace json = boost::json;

namespace {

constexpr int64_t kMaxValue = 1'000'000;  // HK$10,000 a card
constexpr int64_t kDayMs = 24LL * 3600 * 1000;
constexpr int64_t kHourMs = 3600LL * 1000;

// Card numbers are 16 digits, passwords 8, both from the CSPRNG; only their hashes are kept.
std::string number_hash(const std::string& card_no) { return crypto::sha256_hex("gift-card:" + card_no); }

std::string normalized_number(const std::string& raw) {
  std::string out;
  for (char c : raw) {
    if (c >= '0' && c <= '9') out += c;
    else if (c != ' ' && c != '-') return "";  // anything but digits, spaces and dashes: not a card number
  }
  return out;
}

struct Terms {
  int64_t batch_id = 0, face = 0, bonus = 0;
  int validity_days = 365;
};

Terms terms_of(const purchase::ProductOrder& o) {
  Terms t;
  boost::system::error_code ec;
  const json::value v = json::parse(o.terms, ec);
  const auto* obj = ec ? nullptr : v.if_object();
  if (!obj) return t;
  const auto number = [obj](const char* k) -> int64_t {
    const auto* x = obj->if_contains(k);
    return x && x->is_int64() ? x->as_int64() : 0;
  };
  return {number("batchId"), number("face"), number("bonus"), static_cast<int>(number("validityDays"))};
}

}  // namespace

int64_t GiftCardService::expiry_for(int validity_days, int64_t now_ms) const {
  // Valid through the last moment of the last Hong Kong day, counting the day it starts.
  return to_hk_local(now_ms).day_start_ms + int64_t{validity_days} * kDayMs - 1;
}

int64_t GiftCardService::spendable(const Card& c, int64_t now_ms) {
  if (c.state != CardState::active) return 0;
  if (c.expires_at && *c.expires_at < now_ms) return 0;
  const bool bonus_waiting = c.bonus_usable_at && *c.bonus_usable_at > now_ms;
  return bonus_waiting ? c.balance - c.bonus : c.balance;
}

purchase::Quote GiftCardService::quote(db::Tx& tx, int64_t, int64_t batch_id, int quantity, int64_t) {
  const auto b = repo::batch(tx, batch_id);
  if (!b || !b->active || b->kind != "electronic") throw AppError(400, 400, "giftcard_gone");
  if (quantity != 1) throw AppError::invalid("quantity");
  return {b->price, b->name.to_json_text(),
          json::serialize(json::object{{"batchId", b->id}, {"face", b->face_value}, {"bonus", b->bonus}, {"validityDays", b->validity_days}}), 0};
}

void GiftCardService::fulfil(db::Tx& tx, const purchase::ProductOrder& o, int64_t now_ms) {
  const Terms t = terms_of(o);
  const std::string card_no = crypto::random_digits(16);
  repo::NewCard c;
  c.batch_id = t.batch_id;
  c.kind = "electronic";
  c.card_no_hash = number_hash(card_no);
  c.card_last4 = card_no.substr(12);
  c.member_id = o.member_id;
  c.state = CardState::active;
  c.face_value = t.face;
  c.balance = t.face + t.bonus;
  c.bonus = t.bonus;
  if (t.bonus > 0) c.bonus_usable_at = now_ms + kBonusDelayMs;
  c.order_no = o.order_no;
  c.activated_at = now_ms;
  c.expires_at = expiry_for(t.validity_days, now_ms);
  const int64_t id = repo::insert_card(tx, c, now_ms);
  repo::ledger(tx, id, o.member_id, c.balance, c.bonus, c.balance, "issue", o.order_no, "issue:" + o.order_no, now_ms);
}

void GiftCardService::reverse(db::Tx& tx, const purchase::ProductOrder& o, int64_t now_ms) {
  const auto c = repo::card_by_order(tx, o.order_no);
  if (!c) return;
  const bool unused = c->member_id == o.member_id && c->state == CardState::active && c->balance == c->face_value + c->bonus;
  // Conditional on the card being whole still: a payment racing the refund leaves one of them undone.
  if (!unused || !next_state(c->state, CardEvent::cancel_purchase) || !repo::cancel_unused(tx, c->id, o.member_id, now_ms)) {
    throw AppError(409, 409, "giftcard_refund_used");
  }
  repo::ledger(tx, c->id, o.member_id, -c->balance, -c->bonus, 0, "cancel", o.order_no, "cancel:" + o.order_no, now_ms);
}

std::vector<Batch> GiftCardService::batches() {
  return db_.read_value([&](db::Tx& tx) { return repo::batches(tx); });
}

std::vector<Batch> GiftCardService::electronic_on_sale() {
  auto list = batches();
  std::erase_if(list, [](const Batch& b) { return !b.active || b.kind != "electronic"; });
  return list;
}

purchase::Started GiftCardService::start(int64_t member_id, int64_t batch_id, const std::string& return_url, const std::string& request_key) {
  return purchases_.start({std::string(kind()), member_id, batch_id, 1, return_url, request_key});
}

Card GiftCardService::exchange(int64_t member_id, const std::string& raw_no, const std::string& password, const std::string& client_ip) {
  const std::string card_no = normalized_number(raw_no);
  if (card_no.size() != 16) throw AppError(400, 400, "giftcard_wrong");
  if (password.empty() || password.size() > 32) throw AppError(400, 400, "giftcard_wrong");
  const int64_t now = clock_.now_ms();
  const int64_t hour = now / kHourMs * kHourMs;
  // Every attempt counts, in its own transaction, before anything is checked: a wrong guess's
  // rollback must not take its count back.
  const bool allowed = db_.write_value([&](db::Tx& tx) {
    return take_hit(tx, {"giftcard-exchange:member:" + std::to_string(member_id), hour, kExchangesPerHourMember}) &&
           take_hit(tx, {"giftcard-exchange:ip:" + client_ip, hour, kExchangesPerHourAddress});
  });
  if (!allowed) throw AppError(429, 429, "too_many_requests");
  const auto found = db_.read_value([&](db::Tx& tx) { return repo::card_by_number(tx, number_hash(card_no)); });
  // A card that does not exist costs the same check as one that does (no timing tells them apart).
  static const std::string kDecoy = crypto::hash_password("decoy-password-never-matches");
  const bool match = crypto::verify_password(found && !found->second.empty() ? found->second : kDecoy, password) && found &&
                     !found->second.empty();
  if (!match) throw AppError(400, 400, "giftcard_wrong");
  const Card& c = found->first;
  if (c.state == CardState::voided || c.state == CardState::expired) throw AppError(409, 409, "giftcard_ended");
  return db_.write_value([&](db::Tx& tx) {
    auto batch = repo::batch(tx, c.batch_id);
    const int64_t expires = expiry_for(batch ? batch->validity_days : 365, now);
    // Single use: only an unredeemed card moves; a second exchange (or a race) finds it taken.
    if (!repo::exchange(tx, c.id, member_id, expires, now)) throw AppError(409, 409, "giftcard_taken");
    repo::ledger(tx, c.id, member_id, 0, 0, c.balance, "exchange", "", "exchange:" + std::to_string(c.id), now);
    return *repo::card(tx, c.id);
  });
}

GiftCardService::Page GiftCardService::cards(int64_t member_id, bool usable, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) { return Page{repo::cards_of(tx, member_id, usable, limit, offset), repo::count_of(tx, member_id, usable)}; });
}

std::pair<Card, std::vector<LedgerRow>> GiftCardService::card(int64_t member_id, int64_t card_id) {
  return db_.read_value([&](db::Tx& tx) {
    auto c = repo::card(tx, card_id);
    if (!c || c->member_id != member_id) throw AppError::not_found();
    return std::make_pair(*c, repo::ledger_of(tx, card_id));
  });
}

std::pair<std::string, Gift> GiftCardService::give(int64_t member_id, int64_t card_id) {
  const int64_t now = clock_.now_ms();
  const std::string token = crypto::random_token(24);
  return db_.write_value([&](db::Tx& tx) {
    auto c = repo::card(tx, card_id);
    if (!c || c->member_id != member_id) throw AppError::not_found();
    // A friend's gift is not passed on; a card with nothing to spend is not a gift.
    if (c->received_from || spendable(*c, now) <= 0 || !next_state(c->state, CardEvent::give)) throw AppError(409, 409, "giftcard_not_giftable");
    if (!repo::move(tx, c->id, CardState::active, CardState::frozen, now)) throw AppError(409, 409, "giftcard_not_giftable");
    const int64_t id = repo::insert_gift(tx, crypto::sha256_hex(token), c->id, member_id, now + kGiftHoldMs, now);
    return std::make_pair(token, Gift{id, c->id, member_id, std::nullopt, GiftStatus::pending, now, now + kGiftHoldMs});
  });
}

GiftView GiftCardService::view_gift(std::optional<int64_t> member_id, const std::string& token) {
  const int64_t now = clock_.now_ms();
  return db_.read_value([&](db::Tx& tx) {
    auto g = repo::gift_by_token(tx, crypto::sha256_hex(token));
    if (!g) throw AppError(404, 404, "giftcard_gift_gone");
    // Past its hold and not yet swept by the job: it reads as returned already.
    if (g->status == GiftStatus::pending && g->expires_at <= now) g->status = GiftStatus::returned;
    auto c = repo::card(tx, g->card_id);
    if (!c) throw AppError(404, 404, "giftcard_gift_gone");
    const Viewer v = member_id && *member_id == g->giver_id ? Viewer::giver
                     : member_id && g->receiver_id && *member_id == *g->receiver_id ? Viewer::receiver
                                                                                     : Viewer::other;
    return GiftView{*g, *c, gift_label(g->status, v), v == Viewer::giver};
  });
}

Card GiftCardService::receive(int64_t member_id, const std::string& token) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    auto g = repo::gift_by_token(tx, crypto::sha256_hex(token));
    if (!g) throw AppError(404, 404, "giftcard_gift_gone");
    if (g->giver_id == member_id) throw AppError(409, 409, "giftcard_own_gift");
    if (g->status != GiftStatus::pending || g->expires_at <= now) throw AppError(409, 409, "giftcard_gift_gone");
    // The gift row settles the race: of twenty claims at once, one moves it from pending.
    if (!repo::settle_gift(tx, g->id, GiftStatus::claimed, member_id, now)) throw AppError(409, 409, "giftcard_gift_gone");
    if (!repo::hand_over(tx, g->card_id, g->giver_id, member_id, now)) throw AppError(409, 409, "giftcard_gift_gone");
    auto c = *repo::card(tx, g->card_id);
    const std::string ref = "gift:" + std::to_string(g->id);
    repo::ledger(tx, c.id, g->giver_id, -c.balance, -c.bonus, 0, "give_out", ref, ref + ":out", now);
    repo::ledger(tx, c.id, member_id, c.balance, c.bonus, c.balance, "give_in", ref, ref + ":in", now);
    return c;
  });
}

Card GiftCardService::withdraw(int64_t member_id, int64_t card_id) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    auto c = repo::card(tx, card_id);
    if (!c || c->member_id != member_id) throw AppError::not_found();
    auto g = repo::open_gift_of(tx, card_id);
    if (!g || !repo::settle_gift(tx, g->id, GiftStatus::withdrawn, std::nullopt, now) ||
        !repo::move(tx, card_id, CardState::frozen, CardState::active, now)) {
      throw AppError(409, 409, "giftcard_gift_gone");  // claimed or returned meanwhile
    }
    return *repo::card(tx, card_id);
  });
}

int GiftCardService::return_unclaimed() {
  const int64_t now = clock_.now_ms();
  const auto due = db_.read_value([&](db::Tx& tx) { return repo::gifts_due(tx, now, 200); });
  int returned = 0;
  for (const auto& g : due) {
    // Each in its own transaction; the gift's conditional update makes it once, whoever runs it.
    const bool done = db_.write_value([&](db::Tx& tx) {
      if (!repo::settle_gift(tx, g.id, GiftStatus::returned, std::nullopt, now)) return false;
      repo::move(tx, g.card_id, CardState::frozen, CardState::active, now);
      return true;
    });
    if (done) ++returned;
  }
  return returned;
}

std::vector<std::pair<Gift, Card>> GiftCardService::gifts_by(int64_t member_id, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) {
    std::vector<std::pair<Gift, Card>> out;
    for (const auto& g : repo::gifts_by(tx, member_id, limit, offset)) {
      if (auto c = repo::card(tx, g.card_id)) out.emplace_back(g, *c);
    }
    return out;
  });
}

Batch GiftCardService::save_batch(const Batch& b) {
  if (b.name.empty()) throw AppError::invalid("name");
  if (b.kind != "electronic" && b.kind != "physical") throw AppError::invalid("kind");
  if (b.face_value <= 0 || b.face_value > kMaxValue) throw AppError::invalid("faceValue");
  if (b.price <= 0 || b.price > kMaxValue) throw AppError::invalid("price");
  if (b.bonus < 0 || b.bonus > b.face_value) throw AppError::invalid("bonus");
  if (b.validity_days < 1 || b.validity_days > 3660) throw AppError::invalid("validityDays");
  if (!validators::valid_color(b.color)) throw AppError::invalid("color");
  return db_.write_value([&](db::Tx& tx) {
    if (b.id != 0 && !repo::batch(tx, b.id)) throw AppError::not_found();
    return *repo::batch(tx, repo::save_batch(tx, b, clock_.now_ms()));
  });
}

std::vector<Printed> GiftCardService::print(int64_t batch_id, int count) {
  if (count < 1 || count > kMaxPrintRun) throw AppError::invalid("count");
  const int64_t now = clock_.now_ms();
  std::vector<Printed> out;
  for (int i = 0; i < count; ++i) out.push_back({crypto::random_digits(16), crypto::random_digits(8)});
  // Hashing is slow on purpose: outside the transaction.
  std::vector<std::string> password_hashes;
  for (const auto& p : out) password_hashes.push_back(crypto::hash_password(p.password));
  db_.write([&](db::Tx& tx) {
    auto b = repo::batch(tx, batch_id);
    if (!b) throw AppError::not_found();
    if (b->kind != "physical") throw AppError::invalid("batchId");
    for (size_t i = 0; i < out.size(); ++i) {
      repo::NewCard c;
      c.batch_id = batch_id;
      c.kind = "physical";
      c.card_no_hash = number_hash(out[i].card_no);
      c.card_last4 = out[i].card_no.substr(12);
      c.password_hash = password_hashes[i];
      c.face_value = b->face_value;
      c.balance = b->face_value;
      const int64_t id = repo::insert_card(tx, c, now);
      repo::ledger(tx, id, std::nullopt, c.balance, 0, c.balance, "issue", "print", "print:" + std::to_string(id), now);
    }
  });
  return out;
}

int GiftCardService::expire_due() {
  const int64_t now = clock_.now_ms();
  const auto due = db_.read_value([&](db::Tx& tx) { return repo::cards_past_end(tx, now, 200); });
  int expired = 0;
  for (const auto& c : due) {
    if (db_.write_value([&](db::Tx& tx) { return repo::move(tx, c.id, c.state, CardState::expired, now); })) ++expired;
  }
  return expired;
}

Card GiftCardService::void_card(std::optional<int64_t> card_id, const std::string& card_no, const std::string& reason) {
  if (reason.size() > 200) throw AppError::invalid("reason");
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    std::optional<Card> c;
    if (card_id) c = repo::card(tx, *card_id);
    else if (const auto found = repo::card_by_number(tx, number_hash(normalized_number(card_no)))) c = found->first;
    if (!c) throw AppError::not_found();
    if (!next_state(c->state, CardEvent::void_card) || !repo::move(tx, c->id, c->state, CardState::voided, now)) {
      throw AppError(409, 409, "giftcard_ended");
    }
    if (auto g = repo::open_gift_of(tx, c->id)) repo::settle_gift(tx, g->id, GiftStatus::withdrawn, std::nullopt, now);
    repo::empty_card(tx, c->id, now);
    repo::ledger(tx, c->id, c->member_id, -c->balance, -c->bonus, 0, "void", reason, "void:" + std::to_string(c->id), now);
    return *repo::card(tx, c->id);
  });
}

void GiftCardService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }

}  // namespace qsr::giftcard

#include "modules/giftcard/giftcard_purse.h"

#include <algorithm>

#include "core/app_error.h"
#include "core/json_values.h"
#include "core/money.h"
#include "modules/giftcard/giftcard_repo.h"
#include "modules/giftcard/giftcard_service.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::giftcard {

namespace {

constexpr int64_t kSourcesShown = 50;

// The member's card that can pay now, or nullopt.
std::optional<Card> paying_card(db::Tx& tx, int64_t member_id, int64_t card_id) {
  auto c = repo::card(tx, card_id);
  if (!c || c->member_id != member_id || c->state != CardState::active) return std::nullopt;
  return c;
}

}  // namespace

std::vector<payment::PurseSource> GiftCardPurse::sources(db::Tx& tx, int64_t member_id, int64_t now_ms, Lang lang) {
  std::vector<payment::PurseSource> out;
  for (const auto& c : repo::cards_of(tx, member_id, true, kSourcesShown, 0)) {
    const int64_t can_pay = GiftCardService::spendable(c, now_ms);
    if (can_pay <= 0) continue;
    boost::json::object view{{"id", c.id},
                             {"name", c.name.get(lang)},
                             {"last4", c.card_last4},
                             {"color", c.color},
                             {"balance", money::format(c.balance)},
                             {"expiresAt", json_or_null(c.expires_at)}};
    out.push_back({c.id, can_pay, std::move(view)});
  }
  return out;
}

int64_t GiftCardPurse::spendable(db::Tx& tx, int64_t member_id, int64_t card_id, int64_t now_ms) {
  auto c = paying_card(tx, member_id, card_id);
  return c ? GiftCardService::spendable(*c, now_ms) : 0;
}

int64_t GiftCardPurse::take(db::Tx& tx, const payment::PurseMovement& m) {
  auto c = paying_card(tx, m.member_id, m.source_id);
  if (!c || GiftCardService::spendable(*c, m.now_ms) < m.amount) throw AppError(400, 400, "giftcard_insufficient");
  if (repo::ledger_has(tx, m.key)) throw AppError(409, 409, "order_already_paid");
  // The paid-for money first, the bonus last.
  const int64_t bonus = std::clamp<int64_t>(m.amount - (c->balance - c->bonus), 0, c->bonus);
  // From the balance as read: a payment racing this one on the same card makes one of them try again.
  if (!repo::spend(tx, c->id, m.member_id, c->balance, m.amount, bonus, m.now_ms)) throw AppError(409, 409, "giftcard_busy");
  repo::ledger(tx, c->id, m.member_id, -m.amount, -bonus, c->balance - m.amount, "pay", m.order_no, m.key, m.now_ms);
  return bonus;
}

void GiftCardPurse::give_back(db::Tx& tx, const payment::PurseMovement& m) {
  if (m.amount <= 0 || repo::ledger_has(tx, m.key)) return;  // given back before
  if (auto after = repo::put_back(tx, m.source_id, m.member_id, m.amount, m.bonus, m.now_ms)) {
    repo::ledger(tx, m.source_id, m.member_id, m.amount, m.bonus, *after, "refund", m.order_no, m.key, m.now_ms);
    return;
  }
  // The card cannot take it (ended, voided, given away): the member's wallet does, so the money
  // never goes missing; its ledger row says which order it came back from.
  wallet::credit(tx, {m.member_id, m.amount, m.bonus, "refund", m.order_no, m.key, m.now_ms});
}

}  // namespace qsr::giftcard

// Gift cards (spec 000 §2-§5, §9; docs/decisions/0034): the brand's batches; e-cards sold as
// product orders of kind "giftcard" (docs/decisions/0030), with an online bonus usable 24 hours
// after activation; physical cards printed with a number and a password and exchanged into an
// account once (attempts limited per member and per address, counted before the check); giving a
// card to a friend by a link (the card frozen meanwhile, back after 24 hours unclaimed).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/giftcard/giftcard_purse.h"
#include "modules/giftcard/giftcard_types.h"
#include "modules/purchase/purchase_service.h"

namespace qsr::giftcard {

inline constexpr int64_t kGiftHoldMs = 24LL * 3600 * 1000;    // spec 000 §4: unclaimed for 24 h, it returns
inline constexpr int64_t kBonusDelayMs = 24LL * 3600 * 1000;  // spec 000 §9: the online bonus, 24 h after activation
inline constexpr int64_t kExchangesPerHourMember = 5;
inline constexpr int64_t kExchangesPerHourAddress = 20;
inline constexpr int kMaxPrintRun = 500;

// A physical card as printed: its number and password, shown once to the operator.
struct Printed {
  std::string card_no, password;
};

// A gift link as someone holding it sees it.
struct GiftView {
  Gift gift;
  Card card;
  Label label = Label::sent_out;
  bool mine = false;  // the viewer gave it
};

class GiftCardService final : public purchase::ProductKind {
 public:
  GiftCardService(db::Db& db, const Clock& clock, purchase::PurchaseService& purchases) : db_(db), clock_(clock), purchases_(purchases) {}

  // As a product kind: e-cards of a batch on sale.
  std::string_view kind() const override { return "giftcard"; }
  std::string_view number_prefix() const override { return "GD"; }
  purchase::Quote quote(db::Tx& tx, int64_t member_id, int64_t batch_id, int quantity, int64_t now_ms) override;
  // The buyer's new e-card: the face value now, the bonus 24 hours later.
  void fulfil(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) override;
  // Takes the card back while it sits unused in the buyer's account (409 otherwise).
  void reverse(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) override;

  const Clock& clock() const { return clock_; }
  // The cards as a way to pay orders (docs/decisions/0035).
  payment::Purse& purse() { return purse_; }
  bool on_sale_now() const { return purchases_.on_sale("giftcard"); }
  std::vector<Batch> batches();                // all, for operators
  std::vector<Batch> electronic_on_sale();     // what members can buy
  purchase::Started start(int64_t member_id, int64_t batch_id, const std::string& return_url, const std::string& request_key);
  purchase::ProductOrder order(int64_t member_id, const std::string& order_no) {
    return purchases_.detail(member_id, order_no, std::string(kind()));
  }

  // Exchanges a physical card into the member's account. Every attempt counts first (per member
  // and per address, an hour); a wrong number or password says the same. 429 over the limit.
  Card exchange(int64_t member_id, const std::string& card_no, const std::string& password, const std::string& client_ip);

  struct Page {
    std::vector<Card> list;
    int64_t total = 0;
  };
  Page cards(int64_t member_id, bool usable, int64_t limit, int64_t offset);
  // The member's card and its ledger; 404 for another's.
  std::pair<Card, std::vector<LedgerRow>> card(int64_t member_id, int64_t card_id);
  // What a card may pay now: its balance, less a bonus not usable yet.
  static int64_t spendable(const Card& c, int64_t now_ms);

  // Gives a card: frozen behind a link (its token, answered once) for 24 hours. 409 when it
  // cannot be given (not usable, received as a gift, frozen already).
  std::pair<std::string, Gift> give(int64_t member_id, int64_t card_id);
  GiftView view_gift(std::optional<int64_t> member_id, const std::string& token);
  // A friend claims the link: the card is theirs. One claim wins however many race.
  Card receive(int64_t member_id, const std::string& token);
  // The giver takes it back before it is claimed: the link stops working.
  Card withdraw(int64_t member_id, int64_t card_id);
  // Gifts unclaimed for 24 hours go back to their givers, each once; answers how many.
  int return_unclaimed();
  std::vector<std::pair<Gift, Card>> gifts_by(int64_t member_id, int64_t limit, int64_t offset);

  // Cards past their end move to expired, each once (a job); answers how many. What was left on
  // them stays in the record; nothing more can be paid with them.
  int expire_due();

  // Operators.
  Batch save_batch(const Batch& b);
  // Voids a card (lost, stolen, misprinted) by its id or, for one never exchanged, its number:
  // its balance goes to 0 with a ledger row and an open gift link stops working. 404 for none,
  // 409 when it has already ended.
  Card void_card(std::optional<int64_t> card_id, const std::string& card_no, const std::string& reason);
  std::vector<Printed> print(int64_t batch_id, int count);
  void merge(db::Tx& tx, int64_t from, int64_t to);

 private:
  int64_t expiry_for(int validity_days, int64_t now_ms) const;

  db::Db& db_;
  const Clock& clock_;
  purchase::PurchaseService& purchases_;
  GiftCardPurse purse_;
};

}  // namespace qsr::giftcard

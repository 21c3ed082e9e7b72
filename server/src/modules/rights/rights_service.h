// Equity (rights) cards (spec 000 §2 buyEquityCard, rightsCard, §5; docs/decisions/0033): a card
// bought once that releases coupons on a schedule, sold as product orders of kind "rights"
// (docs/decisions/0030). Buying writes every release of the member's card; the first come at
// once, the rest with a job; a refund voids what came (while none is used) and cancels the rest.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/coupon/coupon_service.h"
#include "modules/purchase/purchase_service.h"
#include "modules/rights/rights_types.h"

namespace qsr::rights {

class RightsService final : public purchase::ProductKind {
 public:
  RightsService(db::Db& db, const Clock& clock, purchase::PurchaseService& purchases, coupon::CouponService& coupons)
      : db_(db), clock_(clock), purchases_(purchases), coupons_(coupons) {}

  // As a product kind.
  std::string_view kind() const override { return "rights"; }
  std::string_view number_prefix() const override { return "EQ"; }
  // The card's price within its limit a member; 400 when it is not on sale.
  purchase::Quote quote(db::Tx& tx, int64_t member_id, int64_t card_id, int quantity, int64_t now_ms) override;
  // The member's card with every release, and the ones due now given.
  void fulfil(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) override;
  // Voids every coupon it gave and cancels what is still to come: 409 once one was used or given.
  void reverse(db::Tx& tx, const purchase::ProductOrder& order, int64_t now_ms) override;

  const Clock& clock() const { return clock_; }
  bool on_sale_now() const { return purchases_.on_sale("rights"); }
  std::vector<Card> on_sale();
  std::vector<Card> all();
  Card card(int64_t id);  // 404 for none
  std::map<int64_t, int64_t> bought(int64_t member_id) { return purchases_.bought(member_id, std::string(kind())); }
  // What each benefit's coupon is, in the card's order.
  std::vector<coupon::MemberCoupon> contents(const Card& c);
  // The names of a member's card's coupons in `lang`, by template id.
  std::map<int64_t, std::string> coupon_names(const MemberCard& m, Lang lang) {
    std::vector<int64_t> ids;
    for (const auto& r : m.releases) ids.push_back(r.template_id);
    return coupons_.template_names(ids, lang);
  }

  // Starts paying for a card by card, once its agreement was read (400 rights_agreement).
  purchase::Started start(int64_t member_id, int64_t card_id, bool agreed, const std::string& return_url, const std::string& request_key);
  purchase::ProductOrder order(int64_t member_id, const std::string& order_no) {
    return purchases_.detail(member_id, order_no, std::string(kind()));
  }

  struct Page {
    std::vector<MemberCard> list;
    int64_t total = 0;
  };
  Page mine(int64_t member_id, int64_t limit, int64_t offset);
  // The member's cards of one kind (the 50 newest): the discount card page's.
  std::vector<MemberCard> mine_of_kind(int64_t member_id, const std::string& kind);
  MemberCard mine_one(int64_t member_id, int64_t member_card_id);  // 404 for another's

  // Gives every release that is due (each claimed by a conditional update); answers how many.
  int release_due();

  // Giving a card to a friend (docs/decisions/0036; rights_gifts.cpp). What passes on is what is
  // still to come; the coupons that came stay the giver's.
  struct GiftOffer {
    std::string token;  // the link's, answered once (only its hash is kept)
    Gift gift;
  };
  // A card its holder may give: active, bought (a friend's gift is not passed on), with something
  // still to come.
  static bool giftable(const MemberCard& m);
  // Puts the member's card behind a link for 24 hours, its releases held. 404 for another's card;
  // 409 rights_not_giftable for one refunded, received as a gift, given already or with nothing to come.
  GiftOffer give_card(int64_t member_id, int64_t member_card_id);
  struct GiftView {
    Gift gift;  // status `returned` once past its hold, even before the job runs
    MemberCard card;
    std::string giver_nickname;
    bool mine = false;  // the viewer is the giver
  };
  GiftView view_gift(std::optional<int64_t> member_id, const std::string& token);  // 404 rights_gift_gone
  // The first claim wins the card (and the releases due meanwhile); the rest get 409 rights_gift_gone.
  MemberCard receive(int64_t member_id, const std::string& token);
  // The giver takes the card back before it is claimed: the link stops working.
  MemberCard withdraw(int64_t member_id, int64_t member_card_id);
  // Gifts unclaimed for 24 hours go back to their givers, each once; answers how many.
  int return_unclaimed();
  struct GiftPage {
    std::vector<std::pair<Gift, MemberCard>> list;
    int64_t total = 0;
  };
  GiftPage gifts_by(int64_t member_id, int64_t limit, int64_t offset);

  Card save(const Card& c);  // operators; 400 for values out of range or unknown templates

  // Custom-rights content (rights_content.cpp): the brand's pages about member benefits.
  struct ContentPage {
    std::vector<Content> list;
    int64_t total = 0;
  };
  ContentPage contents(bool active_only, int64_t limit, int64_t offset);
  Content content(int64_t id);  // 404 for none or one taken down
  Content save_content(const Content& c);  // operators; 400 for no title, a body too long, an unknown card

  void merge(db::Tx& tx, int64_t from, int64_t to);

 private:
  // Gives one release to the card's holder in the caller's transaction; false when another runner
  // gave it or the card is not active.
  bool give(db::Tx& tx, const std::string& order_no, const Release& r, int64_t now_ms);
  // Gives the card's releases that are due, in the caller's transaction.
  void give_due(db::Tx& tx, const MemberCard& m, int64_t now_ms);

  db::Db& db_;
  const Clock& clock_;
  purchase::PurchaseService& purchases_;
  coupon::CouponService& coupons_;
};

}  // namespace qsr::rights

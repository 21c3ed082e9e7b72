// Group (joint) ordering, spec 001 §4 and §7 (/v1/spell/*): the launcher opens a group at a
// store; others join by its uniqueId; everyone fills their own pocket of one shared cart; only
// the launcher cancels or submits and pays. Every change bumps the group's version and is pushed
// to the participants on the WebSocket topic `spell:<uniqueId>`.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <boost/json/object.hpp>

#include "http/publisher.h"
#include "modules/cart/cart_service.h"
#include "modules/order/order_service.h"

namespace qsr::group {

enum GroupCode {
  kGroupNotFound = 33001,
  kGroupClosed = 33002,     // cancelled or submitted
  kGroupFull = 33003,       // 100 participants (spec 001 §9)
  kNotLauncher = 33004,
  kNotYours = 33005,        // 不能减少别人拼单的商品哦~
  kNoPackages = 33006,      // package goods are not sold in group orders
  kAlreadyOpen = 33007,     // the member has an open group already
};
inline constexpr int64_t kMaxParticipants = 100;

struct Group {
  int64_t id = 0;
  std::string unique_id;
  int64_t sid = 0;
  int order_type = 2;
  std::optional<int64_t> address_id;
  int64_t launcher_id = 0;
  std::string status;
  int64_t participants = 0, version = 0;
  std::optional<int64_t> order_id;
};

// A participant as the group shows them: the nickname, or the phone's last four digits.
struct Participant {
  int64_t member_id = 0, pocket = 0, choice_status = 0;
  std::string nickname;
};

// The group order a submitted group became: its number and status name.
struct GroupOrder {
  std::string order_no, status;
  int64_t payable = 0;  // what the payer is asked for (or paid): everyone in the group sees it
};

// The group and who is in it (group_views.h makes its JSON).
struct GroupInfo {
  Group group;
  std::vector<Participant> participants;
  std::optional<GroupOrder> order;
};

// The shared cart regrouped by pocket: one entry per participant.
struct GroupCart {
  struct Pocket {
    Participant person;
    std::vector<cart::CheckoutLine> lines;
    catalog::Cents subtotal = 0;  // the lines that would be bought
  };
  GroupInfo info;
  std::vector<Pocket> pockets;
  cart::CartView cart;  // the group's price (and the menu the lines point into)
};

// What the launcher did to a group, as listeners hear it (in its transaction): cancelled, or
// submitted (with the order's number and serial); every participant but the launcher.
struct GroupEvent {
  std::string kind;
  std::string unique_id;
  int64_t launcher_id = 0;
  std::vector<int64_t> others;
  std::string order_no, serial;
};

class GroupService {
 public:
  GroupService(db::Db& db, const Clock& clock, catalog::CatalogService& catalog, cart::CartService& carts,
               order::OrderService& orders, http::Publisher& publisher)
      : db_(db), clock_(clock), catalog_(catalog), carts_(carts), orders_(orders), publisher_(publisher) {}

  Group create(int64_t member_id, int64_t sid, catalog::OrderType type, std::optional<int64_t> address_id);
  Group join(int64_t member_id, const std::string& unique_id);
  std::optional<Group> open_group_of(int64_t member_id);
  Group find(const std::string& unique_id);
  bool is_participant(int64_t member_id, const std::string& unique_id);

  void add(int64_t member_id, const std::string& unique_id, const cart::Choices& choices, int64_t quantity);
  // Sets the quantity of one of the caller's own lines (0 removes it).
  void set_line(int64_t member_id, const std::string& unique_id, int64_t line_id, int64_t quantity);
  void set_choice_status(int64_t member_id, const std::string& unique_id, int64_t status);
  // Empties the caller's own pocket; everyone else's items stay (spec 001 §4: resetting the cart
  // keeps other people's items).
  void clear_mine(int64_t member_id, const std::string& unique_id);
  void leave(int64_t member_id, const std::string& unique_id);
  void cancel(int64_t member_id, const std::string& unique_id);
  // The launcher's checkout of the group order, to price as order/confirm does (coupons included).
  order::CheckoutRequest confirm_request(int64_t member_id, const std::string& unique_id, order::CheckoutRequest r);
  order::OrderRow submit(int64_t member_id, const std::string& unique_id, order::CheckoutRequest contact, const std::string& key,
                         Lang lang);

  // Each participant's pocket with its lines and subtotal, and the group's price.
  GroupCart goods_detail(int64_t member_id, const std::string& unique_id);
  GroupInfo info(const Group& g);

  // What the group module adds to orders: its participants may read a group order, and its
  // detail carries each participant's share (the receipt).
  void install_hooks();
  using EventListener = std::function<void(db::Tx&, const GroupEvent&, int64_t now_ms)>;
  void add_event_listener(EventListener l) { event_listeners_.push_back(std::move(l)); }
  // The members who took part in a group (the launcher too), in the caller's transaction.
  static std::vector<int64_t> participants_of(db::Tx& tx, int64_t group_id);

 private:
  // The order detail's receipt of a group order: each participant's lines and share.
  void add_receipt(db::Tx& tx, const order::OrderRow& o, boost::json::object& detail);
  // Inside a change's transaction: the group is still open (else 409) and its version moves.
  void bump_if_open(db::Tx& tx, const std::string& unique_id);
  void tell(db::Tx& tx, const Group& g, const char* kind, const std::string& order_no, const std::string& serial);
  std::vector<EventListener> event_listeners_;
  int64_t pocket_of(db::Tx& tx, int64_t group_id, int64_t member_id);
  // Told in the change's transaction, after its version moved: the group's watchers re-read it.
  void changed(db::Tx& tx, const Group& g, const char* type, boost::json::object extra = {});

  db::Db& db_;
  const Clock& clock_;
  catalog::CatalogService& catalog_;
  cart::CartService& carts_;
  order::OrderService& orders_;
  http::Publisher& publisher_;
};

cart::Owner cart_owner(const Group& g);

}  // namespace qsr::group

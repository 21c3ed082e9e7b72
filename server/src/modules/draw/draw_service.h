// Lucky draws and blind boxes (issue 19; spec 000 §1, §3; 001 §8 draw messages). A draw is one
// transaction: the member's key and chances, the points it costs, the prizes' stock taken by
// conditional updates, and the prizes given (coupons, points) or recorded (physical ones wait for
// an address). A refused draw writes nothing.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/account/address_service.h"
#include "modules/coupon/coupon_service.h"
#include "modules/draw/draw_rules.h"
#include "modules/draw/draw_types.h"
#include "modules/order/order_types.h"
#include "modules/points/points_service.h"

namespace qsr::draw {

// Business codes of the draw's refusals (spec 001 §8 "Draw and other").
enum DrawCode {
  kPreviewMode = 37001,      // preview mode cannot draw
  kDailyLimit = 37002,       // daily draw limit reached
  kTotalLimit = 37003,
  kAllDrawn = 37004,         // prizes all drawn
  kNotEnoughPoints = 37005,  // insufficient points
  kNotOpen = 37006,          // not started, or ended
  kOrderNotDrawable = 37007,
  kNotPhysical = 37008,
  kNotDeliverable = 37009,   // shipped or cancelled
};

class DrawService {
 public:
  DrawService(db::Db& db, const Clock& clock, points::PointsService& points, coupon::CouponService& coupons,
              account::AddressService& addresses)
      : db_(db), clock_(clock), points_(points), coupons_(coupons), addresses_(addresses) {}

  // Live and upcoming activities, by sort (the Rewards tab).
  std::vector<Activity> open_activities();
  struct Detail {
    Activity activity;
    std::vector<Prize> prizes;
    std::optional<Chances> chances;  // nullopt for a visitor
    bool all_drawn = false;
  };
  // An activity as members see it (a preview too); 404 for none or one taken down.
  Detail detail(int64_t id, std::optional<int64_t> member_id);

  // The per-order activity open to this paid order of the member's, and whether it was drawn
  // (404 for another member's order).
  struct ForOrder {
    std::optional<Activity> activity;
    bool drawn = false;
  };
  ForOrder for_order(int64_t member_id, const std::string& order_no);

  struct Draw {
    int64_t member_id = 0, activity_id = 0, times = 1;
    std::optional<std::string> order_no;
    std::string request_key;  // the Idempotency-Key: the same key answers the same draw
  };
  struct Result {
    Request request;
    std::vector<Record> records;
    Chances chances;
  };
  // See the class comment; refusals are AppErrors with the DrawCode above.
  Result draw(const Draw& d);

  struct Page {
    std::vector<Record> list;
    int64_t total = 0;
  };
  Page records(int64_t member_id, const RecordFilter& f, int64_t limit, int64_t offset);
  // The member's own record (404 for anyone else's).
  Record record(int64_t member_id, const std::string& record_no);
  // A physical prize's delivery address, copied from the member's address book: from awaiting an
  // address, or changed while it waits to ship.
  Record deliver_to(int64_t member_id, const std::string& record_no, int64_t address_id);

  // Operators.
  struct AdminActivity {
    Activity activity;
    std::vector<Prize> prizes;
  };
  std::vector<AdminActivity> all();
  Activity save_activity(const Activity& a);
  Prize save_prize(const Prize& p);
  Record ship(const std::string& record_no);

  // An order refunded in full: its prizes are cancelled, in the transaction that refunded it.
  void order_money_changed(db::Tx& tx, const order::OrderRow& o, int64_t now_ms);
  // Account merge: draws, prizes and chances used move with the member.
  void merge(db::Tx& tx, int64_t from, int64_t to);
  void forget(db::Tx& tx, int64_t member_id);
  int64_t draw_count(db::Tx& tx, int64_t member_id);

 private:
  Chances chances(db::Tx& tx, const Activity& a, int64_t member_id, int64_t now_ms);
  // The prize of one pull: picked, its stock taken, given; the pool's stock kept current.
  Record pull(db::Tx& tx, const Activity& a, const Request& r, std::vector<Prize>& pool, int seq, int64_t now_ms);
  void cancel_prize(db::Tx& tx, const Record& r, int64_t now_ms);

  db::Db& db_;
  const Clock& clock_;
  points::PointsService& points_;
  coupon::CouponService& coupons_;
  account::AddressService& addresses_;
};

}  // namespace qsr::draw

// Where the message centre's messages come from: the other modules' events, each turned into a
// notice in the transaction that made the change (docs/decisions/0044), and the daily reminders'
// sources. The other modules know nothing of the message centre; it listens to them.
#pragma once

#include "modules/catalog/catalog_service.h"
#include "modules/coupon/coupon_service.h"
#include "modules/feedback/feedback_service.h"
#include "modules/group/group_service.h"
#include "modules/level/level_service.h"
#include "modules/message/message_service.h"
#include "modules/order/order_service.h"
#include "modules/points/points_service.h"
#include "modules/refund/refund_service.h"
#include "modules/review/review_service.h"

namespace qsr::message {

// How far ahead the daily reminders look: coupons due within 3 days (spec 000 §9 "due soon"),
// points within 7 (the points page itself warns 30 days ahead).
inline constexpr int kCouponDaysAhead = 3;
inline constexpr int kPointsDaysAhead = 7;

struct Feeds {
  catalog::CatalogService& catalog;
  order::OrderService& orders;
  refund::RefundService& refunds;
  coupon::CouponService& coupons;
  level::LevelService& levels;
  group::GroupService& groups;
  points::PointsService& points;
  review::ReviewService& reviews;
  feedback::FeedbackService& feedback;
};

void install_feeds(MessageService& messages, const Feeds& f);

// The notice an order's new status gives its member (none for a status nobody waits for, a
// customer's own cancel, or a table's orders, which the table's page follows). Pure.
std::optional<Notice> order_notice(const order::OrderRow& o, const I18nText& store_name);

}  // namespace qsr::message

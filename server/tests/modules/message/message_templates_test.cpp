// The message centre's rendering (docs/decisions/0044): a message keeps a template key and its
// parameters, and its words come out in the reader's language when read; an I18nText parameter
// follows the language too; every template has its three languages; an unknown key or a missing
// parameter still reads sensibly; which order statuses write a message.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "modules/message/message_feeds.h"
#include "modules/message/message_templates.h"

namespace qsr::message {
namespace json = boost::json;

TEST(MessageTemplates, Render_SameMessageReadsInEachLanguage) {
  const json::object params{{"serial", "A012"}, {"store", json::object{{"zh-HK", "銅鑼灣店"}, {"zh-CN", "铜锣湾店"}, {"en", "Causeway Bay"}}}};
  EXPECT_EQ(render("order_ready", params, Lang::zh_HK).title, "餐點已準備好");
  EXPECT_EQ(render("order_ready", params, Lang::zh_HK).body, "訂單 A012 已準備好，請到銅鑼灣店櫃檯取餐。");
  EXPECT_EQ(render("order_ready", params, Lang::zh_CN).body, "订单 A012 已准备好，请到铜锣湾店柜台取餐。");
  EXPECT_EQ(render("order_ready", params, Lang::en).body, "Order A012 is ready. Please collect it at the Causeway Bay counter.");
}

TEST(MessageTemplates, Render_NumbersAndMoneyParametersAreWrittenAsGiven) {
  EXPECT_EQ(render("points_expiring", {{"points", 120}, {"until", "2026-12-05"}}, Lang::en).body,
            "120 of your points expire on 2026-12-05. Use them before then.");
  EXPECT_EQ(render("refund_agreed", {{"serial", "B7"}, {"amount", "38.5"}}, Lang::en).body,
            "Your refund of $38.5 for order B7 is approved and goes back the way you paid.");
}

TEST(MessageTemplates, Render_AnI18nParameterMissingALanguageFallsBackToZhHK) {
  const json::object params{{"level", json::object{{"zh-HK", "銀卡會員"}}}};
  EXPECT_EQ(render("level_up", params, Lang::en).body, "Congratulations! You are now 銀卡會員.");
}

TEST(MessageTemplates, Render_UnknownKeyReadsAsAGenericMessage_MissingParameterAsNothing) {
  EXPECT_EQ(render("from_a_newer_server", {}, Lang::en).title, "New message");
  EXPECT_EQ(render("order_finished", {}, Lang::en).body, "Order  is complete. Thank you!");
  EXPECT_FALSE(has_template("from_a_newer_server"));
}

TEST(MessageTemplates, EveryTemplate_HasThreeLanguagesAndNoUnfilledBrace) {
  const json::object all{{"serial", "1"}, {"store", "s"}, {"amount", "1"}, {"coupon", "c"}, {"until", "d"}, {"points", 1}, {"level", "l"}};
  for (const auto key : template_keys()) {
    for (const Lang lang : kAllLangs) {
      const Rendered r = render(key, all, lang);
      EXPECT_FALSE(r.title.empty()) << key;
      EXPECT_FALSE(r.body.empty()) << key;
      EXPECT_EQ(r.title.find('{'), std::string::npos) << key;
      EXPECT_EQ(r.body.find('{'), std::string::npos) << key;
    }
    EXPECT_NE(render(key, all, Lang::zh_HK).body, render(key, all, Lang::en).body) << key;
  }
}

TEST(MessageFeeds, OrderNotice_OnlyForTheStepsACustomerWaitsFor) {
  order::OrderRow o;
  o.member_id = 7;
  o.order_no = "N1";
  o.serial = "A1";
  const I18nText store = I18nText::from_json(json::value("Store"));
  for (auto s : {order::Status::waiting_payment, order::Status::paying, order::Status::awaiting_acceptance, order::Status::rider_to_merchant}) {
    o.status = s;
    EXPECT_FALSE(order_notice(o, store)) << order::status_name(s);
  }
  o.status = order::Status::ready;
  auto n = order_notice(o, store);
  ASSERT_TRUE(n);
  EXPECT_EQ(n->template_key, "order_ready");
  EXPECT_EQ(n->dedup_key, "order:N1:ready");
  EXPECT_EQ(n->link, "/mainFlow/pages/order/detail/index?order_id=N1");
  o.status = order::Status::cancelled;
  o.cancel_reason = "customer";
  EXPECT_FALSE(order_notice(o, store));  // their own cancel
  o.cancel_reason = "payment_timeout";
  EXPECT_EQ(order_notice(o, store)->template_key, "order_unpaid_cancelled");
  o.cancel_reason = "store";
  EXPECT_EQ(order_notice(o, store)->template_key, "order_cancelled");
  // A table's orders are followed on the table's page, until one is cancelled.
  o.table_no = "A1";
  EXPECT_EQ(order_notice(o, store)->template_key, "order_cancelled");
  o.status = order::Status::finished;
  EXPECT_FALSE(order_notice(o, store));
}

}  // namespace qsr::message

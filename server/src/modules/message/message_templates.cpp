#include "modules/message/message_templates.h"

#include <array>
#include <map>

#include <boost/json.hpp>

namespace qsr::message {
namespace json = boost::json;

namespace {

// zh-HK (Hong Kong usage), zh-CN, en.
using Three = std::array<std::string_view, 3>;
struct Template {
  Three title, body;
};

const std::map<std::string_view, Template, std::less<>>& templates() {
  static const std::map<std::string_view, Template, std::less<>> all{
      {"generic",
       {{"新訊息", "新消息", "New message"}, {"你有一則新訊息。", "你有一条新消息。", "You have a new message."}}},
      // Orders (category order): the steps a customer waits for.
      {"order_accepted",
       {{"餐廳已接單", "餐厅已接单", "Order accepted"},
        {"訂單 {serial} 已由{store}接單，正在準備。", "订单 {serial} 已由{store}接单，正在准备。",
         "{store} has accepted order {serial} and is preparing it."}}},
      {"order_ready",
       {{"餐點已準備好", "餐点已准备好", "Your order is ready"},
        {"訂單 {serial} 已準備好，請到{store}櫃檯取餐。", "订单 {serial} 已准备好，请到{store}柜台取餐。",
         "Order {serial} is ready. Please collect it at the {store} counter."}}},
      {"order_delivering",
       {{"外賣已出發", "外卖已出发", "Out for delivery"},
        {"訂單 {serial} 已由速遞員取走，正送往你的地址。", "订单 {serial} 已由骑手取走，正送往你的地址。",
         "Order {serial} has been picked up and is on its way to you."}}},
      {"order_finished",
       {{"訂單已完成", "订单已完成", "Order completed"},
        {"訂單 {serial} 已完成，多謝惠顧！", "订单 {serial} 已完成，感谢惠顾！", "Order {serial} is complete. Thank you!"}}},
      {"order_cancelled",
       {{"訂單已取消", "订单已取消", "Order cancelled"},
        {"訂單 {serial} 已取消，已付款項會按原付款方式退回。", "订单 {serial} 已取消，已付款项会按原支付方式退回。",
         "Order {serial} has been cancelled. Anything paid goes back the way it was paid."}}},
      {"order_unpaid_cancelled",
       {{"訂單已取消", "订单已取消", "Order cancelled"},
        {"訂單 {serial} 逾時未付款，已自動取消。", "订单 {serial} 超时未支付，已自动取消。",
         "Order {serial} was not paid in time and has been cancelled."}}},
      // Replies (category reply): a store answered a review, the brand or a store answered feedback.
      {"review_replied",
       {{"分店回覆了你的評價", "门店回复了你的评价", "The store replied to your review"},
        {"{store}回覆了你的評價，按此查看。", "{store}回复了你的评价，点击查看。", "{store} replied to your review. Tap to read it."}}},
      {"feedback_replied",
       {{"你的意見已有回覆", "你的意见已有回复", "We replied to your feedback"},
        {"多謝你於 {date} 提出的意見，我哋已經回覆，按此查看。", "感谢你于 {date} 提出的意见，我们已经回复，点击查看。",
         "Thank you for your feedback of {date}. We have replied; tap to read it."}}},
      // Refunds (category refund).
      {"refund_agreed",
       {{"退款已批准", "退款已批准", "Refund approved"},
        {"訂單 {serial} 的退款 ${amount} 已批准，會按原付款方式退回。", "订单 {serial} 的退款 ${amount} 已批准，会按原支付方式退回。",
         "Your refund of ${amount} for order {serial} is approved and goes back the way you paid."}}},
      {"refund_rejected",
       {{"退款申請未獲批准", "退款申请未获批准", "Refund declined"},
        {"訂單 {serial} 的退款申請未獲批准，如有疑問請聯絡餐廳。", "订单 {serial} 的退款申请未获批准，如有疑问请联系餐厅。",
         "The store declined the refund for order {serial}. Please contact the store with any questions."}}},
      // Coupons (category coupon).
      {"coupon_received",
       {{"你收到一張優惠券", "你收到一张优惠券", "You received a coupon"},
        {"「{coupon}」已放入你的優惠券，{until} 前有效。", "「{coupon}」已放入你的优惠券，{until} 前有效。",
         "“{coupon}” is in your coupons, valid until {until}."}}},
      {"coupon_expiring",
       {{"優惠券快將到期", "优惠券即将到期", "Coupon expiring soon"},
        {"「{coupon}」將於 {until} 到期，記得使用。", "「{coupon}」将于 {until} 到期，记得使用。",
         "“{coupon}” expires on {until}. Use it before then."}}},
      // Gifts (category gift): a coupon given by a friend, claimed, or back with its giver.
      {"gift_received",
       {{"你收到一份禮物", "你收到一份礼物", "You received a gift"},
        {"朋友送你的「{coupon}」已放入你的優惠券，{until} 前有效。", "朋友送你的「{coupon}」已放入你的优惠券，{until} 前有效。",
         "“{coupon}” from a friend is in your coupons, valid until {until}."}}},
      {"gift_claimed",
       {{"你的禮物已被領取", "你的礼物已被领取", "Your gift was claimed"},
        {"你送出的「{coupon}」已被朋友領取。", "你送出的「{coupon}」已被朋友领取。", "Your friend has claimed the “{coupon}” you gave."}}},
      {"gift_returned",
       {{"禮物已退回", "礼物已退回", "Gift returned"},
        {"你送出的「{coupon}」24 小時內無人領取，已退回你的優惠券。", "你送出的「{coupon}」24 小时内无人领取，已退回你的优惠券。",
         "Nobody claimed the “{coupon}” you gave within 24 hours, so it is back in your coupons."}}},
      // Points (category points).
      {"points_expiring",
       {{"積分快將到期", "积分即将到期", "Points expiring soon"},
        {"你有 {points} 積分將於 {until} 到期，記得使用。", "你有 {points} 积分将于 {until} 到期，记得使用。",
         "{points} of your points expire on {until}. Use them before then."}}},
      // Group orders (category group): what the launcher did to a group the member joined.
      {"group_cancelled",
       {{"拼單已取消", "拼单已取消", "Group order cancelled"},
        {"你參加的拼單已由發起人取消。", "你参加的拼单已由发起人取消。", "The group order you joined was cancelled by its organiser."}}},
      {"group_submitted",
       {{"拼單已落單", "拼单已下单", "Group order placed"},
        {"你參加的拼單已由發起人落單，訂單 {serial}。", "你参加的拼单已由发起人下单，订单 {serial}。",
         "The organiser has placed the group order you joined: order {serial}."}}},
      {"group_ready",
       {{"拼單餐點已準備好", "拼单餐点已准备好", "Group order ready"},
        {"你參加的拼單（訂單 {serial}）已準備好，可到{store}取餐。", "你参加的拼单（订单 {serial}）已准备好，可到{store}取餐。",
         "The group order you joined (order {serial}) is ready at {store}."}}},
      // Levels (category level).
      {"level_up",
       {{"會員等級提升", "会员等级提升", "Level up"},
        {"恭喜！你已升級為{level}。", "恭喜！你已升级为{level}。", "Congratulations! You are now {level}."}}},
  };
  return all;
}

std::string param_text(const json::value& v, Lang lang) {
  if (v.is_string()) return std::string(v.as_string());
  if (v.is_int64()) return std::to_string(v.as_int64());
  if (v.is_uint64()) return std::to_string(v.as_uint64());
  if (v.is_object()) return I18nText::from_json(v).get(lang);
  return "";
}

std::string fill(std::string_view text, const json::object& params, Lang lang) {
  std::string out;
  out.reserve(text.size() + 32);
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{') {
      const size_t end = text.find('}', i + 1);
      if (end != std::string_view::npos) {
        const std::string_view name = text.substr(i + 1, end - i - 1);
        if (const auto* v = params.if_contains(name)) out += param_text(*v, lang);
        i = end;
        continue;
      }
    }
    out += text[i];
  }
  return out;
}

}  // namespace

Rendered render(std::string_view key, const json::object& params, Lang lang) {
  const auto& all = templates();
  auto it = all.find(key);
  if (it == all.end()) it = all.find(std::string_view("generic"));
  const auto index = static_cast<size_t>(lang);
  return {fill(it->second.title[index], params, lang), fill(it->second.body[index], params, lang)};
}

bool has_template(std::string_view key) { return templates().count(key) != 0; }

std::vector<std::string_view> template_keys() {
  std::vector<std::string_view> keys;
  for (const auto& [k, _] : templates()) keys.push_back(k);
  return keys;
}

}  // namespace qsr::message

#include "modules/payment/payment_views.h"

#include "core/messages.h"
#include "core/money.h"

namespace qsr::payment {
namespace json = boost::json;

json::array payments_json(const std::vector<PaymentRow>& payments, Lang lang) {
  json::array out;
  for (const auto& p : payments) {
    // A gateway payment reads as the method the payer chose there (PayMe, 轉數快...) once known.
    const std::string text = p.channel.empty() ? message(lang, "pay_type_" + p.method) : message(lang, "pay_channel_" + p.channel);
    out.push_back({{"method", p.method}, {"channel", p.channel}, {"methodText", text}, {"amount", money::format(p.amount)},
                   {"status", p.status}, {"statusText", message(lang, "payment_status_" + p.status)}, {"at", p.created_at}});
  }
  return out;
}

json::object pay_options_json(const PayOptions& o) {
  json::array list;
  if (o.wallet) list.push_back({{"type", "wallet"}, {"balance", money::format(o.wallet_balance)}, {"enough", o.wallet_balance >= o.due}});
  if (o.card) list.push_back(json::object{{"type", "card"}});
  if (o.combination) {
    list.push_back({{"type", "combination"}, {"wallet", money::format(o.wallet_balance)}, {"card", money::format(o.due - o.wallet_balance)}});
  }
  // Each purse's sources that can pay (gift cards): all of it (`enough`) or, with a card, part.
  for (const auto& p : o.purses) {
    json::object source = p.source.view;
    source["spendable"] = money::format(p.source.spendable);
    source["enough"] = p.source.spendable >= o.due;
    source["combination"] = p.combination;
    if (p.combination) source["card"] = money::format(o.due - p.source.spendable);
    // options() lists them purse by purse: a new purse starts a new entry.
    if (list.empty() || list.back().as_object().at("type") != p.method.c_str()) {
      list.push_back(json::object{{"type", p.method}, {"sources", json::array{}}});
    }
    list.back().as_object()["sources"].as_array().push_back(std::move(source));
  }
  json::object out{{"order_id", o.order.order_no}, {"payable", money::format(o.order.payable)}, {"due", money::format(o.due)},
                   {"list", std::move(list)}, {"passwordEnable", o.password_enabled ? 1 : 0}, {"hasPayPassword", o.has_pay_password}};
  // An order split in equal parts: `due` is the parts asked about; `mine`: the payer paid theirs.
  if (o.split) out["split"] = json::object{{"people", o.split->parts}, {"taken", o.split->taken}, {"mine", o.split->mine}};
  return out;
}

}  // namespace qsr::payment

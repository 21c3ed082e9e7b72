#include "modules/refund/refund_views.h"

#include "core/messages.h"
#include "core/money.h"

namespace qsr::refund {
namespace json = boost::json;

json::array reasons_json(const std::vector<std::string>& reason_keys, Lang lang) {
  json::array list;
  for (const auto& key : reason_keys) list.push_back({{"code", key}, {"text", message(lang, key)}});
  return list;
}

json::object quote_json(const Quote& q) {
  json::array lines;
  for (const auto& [id, qty] : q.lines) lines.push_back({{"lineId", id}, {"num", qty}});
  return {{"amount", money::format(q.amount)}, {"whole", q.whole}, {"lines", std::move(lines)}};
}

json::object refund_detail_json(const RefundDetail& d, Lang lang) {
  json::array list;
  for (const auto& r : d.requests) {
    json::array logs;
    for (const auto& l : r.logs) {
      logs.push_back({{"code", l.code}, {"text", message(lang, "refund_log_" + std::to_string(l.code))}, {"note", l.note}, {"at", l.at}});
    }
    list.push_back({{"refund_no", r.refund_no}, {"reason", r.reason}, {"reasonText", message(lang, r.reason)},
                    {"description", r.description}, {"amount", money::format(r.amount)}, {"status", r.status},
                    {"createdAt", r.created_at}, {"logs", std::move(logs)}});
  }
  auto total = static_cast<int64_t>(list.size());
  return {{"order_id", d.order_no}, {"list", std::move(list)}, {"total", total}};
}

json::array store_queue_json(const std::vector<QueuedRefund>& queue, Lang lang) {
  json::array out;
  for (const auto& r : queue) {
    out.push_back({{"refund_no", r.refund_no}, {"order_id", r.order_no}, {"serial", r.serial}, {"reason", message(lang, r.reason)},
                   {"description", r.description}, {"amount", money::format(r.amount)}, {"createdAt", r.created_at}});
  }
  return out;
}

}  // namespace qsr::refund

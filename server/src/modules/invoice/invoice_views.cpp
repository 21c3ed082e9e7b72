#include "modules/invoice/invoice_views.h"

#include "core/messages.h"
#include "core/money.h"

namespace qsr::invoice {
namespace json = boost::json;

namespace {

json::value opt(const std::optional<std::string>& v) { return v ? json::value(*v) : json::value(nullptr); }
json::value opt(const std::optional<int64_t>& v) { return v ? json::value(*v) : json::value(nullptr); }

}  // namespace

json::object title_json(const Title& t) {
  return {{"id", t.id}, {"kind", t.kind}, {"name", t.name}, {"taxNumber", t.tax_number}, {"email", t.email}, {"isDefault", t.is_default ? 1 : 0}};
}

json::object invoice_json(const Invoice& i, Lang lang) {
  return {{"invoiceNo", i.invoice_no},
          {"source", i.source},
          {"order_id", i.source_no},
          {"generation", i.generation},
          {"status", i.status},
          {"statusText", message(lang, "invoice_status_" + i.status)},
          {"title", {{"kind", i.title_kind}, {"name", i.title_name}, {"taxNumber", i.tax_number}, {"email", i.email}}},
          {"amount", money::format(i.amount)},
          {"number", opt(i.number)},
          {"redNumber", opt(i.red_number)},
          {"failReason", i.fail_reason ? json::value(message(lang, "invoice_fail_" + *i.fail_reason)) : json::value(nullptr)},
          {"reversing", i.reverse_wanted && i.status != "reversed"},
          {"requestedAt", i.requested_at},
          {"issuedAt", opt(i.issued_at)},
          {"reversedAt", opt(i.reversed_at)},
          {"pdfUrl", i.has_document ? json::value("/v1/order/invoice/pdf?invoiceNo=" + i.invoice_no) : json::value(nullptr)}};
}

}  // namespace qsr::invoice

#include "modules/invoice/invoice_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/money.h"
#include "http/envelope.h"
#include "http/paging.h"
#include "modules/account/account_routes.h"
#include "modules/invoice/invoice_codes.h"
#include "modules/invoice/invoice_views.h"

namespace qsr::invoice {
namespace json = boost::json;

namespace {

constexpr size_t kMaxField = 400;  // bytes: longer than any valid name, tax number or e-mail

std::string field(const http::Request& req, const char* name) {
  std::string v = req.opt_str(name).value_or("");
  if (v.size() > kMaxField) throw AppError::invalid(name);
  return v;
}

TitleInput title_of(const http::Request& req) {
  return {field(req, "kind"), field(req, "name"), field(req, "taxNumber"), field(req, "email"), req.flag("isDefault")};
}

std::string order_no_of(const http::Request& req) {
  std::string no = req.opt_str("order_id").value_or(req.opt_str("orderNo").value_or(""));
  if (no.empty()) throw AppError::missing("order_id");
  if (no.size() > 64) throw AppError::not_found("order_not_found");
  return no;
}

std::string invoice_no_of(const http::Request& req) {
  std::string no = req.str("invoiceNo");
  if (no.size() > 64) throw AppError(404, kInvoiceNotFound, "invoice_not_found");
  return no;
}

}  // namespace

void register_routes(http::Router& router, InvoiceService& invoices, InvoiceIssuer& issuer, account::AccountModule& accounts) {
  // A member's call: signed in, and the brand offers invoices.
  const auto member = [&](const http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    invoices.require_enabled();
    return *c.member_id;
  };

  // Titles.
  router.get("/v1/member/invoice/title/list", [&, member](http::Request& req) {
    json::array list;
    for (const auto& t : invoices.titles(member(req))) list.push_back(title_json(t));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
  router.post("/v1/member/invoice/title/save", [&, member](http::Request& req) {
    const int64_t m = member(req);
    return http::ok(req, title_json(invoices.save_title(m, req.opt_int("id"), title_of(req))));
  });
  router.post("/v1/member/invoice/title/delete", [&, member](http::Request& req) {
    invoices.delete_title(member(req), req.integer("id"));
    return http::ok(req);
  });

  // Receipts for orders, meal or product, by number. The seed asks under several names: the order
  // pages' (/v1/order/invoice/...), the top-ups' and the pass's, the gift cards' and the order
  // management's list; each is the same call here.
  const auto request_receipt = [&, member](http::Request& req) {
    const int64_t m = member(req);
    std::optional<TitleInput> given;
    if (req.opt_str("name")) given = title_of(req);
    return http::ok(req, invoice_json(invoices.request(m, order_no_of(req), req.opt_int("titleId"), given), req.lang));
  };
  for (const char* path : {"/v1/order/invoice/thirdParty", "/v1/member/account/updateInvoiceStatus", "/v1/memberPrime/updateOrderInvoiceStatus",
                           "/v1/giftCard/invoice/apply"}) {
    router.post(path, request_receipt);
  }
  const auto receipt_of_order = [&, member](http::Request& req) {
    const auto receipt = invoices.of_order(member(req), order_no_of(req));
    if (!receipt.latest) return http::ok(req, nullptr);
    json::object answer = invoice_json(*receipt.latest, req.lang);
    answer["renewable"] = receipt.renewable();
    answer["keptAmount"] = money::format(receipt.kept);
    return http::ok(req, answer);
  };
  for (const char* path : {"/v1/order/invoice/status", "/v1/giftCard/invoice/status"}) router.get(path, receipt_of_order);
  const auto records = [&, member](http::Request& req) {
    const int64_t m = member(req);
    const http::Paging p = http::paging(req);
    const InvoicePage page = invoices.records(m, p.page_size, p.offset());
    json::array list;
    for (const auto& i : page.list) list.push_back(invoice_json(i, req.lang));
    return http::ok(req, json::object{{"list", std::move(list)}, {"total", page.total}});
  };
  for (const char* path : {"/v1/order/invoice/queryPage", "/v1/oms/order/invoice/list", "/v1/giftCard/invoice/queryPage"}) router.get(path, records);
  router.get("/v1/order/invoice/detail", [&, member](http::Request& req) {
    return http::ok(req, invoice_json(invoices.own(member(req), invoice_no_of(req)), req.lang));
  });
  // The PDF, to its member only.
  router.get("/v1/order/invoice/pdf", [&, member](http::Request& req) {
    const std::string no = invoice_no_of(req);
    http::Response res;
    res.body = invoices.document(member(req), no);
    res.content_type = "application/pdf";
    res.set_header("Content-Disposition", "inline; filename=\"" + no + ".pdf\"");
    res.set_header("Cache-Control", "private, no-store");
    return res;
  });

  // The provider's signed callback (the sandbox's; a real provider gets a path of its own).
  router.post("/v1/invoice/notify/sandbox", [&](http::Request& req) {
    if (!issuer.apply({[&req](std::string_view name) { return std::string(req.header(name)); }, req.body})) {
      throw AppError(400, kCallbackRefused, "invoice_callback_refused");
    }
    return http::ok(req, json::object{{"received", true}});
  });

  // Operators: every receipt.
  router.get("/admin/v1/invoices", [&](http::Request& req) {
    account::require_admin(accounts, req);
    const int64_t offset = http::bounded_int(req, "offset", 0, 0, 100000);
    const int64_t limit = http::bounded_int(req, "limit", 20, 1, 100);
    json::array list;
    for (const auto& i : invoices.listed(req.opt_str("status").value_or(""), limit, offset)) list.push_back(invoice_json(i, req.lang));
    return http::ok(req, json::object{{"list", std::move(list)}});
  });
}

}  // namespace qsr::invoice

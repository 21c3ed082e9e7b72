// Invoices (e-receipts) through the API (issue 20; spec 000 §5 tax number, 001 §7
// /v1/order/invoice/...; docs/decisions/0048): titles checked by the tax-number rule, one receipt
// per paid order of the member's own for what they kept paid, issued once through the sandbox
// provider by the background job and its signed callback, a real PDF to its member only, reversed
// by a refund (a partial one leaves a new receipt for what is kept to ask for), receipts for
// product orders (top-ups, passes, gift cards) under the seed's names, refused while the brand's
// invoice-config is off. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <thread>
#include <vector>

#include <boost/json.hpp>

#include "support/member_api.h"

namespace qsr::test {
namespace {
namespace fs = std::filesystem;

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);

// The mini brand with invoices offered (its own has no invoice-config: off).
std::string brand_with_invoices() {
  fs::path dir = fs::temp_directory_path() / ("qsr-invoice-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::copy(repo_root() + "/server/tests/fixtures/mini-brand", dir, fs::copy_options::recursive);
  std::ifstream in(dir / "brand.json");
  auto brand = boost::json::parse(std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>()));
  brand.as_object()["platformConfig"].as_object()["invoice-config"] = {{"enable", 1}};
  std::ofstream(dir / "brand.json") << boost::json::serialize(brand);
  return dir.string();
}

// What `pdftotext` reads out of a PDF ("" when it cannot run).
std::string pdf_text(const std::string& pdf) {
  const std::string path = (fs::temp_directory_path() / ("qsr-invoice-" + std::to_string(getpid()) + ".pdf")).string();
  std::ofstream(path, std::ios::binary) << pdf;
  std::string out;
  if (FILE* p = popen(("pdftotext -q '" + path + "' - 2>/dev/null").c_str(), "r")) {
    std::array<char, 4096> buf{};
    size_t n = 0;
    while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) out.append(buf.data(), n);
    pclose(p);
  }
  fs::remove(path);
  return out;
}

class InvoiceApi : public MemberApiTest {
 protected:
  void SetUp() override {
    dir_ = brand_with_invoices();
    start({.seed_dir = dir_, .fake_now_ms = kMondayNoon});
    alice_ = server_->member_token("96300001");
    bob_ = server_->member_token("96300002");
    staff_ = staff_token("96300009", 1);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Two lemon teas (17 each) and fries x2 (18 + 0.5 box each): 34 + 37 + bag 1 = 72; paid by
  // wallet unless `pay` is false; accepted by the store.
  std::string order(const std::string& token, bool pay = true) {
    static int n = 0;
    const std::string key = "o" + std::to_string(++n);
    post("/v1/dev/wallet/topup", R"({"amount":"200"})", token, {{"Idempotency-Key", "t" + key}});
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002,"num":2})", token);
    post("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":3001})", token);
    auto r = post("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"96300001"})", token, {{"Idempotency-Key", key}});
    EXPECT_EQ(r.result_code(), 0) << r.body;
    std::string no(r.data().at("order_id").as_string());
    if (pay) {
      EXPECT_EQ(post("/v1/pay-center/pay", R"({"order_id":")" + no + R"("})", token).result_code(), 0);
      post("/v1/console/order/advance", R"({"order_id":")" + no + R"(","to":"in_production"})", staff_);
    }
    return no;
  }
  HttpResult save_title(const std::string& token, const std::string& fields, const std::string& lang = "en") {
    return post("/v1/member/invoice/title/save", "{" + fields + "}", token, {{"Accept-Language", lang}});
  }
  HttpResult ask(const std::string& token, const std::string& no, const std::string& title = R"("kind":"personal","name":"陳大文")") {
    return post("/v1/order/invoice/thirdParty", R"({"order_id":")" + no + "\"," + title + "}", token);
  }
  std::string status_of(const std::string& token, const std::string& no) {
    auto r = get("/v1/order/invoice/status?order_id=" + no, token);
    return r.data().is_null() ? "none" : std::string(r.data().at("status").as_string());
  }
  // The issuing job, run now on the server's workers (the scheduler runs it every second too).
  void run_job() { EXPECT_EQ(post("/v1/dev/invoices/run", "{}", alice_).result_code(), 0); }
  bool becomes(const std::string& token, const std::string& no, const std::string& status) {
    return eventually([&] {
      run_job();
      return status_of(token, no) == status;
    });
  }
  // A top-up of the HK$`pay` plan paid by card at the sandbox gateway: its number.
  std::string paid_top_up(const std::string& token, const std::string& pay, const std::string& key, bool approve = true) {
    int64_t plan = 0;
    const auto plans = http().get("/v1/wallet/recharge/plans");  // kept alive for the loop
    for (const auto& p : plans.data().at("list").as_array()) {
      if (p.at("payAmount").as_string() == pay) plan = p.at("id").as_int64();
    }
    auto r = post("/v1/wallet/recharge", R"({"planId":)" + std::to_string(plan) + R"(,"success_url":"/member/pages/myWallet/payEnd/index"})", token,
                  {{"Idempotency-Key", key}});
    EXPECT_EQ(r.result_code(), 0) << r.body;
    const std::string url(r.data().at("payUrl").as_string());
    if (approve) {
      http().request("POST", url + "/approve", "", {});
      EXPECT_TRUE(server_->notified(url));
    }
    return std::string(r.data().at("rechargeNo").as_string());
  }
  size_t title_count(const std::string& token) { return get("/v1/member/invoice/title/list", token).data().at("list").as_array().size(); }

  std::string dir_, alice_, bob_, staff_;
};

TEST_F(InvoiceApi, TaxNumberRule_ACompanyTitleNeeds15_18Or20UppercaseLettersOrDigits) {
  // 15, 18 and 20 characters are taken.
  EXPECT_EQ(save_title(alice_, R"("kind":"company","name":"港灣廚房有限公司","taxNumber":"ABCDE1234567890")").result_code(), 0);
  EXPECT_EQ(save_title(alice_, R"("kind":"company","name":"Harbour Ltd","taxNumber":"91440300MA5EXAMPL1")").result_code(), 0);
  EXPECT_EQ(save_title(alice_, R"("kind":"company","name":"Harbour Ltd","taxNumber":"ABCDEFGHIJ1234567890")").result_code(), 0);
  // 14, 16, 19 and 21 characters, lower case, a dash, none at all: refused, with the rule's words.
  for (const char* bad : {"ABCDE123456789", "ABCDE12345678901", "ABCDEFGHIJ123456789", "ABCDEFGHIJ12345678901", "abcde1234567890",
                          "ABCDE-234567890", ""}) {
    auto r = save_title(alice_, std::string(R"("kind":"company","name":"Harbour Ltd","taxNumber":")") + bad + "\"");
    EXPECT_EQ(r.status, 400) << bad;
    EXPECT_EQ(r.result_code(), 48003) << bad;
    EXPECT_EQ(r.result_msg(), "A tax number has 15, 18 or 20 upper-case letters or digits") << bad;
  }
  EXPECT_EQ(save_title(alice_, R"("kind":"company","name":"Harbour Ltd","taxNumber":"abc")", "zh-HK").result_msg(),
            "稅號須為 15、18 或 20 位大寫字母或數字");
  // A personal title takes no tax number (one sent is dropped); a name is required, 100 at most.
  auto personal = save_title(alice_, R"("kind":"personal","name":" 陳大文 ","taxNumber":"ABCDE1234567890")");
  ASSERT_EQ(personal.result_code(), 0) << personal.body;
  EXPECT_EQ(personal.data().at("name").as_string(), "陳大文");
  EXPECT_EQ(personal.data().at("taxNumber").as_string(), "");
  EXPECT_EQ(save_title(alice_, R"("kind":"personal","name":"   ")").result_code(), 48002);
  EXPECT_EQ(save_title(alice_, R"("kind":"club","name":"A")").result_code(), 48002);
  EXPECT_EQ(save_title(alice_, R"("kind":"personal","name":"A","email":"not-mail")").result_code(), 48002);
  std::string long_name;
  for (int i = 0; i < 101; ++i) long_name += "港";
  EXPECT_EQ(save_title(alice_, R"("kind":"personal","name":")" + long_name + "\"").result_code(), 48002);
  // Refusals saved nothing: the four good ones are there, the first the default.
  auto list = get("/v1/member/invoice/title/list", alice_).data().at("list").as_array();
  ASSERT_EQ(list.size(), 4u);
  EXPECT_EQ(list[0].at("isDefault").as_int64(), 1);
  EXPECT_EQ(list[0].at("name").as_string(), "港灣廚房有限公司");
}

TEST_F(InvoiceApi, Titles_AreTheMembersOwnAndTheDefaultMovesWhenAsked) {
  const int64_t first = save_title(alice_, R"("kind":"personal","name":"Amy")").data().at("id").as_int64();
  const int64_t second = save_title(alice_, R"("kind":"personal","name":"Amy Chan","isDefault":1)").data().at("id").as_int64();
  auto list = get("/v1/member/invoice/title/list", alice_).data().at("list").as_array();
  EXPECT_EQ(list[0].at("id").as_int64(), second);
  EXPECT_EQ(list[1].at("isDefault").as_int64(), 0);
  // Bob can neither edit nor delete Alice's, nor ask a receipt made out to it.
  const std::string id = std::to_string(first);
  EXPECT_EQ(save_title(bob_, R"("id":)" + id + R"(,"kind":"personal","name":"Bob")").result_code(), 48006);
  EXPECT_EQ(post("/v1/member/invoice/title/delete", R"({"id":)" + id + "}", bob_).result_code(), 48006);
  EXPECT_EQ(ask(bob_, order(bob_), R"("titleId":)" + id).result_code(), 48006);
  EXPECT_EQ(get("/v1/member/invoice/title/list", alice_).data().at("list").as_array()[1].at("name").as_string(), "Amy");
  // Deleting the default hands it to the oldest left.
  ASSERT_EQ(post("/v1/member/invoice/title/delete", R"({"id":)" + std::to_string(second) + "}", alice_).result_code(), 0);
  list = get("/v1/member/invoice/title/list", alice_).data().at("list").as_array();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("isDefault").as_int64(), 1);
  EXPECT_EQ(http().get("/v1/member/invoice/title/list").status, 401);
}

TEST_F(InvoiceApi, Request_OnlyForTheMembersOwnPaidOrderForWhatTheyPaid) {
  const std::string paid = order(alice_);
  EXPECT_EQ(ask(bob_, paid).status, 404);                  // someone else's order
  EXPECT_EQ(get("/v1/order/invoice/status?order_id=" + paid, bob_).status, 404);
  const std::string unpaid = order(alice_, false);
  auto refused = ask(alice_, unpaid);
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.result_code(), 48005);
  EXPECT_EQ(status_of(alice_, unpaid), "none");
  EXPECT_EQ(ask(alice_, "NO-SUCH-ORDER").status, 404);
  EXPECT_EQ(ask(alice_, paid, R"("kind":"company","name":"Harbour","taxNumber":"short")").result_code(), 48003);
  EXPECT_EQ(status_of(alice_, paid), "none");  // a refused title asked nothing
  // The amount is the server's: what was paid (a client's "amount" is not read).
  auto ok = post("/v1/order/invoice/thirdParty", R"({"order_id":")" + paid + R"(","kind":"personal","name":"陳大文","amount":"1"})", alice_);
  ASSERT_EQ(ok.result_code(), 0) << ok.body;
  EXPECT_EQ(ok.data().at("amount").as_string(), "72");
  EXPECT_EQ(ok.data().at("title").at("name").as_string(), "陳大文");
  auto records = get("/v1/order/invoice/queryPage?pageNum=1&pageSize=10", alice_).data();
  EXPECT_EQ(records.at("total").as_int64(), 1);
  EXPECT_EQ(get("/v1/order/invoice/queryPage", bob_).data().at("total").as_int64(), 0);
}

TEST_F(InvoiceApi, OneReceiptPerOrder_ConcurrentRequestsAllAnswerTheSameOne) {
  const std::string no = order(alice_);
  std::vector<std::thread> threads;
  std::vector<std::string> answers(8);
  for (size_t i = 0; i < answers.size(); ++i) {
    threads.emplace_back([&, i] {
      auto r = ask(alice_, no, R"("kind":"personal","name":"Amy )" + std::to_string(i) + "\"");
      answers[i] = r.result_code() == 0 ? std::string(r.data().at("invoiceNo").as_string()) : r.body;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(std::set<std::string>(answers.begin(), answers.end()).size(), 1u) << answers[0] << " / " << answers[1];
  EXPECT_EQ(answers[0].rfind("INV", 0), 0u) << answers[0];
  EXPECT_EQ(get("/v1/order/invoice/queryPage", alice_).data().at("total").as_int64(), 1);
}

TEST_F(InvoiceApi, Issue_TheJobIssuesOnceEvenRunTwiceAtOnceAndThePdfIsRealAndTheMembersOnly) {
  const std::string no = order(alice_);
  const std::string invoice_no(ask(alice_, no, R"("kind":"company","name":"港灣廚房有限公司","taxNumber":"ABCDE1234567890")")
                                   .data().at("invoiceNo").as_string());
  std::thread a([&] { run_job(); });
  std::thread b([&] { run_job(); });
  a.join();
  b.join();
  ASSERT_TRUE(becomes(alice_, no, "issued"));
  // The provider was called once with our key, however many runners wanted to call it.
  auto at_provider = http().get("/sandbox/invoice/" + invoice_no);
  EXPECT_EQ(at_provider.data().at("calls").as_int64(), 1);
  EXPECT_EQ(at_provider.data().at("status").as_string(), "issued");
  ASSERT_TRUE(eventually([&] {
    run_job();
    return !get("/v1/order/invoice/detail?invoiceNo=" + invoice_no, alice_).data().at("pdfUrl").is_null();
  }));
  auto detail = get("/v1/order/invoice/detail?invoiceNo=" + invoice_no, alice_).data();
  EXPECT_EQ(detail.at("number"), at_provider.data().at("number"));
  auto pdf = get("/v1/order/invoice/pdf?invoiceNo=" + invoice_no, alice_);
  ASSERT_EQ(pdf.status, 200);
  EXPECT_EQ(pdf.header("content-type"), "application/pdf");
  ASSERT_EQ(pdf.body.rfind("%PDF-", 0), 0u);
  EXPECT_NE(pdf.body.find("/FontFile"), std::string::npos);  // the font is embedded
  // Chinese prints as text: the reader gets the characters back.
  const std::string text = pdf_text(pdf.body);
  EXPECT_NE(text.find("電子收據"), std::string::npos) << text;
  EXPECT_NE(text.find("港灣廚房有限公司"), std::string::npos) << text;
  EXPECT_NE(text.find("72.00"), std::string::npos) << text;
  // Nobody else reads it.
  EXPECT_EQ(get("/v1/order/invoice/pdf?invoiceNo=" + invoice_no, bob_).status, 404);
  EXPECT_EQ(get("/v1/order/invoice/detail?invoiceNo=" + invoice_no, bob_).status, 404);
  EXPECT_EQ(http().get("/v1/order/invoice/pdf?invoiceNo=" + invoice_no).status, 401);
  // Asking again answers the issued receipt.
  EXPECT_EQ(ask(alice_, no).data().at("number"), at_provider.data().at("number"));
}

TEST_F(InvoiceApi, Callback_ABadSignatureIsRefusedAndChangesNothing) {
  const std::string no = order(alice_);
  const std::string invoice_no(ask(alice_, no).data().at("invoiceNo").as_string());
  const std::string body = R"({"ref":"sbi_x","key":")" + invoice_no + R"(","status":"issued","number":"FAKE1","amount":7200})";
  const std::string now = std::to_string(kMondayNoon);
  auto forged = http().post_json("/v1/invoice/notify/sandbox", body, {{"X-Sandbox-Timestamp", now}, {"X-Sandbox-Signature", std::string(64, 'a')}});
  EXPECT_EQ(forged.status, 400);
  EXPECT_EQ(forged.result_code(), 48009);
  EXPECT_EQ(http().post_json("/v1/invoice/notify/sandbox", body, {}).result_code(), 48009);
  EXPECT_NE(get("/v1/order/invoice/status?order_id=" + no, alice_).data().at("number"), boost::json::value("FAKE1"));
  ASSERT_TRUE(becomes(alice_, no, "issued"));
  EXPECT_NE(get("/v1/order/invoice/status?order_id=" + no, alice_).data().at("number").as_string(), "FAKE1");
}

TEST_F(InvoiceApi, Refund_ReversesTheIssuedReceiptWithARedLetterOne) {
  const std::string no = order(alice_);
  ask(alice_, no);
  ASSERT_TRUE(becomes(alice_, no, "issued"));
  auto req = post("/v1/order/createRefund", R"({"order_id":")" + no + R"(","reason":"refund_reason_quality"})", alice_);
  ASSERT_EQ(req.result_code(), 0) << req.body;
  ASSERT_EQ(post("/v1/console/refund/decide", R"({"refund_no":")" + std::string(req.data().at("refund_no").as_string()) + R"(","agree":1})",
                 staff_).result_code(), 0);
  ASSERT_TRUE(becomes(alice_, no, "reversed"));
  auto inv = get("/v1/order/invoice/status?order_id=" + no, alice_).data();
  EXPECT_EQ(inv.at("redNumber").as_string(), "R" + std::string(inv.at("number").as_string()));
  EXPECT_EQ(inv.at("statusText").as_string(), "已沖紅");
  // A refunded order takes no new request.
  const std::string other = order(alice_);
  auto r2 = post("/v1/order/createRefund", R"({"order_id":")" + other + R"(","reason":"refund_reason_quality"})", alice_);
  post("/v1/console/refund/decide", R"({"refund_no":")" + std::string(r2.data().at("refund_no").as_string()) + R"(","agree":1})", staff_);
  EXPECT_EQ(ask(alice_, other).result_code(), 48005);
}

TEST_F(InvoiceApi, PartialRefund_ReversesTheReceiptAndANewOneIsMadeForWhatIsKept) {
  const std::string no = order(alice_);
  ASSERT_EQ(ask(alice_, no).data().at("amount").as_string(), "72");
  ASSERT_TRUE(becomes(alice_, no, "issued"));
  int64_t fries = 0;
  const auto detail = get("/v1/order/detail?order_id=" + no, alice_);  // kept alive for the loop
  for (const auto& l : detail.data().at("lines").as_array()) {
    if (l.at("goods_id").as_int64() == 3001) fries = l.at("lineId").as_int64();
  }
  auto req = post("/v1/order/createRefund",
                  R"({"order_id":")" + no + R"(","reason":"refund_reason_missing_item","lines":[{"lineId":)" + std::to_string(fries) + R"(,"num":1}]})",
                  alice_);
  ASSERT_EQ(req.result_code(), 0) << req.body;
  ASSERT_EQ(post("/v1/console/refund/decide", R"({"refund_no":")" + std::string(req.data().at("refund_no").as_string()) + R"(","agree":1})",
                 staff_).result_code(), 0);
  // The receipt said 72; the customer keeps less now: it is reversed...
  ASSERT_TRUE(becomes(alice_, no, "reversed"));
  // ...the order's receipt says a new one may be asked for what is kept...
  auto latest = get("/v1/order/invoice/status?order_id=" + no, alice_).data();
  EXPECT_TRUE(latest.at("renewable").as_bool());
  EXPECT_EQ(latest.at("keptAmount").as_string(), "53.5");
  // ...and the next request makes a second receipt for it, once however often asked.
  auto second = ask(alice_, no);
  ASSERT_EQ(second.result_code(), 0) << second.body;
  EXPECT_EQ(second.data().at("generation").as_int64(), 2);
  EXPECT_EQ(second.data().at("status").as_string(), "requested");
  EXPECT_EQ(second.data().at("amount").as_string(), "53.5");  // 72 less one fries (18 + 0.5 box)
  EXPECT_EQ(ask(alice_, no).data().at("invoiceNo"), second.data().at("invoiceNo"));
  ASSERT_TRUE(becomes(alice_, no, "issued"));
  // Both are the member's records; a later money event that keeps the amount leaves it alone.
  EXPECT_EQ(get("/v1/order/invoice/queryPage", alice_).data().at("total").as_int64(), 2);
  run_job();
  EXPECT_EQ(status_of(alice_, no), "issued");
}

TEST_F(InvoiceApi, ProductOrders_ATopUpGetsAReceiptUnderTheSeedsNameAndItsRefundReversesIt) {
  const std::string top_up = paid_top_up(alice_, "200", "r1");
  // The receipts' order picker lists every kind of paid product order.
  auto bought = get("/v1/purchase/orders", alice_).data();
  ASSERT_EQ(bought.at("total").as_int64(), 1);
  EXPECT_EQ(bought.at("list").as_array()[0].at("orderNo").as_string(), top_up);
  // Another's top-up is not found; one not paid yet takes no request.
  EXPECT_EQ(post("/v1/member/account/updateInvoiceStatus", R"({"orderNo":")" + top_up + R"(","kind":"personal","name":"Bob"})", bob_).status, 404);
  const std::string unpaid = paid_top_up(alice_, "100", "r2", false);
  EXPECT_EQ(post("/v1/member/account/updateInvoiceStatus", R"({"orderNo":")" + unpaid + R"(","kind":"personal","name":"陳大文"})", alice_).result_code(),
            48005);

  auto asked = post("/v1/member/account/updateInvoiceStatus", R"({"orderNo":")" + top_up + R"(","kind":"personal","name":"陳大文"})", alice_);
  ASSERT_EQ(asked.result_code(), 0) << asked.body;
  EXPECT_EQ(asked.data().at("source").as_string(), "product");
  EXPECT_EQ(asked.data().at("amount").as_string(), "200");
  // The pass's and the gift cards' names are the same call: a repeat answers the same receipt.
  EXPECT_EQ(post("/v1/memberPrime/updateOrderInvoiceStatus", R"({"orderNo":")" + top_up + R"(","kind":"personal","name":"陳大文"})", alice_)
                .data().at("invoiceNo"),
            asked.data().at("invoiceNo"));
  ASSERT_TRUE(becomes(alice_, top_up, "issued"));
  EXPECT_EQ(get("/v1/giftCard/invoice/status?orderNo=" + top_up, alice_).data().at("status").as_string(), "issued");
  EXPECT_EQ(get("/v1/oms/order/invoice/list", alice_).data().at("total").as_int64(), 1);

  // Customer service refunds the top-up: its receipt is reversed, and no new one is offered.
  ASSERT_EQ(admin_post("/admin/v1/purchase/refund", R"({"orderNo":")" + top_up + R"("})").result_code(), 0);
  ASSERT_TRUE(becomes(alice_, top_up, "reversed"));
  EXPECT_FALSE(get("/v1/order/invoice/status?order_id=" + top_up, alice_).data().at("renewable").as_bool());
  EXPECT_EQ(post("/v1/member/account/updateInvoiceStatus", R"({"orderNo":")" + top_up + R"(","kind":"personal","name":"陳大文"})", alice_)
                .data().at("status").as_string(),
            "reversed");
}

TEST_F(InvoiceApi, ProviderRefusal_FailsAndTheMemberMayAskAgainWithAnotherTitle) {
  const std::string no = order(alice_);
  ask(alice_, no, R"("kind":"company","name":"Ghost Ltd","taxNumber":"000000000000000")");
  ASSERT_TRUE(becomes(alice_, no, "failed"));
  EXPECT_EQ(get("/v1/order/invoice/status?order_id=" + no, alice_).data().at("failReason").as_string(),
            "稅號未登記，請檢查後重新申請");
  ASSERT_EQ(ask(alice_, no, R"("kind":"personal","name":"陳大文")").data().at("status").as_string(), "requested");
  ASSERT_TRUE(becomes(alice_, no, "issued"));
}

TEST_F(InvoiceApi, Config_ReportsInvoicesOn) {
  EXPECT_EQ(http().get("/v1/config/global").data().at("invoiceConfig").at("enable").as_int64(), 1);
  EXPECT_EQ(http().get("/v1/config/platform?codes=invoice-config").data().at("invoice-config").at("enable").as_int64(), 1);
}

// The mini brand as it is: no invoice-config, so invoices are off.
class InvoiceOffApi : public MemberApiTest {
 protected:
  void SetUp() override { start({.fake_now_ms = kMondayNoon}); }
};

TEST_F(InvoiceOffApi, ConfigDisabled_EveryInvoiceCallIsRefusedInTheCallersLanguage) {
  const std::string alice = server_->member_token("96300011");
  EXPECT_EQ(http().get("/v1/config/global").data().at("invoiceConfig").at("enable").as_int64(), 0);
  auto r = post("/v1/member/invoice/title/save", R"({"kind":"personal","name":"Amy"})", alice, {{"Accept-Language", "en"}});
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.result_code(), 48001);
  EXPECT_EQ(r.result_msg(), "E-receipts are not available at the moment");
  EXPECT_EQ(post("/v1/order/invoice/thirdParty", R"({"order_id":"X","kind":"personal","name":"A"})", alice, {{"Accept-Language", "zh-CN"}})
                .result_msg(),
            "暂未提供电子发票服务");
  EXPECT_EQ(get("/v1/order/invoice/queryPage", alice).result_code(), 48001);
  EXPECT_EQ(get("/v1/member/invoice/title/list", alice).result_code(), 48001);
}

}  // namespace
}  // namespace qsr::test

// Invoice titles' rules alone (spec 000 §5 tax number; decision 0048), and the PDF writer: a page
// with Chinese text comes out as a PDF with its font embedded.
#include <gtest/gtest.h>

#include "modules/invoice/invoice_codes.h"
#include "modules/invoice/invoice_hex.h"
#include "modules/invoice/invoice_pdf.h"
#include "modules/invoice/invoice_rules.h"

namespace qsr::invoice {
namespace {

TitleInput company(std::string tax) { return {"company", "港灣廚房有限公司", std::move(tax), "", false}; }

TEST(InvoiceRules, TaxNumber_ACompanyNeeds15_18Or20UppercaseLettersOrDigits) {
  EXPECT_FALSE(check_title(company("ABCDE1234567890")));
  EXPECT_FALSE(check_title(company("91440300MA5EXAMPL1")));
  EXPECT_FALSE(check_title(company("ABCDEFGHIJ1234567890")));
  for (const char* bad : {"", "ABCDE123456789", "ABCDE12345678901", "abcde1234567890", "ABCDE 234567890", "ＡBCDE1234567890"}) {
    auto p = check_title(company(bad));
    ASSERT_TRUE(p) << bad;
    EXPECT_EQ(p->code, kTaxNumberInvalid) << bad;
    EXPECT_EQ(p->key, "tax_number_invalid") << bad;
  }
}

TEST(InvoiceRules, Title_KindNameAndEmailAreChecked) {
  EXPECT_FALSE(check_title({"personal", "陳大文", "", "", false}));
  EXPECT_EQ(check_title({"club", "A", "", "", false})->key, "invoice_title_kind_invalid");
  EXPECT_EQ(check_title({"personal", "", "", "", false})->key, "invoice_title_name_required");
  EXPECT_EQ(check_title({"personal", " \u3000 ", "", "", false})->key, "invoice_title_name_required");
  EXPECT_EQ(check_title({"personal", "A\x01", "", "", false})->key, "invoice_title_name_invalid");
  EXPECT_EQ(check_title({"personal", "A", "", "not-mail", false})->key, "email_invalid");
  std::string name;
  for (int i = 0; i < 100; ++i) name += "港";
  EXPECT_FALSE(check_title({"personal", name, "", "", false}));
  EXPECT_EQ(check_title({"personal", name + "港", "", "", false})->key, "invoice_title_name_too_long");
}

TEST(InvoiceRules, Normalized_APersonalTitleKeepsNoTaxNumberAndTheNameIsTrimmed) {
  auto t = normalized({"personal", "  陳大文 ", "ABCDE1234567890", "", false});
  EXPECT_EQ(t.name, "陳大文");
  EXPECT_EQ(t.tax_number, "");
  EXPECT_EQ(normalized(company("ABCDE1234567890")).tax_number, "ABCDE1234567890");
}

TEST(InvoiceHex, RoundTripsBytesAndRefusesBrokenText) {
  const std::string bytes("%PDF\0\xff", 6);
  EXPECT_EQ(from_hex(to_hex(bytes)), bytes);
  EXPECT_FALSE(from_hex("abc"));
  EXPECT_FALSE(from_hex("zz"));
}

TEST(InvoicePdf, APageWithChineseIsAPdfWithItsFontEmbedded) {
  const std::string pdf = render_receipt_pdf({"電子收據 E-Receipt", "港灣廚房", {{"抬頭 Issued to", "陳大文"}}, "金額 Amount", "HKD 72.00", "測試"});
  ASSERT_EQ(pdf.rfind("%PDF-", 0), 0u);
  EXPECT_NE(pdf.find("/FontFile"), std::string::npos);
  EXPECT_NE(pdf.find("%%EOF"), std::string::npos);
}

}  // namespace
}  // namespace qsr::invoice

#include "modules/invoice/invoice_rules.h"

#include "modules/invoice/invoice_codes.h"

namespace qsr::invoice {
namespace {

bool is_space(char32_t cp) { return cp == U' ' || cp == U'\t' || cp == U'\u3000'; }

std::string trimmed(const std::string& s) {
  size_t b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return "";
  size_t e = s.find_last_not_of(" \t");
  return s.substr(b, e - b + 1);
}

}  // namespace

std::optional<TitleProblem> check_title(const TitleInput& in) {
  if (in.kind != "personal" && in.kind != "company") return TitleProblem{kTitleInvalid, "invoice_title_kind_invalid"};
  size_t count = 0;
  bool blank = true;
  for (size_t i = 0; i < in.name.size(); ++count) {
    auto cp = validators::next_code_point(in.name, i);
    if (!cp || *cp < 0x20 || (*cp >= 0x7F && *cp <= 0x9F)) return TitleProblem{kTitleInvalid, "invoice_title_name_invalid"};
    blank = blank && is_space(*cp);
  }
  if (count == 0 || blank) return TitleProblem{kTitleInvalid, "invoice_title_name_required"};
  if (count > kMaxTitleName) return TitleProblem{kTitleInvalid, "invoice_title_name_too_long"};
  if (in.kind == "company") {
    if (auto err = validators::check_tax_number(in.tax_number)) return TitleProblem{kTaxNumberInvalid, *err};
  }
  if (!in.email.empty()) {
    if (auto err = validators::check_email(in.email)) return TitleProblem{kTitleInvalid, *err};
  }
  return std::nullopt;
}

TitleInput normalized(TitleInput in) {
  in.name = trimmed(in.name);
  if (in.kind == "personal") in.tax_number.clear();
  return in;
}

}  // namespace qsr::invoice

#include "engine/coupon/un_use_coupon.h"

#include <charconv>

#include "engine/coupon/calculate.h"
#include "engine/coupon/input_check.h"

namespace qsr::engine::coupon {

namespace {
// "A" names the wallet coupon A and its copies "A#2", ...; "A#2" names that copy only.
bool names(std::string_view code, const std::string& selected) {
  if (selected == code) return true;
  return code.find('#') == std::string_view::npos && selected.size() > code.size() &&
         selected.compare(0, code.size(), code) == 0 && selected[code.size()] == '#';
}

bool names_wallet_coupon(const std::vector<Coupon>& wallet, std::string_view code) {
  const size_t hash = code.find('#');
  const std::string_view wallet_code = code.substr(0, hash);
  for (const auto& c : wallet) {
    if (c.code != wallet_code) continue;
    if (hash == std::string_view::npos) return true;
    int copy = 0;
    const std::string_view digits = code.substr(hash + 1);
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), copy);
    return ec == std::errc() && end == digits.data() + digits.size() && copy >= 2 && copy <= c.copies_per_order;
  }
  return false;
}

}  // namespace

UnUseResult un_use_coupon(const CalcInput& input, std::string_view code) {
  if (!names_wallet_coupon(input.coupons, code)) {
    throw InputError("couponCode: '" + std::string(code) + "' is not in couponList");
  }
  UnUseResult out;
  for (const auto& s : input.selected) {
    if (!names(code, s)) out.selected.push_back(s);
  }
  const std::string wallet_code(code.substr(0, code.find('#')));
  bool copies_left = false;
  for (const auto& s : out.selected) copies_left = copies_left || names(wallet_code, s);
  for (const auto& line : input.goods) {
    if (line.tie != TieKind::none && line.tied_coupon == wallet_code && !copies_left) {
      out.removed_line_ids.push_back(line.id);
    } else {
      out.goods.push_back(line);
    }
  }
  CalcInput next = input;
  next.goods = out.goods;
  next.selected = out.selected;
  out.result = calculate(next);
  return out;
}

}  // namespace qsr::engine::coupon

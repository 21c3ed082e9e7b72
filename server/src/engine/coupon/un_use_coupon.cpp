#include "engine/coupon/un_use_coupon.h"

#include "engine/coupon/calculate.h"

namespace qsr::engine::coupon {

namespace {
// "A" names the wallet coupon A and its copies "A#2", ...; "A#2" names that copy only.
bool names(std::string_view code, const std::string& selected) {
  if (selected == code) return true;
  return code.find('#') == std::string_view::npos && selected.size() > code.size() &&
         selected.compare(0, code.size(), code) == 0 && selected[code.size()] == '#';
}
}  // namespace

UnUseResult un_use_coupon(const CalcInput& input, std::string_view code) {
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

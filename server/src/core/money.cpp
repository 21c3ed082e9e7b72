#include "core/money.h"

#include <cstdlib>

namespace qsr::money {

std::optional<Cents> parse(std::string_view text) {
  bool negative = false;
  if (!text.empty() && text.front() == '-') {
    negative = true;
    text.remove_prefix(1);
  }
  if (text.empty() || text.size() > 16) return std::nullopt;
  Cents whole = 0;
  size_t i = 0;
  for (; i < text.size() && text[i] != '.'; ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    whole = whole * 10 + (text[i] - '0');
  }
  if (i == 0) return std::nullopt;  // ".5" is not accepted: say "0.5"
  Cents fraction = 0;
  if (i < text.size()) {
    size_t digits = text.size() - i - 1;
    if (digits == 0 || digits > 2) return std::nullopt;
    for (size_t j = i + 1; j < text.size(); ++j) {
      if (text[j] < '0' || text[j] > '9') return std::nullopt;
      fraction = fraction * 10 + (text[j] - '0');
    }
    if (digits == 1) fraction *= 10;
  }
  Cents value = whole * 100 + fraction;
  return negative ? -value : value;
}

std::string format(Cents cents) {
  bool negative = cents < 0;
  uint64_t abs = negative ? static_cast<uint64_t>(-(cents + 1)) + 1 : static_cast<uint64_t>(cents);
  std::string out = negative ? "-" : "";
  out += std::to_string(abs / 100);
  uint64_t fraction = abs % 100;
  if (fraction != 0) {
    out += '.';
    out += static_cast<char>('0' + fraction / 10);
    if (fraction % 10 != 0) out += static_cast<char>('0' + fraction % 10);
  }
  return out;
}

Cents round_to_one_decimal(Cents cents) {
  Cents remainder = cents % 10;
  Cents base = cents - remainder;
  if (remainder >= 5) return base + 10;
  if (remainder <= -5) return base - 10;
  return base;
}

Cents delivery_fee_floor(Cents fee_after_reductions) {
  return fee_after_reductions <= 0 ? 1 : fee_after_reductions;
}

}  // namespace qsr::money

#include "modules/invoice/invoice_hex.h"

#include <sodium.h>

namespace qsr::invoice {

std::string to_hex(std::string_view bytes) {
  std::string out(bytes.size() * 2 + 1, '\0');
  sodium_bin2hex(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
  out.pop_back();  // the NUL sodium wrote
  return out;
}

std::optional<std::string> from_hex(std::string_view hex) {
  std::string out(hex.size() / 2, '\0');
  size_t len = 0;
  if (sodium_hex2bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), hex.data(), hex.size(), nullptr, &len, nullptr) != 0) {
    return std::nullopt;
  }
  if (len * 2 != hex.size()) return std::nullopt;
  out.resize(len);
  return out;
}

}  // namespace qsr::invoice

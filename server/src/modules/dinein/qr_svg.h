// A QR code as SVG (libqrencode), for printing table codes.
#pragma once

#include <optional>
#include <string>

namespace qsr::dinein {

// nullopt when the text cannot be encoded (too long).
std::optional<std::string> qr_svg(const std::string& text, int module_px = 8, int quiet_modules = 4);

}  // namespace qsr::dinein

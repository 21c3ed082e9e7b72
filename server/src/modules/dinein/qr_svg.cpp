#include "modules/dinein/qr_svg.h"

#include <qrencode.h>

#include <memory>

namespace qsr::dinein {

std::optional<std::string> qr_svg(const std::string& text, int module_px, int quiet_modules) {
  // Medium error correction survives a printed code getting a little dirty on a table.
  std::unique_ptr<QRcode, decltype(&QRcode_free)> code(QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1),
                                                       &QRcode_free);
  if (!code) return std::nullopt;
  const int width = code->width;
  const int size = (width + 2 * quiet_modules) * module_px;
  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(size) + "\" height=\"" +
                    std::to_string(size) + "\" viewBox=\"0 0 " + std::to_string(width + 2 * quiet_modules) + " " +
                    std::to_string(width + 2 * quiet_modules) + "\" shape-rendering=\"crispEdges\">"
                    "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/><path fill=\"#000\" d=\"";
  for (int y = 0; y < width; ++y) {
    for (int x = 0; x < width; ++x) {
      if (code->data[y * width + x] & 1) {
        svg += "M" + std::to_string(x + quiet_modules) + " " + std::to_string(y + quiet_modules) + "h1v1h-1z";
      }
    }
  }
  svg += "\"/></svg>";
  return svg;
}

}  // namespace qsr::dinein

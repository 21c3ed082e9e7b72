// The receipt as a PDF, drawn with cairo and laid out with pango (Debian libcairo2, libpango1.0,
// fonts-noto-cjk), so Chinese names print as text with the font embedded (subset), not as boxes.
// CPU work of a few milliseconds: called on the background workers, never on a request thread.
#pragma once

#include <string>
#include <vector>

namespace qsr::invoice {

struct ReceiptPage {
  std::string heading;                                       // "電子收據 E-Receipt"
  std::string seller;                                        // the brand
  std::vector<std::pair<std::string, std::string>> fields;  // label, value, printed in order
  std::string total_label, total;                            // "金額 Amount", "HKD 72.00"
  std::string footer;
};

// The PDF's bytes (an A5 page). Throws std::runtime_error when cairo fails.
std::string render_receipt_pdf(const ReceiptPage& page);

}  // namespace qsr::invoice

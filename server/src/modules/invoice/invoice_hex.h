// PDFs kept as hex text: one portable column type on SQLite and PostgreSQL (migration 0067).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace qsr::invoice {

std::string to_hex(std::string_view bytes);
std::optional<std::string> from_hex(std::string_view hex);

}  // namespace qsr::invoice

// Invoice titles' rules as pure functions (spec 000 §5: "a tax number must be 15, 18 or 20
// uppercase alphanumerics"; decision 0048 for the rest).
#pragma once

#include <string_view>

#include "core/validators.h"
#include "modules/invoice/invoice_types.h"

namespace qsr::invoice {

inline constexpr size_t kMaxTitleName = 100;  // code points: a Hong Kong company's registered name fits

// A problem as the refusal names it: the business code and the message key.
struct TitleProblem {
  int code = 0;
  std::string key;
};

// Kind personal or company; a name of 1-100 code points, not only spaces, no control characters;
// a company needs a tax number by the rule (a personal title takes none); the e-mail, when
// given, is a valid address.
std::optional<TitleProblem> check_title(const TitleInput& in);

// The title as it is kept: the name trimmed, a personal title's tax number dropped.
TitleInput normalized(TitleInput in);

}  // namespace qsr::invoice

// The popup module's business codes (47001+); their messages are in core/messages.cpp.
#pragma once

namespace qsr::popup {

enum PopupCode {
  kNotDue = 47001,  // the popup is not running, or its rule does not hold for this member now
};

}  // namespace qsr::popup

// Popups as JSON: the seed's popupData shape for members, every language for operators.
#pragma once

#include <boost/json.hpp>

#include "modules/popup/popup_service.h"

namespace qsr::popup {

boost::json::object popup_json(const PopupService::View& v, Lang lang);
boost::json::object admin_popup_json(const Popup& p);

}  // namespace qsr::popup

// Marketing popups (issue 20; spec 001 §3 Popup, §7 /v1/eventPopup/list/general, popup_record,
// popup_event; 000 §4 priorities 50/100/999): the popups due for a caller now, a display recorded
// once per member and period, and an event popup (register, birthday, member_return) whose coupons
// are given once per member and period. The coupons go through the coupon module; the member's
// sign-up, birthday and last paid order come from the account and order modules' api headers.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/coupon/coupon_service.h"
#include "modules/popup/popup_codes.h"
#include "modules/popup/popup_types.h"

namespace qsr::popup {

class PopupService {
 public:
  PopupService(db::Db& db, const Clock& clock, coupon::CouponService& coupons) : db_(db), clock_(clock), coupons_(coupons) {}

  struct View {
    Popup popup;
    std::string period_key;
    std::vector<std::string> coupon_names;  // the attached templates', in the request's language
    std::vector<std::string> coupon_codes;  // an event's coupons given to the member
    std::optional<int64_t> recorded_at;     // record's answer
  };
  // Due now and not yet shown in their period, highest priority first; a visitor sees general ones.
  std::vector<View> list(std::optional<int64_t> member_id, Lang lang);
  // Records that the member saw the popup in this period; a second record answers the first's
  // time. 404 no such popup, 400 47001 not due for this member.
  View record(int64_t member_id, int64_t popup_id, Lang lang);
  // The highest-priority popup of the event due for the member, its coupons given once per
  // period (a retry answers the same codes); nullopt when none is due. 400 naming eventCode.
  std::optional<View> event(int64_t member_id, const std::string& event_code, Lang lang);

  // Operators.
  std::vector<Popup> all();
  Popup save(const Popup& p);  // 400 naming the field

 private:
  void name_coupons(std::vector<View>& views, Lang lang);
  db::Db& db_;
  const Clock& clock_;
  coupon::CouponService& coupons_;
};

}  // namespace qsr::popup

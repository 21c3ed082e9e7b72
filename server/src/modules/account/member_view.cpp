#include "modules/account/member_view.h"

#include <boost/json.hpp>

namespace qsr::account {

boost::json::object member_json(const Member& m) {
  boost::json::object o;
  o["id"] = m.id;
  o["memberId"] = m.id;
  o["accountId"] = m.id;
  o["userId"] = m.id;
  o["areaCode"] = m.area_code;
  o["phone"] = m.phone;
  o["hasPhone"] = m.has_phone();
  o["avatar"] = m.avatar;
  o["nickName"] = m.nickname;
  o["sex"] = m.sex;
  o["birthday"] = m.birthday;
  o["firstName"] = m.first_name;
  o["lastName"] = m.last_name;
  o["email"] = m.email;
  o["octopusCardNo"] = m.octopus_no;
  o["marketingOptIn"] = m.marketing_opt_in ? 1 : 0;
  o["language"] = m.language;
  o["memberStatus"] = static_cast<int>(m.status);
  o["member_card_no"] = m.member_card_no;
  o["inviteCode"] = m.invite_code;
  if (m.inviter_member_id) o["inviterMemberId"] = *m.inviter_member_id; else o["inviterMemberId"] = nullptr;
  o["isInitiativeRegister"] = m.is_initiative_register ? 1 : 0;
  o["hasAccountPassword"] = m.has_password;
  o["role"] = m.role;
  if (m.staff_sid) o["staffSid"] = *m.staff_sid; else o["staffSid"] = nullptr;
  o["province"] = "";
  o["city"] = "";
  o["district"] = "";
  o["createdAt"] = m.created_at;
  return o;
}

}  // namespace qsr::account

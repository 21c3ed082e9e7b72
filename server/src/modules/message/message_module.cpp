// The message module put together: its routes, the unread count in the member's info, and its
// part in account merges and erasure.
#include "modules/account/account_routes.h"
#include "modules/message/message_routes.h"

namespace qsr::message {

void install(http::Router& router, MessageService& messages, account::AccountModule& accounts) {
  register_routes(router, messages, accounts);
  // spec 001 §3 store state messageNum: the unread count wherever the app reads the member.
  accounts.hooks.info.push_back({"message", [&messages](db::Tx& tx, int64_t member, Lang, boost::json::object& info) {
                                   info["messageNum"] = messages.unread_count(tx, member);
                                 }});
  accounts.hooks.merge.push_back({"message", [&messages](db::Tx& tx, int64_t from, int64_t to) { messages.merge(tx, from, to); }});
  // A cancelled member's messages and choices go with them.
  accounts.hooks.erase.push_back({"message", [&messages](db::Tx& tx, int64_t member) { messages.erase_member(tx, member); }});
}

}  // namespace qsr::message

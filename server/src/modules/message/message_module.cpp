// The message module put together: its routes, the unread count in the member's info, and its
// part in account merges and erasure.
#include "modules/account/account_routes.h"
#include "modules/message/message_routes.h"

namespace qsr::message {

void install(http::Router& router, MessageService& messages, PushService& push, account::AccountModule& accounts) {
  register_routes(router, messages, accounts);
  register_push_routes(router, push, accounts);
  // spec 001 §3 store state messageNum: the unread count wherever the app reads the member.
  accounts.hooks.info.push_back({"message", [&messages](db::Tx& tx, int64_t member, Lang, boost::json::object& info) {
                                   info["messageNum"] = messages.unread_count(tx, member);
                                 }});
  accounts.hooks.merge.push_back({"message", [&messages, &push](db::Tx& tx, int64_t from, int64_t to) {
                                    messages.merge(tx, from, to);
                                    push.merge(tx, from, to);
                                  }});
  // A cancelled member's messages, choices and browsers go with them (the browsers' deliveries
  // first: they name the messages).
  accounts.hooks.erase.push_back({"message", [&messages, &push](db::Tx& tx, int64_t member) {
                                    push.erase_member(tx, member);
                                    messages.erase_member(tx, member);
                                  }});
}

}  // namespace qsr::message

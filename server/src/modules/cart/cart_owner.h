// Whose cart: a member's, a visitor's (before they sign in), a group order's shared cart, or a
// table's (the rounds sent to the kitchen, and the dishes still being chosen). Stored in
// cart_line.owner as a short key ("m:12"); everywhere else it is this type.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace qsr::cart {

class Owner {
 public:
  enum class Kind { member, visitor, group, table, table_draft };

  static Owner member(int64_t member_id) { return {Kind::member, member_id}; }
  static Owner visitor(int64_t session_id) { return {Kind::visitor, session_id}; }
  static Owner group(int64_t group_id) { return {Kind::group, group_id}; }
  // A table session's rounds sent to the kitchen (one pocket a round) ...
  static Owner table(int64_t session_id) { return {Kind::table, session_id}; }
  // ... and the dishes its diners are still choosing.
  static Owner table_draft(int64_t session_id) { return {Kind::table_draft, session_id}; }
  // The owner a stored key names; nullopt for anything else.
  static std::optional<Owner> parse(std::string_view key);

  Kind kind() const { return kind_; }
  int64_t id() const { return id_; }
  std::optional<int64_t> member_id() const { return kind_ == Kind::member ? std::optional<int64_t>(id_) : std::nullopt; }
  // In a group order a pocket is a participant, at a table a round: they stay when emptied
  // (a person's own cart renumbers its pockets instead, spec 001 §4).
  bool pockets_are_people_or_rounds() const { return kind_ == Kind::group || kind_ == Kind::table; }
  // How it is stored in cart_line.owner.
  std::string key() const;

  bool operator==(const Owner&) const = default;

 private:
  Owner(Kind kind, int64_t id) : kind_(kind), id_(id) {}
  Kind kind_;
  int64_t id_;
};

}  // namespace qsr::cart

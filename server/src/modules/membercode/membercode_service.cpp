#include "modules/membercode/membercode_service.h"

#include "core/app_error.h"
#include "core/crypto.h"
#include "core/validators.h"
#include "modules/account/account_api.h"
#include "modules/level/level_service.h"
#include "modules/membercode/membercode_repo.h"
#include "modules/points/points_ledger.h"
#include "modules/points/points_service.h"

namespace qsr::membercode {

namespace {

constexpr int64_t kKeepUnusedMs = 24LL * 3600 * 1000;

bool well_formed(const std::string& code) {
  return code.size() == kCodeDigits && code.find_first_not_of("0123456789") == std::string::npos;
}

std::string hash_of(const std::string& code) { return crypto::sha256_hex(code); }

[[noreturn]] void invalid() { throw AppError(404, 404, "member_code_invalid"); }

}  // namespace

IssuedCode MemberCodeService::issue(int64_t member_id) {
  const int64_t now = clock_.now_ms();
  // 18 random digits, the first not 0 (tills read it as a number): 9 x 10^17 codes, so a guess
  // is never right; a clash with a live code is as unlikely, and the primary key would refuse it.
  std::string code = std::to_string(1 + crypto::random_below(9)) + crypto::random_digits(kCodeDigits - 1);
  db_.write([&](db::Tx& tx) {
    // Counted before the code is made, in the transaction that makes it.
    if (repo::issued_since(tx, member_id, now - 60'000) >= kMaxCodesPerMinute) throw AppError(429, 429, "too_many_requests");
    repo::insert_code(tx, hash_of(code), member_id, now, now + kCodeLifeMs);
  });
  return {std::move(code), now + kCodeLifeMs};
}

CodeLookup MemberCodeService::lookup(const std::string& code, Lang lang) {
  if (!well_formed(code)) invalid();
  const int64_t now = clock_.now_ms();
  return db_.read_value([&](db::Tx& tx) {
    const auto row = repo::code(tx, hash_of(code));
    if (!row) invalid();
    const auto member = account::find_member(tx, row->member_id);
    if (!member || !account::is_active_member(tx, row->member_id)) invalid();
    CodeLookup out;
    out.state = row->used_at ? CodeState::used : now > row->expires_at ? CodeState::expired : CodeState::valid;
    out.member_id = row->member_id;
    out.nickname = member->nickname;
    out.phone_masked = member->has_phone() ? validators::mask_phone(member->phone) : "";
    if (const auto level = levels_.level_of(tx, row->member_id)) out.level_name = level->name.get(lang);
    out.points = points::balance(tx, row->member_id);
    out.expires_at = row->expires_at;
    out.types = levels_.types_in(tx, row->member_id);
    out.now_ms = now;
    return out;
  });
}

TillSale MemberCodeService::record_sale(const SaleInput& in) {
  if (!well_formed(in.code)) invalid();
  const int64_t now = clock_.now_ms();
  const std::string hash = hash_of(in.code);
  return db_.write_value([&](db::Tx& tx) {
    // A repeat of a recorded sale (the till retried) answers it again and earns nothing more.
    auto repeat = [&]() -> std::optional<TillSale> {
      auto sale = repo::sale(tx, in.sid, in.receipt_no);
      if (!sale) return std::nullopt;
      if (sale->code_hash != hash) throw AppError(409, 409, "till_receipt_used");
      return sale;
    };
    if (auto sale = repeat()) return *sale;
    const auto row = repo::code(tx, hash);
    if (!row || !account::is_active_member(tx, row->member_id)) invalid();
    if (now > row->expires_at + kRecordGraceMs) throw AppError(409, 409, "member_code_expired");
    if (!repo::use_code(tx, hash, now)) {
      // Used meanwhile: by this same sale on another instance (then it is recorded), or not.
      if (auto sale = repeat()) return *sale;
      throw AppError(409, 409, "member_code_used");
    }
    const std::string reference = "till:" + std::to_string(in.sid) + ":" + in.receipt_no;
    TillSale sale{in.sid, in.receipt_no, row->member_id, in.amount, 0, 0, in.staff_id, hash, now};
    sale.points = points_.earn_purchase(tx, row->member_id, reference, reference, in.amount, now);
    sale.growth = levels_.earn_purchase(tx, row->member_id, reference, reference, in.amount, now);
    // Another code recorded the same receipt meanwhile: this one changes nothing (rolled back).
    if (!repo::insert_sale(tx, sale)) throw AppError(409, 409, "till_receipt_used");
    return sale;
  });
}

int64_t MemberCodeService::purge_expired(int64_t limit) {
  const int64_t before = clock_.now_ms() - kKeepUnusedMs;
  return db_.write_value([&](db::Tx& tx) { return repo::purge_codes(tx, before, limit); });
}

}  // namespace qsr::membercode

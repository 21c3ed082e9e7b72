// Versioned agreements (member terms, privacy policy) and members' consent to them: the list
// (spec 000 §4: channel 'nonage', type 5), the text of one (richText page), and the member's
// consent, which they give or withdraw.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/i18n.h"
#include "db/db.h"
#include "modules/account/account_types.h"
#include "modules/account/session_service.h"

namespace qsr::account {

struct Agreement {
  int64_t id = 0;
  std::string type;  // userPrivacyTreaty | memberTreaty | ...
  int64_t version = 0;
  I18nText title, content;  // content is empty in lists
  int64_t updated_at = 0;
};

struct AgreementPage {
  std::vector<Agreement> items;
  int64_t total = 0;
};

// A member's answer to one version of an agreement: 1 agreed, 0 withdrawn.
struct Consent {
  std::string type;
  int64_t version = 0;
  int64_t status = 0;
  int64_t updated_at = 0;
};

class AgreementService {
 public:
  AgreementService(db::Db& db, const Clock& clock, SessionService& sessions) : db_(db), clock_(clock), sessions_(sessions) {}

  // The newest version of each agreement type, by type, `page_size` from `offset`.
  AgreementPage latest(int64_t offset, int64_t page_size);
  std::optional<Agreement> find(int64_t id);
  std::vector<Consent> consents(int64_t member_id);
  // Agrees to (1) or withdraws from (0) the newest version of `type`. Withdrawing releases the
  // authorisation, so the caller's session ends (spec 000 §4): the answer is then the token of
  // the visitor session the client goes on with.
  std::optional<std::string> set_consent(const Caller& caller, const std::string& type, int64_t status,
                                         const ClientInfo& client);

 private:
  db::Db& db_;
  const Clock& clock_;
  SessionService& sessions_;
};

// Loads `agreements.json` of a brand folder when present (docs/data-format.md). Each
// (type, version) is inserted once: a version already stored is left as it is. (The brand itself
// is loaded once, into an empty database: app/brand_seed.h.)
void seed_agreements(db::Db& db, const std::filesystem::path& dir, int64_t now_ms);

// Records consent (status 1) to the newest version of every agreement type for a member.
void consent_to_current(db::Tx& tx, int64_t member_id, int64_t now_ms);

}  // namespace qsr::account

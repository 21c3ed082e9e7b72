// A store's tables and their printable codes (admin and console), and the check a scanned code
// passes. The code opens the web app at `<app_url>/?sid=<sid>&table_id=<table>&tk=<token>`
// (dine-in, spec 001 §2; the token: table_tokens.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"

namespace qsr::dinein {

struct TableCode {
  std::string table_no;
  int64_t seats = 0;
  std::string url;    // what the QR code encodes
  std::string scene;  // the mini-program form of the same code (spec 000 §4: key:value pairs)
  std::string qr;     // where its printable QR code is
};

struct TableInfo {
  std::string table_no;
  int64_t seats = 0;
  std::string token;
};

class TableService {
 public:
  TableService(db::Db& db, const Clock& clock, std::string app_url) : db_(db), clock_(clock), app_url_(std::move(app_url)) {}

  // Adds tables (existing numbers are left as they are); returns how many are new. A table number
  // is 1-10 letters, digits or '-' (400 tables otherwise).
  int64_t add_tables(int64_t sid, const std::vector<std::string>& table_nos, int64_t seats);
  std::vector<TableCode> tables(int64_t sid);
  // A new code for a table (a printed one went missing): the old code stops working. The new
  // address, or nullopt when there is no such table.
  std::optional<std::string> rotate(int64_t sid, const std::string& table_no);
  // The table's QR code as SVG; nullopt when there is no such table.
  std::optional<std::string> qr_svg(int64_t sid, const std::string& table_no);
  std::optional<TableInfo> find(int64_t sid, const std::string& table_no);

  // The address a table's QR code encodes.
  std::string url_of(int64_t sid, const std::string& table_no, const std::string& token) const;

 private:
  db::Db& db_;
  const Clock& clock_;
  std::string app_url_;
};

}  // namespace qsr::dinein

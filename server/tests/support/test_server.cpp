#include "support/test_server.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <thread>
#include <vector>

#include <boost/json.hpp>
#include <gtest/gtest.h>
#include <iostream>
#include <libpq-fe.h>

#include "core/clock.h"
#include "db/db.h"
#include "core/money.h"

namespace qsr::test {
namespace fs = std::filesystem;

std::string repo_root() { return fs::weakly_canonical(QSR_REPO_ROOT).string(); }

int64_t hk_ms(int year, int month, int day, int hour, int minute) {
  return hk_local_to_utc_ms(year, month, day, hour * 60 + minute);
}

std::optional<int64_t> money_cents(const std::string& text) { return money::parse(text); }

std::string test_db_kind() {
  const char* v = std::getenv("QSR_TEST_DB");
  return v && std::string(v) == "postgres" ? "postgres" : "sqlite";
}

namespace {

std::atomic<int> counter{0};

void pg_admin(const std::string& url, const std::string& sql) {
  PGconn* conn = PQconnectdb(url.c_str());
  if (PQstatus(conn) != CONNECTION_OK) {
    std::string err = PQerrorMessage(conn);
    PQfinish(conn);
    throw std::runtime_error("cannot reach the test PostgreSQL: " + err);
  }
  PQsetNoticeProcessor(conn, [](void*, const char*) {}, nullptr);  // "does not exist, skipping"
  PGresult* r = PQexec(conn, sql.c_str());
  bool ok = PQresultStatus(r) == PGRES_COMMAND_OK;
  std::string err = PQerrorMessage(conn);
  PQclear(r);
  PQfinish(conn);
  if (!ok) throw std::runtime_error("test PostgreSQL: " + sql + ": " + err);
}

// postgresql:///qsr_test?host=... -> postgresql:///<name>?host=...
std::string with_database(const std::string& url, const std::string& name) {
  auto scheme_end = url.find("://");
  auto path_start = url.find('/', scheme_end + 3);
  auto query = url.find('?');
  return url.substr(0, path_start + 1) + name + (query == std::string::npos ? "" : url.substr(query));
}

}  // namespace

std::string create_pg_database(const std::string& name) {
  const char* admin = std::getenv("QSR_TEST_PG_URL");
  if (!admin) throw std::runtime_error("QSR_TEST_DB=postgres needs QSR_TEST_PG_URL");
  pg_admin(admin, "DROP DATABASE IF EXISTS " + name);
  pg_admin(admin, "CREATE DATABASE " + name);
  return with_database(admin, name);
}

void drop_pg_database(const std::string& name) {
  // WITH (FORCE): a server killed mid-test may have left sessions behind.
  pg_admin(std::getenv("QSR_TEST_PG_URL"), "DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
}

TestServer::TestServer(ServerSetup setup) {
  int n = counter.fetch_add(1);
  dir_ = fs::temp_directory_path() / ("qsr-api-" + std::to_string(getpid()) + "-" + std::to_string(n));
  fs::remove_all(dir_);
  fs::create_directories(dir_);
  if (!setup.shared_db_url.empty()) {
    postgres_ = setup.shared_db_url.starts_with("postgres");
    db_url_ = setup.shared_db_url;
  } else if (test_db_kind() == "postgres") {
    const char* admin = std::getenv("QSR_TEST_PG_URL");
    if (!admin) throw std::runtime_error("QSR_TEST_DB=postgres needs QSR_TEST_PG_URL");
    postgres_ = true;
    pg_db_name_ = "qsr_api_" + std::to_string(getpid()) + "_" + std::to_string(n);
    pg_admin(admin, "DROP DATABASE IF EXISTS " + pg_db_name_);
    pg_admin(admin, "CREATE DATABASE " + pg_db_name_);
    db_url_ = with_database(admin, pg_db_name_);
  } else {
    db_url_ = dir_ + "/qsr.db";
  }
  std::string port_file = dir_ + "/port";
  std::string seed = setup.seed_dir.empty() ? repo_root() + "/server/tests/fixtures/mini-brand" : setup.seed_dir;

  std::map<std::string, std::string> env = {
      {"QSR_PORT", "0"}, {"QSR_HOST", "127.0.0.1"}, {"QSR_DB", db_url_}, {"QSR_PORT_FILE", port_file},
      {"QSR_SEED_DIR", seed}, {"QSR_DEV", "1"}, {"QSR_WEB_DIR", dir_ + "/web"}, {"QSR_IO_THREADS", "2"},
      {"QSR_WORKERS", "4"}, {"QSR_LOG_LEVEL", "warn"},
      {"QSR_UPLOAD_DIR", dir_ + "/uploads"}};
  if (setup.fake_now_ms) env["QSR_FAKE_NOW"] = std::to_string(setup.fake_now_ms);
  for (const auto& [k, v] : setup.env) env[k] = v;

  env_ = env;
  spawn();
  if (setup.wait) wait_started();
}

void TestServer::launch() {
  spawn();
  wait_started();
}

void TestServer::spawn() {
  const std::string port_file = env_.at("QSR_PORT_FILE");
  std::filesystem::remove(port_file);
  std::string log = dir_ + "/server.log";
  // The child's freopen would write out whatever the test's stdout still holds a second time.
  std::fflush(nullptr);
  pid_ = fork();
  if (pid_ == 0) {
    for (const auto& [k, v] : env_) setenv(k.c_str(), v.c_str(), 1);
    FILE* f = std::freopen(log.c_str(), "a", stdout);
    (void)f;
    dup2(fileno(stdout), fileno(stderr));
    execl(QSR_SERVER_BINARY, QSR_SERVER_BINARY, static_cast<char*>(nullptr));
    _exit(127);
  }
}

void TestServer::wait_started() {
  const std::string port_file = env_.at("QSR_PORT_FILE");
  const std::string log = dir_ + "/server.log";
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (std::chrono::steady_clock::now() < deadline) {
    std::ifstream in(port_file);
    int port = 0;
    if (in >> port && port > 0) {
      port_ = port;
      return;
    }
    int status = 0;
    if (waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      std::ifstream l(log);
      std::string text((std::istreambuf_iterator<char>(l)), std::istreambuf_iterator<char>());
      throw std::runtime_error("qsr-server exited at start: " + text);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  throw std::runtime_error("qsr-server did not start within 30 s");
}

void TestServer::crash() {
  if (pid_ <= 0) return;
  kill(pid_, SIGKILL);
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = -1;
}

void TestServer::restart() {
  if (pid_ > 0) stop();
  launch();
}

int TestServer::stop() {
  if (pid_ <= 0) return -1;
  kill(pid_, SIGTERM);
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

TestServer::~TestServer() {
  stop();
  // A failed test shows what its server logged (warnings and errors), the first clue to why.
  if (::testing::Test::HasFailure()) {
    std::ifstream l(dir_ + "/server.log");
    std::string text((std::istreambuf_iterator<char>(l)), std::istreambuf_iterator<char>());
    if (text.size() > 8000) text = "...\n" + text.substr(text.size() - 8000);
    if (!text.empty()) std::cerr << "--- server log\n" << text << "--- end of server log\n";
  }
  if (!pg_db_name_.empty()) {  // made here, not shared
    try {
      pg_admin(std::getenv("QSR_TEST_PG_URL"), "DROP DATABASE IF EXISTS " + pg_db_name_);
    } catch (...) {
    }
  }
  std::error_code ec;
  fs::remove_all(dir_, ec);
}

std::string TestServer::add_address(const std::string& token) const {
  auto r = client().post_json(
      "/v1/address",
      R"({"consignee":"Chan Tai Man","areaCode":"852","phone":"91234567","address":"1 Queen's Road Central","houseNumber":"Flat A, 12/F","lat":22.2819,"lng":114.1566})",
      {{"auth", token}});
  if (r.result_code() != 0) throw std::runtime_error("add_address: " + r.body);
  return std::to_string(r.data().at("id").as_int64());
}

std::string TestServer::member_token(const std::string& phone) const {
  auto http = client();
  auto sent = http.post_json("/v1/verify/hdl/send", R"({"areaCode":"852","phone":")" + phone + R"(","scene":"register"})");
  if (sent.result_code() != 0) throw std::runtime_error("cannot send a code: " + sent.body);
  auto outbox = http.get("/v1/dev/sms/outbox?areaCode=852&phone=" + phone);
  std::string code(outbox.data().at("list").as_array().at(0).at("code").as_string());
  auto r = http.post_json("/v1/account/simpleRegister",
                          R"({"areaCode":"852","phone":")" + phone + R"(","code":")" + code + R"(","agree":true})");
  if (r.result_code() != 0) throw std::runtime_error("cannot register: " + r.body);
  return std::string(r.data().at("token").as_string());
}

bool eventually(const std::function<bool()>& check, std::chrono::milliseconds limit) {
  const auto end = std::chrono::steady_clock::now() + limit;
  for (;;) {
    if (check()) return true;
    if (std::chrono::steady_clock::now() > end) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

bool TestServer::notified(const std::string& pay_url) const {
  const std::string ref = pay_url.substr(pay_url.rfind('/') + 1);
  auto db = db::open(db_url_, 1);
  return eventually([&] {
    return db->read_value([&](db::Tx& tx) {
      auto r = tx.query_one("SELECT COUNT(*) FROM sandbox_notification WHERE ref = $1 AND attempts > 0", {ref});
      return r && r->i64(0) > 0;
    });
  });
}

bool TestServer::card_refunds_sent() const {
  auto db = db::open(db_url_, 1);
  return eventually([&] {
    return db->read_value([&](db::Tx& tx) {
      return tx.query_one("SELECT COUNT(*) FROM payment WHERE method = 'card' AND status = 'refunding'")->i64(0) == 0 &&
             tx.query_one("SELECT COUNT(*) FROM refund_part WHERE method = 'card' AND status = 'pending'")->i64(0) == 0;
    });
  });
}

void TestServer::set_clock(int64_t now_ms) const {
  auto r = client().post_json("/v1/dev/clock", "{\"now\":" + std::to_string(now_ms) + "}");
  if (r.result_code() != 0) throw std::runtime_error("cannot set the clock: " + r.body);
}

}  // namespace qsr::test

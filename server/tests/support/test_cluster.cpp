#include "support/test_cluster.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include <boost/asio.hpp>

namespace qsr::test {
namespace fs = std::filesystem;

namespace {

std::atomic<int> clusters{0};

int free_port() {
  boost::asio::io_context ioc;
  boost::asio::ip::tcp::acceptor a(ioc, {boost::asio::ip::make_address("127.0.0.1"), 0});
  return a.local_endpoint().port();
}

// deploy/haproxy.cfg with `servers` between its markers.
std::string balancer_config(const std::string& servers) {
  std::ifstream in(repo_root() + "/deploy/haproxy.cfg");
  if (!in) throw std::runtime_error("deploy/haproxy.cfg not found");
  std::ostringstream out;
  std::string line;
  bool skipping = false;
  while (std::getline(in, line)) {
    if (line.find("# servers end") != std::string::npos) skipping = false;
    if (skipping) continue;
    out << line << "\n";
    if (line.find("# servers begin") != std::string::npos) {
      out << servers;
      skipping = true;
    }
  }
  return out.str();
}

}  // namespace

TestCluster::TestCluster(ClusterSetup setup) {
  if (test_db_kind() != "postgres") throw std::runtime_error("a cluster needs PostgreSQL (QSR_TEST_DB=postgres)");
  const int n = clusters.fetch_add(1);
  db_name_ = "qsr_cluster_" + std::to_string(getpid()) + "_" + std::to_string(n);
  db_url_ = create_pg_database(db_name_);
  dir_ = (fs::temp_directory_path() / ("qsr-cluster-" + std::to_string(getpid()) + "-" + std::to_string(n))).string();
  fs::create_directories(dir_);

  auto env = setup.env;
  env["QSR_TRUSTED_PROXIES"] = kBalancerSource;
  env["QSR_PAY_SECRET"] = "cluster-shared-secret-" + std::to_string(n);
  env["QSR_ADMIN_TOKEN"] = "test-admin-token-0123456789";
  try {
    // Every server's clock frozen at the same moment: business time agrees across the cluster.
    for (int i = 0; i < setup.servers; ++i) {
      ServerSetup s{.fake_now_ms = 1'795'406'400'000, .env = env, .shared_db_url = db_url_, .wait = false};
      servers_.push_back(std::make_unique<TestServer>(std::move(s)));
    }
    // All started at once on the empty database; each must come up.
    for (auto& s : servers_) s->wait_started();
    if (setup.balancer) start_balancer();
  } catch (...) {
    tear_down();  // no destructor runs for a constructor that throws
    throw;
  }
}

void TestCluster::start_balancer() {
  std::string servers;
  for (size_t i = 0; i < servers_.size(); ++i) {
    servers += "    server qsr" + std::to_string(i + 1) + " 127.0.0.1:" + std::to_string(servers_[i]->port()) + " source " +
               kBalancerSource + "\n";
  }
  const std::string config = dir_ + "/haproxy.cfg";
  std::ofstream(config) << balancer_config(servers);
  balancer_port_ = free_port();
  const std::string listen = "127.0.0.1:" + std::to_string(balancer_port_);
  const std::string log = dir_ + "/haproxy.log";
  // The child's freopen would write out whatever the test's stdout still holds a second time.
  std::fflush(nullptr);
  balancer_pid_ = fork();
  if (balancer_pid_ == 0) {
    setenv("QSR_LISTEN", listen.c_str(), 1);
    FILE* f = std::freopen(log.c_str(), "a", stdout);
    (void)f;
    dup2(fileno(stdout), fileno(stderr));
    // Debian installs it in /usr/sbin, which a non-root PATH may leave out.
    const char* haproxy = access("/usr/sbin/haproxy", X_OK) == 0 ? "/usr/sbin/haproxy" : "haproxy";
    execlp(haproxy, "haproxy", "-f", config.c_str(), "-db", static_cast<char*>(nullptr));
    _exit(127);
  }
  HttpClient through(balancer_port_);
  if (!eventually([&] {
        try {
          return through.get("/healthz").status == 200;
        } catch (const std::exception&) {
          return false;
        }
      })) {
    std::ifstream l(log);
    throw std::runtime_error("HAProxy did not start: " + std::string(std::istreambuf_iterator<char>(l), {}));
  }
}

TestCluster::~TestCluster() { tear_down(); }

void TestCluster::tear_down() {
  if (balancer_pid_ > 0) {
    kill(balancer_pid_, SIGTERM);
    int status = 0;
    waitpid(balancer_pid_, &status, 0);
    balancer_pid_ = -1;
  }
  servers_.clear();  // each stops its process
  try {
    drop_pg_database(db_name_);
  } catch (...) {
  }
  std::error_code ec;
  fs::remove_all(dir_, ec);
}

}  // namespace qsr::test

// The outbound client over TLS: a certificate that chains to a trusted CA and names the host is
// accepted; an untrusted one, or one for another name, is refused.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <thread>

#include <boost/asio.hpp>
#include <boost/asio/ssl.hpp>
#include <openssl/x509v3.h>

#include "http/outbound.h"
#include "support/test_keys.h"

namespace qsr::http {
namespace {

namespace asio = boost::asio;
namespace ssl = asio::ssl;

// A self-signed certificate for `name` (as DNS name and, for an address, IP), PEM.
std::string self_signed(const std::string& key_pem, const std::string& name) {
  std::unique_ptr<BIO, int (*)(BIO*)> bio(BIO_new_mem_buf(key_pem.data(), static_cast<int>(key_pem.size())), BIO_free);
  EVP_PKEY* key = PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr);
  X509* cert = X509_new();
  X509_set_version(cert, 2);
  ASN1_INTEGER_set(X509_get_serialNumber(cert), 1);
  X509_gmtime_adj(X509_getm_notBefore(cert), -60);
  X509_gmtime_adj(X509_getm_notAfter(cert), 3600);
  X509_set_pubkey(cert, key);
  X509_NAME* subject = X509_get_subject_name(cert);
  X509_NAME_add_entry_by_txt(subject, "CN", MBSTRING_ASC, reinterpret_cast<const unsigned char*>(name.c_str()), -1, -1, 0);
  X509_set_issuer_name(cert, subject);
  X509V3_CTX ctx;
  X509V3_set_ctx_nodb(&ctx);
  X509V3_set_ctx(&ctx, cert, cert, nullptr, nullptr, 0);
  std::string san = "DNS:" + name + (name[0] >= '0' && name[0] <= '9' ? ",IP:" + name : "");
  for (auto [nid, value] : {std::pair{NID_subject_alt_name, san}, std::pair{NID_basic_constraints, std::string("critical,CA:TRUE")}}) {
    X509_EXTENSION* ext = X509V3_EXT_conf_nid(nullptr, &ctx, nid, value.c_str());
    X509_add_ext(cert, ext, -1);
    X509_EXTENSION_free(ext);
  }
  X509_sign(cert, key, EVP_sha256());
  std::unique_ptr<BIO, int (*)(BIO*)> out(BIO_new(BIO_s_mem()), BIO_free);
  PEM_write_bio_X509(out.get(), cert);
  char* data = nullptr;
  long len = BIO_get_mem_data(out.get(), &data);
  std::string pem(data, static_cast<size_t>(len));
  X509_free(cert);
  EVP_PKEY_free(key);
  return pem;
}

// Answers one TLS request per connection with 200 "ok" (or fails the handshake, as it may).
class TlsPeer {
 public:
  TlsPeer(const std::string& cert_pem, const std::string& key_pem)
      : tls_(ssl::context::tls_server), acceptor_(io_, {asio::ip::make_address("127.0.0.1"), 0}) {
    tls_.use_certificate_chain(asio::buffer(cert_pem));
    tls_.use_private_key(asio::buffer(key_pem), ssl::context::pem);
    thread_ = std::thread([this] {
      while (!stop_) {
        asio::ip::tcp::socket s(io_);
        boost::system::error_code ec;
        acceptor_.accept(s, ec);
        if (ec || stop_) return;
        ssl::stream<asio::ip::tcp::socket> stream(std::move(s), tls_);
        stream.handshake(ssl::stream_base::server, ec);
        if (ec) continue;
        asio::streambuf buf;
        asio::read_until(stream, buf, "\r\n\r\n", ec);
        const std::string reply = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok";
        asio::write(stream, asio::buffer(reply), ec);
      }
    });
  }
  ~TlsPeer() {
    stop_ = true;
    boost::system::error_code ec;
    asio::ip::tcp::socket poke(io_);
    poke.connect(acceptor_.local_endpoint(), ec);
    thread_.join();
  }
  std::string url(const std::string& host) const {
    return "https://" + host + ":" + std::to_string(acceptor_.local_endpoint().port()) + "/x";
  }

 private:
  std::atomic<bool> stop_{false};
  asio::io_context io_;
  ssl::context tls_;
  asio::ip::tcp::acceptor acceptor_;
  std::thread thread_;
};

std::string write_temp(const std::string& name, const std::string& text) {
  auto path = std::filesystem::temp_directory_path() / (name + std::to_string(::getpid()) + ".pem");
  std::ofstream(path) << text;
  return path.string();
}

TEST(OutboundTls, ACertificateFromTheConfiguredCaForTheHostIsAccepted) {
  const auto key = test::new_p256_pem();
  const auto cert = self_signed(key, "127.0.0.1");
  TlsPeer peer(cert, key);
  set_outbound_ca_file(write_temp("qsr-ca-", cert));
  auto res = send_request("GET", peer.url("127.0.0.1"), "", {});
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_EQ(res->body, "ok");
  set_outbound_ca_file("");
}

TEST(OutboundTls, AnUntrustedCertificateIsRefused) {
  const auto key = test::new_p256_pem();
  TlsPeer peer(self_signed(key, "127.0.0.1"), key);
  set_outbound_ca_file("");
  EXPECT_FALSE(send_request("GET", peer.url("127.0.0.1"), "", {}));
}

TEST(OutboundTls, ATrustedCertificateForAnotherNameIsRefused) {
  const auto key = test::new_p256_pem();
  const auto cert = self_signed(key, "idp.example");
  TlsPeer peer(cert, key);
  set_outbound_ca_file(write_temp("qsr-ca-other-", cert));
  EXPECT_FALSE(send_request("GET", peer.url("127.0.0.1"), "", {}));
  set_outbound_ca_file("");
}

}  // namespace
}  // namespace qsr::http

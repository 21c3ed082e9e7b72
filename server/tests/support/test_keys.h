// Keys made fresh in a test (never a key checked into the repository): PEM private keys that
// core/jose.h signs with and publishes as JWKs.
#pragma once

#include <memory>
#include <string>

#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>

namespace qsr::test {

inline std::string pem_of(EVP_PKEY* key) {
  std::unique_ptr<BIO, int (*)(BIO*)> bio(BIO_new(BIO_s_mem()), BIO_free);
  PEM_write_bio_PrivateKey(bio.get(), key, nullptr, nullptr, 0, nullptr, nullptr);
  char* data = nullptr;
  long len = BIO_get_mem_data(bio.get(), &data);
  std::string pem(data, static_cast<size_t>(len));
  EVP_PKEY_free(key);
  return pem;
}

inline std::string new_rsa_pem(unsigned bits = 2048) { return pem_of(EVP_RSA_gen(bits)); }
inline std::string new_p256_pem() { return pem_of(EVP_EC_gen("P-256")); }

}  // namespace qsr::test

// pageNum (from 1) and pageSize (default 20, at most 100), validated.
#pragma once

#include <cstdint>

#include "core/app_error.h"
#include "http/request.h"

namespace qsr::http {

struct Paging {
  int64_t page_num = 1;
  int64_t page_size = 20;
  int64_t offset() const { return (page_num - 1) * page_size; }
};

inline Paging paging(const Request& req, int64_t default_size = 20) {
  Paging p;
  p.page_num = req.opt_int("pageNum").value_or(1);
  p.page_size = req.opt_int("pageSize").value_or(default_size);
  if (p.page_num < 1 || p.page_num > 1000000) throw AppError::invalid("pageNum");
  if (p.page_size < 1 || p.page_size > 100) throw AppError::invalid("pageSize");
  return p;
}

}  // namespace qsr::http

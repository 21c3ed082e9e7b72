#include "db/sqlite_wal_buffer.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace qsr::db {
namespace {

constexpr int kFrameHeaderBytes = 24;
// The unix VFS writes at most 128 KiB - 1 bytes per call (a longer write comes back short and
// reads as a full disk): the held frames go out before they would grow past it.
constexpr size_t kMaxHeld = 0x1ffff;

// The file SQLite sees for a log: our methods first, the base VFS's own file right after it.
struct WalFile {
  sqlite3_file file;
  sqlite3_file* base;
  std::vector<char>* held;  // frames appended at the end of the log, not written yet
  sqlite3_int64 held_at;    // the offset of held[0]
  sqlite3_int64 end;        // one past the last byte written or held: where the next frame goes
  bool after_header;        // the last thing held is a frame header: its page comes next
  bool commit_frame;        // ... and that header carries the commit mark
};

sqlite3_vfs* base_vfs = nullptr;
sqlite3_vfs buffered_vfs;
sqlite3_io_methods wal_methods;

WalFile* wal(sqlite3_file* f) { return reinterpret_cast<WalFile*>(f); }
const sqlite3_io_methods& base_methods(sqlite3_file* f) { return *wal(f)->base->pMethods; }

int write_held(WalFile* w) {
  w->after_header = false;
  if (w->held->empty()) return SQLITE_OK;
  int rc = w->base->pMethods->xWrite(w->base, w->held->data(), static_cast<int>(w->held->size()), w->held_at);
  w->held->clear();
  return rc;
}

bool is_page_size(int bytes) { return bytes >= 512 && bytes <= 65536 && (bytes & (bytes - 1)) == 0; }

uint32_t big_endian_u32(const unsigned char* p) {
  return (uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) | (uint32_t{p[2]} << 8) | uint32_t{p[3]};
}

int wal_write(sqlite3_file* f, const void* data, int amount, sqlite3_int64 offset) {
  WalFile* w = wal(f);
  const bool at_end = offset == w->end && offset > 0;
  const bool header = at_end && !w->after_header && amount == kFrameHeaderBytes;
  const bool page = at_end && w->after_header && is_page_size(amount);
  if (!header && !page) {
    if (int rc = write_held(w); rc != SQLITE_OK) return rc;
    w->end = offset + amount;  // a new log header at 0 after a restart: frames follow from 32
    return w->base->pMethods->xWrite(w->base, data, amount, offset);
  }
  if (w->held->size() + static_cast<size_t>(amount) > kMaxHeld) {
    const bool header_held = w->after_header;
    if (int rc = write_held(w); rc != SQLITE_OK) return rc;
    w->after_header = header_held;
  }
  if (w->held->empty()) w->held_at = offset;
  const char* bytes = static_cast<const char*>(data);
  w->held->insert(w->held->end(), bytes, bytes + amount);
  w->end = offset + amount;
  if (header) {
    // Frame header: page number, then the database size in pages for a commit frame, else 0.
    w->after_header = true;
    w->commit_frame = big_endian_u32(static_cast<const unsigned char*>(data) + 4) != 0;
    return SQLITE_OK;
  }
  w->after_header = false;
  return w->commit_frame ? write_held(w) : SQLITE_OK;
}

// Everything that reads, measures, syncs or drops the log sees the held frames written first.
template <auto Method, typename... Args>
int after_writing_held(sqlite3_file* f, Args... args) {
  if (int rc = write_held(wal(f)); rc != SQLITE_OK) return rc;
  return (wal(f)->base->pMethods->*Method)(wal(f)->base, args...);
}

int wal_close(sqlite3_file* f) {
  WalFile* w = wal(f);
  int rc = write_held(w);
  int close_rc = w->base->pMethods->xClose(w->base);
  delete w->held;
  w->held = nullptr;
  return rc != SQLITE_OK ? rc : close_rc;
}

int wal_read(sqlite3_file* f, void* out, int amount, sqlite3_int64 offset) {
  return after_writing_held<&sqlite3_io_methods::xRead>(f, out, amount, offset);
}
int wal_truncate(sqlite3_file* f, sqlite3_int64 size) {
  int rc = after_writing_held<&sqlite3_io_methods::xTruncate>(f, size);
  wal(f)->end = std::min(wal(f)->end, size);
  return rc;
}
int wal_sync(sqlite3_file* f, int flags) { return after_writing_held<&sqlite3_io_methods::xSync>(f, flags); }
int wal_file_size(sqlite3_file* f, sqlite3_int64* size) {
  return after_writing_held<&sqlite3_io_methods::xFileSize>(f, size);
}
int wal_file_control(sqlite3_file* f, int op, void* arg) {
  return after_writing_held<&sqlite3_io_methods::xFileControl>(f, op, arg);
}

// The rest only forward.
int wal_lock(sqlite3_file* f, int level) { return base_methods(f).xLock(wal(f)->base, level); }
int wal_unlock(sqlite3_file* f, int level) { return base_methods(f).xUnlock(wal(f)->base, level); }
int wal_check_reserved(sqlite3_file* f, int* out) { return base_methods(f).xCheckReservedLock(wal(f)->base, out); }
int wal_sector_size(sqlite3_file* f) { return base_methods(f).xSectorSize(wal(f)->base); }
int wal_device(sqlite3_file* f) { return base_methods(f).xDeviceCharacteristics(wal(f)->base); }
int wal_shm_map(sqlite3_file* f, int region, int size, int extend, void volatile** out) {
  return base_methods(f).xShmMap(wal(f)->base, region, size, extend, out);
}
int wal_shm_lock(sqlite3_file* f, int offset, int n, int flags) {
  return base_methods(f).xShmLock(wal(f)->base, offset, n, flags);
}
void wal_shm_barrier(sqlite3_file* f) { base_methods(f).xShmBarrier(wal(f)->base); }
int wal_shm_unmap(sqlite3_file* f, int remove) { return base_methods(f).xShmUnmap(wal(f)->base, remove); }
int wal_fetch(sqlite3_file* f, sqlite3_int64 offset, int amount, void** out) {
  if (int rc = write_held(wal(f)); rc != SQLITE_OK) return rc;
  return base_methods(f).xFetch(wal(f)->base, offset, amount, out);
}
int wal_unfetch(sqlite3_file* f, sqlite3_int64 offset, void* p) {
  return base_methods(f).xUnfetch(wal(f)->base, offset, p);
}

int open_file(sqlite3_vfs*, sqlite3_filename name, sqlite3_file* f, int flags, int* out_flags) {
  // Databases, journals and temporary files are the base VFS's own, in the same space.
  if (!(flags & SQLITE_OPEN_WAL)) return base_vfs->xOpen(base_vfs, name, f, flags, out_flags);
  WalFile* w = wal(f);
  w->file.pMethods = nullptr;  // SQLite calls no method of a file whose open failed
  w->base = reinterpret_cast<sqlite3_file*>(w + 1);
  int rc = base_vfs->xOpen(base_vfs, name, w->base, flags, out_flags);
  if (rc != SQLITE_OK) return rc;
  if (w->base->pMethods->iVersion < 3) {
    // Not the unix VFS's files: open it again as the base VFS's own, without the buffer.
    w->base->pMethods->xClose(w->base);
    return base_vfs->xOpen(base_vfs, name, f, flags, out_flags);
  }
  w->held = new (std::nothrow) std::vector<char>();
  if (!w->held) {
    w->base->pMethods->xClose(w->base);
    return SQLITE_NOMEM;
  }
  w->held->reserve(64 * 1024);
  w->held_at = 0;
  w->end = 0;
  w->after_header = false;
  w->commit_frame = false;
  w->file.pMethods = &wal_methods;
  return SQLITE_OK;
}

}  // namespace

void install_wal_write_buffer() {
  base_vfs = sqlite3_vfs_find(nullptr);
  if (!base_vfs || base_vfs->iVersion < 2) return;  // keep SQLite's default as it is
  wal_methods = sqlite3_io_methods{
      3,          wal_close,       wal_read,          wal_write,       wal_truncate,     wal_sync,
      wal_file_size, wal_lock,     wal_unlock,        wal_check_reserved, wal_file_control,
      wal_sector_size, wal_device, wal_shm_map,       wal_shm_lock,    wal_shm_barrier,  wal_shm_unmap,
      wal_fetch,  wal_unfetch};
  buffered_vfs = *base_vfs;
  buffered_vfs.zName = "qsr-wal-buffer";
  buffered_vfs.szOsFile = static_cast<int>(sizeof(WalFile)) + base_vfs->szOsFile;
  buffered_vfs.xOpen = open_file;
  buffered_vfs.pNext = nullptr;
  sqlite3_vfs_register(&buffered_vfs, 1);
}

}  // namespace qsr::db

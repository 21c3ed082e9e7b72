// A VFS over SQLite's default one that gathers the writes of a commit to the write-ahead log into
// one system call.
//
// SQLite writes each frame of the log with two pwrite calls (its 24-byte header, then the page),
// so a commit of 20 pages was 40 system calls; on the 2-core machine they were about a tenth of
// the server's time under the orders benchmark, and they run while every other write waits for
// the writer. Here frames appended at the end of the log are kept in memory and written together
// when the commit's last frame (the one whose header carries the commit mark) is complete, before
// SQLite publishes the commit to readers in the shared index: readers and other processes never
// look at a frame that is not in the file yet, and a commit is in the file (the operating
// system's page cache) when COMMIT returns, as before.
//
// Anything else goes straight through after writing what is held: any read, sync, truncate or size
// query on the log, a write that is not the next header or page at the end (SQLite rewriting a
// frame in place, the log header after a restart), and any size we do not expect. So a SQLite
// that writes the log differently is only not sped up.
#pragma once

namespace qsr::db {

// Registers the VFS as SQLite's default; once per process, before the first connection opens.
void install_wal_write_buffer();

}  // namespace qsr::db

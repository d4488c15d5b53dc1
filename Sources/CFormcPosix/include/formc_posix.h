#ifndef FORMC_POSIX_H
#define FORMC_POSIX_H

/// Swaps two paths in one step (`renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np(RENAME_SWAP)`
/// on macOS): both exist before and after, each under the other's name. Returns 0, or -1 with
/// `errno` set (`EINVAL` or `ENOSYS` where the file system or the system cannot swap).
int formc_exchange(const char *first, const char *second);

/// Flushes the file system that holds `path` to disk (`syncfs`): one call for a whole folder of
/// new files, instead of one `fsync` per file. Returns 0, or -1 with `errno` set.
int formc_sync_file_system(const char *path);

/// Limits the malloc arenas of the process to `count` (`mallopt(M_ARENA_MAX)` with glibc;
/// nothing elsewhere). Returns 1 when set, 0 when not (or not glibc).
int formc_limit_malloc_arenas(int count);

/// Gives the system back the memory malloc holds free in every arena (`malloc_trim(0)` with
/// glibc; nothing elsewhere). Returns 1 when some was released, 0 when none was (or not glibc).
int formc_release_free_memory(void);

#endif

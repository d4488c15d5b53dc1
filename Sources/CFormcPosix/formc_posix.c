// The system calls formc needs that Swift's Glibc module does not declare: two GNU extensions,
// visible only with _GNU_SOURCE, and glibc's mallopt and malloc_trim (malloc.h is not in the
// module).
#define _GNU_SOURCE
#include "formc_posix.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int formc_exchange(const char *first, const char *second) {
#if defined(__linux__) && defined(RENAME_EXCHANGE)
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#elif defined(__APPLE__)
    return renamex_np(first, second, RENAME_SWAP);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}

int formc_sync_file_system(const char *path) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
#if defined(__linux__)
    int result = syncfs(fd);
#else
    int result = fsync(fd);
    sync();
#endif
    int saved = errno;
    close(fd);
    errno = saved;
    return result;
}

int formc_limit_malloc_arenas(int count) {
#if defined(__GLIBC__)
    return mallopt(M_ARENA_MAX, count);
#else
    (void)count;
    return 0;
#endif
}

int formc_release_free_memory(void) {
#if defined(__GLIBC__)
    return malloc_trim(0);
#else
    return 0;
#endif
}

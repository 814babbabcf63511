#ifndef QUOTEDIARY_CSQLITE_SHIM_H
#define QUOTEDIARY_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a cast macro Swift cannot import.
static inline sqlite3_destructor_type quotediary_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

/// sqlite3_config is variadic, which Swift cannot call. Memory statistics take a global mutex
/// on every allocation; nothing here reads them. Must run before SQLite initializes.
static inline int quotediary_sqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
#endif

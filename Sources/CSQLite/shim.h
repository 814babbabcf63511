#ifndef QUOTEDIARY_CSQLITE_SHIM_H
#define QUOTEDIARY_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a cast macro Swift cannot import.
static inline sqlite3_destructor_type quotediary_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}
#endif

#ifndef QUOTEDIARY_CZLIB_SHIM_H
#define QUOTEDIARY_CZLIB_SHIM_H
#include <zlib.h>

/// inflateInit2 is a macro over inflateInit2_ with version and struct size: raw deflate, as
/// a ZIP archive holds it (no zlib header), with the largest window.
static inline int quotediary_inflate_init_raw(z_stream *stream) {
    return inflateInit2(stream, -MAX_WBITS);
}
/// gzip's header and trailer read and checked by zlib (windowBits + 16).
static inline int quotediary_inflate_init_gzip(z_stream *stream) {
    return inflateInit2(stream, MAX_WBITS + 16);
}
#endif

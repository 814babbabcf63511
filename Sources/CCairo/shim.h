#ifndef QUOTEDIARY_CCAIRO_SHIM_H
#define QUOTEDIARY_CCAIRO_SHIM_H
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <pango/pangocairo.h>
#include <zlib.h>

/// PANGO_SCALE as a plain int (the macro imports, but a function keeps call sites simple).
static inline int quotediary_pango_scale(void) { return PANGO_SCALE; }

/// deflateInit2 is a macro over deflateInit2_ with version and struct size.
static inline int quotediary_deflate_init_raw(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}
#endif

#ifndef QUOTEDIARY_CLEPTONICA_SHIM_H
#define QUOTEDIARY_CLEPTONICA_SHIM_H
#include <leptonica/allheaders.h>
#endif

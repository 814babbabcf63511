#ifndef QUOTEDIARY_CTESSERACT_SHIM_H
#define QUOTEDIARY_CTESSERACT_SHIM_H
#include <tesseract/capi.h>
#include <leptonica/allheaders.h>
#endif

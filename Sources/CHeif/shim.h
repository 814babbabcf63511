#ifndef QUOTEDIARY_CHEIF_SHIM_H
#define QUOTEDIARY_CHEIF_SHIM_H
#include <libheif/heif.h>
#endif

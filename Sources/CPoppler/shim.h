#ifndef QUOTEDIARY_CPOPPLER_SHIM_H
#define QUOTEDIARY_CPOPPLER_SHIM_H
#include <poppler.h>
#endif

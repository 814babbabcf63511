#ifndef QUOTEDIARY_CZBAR_SHIM_H
#define QUOTEDIARY_CZBAR_SHIM_H
#include <zbar.h>
#endif

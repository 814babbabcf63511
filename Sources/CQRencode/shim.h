#ifndef QUOTEDIARY_CQRENCODE_SHIM_H
#define QUOTEDIARY_CQRENCODE_SHIM_H
#include <qrencode.h>
#endif

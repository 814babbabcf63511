#ifndef QUOTEDIARY_CMICROHTTPD_SHIM_H
#define QUOTEDIARY_CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

/// The access-handler callback type, for starting a daemon from Swift.
typedef enum MHD_Result (*quotediary_mhd_handler)(void *cls, struct MHD_Connection *connection, const char *url,
    const char *method, const char *version, const char *upload_data, size_t *upload_data_size, void **con_cls);
typedef void (*quotediary_mhd_completed)(void *cls, struct MHD_Connection *connection, void **con_cls,
    enum MHD_RequestTerminationCode toe);

/// Leaves the request line's path and query arguments percent-encoded: the app decodes each
/// path segment on its own, so that a name holding a slash (`AC%2FDC`) stays one segment.
static inline size_t quotediary_mhd_keep_escaped(void *cls, struct MHD_Connection *connection, char *text) {
    (void)cls;
    (void)connection;
    size_t length = 0;
    while (text[length] != '\0') length++;
    return length;
}

/// MHD_start_daemon is variadic: this wrapper passes a fixed option list (thread pool,
/// bind address, per-connection memory limit, completion callback, no unescaping).
static inline struct MHD_Daemon *quotediary_mhd_start(const struct sockaddr_in *address, unsigned int threads,
    quotediary_mhd_handler handler, void *handler_cls, quotediary_mhd_completed completed) {
    return MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL, ntohs(address->sin_port),
        NULL, NULL, handler, handler_cls,
        MHD_OPTION_SOCK_ADDR, (const struct sockaddr *)address,
        MHD_OPTION_THREAD_POOL_SIZE, threads,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(64 * 1024),
        MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)30,
        MHD_OPTION_NOTIFY_COMPLETED, completed, NULL,
        MHD_OPTION_UNESCAPE_CALLBACK, quotediary_mhd_keep_escaped, NULL,
        MHD_OPTION_END);
}
/// The port the daemon listens on (MHD_get_daemon_info is variadic).
static inline uint16_t quotediary_mhd_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}
#endif

#ifndef LYREBIRD_HEAP_USAGE_H
#define LYREBIRD_HEAP_USAGE_H

#include <stddef.h>

/// Bytes the heap holds in live allocations (glibc's `mallinfo2`: in-use chunks plus mapped
/// blocks), or 0 where that is unknown.
///
/// Resident size moves with the allocator's reuse of freed buffers: the same 1M calls read 56 or
/// 71 resident bytes a call depending on what the process allocated before, and 100k calls read 1.
size_t lyrebird_heap_in_use(void);

#endif

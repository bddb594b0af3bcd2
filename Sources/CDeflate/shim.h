// libdeflate: the fastest packaged DEFLATE/zlib compressor (PNG's IDAT).
#include <libdeflate.h>

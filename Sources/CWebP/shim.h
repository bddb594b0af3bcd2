// libwebp (BSD): WebPAnimEncoder for animated WebP, WebPAnimDecoder to read one back.
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>

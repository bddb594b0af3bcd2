// libwebp (BSD): WebPAnimEncoder for animated WebP.
#include <webp/encode.h>
#include <webp/mux.h>

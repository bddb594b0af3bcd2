// giflib (MIT): GIF files and their LZW compression.
#include <gif_lib.h>

// Cairo for drawing, Pango (through its fontconfig/FreeType backend) for text.
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <pixman.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>

// Cairo for drawing, Pango (through its fontconfig/FreeType backend) for text.
//
// Cairo and fontconfig come from their own headers, which the compiler finds on its
// default include path. Pango, GLib, HarfBuzz, FreeType and pixman do not: their
// headers include one another with angle brackets and need -I flags that only
// pkg-config knows, and asking pkg-config makes SwiftPM warn "prohibited flag(s):
// -pthread" (GLib's, through Pango's pkg-config file) in every package that depends
// on ours (Package.swift). So the few functions, types and constants ScrollRender
// uses are declared here instead.
//
// These declarations are a promise about the C ABI of the installed libraries: each
// must match its header exactly (copied from Pango 1.50, GLib 2.74, HarfBuzz 6,
// FreeType 2.12 and pixman 0.42; the header named above each group is the one to
// check against, and scripts/check-c-declarations checks them all). Types that
// ScrollRender only passes around are left incomplete, as Pango's own headers leave
// most of them; enums carry only the values ScrollRender names.
#pragma once

#if __has_include(<cairo/cairo.h>)
#include <cairo/cairo.h>
#else
#include <cairo.h> // macOS: Homebrew's pkg-config names the cairo folder itself
#endif
#include <fontconfig/fontconfig.h>

// glib/gtypes.h, glibconfig.h, glib/gmem.h, gobject/gobject.h
typedef int gboolean;
typedef unsigned int guint;
typedef unsigned short guint16;
typedef void *gpointer;
void g_free(gpointer mem);
void g_object_unref(gpointer object);

// pango/pango-types.h, pango/pango-font.h, pango/pango-layout.h
#define PANGO_SCALE 1024
typedef struct _PangoContext PangoContext;
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoFontFamily PangoFontFamily;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoMatrix PangoMatrix;
typedef struct _PangoRectangle {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;
typedef enum { PANGO_STYLE_NORMAL = 0, PANGO_STYLE_ITALIC = 2 } PangoStyle;
typedef enum { PANGO_WEIGHT_NORMAL = 400 } PangoWeight; // any of 100...1000
typedef enum { PANGO_ALIGN_LEFT = 0, PANGO_ALIGN_CENTER = 1, PANGO_ALIGN_RIGHT = 2 } PangoAlignment;
typedef enum { PANGO_WRAP_CHAR = 1, PANGO_WRAP_WORD_CHAR = 2 } PangoWrapMode;
typedef enum {
    PANGO_ELLIPSIZE_NONE = 0,
    PANGO_ELLIPSIZE_START = 1,
    PANGO_ELLIPSIZE_MIDDLE = 2,
    PANGO_ELLIPSIZE_END = 3,
} PangoEllipsizeMode;

const char *pango_version_string(void);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_font_map_list_families(PangoFontMap *fontmap, PangoFontFamily ***families, int *n_families);
const char *pango_font_family_get_name(PangoFontFamily *family);
void pango_context_set_matrix(PangoContext *context, const PangoMatrix *matrix);
void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);
PangoFontDescription *pango_font_description_new(void);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, gboolean justify);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_single_paragraph_mode(PangoLayout *layout, gboolean setting);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
void pango_layout_set_spacing(PangoLayout *layout, int spacing);

// pango/pango-attributes.h: an attributed string's runs (a label's attributed text)
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttrClass PangoAttrClass;
typedef struct _PangoAttribute PangoAttribute;
struct _PangoAttribute {
    const PangoAttrClass *klass;
    guint start_index;
    guint end_index;
};
typedef enum { PANGO_UNDERLINE_SINGLE = 1, PANGO_UNDERLINE_DOUBLE = 2 } PangoUnderline;
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);
PangoAttribute *pango_attr_foreground_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_foreground_alpha_new(guint16 alpha);
PangoAttribute *pango_attr_background_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_background_alpha_new(guint16 alpha);
PangoAttribute *pango_attr_underline_new(PangoUnderline underline);
PangoAttribute *pango_attr_underline_color_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_strikethrough_new(gboolean strikethrough);
PangoAttribute *pango_attr_strikethrough_color_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_rise_new(int rise);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);

// pango/pangofc-fontmap.h
typedef struct _PangoFcFontMap PangoFcFontMap;
void pango_fc_font_map_set_config(PangoFcFontMap *fcfontmap, FcConfig *fcconfig);

// pango/pangocairo.h
PangoFontMap *pango_cairo_font_map_new_for_font_type(cairo_font_type_t fonttype);
void pango_cairo_context_set_resolution(PangoContext *context, double dpi);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_cairo_update_context(cairo_t *cr, PangoContext *context);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);

// hb-version.h
const char *hb_version_string(void);

// pixman.h
const char *pixman_version_string(void);

// freetype/fttypes.h, freetype/freetype.h
typedef int FT_Error;
typedef signed int FT_Int;
typedef struct FT_LibraryRec_ *FT_Library;
FT_Error FT_Init_FreeType(FT_Library *alibrary);
FT_Error FT_Done_FreeType(FT_Library library);
void FT_Library_Version(FT_Library library, FT_Int *amajor, FT_Int *aminor, FT_Int *apatch);

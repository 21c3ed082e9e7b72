#include "modules/invoice/invoice_pdf.h"

#include <algorithm>
#include <stdexcept>

#include <cairo-pdf.h>
#include <cairo.h>
#include <pango/pangocairo.h>

namespace qsr::invoice {
namespace {

constexpr double kWidth = 420, kHeight = 595;  // A5 in points
constexpr double kMargin = 36;
// Traditional Chinese glyphs first (the brand's default language); the family covers the rest.
constexpr const char* kFont = "Noto Sans CJK TC";

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// Draws `text` at (x, y) in `size` points, wrapped to `width`; answers its height.
double draw_text(cairo_t* cr, const std::string& text, double x, double y, double width, double size, bool bold = false) {
  PangoLayout* layout = pango_cairo_create_layout(cr);
  PangoFontDescription* font = pango_font_description_from_string(kFont);
  pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
  pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description(layout, font);
  pango_layout_set_width(layout, static_cast<int>(width * PANGO_SCALE));
  pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text(layout, text.c_str(), static_cast<int>(text.size()));
  cairo_move_to(cr, x, y);
  pango_cairo_show_layout(cr, layout);
  int w = 0, h = 0;
  pango_layout_get_pixel_size(layout, &w, &h);
  pango_font_description_free(font);
  g_object_unref(layout);
  return h;
}

void rule(cairo_t* cr, double y) {
  cairo_set_line_width(cr, 0.8);
  cairo_move_to(cr, kMargin, y);
  cairo_line_to(cr, kWidth - kMargin, y);
  cairo_stroke(cr);
}

}  // namespace

std::string render_receipt_pdf(const ReceiptPage& page) {
  std::string out;
  cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(append, &out, kWidth, kHeight);
  cairo_t* cr = cairo_create(surface);
  const double inner = kWidth - 2 * kMargin;
  double y = kMargin;
  cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
  y += draw_text(cr, page.seller, kMargin, y, inner, 18, true) + 4;
  y += draw_text(cr, page.heading, kMargin, y, inner, 13) + 10;
  rule(cr, y);
  y += 12;
  for (const auto& [label, value] : page.fields) {
    const double h1 = draw_text(cr, label, kMargin, y, inner * 0.38, 10);
    const double h2 = draw_text(cr, value, kMargin + inner * 0.4, y, inner * 0.6, 10);
    y += std::max(h1, h2) + 6;
  }
  y += 6;
  rule(cr, y);
  y += 12;
  draw_text(cr, page.total_label, kMargin, y, inner * 0.5, 14, true);
  y += draw_text(cr, page.total, kMargin + inner * 0.5, y, inner * 0.5, 14, true) + 18;
  cairo_set_source_rgb(cr, 0.4, 0.4, 0.4);
  draw_text(cr, page.footer, kMargin, y, inner, 8);
  cairo_show_page(cr);
  cairo_destroy(cr);
  cairo_surface_finish(surface);  // writes the trailer through append()
  const cairo_status_t status = cairo_surface_status(surface);
  cairo_surface_destroy(surface);
  if (status != CAIRO_STATUS_SUCCESS) throw std::runtime_error(std::string("cairo: ") + cairo_status_to_string(status));
  return out;
}

}  // namespace qsr::invoice

import QRCode from 'qrcode'

/**
 * Printing a QR code (a table's code reprinted from the console): a page of its own with the code
 * large, what it is for above it and its link below, so that the browser prints that and not the
 * app around it. The page is built as text here (the code as inline SVG, the texts escaped).
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

export function qrPrintHtml({ title, svg, url, lang }: { title: string; svg: string; url: string; lang: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>
  @page { margin: 15mm; }
  body { margin: 0; font-family: system-ui, sans-serif; color: #231c17; text-align: center; }
  h1 { margin: 12mm 0 6mm; font-size: 28pt; }
  .qr { width: 90mm; height: 90mm; margin: 0 auto; }
  .qr svg { width: 100%; height: 100%; }
  p { margin: 6mm auto 0; max-width: 150mm; font-size: 9pt; color: #5c524b; word-break: break-all; }
</style></head>
<body><h1>${escapeHtml(title)}</h1><div class="qr">${svg}</div><p>${escapeHtml(url)}</p></body></html>`
}

/** The QR code of `url` as SVG markup. */
export const qrSvg = (url: string) =>
  QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } })

/**
 * Opens the print page in a new window and asks the browser to print it. The window is opened
 * before the code is drawn, while the tap still counts as the person's (pop-up blockers).
 * False when no window could be opened.
 */
export async function printQrCode(title: string, url: string, lang: string): Promise<boolean> {
  const win = window.open('', '_blank')
  if (!win) return false
  const svg = await qrSvg(url)
  win.document.open()
  win.document.write(qrPrintHtml({ title, svg, url, lang }))
  win.document.close()
  win.focus()
  win.print()
  return true
}

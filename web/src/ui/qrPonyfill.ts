import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill'
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'

/**
 * The decoder for browsers without a BarcodeDetector of their own (docs/decisions/0053): the
 * `barcode-detector` ponyfill, ZXing-C++ in WebAssembly. Loaded only by a dynamic import when a
 * scanner opens, so it weighs nothing on the first page. The .wasm comes from this app's own
 * assets (the package would fetch it from a CDN otherwise), read whole so that it does not depend
 * on the server naming it application/wasm.
 */
export async function makePonyfillDetector(): Promise<BarcodeDetector> {
  const response = await fetch(wasmUrl)
  if (!response.ok) throw new Error(`decoder: HTTP ${response.status}`)
  const wasmBinary = await response.arrayBuffer()
  await prepareZXingModule({
    overrides: { wasmBinary, locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  })
  return new BarcodeDetector({ formats: ['qr_code'] })
}

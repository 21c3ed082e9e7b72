/**
 * Reading QR codes from the camera or a photo (docs/decisions/0053): the browser's own
 * BarcodeDetector where it has one that reads QR codes (Android Chrome, Safari 17+ on some
 * systems), otherwise the `barcode-detector` ponyfill, imported only when a scanner first opens.
 */
export type QrSource = HTMLVideoElement | HTMLCanvasElement | ImageBitmap

export interface QrDetector {
  /** The text of the first QR code in the picture, or null when there is none. */
  detect(source: QrSource): Promise<string | null>
}

interface DetectorLike {
  detect(source: QrSource): Promise<ReadonlyArray<{ rawValue: string }>>
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): DetectorLike
  getSupportedFormats(): Promise<string[]>
}

let loading: Promise<QrDetector> | null = null

/** The detector, made once per page load (a failed load is tried again next time). */
export function loadQrDetector(): Promise<QrDetector> {
  loading ??= makeDetector().catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

async function makeDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector
  if (native) {
    try {
      if ((await native.getSupportedFormats()).includes('qr_code')) return wrap(new native({ formats: ['qr_code'] }))
    } catch {
      // a detector that cannot say what it reads: use ours
    }
  }
  const { makePonyfillDetector } = await import('./qrPonyfill')
  return wrap(await makePonyfillDetector())
}

function wrap(detector: DetectorLike): QrDetector {
  return {
    async detect(source) {
      const found = await detector.detect(source)
      return found.find((code) => code.rawValue.trim() !== '')?.rawValue ?? null
    },
  }
}

/** A phone photo is 12 megapixels; a QR code reads as well at this size, and much faster. */
const MAX_PHOTO_SIDE = 1600

/**
 * A picked photo as something a detector reads, scaled down when large. Throws when the browser
 * cannot read the file as an image (not a picture, or a format it does not know).
 */
export async function photoSource(file: Blob): Promise<QrSource> {
  const bitmap = await createImageBitmap(file)
  const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height))
  if (scale === 1) return bitmap
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(bitmap.width * scale)
  canvas.height = Math.round(bitmap.height * scale)
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  return canvas
}

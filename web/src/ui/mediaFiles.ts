/**
 * What a picker of pictures (and a video) takes before uploading; the server checks again, by the
 * bytes. Pictures ≤ 5 MB, a video (MP4 or MOV) ≤ 30 MB and 60 s; how many of each, per form.
 */
export interface MediaLimits {
  images: number
  videos: number
}
export const MEDIA_BYTES = { image: 5 * 1024 * 1024, video: 30 * 1024 * 1024, videoSeconds: 60 } as const
/** A review: 7 pictures and 1 video (spec 000 §5). */
export const REVIEW_LIMITS: MediaLimits = { images: 7, videos: 1 }
/** Feedback: 5 pictures (spec 000 §5). */
export const FEEDBACK_LIMITS: MediaLimits = { images: 5, videos: 0 }

export type MediaProblem = 'notMedia' | 'tooManyImages' | 'tooManyVideos' | 'imageTooLarge' | 'videoTooLarge'

export interface PickedCounts {
  images: number
  videos: number
}

export function mediaKindOf(file: { type: string; name: string }): 'image' | 'video' | null {
  if (file.type.startsWith('image/')) return 'image'
  if (file.type === 'video/mp4' || file.type === 'video/quicktime' || /\.(mp4|mov)$/i.test(file.name)) return 'video'
  return null
}

/** Why this file cannot be added to what is already picked, or null. */
export function checkMediaFile(file: { type: string; name: string; size: number }, picked: PickedCounts, limits: MediaLimits): MediaProblem | null {
  const kind = mediaKindOf(file)
  if (!kind || (kind === 'video' && limits.videos === 0)) return 'notMedia'
  if (kind === 'image') {
    if (picked.images >= limits.images) return 'tooManyImages'
    return file.size > MEDIA_BYTES.image ? 'imageTooLarge' : null
  }
  if (picked.videos >= limits.videos) return 'tooManyVideos'
  return file.size > MEDIA_BYTES.video ? 'videoTooLarge' : null
}

const MARKUP = new Set(['<', '>', '{', '}', '[', ']', '\\', '|', '`', '^'])

/** Emoji and pictographs (with their joiners and selectors), arrows, maths and technical signs, box drawing, dingbats, private use. */
function isSpecialSymbol(cp: number): boolean {
  return (
    (cp >= 0x2190 && cp <= 0x23ff) ||
    (cp >= 0x2500 && cp <= 0x27bf) ||
    (cp >= 0x2900 && cp <= 0x2bff) ||
    (cp >= 0xe000 && cp <= 0xf8ff) ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    cp === 0x200d ||
    cp === 0x20e3 ||
    (cp >= 0x1f000 && cp <= 0x1faff)
  )
}

/** The words a person may write: the server's rule (no emoji, symbols or markup), so the page can say so before sending. */
export function hasSpecialCharacters(text: string): boolean {
  return [...text].some((ch) => MARKUP.has(ch) || isSpecialSymbol(ch.codePointAt(0) ?? 0))
}

/** Characters as a person counts them (code points), as the server counts the 500. */
export function characterCount(text: string): number {
  return [...text].length
}

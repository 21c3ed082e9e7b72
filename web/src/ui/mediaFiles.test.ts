import { describe, expect, it } from 'vitest'
import { characterCount, checkMediaFile, FEEDBACK_LIMITS, hasSpecialCharacters, mediaKindOf, REVIEW_LIMITS } from './mediaFiles'

const MB = 1024 * 1024

describe('a review picks at most 7 pictures and 1 video (spec 000 §5)', () => {
  it('tells pictures from videos by type, and MOV by name when the browser gives no type', () => {
    expect(mediaKindOf({ type: 'image/jpeg', name: 'a.jpg' })).toBe('image')
    expect(mediaKindOf({ type: 'video/quicktime', name: 'IMG_1.MOV' })).toBe('video')
    expect(mediaKindOf({ type: '', name: 'IMG_1.MOV' })).toBe('video')
    expect(mediaKindOf({ type: 'video/webm', name: 'a.webm' })).toBeNull()
    expect(mediaKindOf({ type: 'application/pdf', name: 'a.pdf' })).toBeNull()
  })

  it('refuses the eighth picture and the second video, and files over their size', () => {
    const photo = { type: 'image/png', name: 'a.png', size: MB }
    const clip = { type: 'video/mp4', name: 'a.mp4', size: 10 * MB }
    expect(checkMediaFile(photo, { images: 6, videos: 1 }, REVIEW_LIMITS)).toBeNull()
    expect(checkMediaFile(photo, { images: 7, videos: 0 }, REVIEW_LIMITS)).toBe('tooManyImages')
    expect(checkMediaFile(clip, { images: 7, videos: 0 }, REVIEW_LIMITS)).toBeNull()
    expect(checkMediaFile(clip, { images: 0, videos: 1 }, REVIEW_LIMITS)).toBe('tooManyVideos')
    expect(checkMediaFile({ ...photo, size: 5 * MB + 1 }, { images: 0, videos: 0 }, REVIEW_LIMITS)).toBe('imageTooLarge')
    expect(checkMediaFile({ ...clip, size: 30 * MB + 1 }, { images: 0, videos: 0 }, REVIEW_LIMITS)).toBe('videoTooLarge')
    expect(checkMediaFile({ type: 'text/plain', name: 'a.txt', size: 1 }, { images: 0, videos: 0 }, REVIEW_LIMITS)).toBe('notMedia')
  })
})

describe('feedback picks at most 5 pictures and no video (spec 000 §5)', () => {
  it('refuses the sixth picture and any video', () => {
    const photo = { type: 'image/png', name: 'a.png', size: MB }
    expect(checkMediaFile(photo, { images: 4, videos: 0 }, FEEDBACK_LIMITS)).toBeNull()
    expect(checkMediaFile(photo, { images: 5, videos: 0 }, FEEDBACK_LIMITS)).toBe('tooManyImages')
    expect(checkMediaFile({ type: 'video/mp4', name: 'a.mp4', size: MB }, { images: 0, videos: 0 }, FEEDBACK_LIMITS)).toBe('notMedia')
  })
})

describe("a review's words follow the server's rule", () => {
  it('refuses emoji, symbols and markup but not punctuation or ~', () => {
    expect(hasSpecialCharacters('菠蘿油好鬆化！奶茶 9/10，下次再嚟~ (必食)')).toBe(false)
    expect(hasSpecialCharacters('好味😋')).toBe(true)
    expect(hasSpecialCharacters('★★★')).toBe(true)
    expect(hasSpecialCharacters('<b>')).toBe(true)
  })

  it('counts characters as a person does', () => {
    expect(characterCount('好味😋')).toBe(3)
    expect(characterCount('abc')).toBe(3)
  })
})

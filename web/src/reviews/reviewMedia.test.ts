import { describe, expect, it } from 'vitest'
import { characterCount, checkReviewFile, hasSpecialCharacters, mediaKindOf } from './reviewMedia'

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
    expect(checkReviewFile(photo, { images: 6, videos: 1 })).toBeNull()
    expect(checkReviewFile(photo, { images: 7, videos: 0 })).toBe('tooManyImages')
    expect(checkReviewFile(clip, { images: 7, videos: 0 })).toBeNull()
    expect(checkReviewFile(clip, { images: 0, videos: 1 })).toBe('tooManyVideos')
    expect(checkReviewFile({ ...photo, size: 5 * MB + 1 }, { images: 0, videos: 0 })).toBe('imageTooLarge')
    expect(checkReviewFile({ ...clip, size: 30 * MB + 1 }, { images: 0, videos: 0 })).toBe('videoTooLarge')
    expect(checkReviewFile({ type: 'text/plain', name: 'a.txt', size: 1 }, { images: 0, videos: 0 })).toBe('notMedia')
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

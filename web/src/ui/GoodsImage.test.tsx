import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GoodsImage } from './GoodsImage'

describe('GoodsImage', () => {
  it('NoPhoto_ShowsThePlaceholderInsteadOfAnEmptySrc', () => {
    const { container } = render(<GoodsImage className="thumb" src="" />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByTestId('goods-image-placeholder').className).toContain('thumb')
  })

  it('PhotoThatFailsToLoad_FallsBackToThePlaceholder', () => {
    const { container } = render(<GoodsImage className="thumb" src="/images/missing.jpg" />)
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('/images/missing.jpg')
    fireEvent.error(img!)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByTestId('goods-image-placeholder')).toBeTruthy()
  })

  it('NewPhotoAfterAFailure_IsTriedAgain', () => {
    const { container, rerender } = render(<GoodsImage src="/a.jpg" />)
    fireEvent.error(container.querySelector('img')!)
    rerender(<GoodsImage src="/b.jpg" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/b.jpg')
  })
})

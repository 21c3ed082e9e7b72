import { ImageViewer } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { ReviewMedia } from '../api/reviews'
import s from './reviews.module.css'

/**
 * A review's pictures as thumbnails (tap: the pictures full screen, swipe between them) and its
 * video as a player. The browser draws the video's first frame (preload="metadata"): the server
 * makes no poster (decision 0045).
 */
export function ReviewMediaGrid({ media, compact = false }: { media: ReviewMedia[]; compact?: boolean }) {
  const { t } = useTranslation()
  const images = media.filter((m) => m.kind === 'image').map((m) => m.url)
  const video = media.find((m) => m.kind === 'video')
  const shown = compact ? images.slice(0, 3) : images
  if (media.length === 0) return null
  return (
    <div className={s.media}>
      {video && !compact && (
        <video className={s.video} src={video.url} controls playsInline preload="metadata" aria-label={t('reviews.video')} data-testid="review-video" />
      )}
      {shown.length > 0 && (
        <ul className={`${s.thumbs} ${compact ? s.thumbsCompact : ''}`}>
          {shown.map((url, index) =>
            compact ? (
              // Inside a card that is itself a link: pictures only, nothing else to tap.
              <li key={url} className={s.thumb}>
                <img src={url} alt="" loading="lazy" />
              </li>
            ) : (
            <li key={url}>
              <button
                type="button"
                className={s.thumb}
                onClick={() => ImageViewer.Multi.show({ images, defaultIndex: index })}
                aria-label={t('reviews.photoOf', { n: index + 1, total: images.length })}
              >
                <img src={url} alt="" loading="lazy" />
              </button>
            </li>
            ),
          )}
        </ul>
      )}
      {compact && (video || images.length > shown.length) && (
        <span className={s.moreMedia}>{t('reviews.moreMedia', { count: images.length - shown.length + (video ? 1 : 0) })}</span>
      )}
    </div>
  )
}

import type { PrizeKind } from '../../api/draws'
import { GoodsImage } from '../../ui/GoodsImage'
import s from './PrizePicture.module.css'

/**
 * A prize's picture, or when it has none a drawing of its kind (a coupon, a coin of points, a
 * gift, a heart for "thank you") rather than an empty frame: most coupons and points have no photo.
 */
export function PrizePicture({ kind, image, className }: { kind: PrizeKind | string; image?: string | null; className?: string }) {
  if (image) return <GoodsImage src={image} className={className} />
  return (
    <span className={`${className ?? ''} ${s.drawn}`} aria-hidden="true" data-kind={kind}>
      <svg viewBox="0 0 48 48" className={s.art}>
        {kind === 'coupon' ? (
          <>
            <path d="M6 14a3 3 0 0 1 3-3h30a3 3 0 0 1 3 3v5a5 5 0 0 0 0 10v5a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3v-5a5 5 0 0 0 0-10z" fill="#f08300" />
            <path d="M31 13v22" stroke="#fff3e5" strokeWidth="2" strokeDasharray="3 3" />
            <path d="M14 30l10-12" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
            <circle cx="15" cy="19" r="2.6" fill="#fff" />
            <circle cx="23" cy="29" r="2.6" fill="#fff" />
          </>
        ) : kind === 'points' ? (
          <>
            <circle cx="24" cy="24" r="17" fill="#f5b700" />
            <circle cx="24" cy="24" r="12.5" fill="#ffd34d" />
            <path d="M24 15.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L24 28.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" fill="#b35300" />
          </>
        ) : kind === 'physical' ? (
          <>
            <rect x="9" y="20" width="30" height="20" rx="3" fill="#b35300" />
            <rect x="7" y="14" width="34" height="8" rx="2.5" fill="#f08300" />
            <path d="M24 14v26" stroke="#ffd34d" strokeWidth="4" />
            <path d="M24 14c-4-8-13-7-9 0M24 14c4-8 13-7 9 0" stroke="#ffd34d" strokeWidth="3" fill="none" strokeLinecap="round" />
          </>
        ) : (
          <path d="M24 38s-13-7.6-13-17a7 7 0 0 1 13-3.6A7 7 0 0 1 37 21c0 9.4-13 17-13 17z" fill="#f3a5a5" />
        )}
      </svg>
    </span>
  )
}

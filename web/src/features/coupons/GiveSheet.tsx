import { Button, Popup, Toast } from 'antd-mobile'
import { CloseOutline } from 'antd-mobile-icons'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CouponGift } from '../../api/coupons'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDateTime } from './couponFace'
import s from './coupons.module.css'

interface Props {
  gift: CouponGift | null
  onClose: () => void
}

/**
 * The gift just made: the link and its QR code (drawn in the browser), copy and share, and when
 * it returns if nobody claims it (24 h, spec 001 §9).
 */
export function GiveSheet({ gift, onClose }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const [qr, setQr] = useState<string | null>(null)
  // The receive page is this app's own, so the link uses the address the giver has open: the
  // server's `url` is built from its configuration and can name a host the friend cannot reach
  // (http://localhost:0 when the server listens on a free port).
  const url = gift ? `${window.location.origin}${pageUrl(PAGE.voucherDonate, { token: gift.giftToken })}` : ''

  useEffect(() => {
    if (!url) return
    let live = true
    QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#231c17', light: '#ffffff' } })
      .then((svg) => live && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setQr(null))
    return () => {
      live = false
    }
  }, [url])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      Toast.show({ content: t('coupons.linkCopied'), icon: 'success' })
    } catch {
      // No clipboard (an insecure context or a refusal): the link stays selectable on screen.
      Toast.show({ content: t('coupons.copyByHand') })
    }
  }

  const share = async () => {
    try {
      await navigator.share({ title: t('coupons.giveTitle'), text: t('coupons.shareText', { name: gift?.coupon.couponName ?? '' }), url })
    } catch {
      // cancelled or refused: nothing to do
    }
  }

  return (
    <Popup visible={gift !== null} onMaskClick={onClose} onClose={onClose} bodyClassName={s.sheet}>
      {gift && (
        <div role="dialog" aria-modal="true" aria-labelledby="give-title" className={s.giveDialog}>
          <button type="button" className={s.sheetClose} onClick={onClose} aria-label={t('common.close')}>
            <CloseOutline />
          </button>
          <h2 id="give-title" className={s.sheetTitle}>
            {t('coupons.giveTitle')}
          </h2>
          <p className={s.giveName}>{gift.coupon.couponName}</p>
          <p className={s.muted}>{t('coupons.giveHint')}</p>
          <div className={s.qrBox}>{qr ? <img className={s.qr} src={qr} alt={t('coupons.giveQrAlt')} /> : <div className={s.qrPlaceholder} />}</div>
          <p className={s.shareUrl} data-testid="gift-url">
            {url}
          </p>
          <p className={s.expiry}>{t('coupons.giveExpiry', { time: formatDateTime(gift.expiresAt, lang) })}</p>
          <div className={s.shareActions}>
            <Button shape="rounded" onClick={() => void copy()}>
              {t('coupons.copyLink')}
            </Button>
            {typeof navigator.share === 'function' && (
              <Button color="primary" shape="rounded" onClick={() => void share()}>
                {t('coupons.share')}
              </Button>
            )}
          </div>
        </div>
      )}
    </Popup>
  )
}

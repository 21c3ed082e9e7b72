import { Button, Toast } from 'antd-mobile'
import { CloseOutline } from 'antd-mobile-icons'
import QRCode from 'qrcode'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../i18n'
import { printQrCode } from './printQr'
import s from './ShareLinkSheet.module.css'
import { Sheet } from './Sheet'

interface Props {
  visible: boolean
  url: string
  title: string
  /** Under the title: what is being shared (a coupon's name, say). */
  subtitle?: ReactNode
  hint: string
  qrAlt: string
  /** What the system share sheet gets besides the link. */
  shareTitle: string
  shareText: string
  /** Under the link: when it stops working, say. */
  footnote?: ReactNode
  /** Offers to print the code on a page of its own, headed with this (a table's reprinted code). */
  printTitle?: string
  urlTestId?: string
  qrTestId?: string
  onClose: () => void
}

/**
 * A link to hand to someone else (a group invitation, a gifted coupon): its QR code drawn in the
 * browser, the link itself (selectable), copy, and the system share sheet where there is one.
 */
export function ShareLinkSheet({ visible, url, title, subtitle, hint, qrAlt, shareTitle, shareText, footnote, printTitle, urlTestId, qrTestId, onClose }: Props) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const qr = useQrDataUrl(visible ? url : '')

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      Toast.show({ content: t('common.linkCopied'), icon: 'success' })
    } catch {
      // No clipboard (an insecure context or a refusal): the link stays selectable on screen.
      Toast.show({ content: t('common.copyByHand') })
    }
  }

  const share = async () => {
    try {
      await navigator.share({ title: shareTitle, text: shareText, url })
    } catch {
      // cancelled by the person, or refused: nothing to do
    }
  }

  const print = async () => {
    // A blocked pop-up: the code stays on screen (the browser's own print still works).
    if (printTitle && !(await printQrCode(printTitle, url, lang))) Toast.show({ content: t('common.printBlocked') })
  }

  return (
    <Sheet visible={visible} onClose={onClose} bodyClassName={s.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="share-link-title" className={s.dialog}>
        <button type="button" className={s.close} onClick={onClose} aria-label={t('common.close')}>
          <CloseOutline />
        </button>
        <h2 id="share-link-title" className={s.title}>
          {title}
        </h2>
        {subtitle}
        <p className={s.hint}>{hint}</p>
        <div className={s.qrBox}>{qr ? <img className={s.qr} src={qr} alt={qrAlt} data-testid={qrTestId} /> : <div className={s.qrPlaceholder} />}</div>
        <p className={s.url} data-testid={urlTestId}>
          {url}
        </p>
        {footnote}
        <div className={s.actions}>
          <Button shape="rounded" onClick={() => void copy()}>
            {t('common.copyLink')}
          </Button>
          {printTitle && (
            <Button color="primary" shape="rounded" onClick={() => void print()}>
              {t('common.print')}
            </Button>
          )}
          {/* WhatsApp is how Hong Kong passes a link on; wa.me opens the app or WhatsApp Web. */}
          {!printTitle && (
            <a className={s.whatsapp} href={whatsAppLink(`${shareText} ${url}`)} target="_blank" rel="noopener noreferrer" data-testid="share-whatsapp">
              {t('common.shareWhatsApp')}
            </a>
          )}
          {typeof navigator.share === 'function' && (
            <Button color="primary" shape="rounded" onClick={() => void share()}>
              {t('common.share')}
            </Button>
          )}
        </div>
      </div>
    </Sheet>
  )
}

/** A WhatsApp "send this text" link: the person picks the chat in WhatsApp. */
export function whatsAppLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}

/** The QR code of `url` as an SVG data URL (null while drawing, or when `url` is empty). */
function useQrDataUrl(url: string): string | null {
  const [qr, setQr] = useState<string | null>(null)
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
  return qr
}

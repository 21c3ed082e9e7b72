import { Button } from 'antd-mobile'
import { CloseOutline } from 'antd-mobile-icons'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { CameraProblem } from './cameraProblem'
import { loadQrDetector, photoSource, type QrDetector } from './qrDetector'
import s from './QrScanner.module.css'
import { Sheet } from './Sheet'
import { useCamera } from './useCamera'
import { useDialogFocus } from './useDialogFocus'

interface Props {
  visible: boolean
  onClose: () => void
  /**
   * What a code said. Returns null when it was taken (the caller closes the scanner and acts), or
   * the reason it was not, shown on the scanner while it goes on looking.
   */
  onCode: (text: string) => string | null
  title?: string
  hint?: string
}

/**
 * A full-screen QR scanner (issue 21): the back camera with a viewfinder, a torch where the camera
 * has one, and a photo to read instead. Closing it stops the camera (its body unmounts).
 */
export function QrScanner({ visible, onClose, onCode, title, hint }: Props) {
  const { t } = useTranslation()
  return (
    <Sheet visible={visible} onClose={onClose} destroyOnClose bodyClassName={s.sheet} position="bottom">
      {visible && <ScannerBody onClose={onClose} onCode={onCode} title={title ?? t('scan.title')} hint={hint ?? t('scan.hint')} />}
    </Sheet>
  )
}

/** A code turned down is not reported again for this long while it stays in view. */
const SAME_CODE_QUIET_MS = 3000
const SCAN_EVERY_MS = 200

/** Problems a second try may get past (a closed app freed the camera, a changed setting). */
const RETRYABLE: ReadonlySet<CameraProblem> = new Set(['denied', 'busy', 'unsuitable'])

function ScannerBody({ onClose, onCode, title, hint }: Required<Omit<Props, 'visible'>>) {
  const { t } = useTranslation()
  const root = useRef<HTMLDivElement>(null)
  const photoInput = useRef<HTMLInputElement>(null)
  // Focus moves in and stays (Escape closes), and goes back to the button that opened it.
  useDialogFocus(true, root, onClose)
  const { video, state, start, setTorch } = useCamera(true)
  const [detector, setDetector] = useState<QrDetector | null>(null)
  const [decoderFailed, setDecoderFailed] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [reading, setReading] = useState(false)
  const [taken, setTaken] = useState(false)
  const lastTurnedDown = useRef<{ text: string; at: number } | null>(null)
  const onCodeRef = useRef(onCode)
  onCodeRef.current = onCode

  useEffect(() => {
    let live = true
    loadQrDetector().then(
      (loaded) => live && setDetector(loaded),
      () => live && setDecoderFailed(true),
    )
    return () => {
      live = false
    }
  }, [])

  /** Hands a code to the caller; true when it was taken. */
  const offer = (text: string, fromCamera: boolean): boolean => {
    const last = lastTurnedDown.current
    if (fromCamera && last && last.text === text && Date.now() - last.at < SAME_CODE_QUIET_MS) return false
    const problem = onCodeRef.current(text)
    if (problem === null) {
      setTaken(true)
      return true
    }
    lastTurnedDown.current = { text, at: Date.now() }
    setMessage(problem)
    return false
  }
  const offerRef = useRef(offer)
  offerRef.current = offer

  const live = state.status === 'live'
  useEffect(() => {
    if (!live || !detector || taken) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = async () => {
      const element = video.current
      if (element && element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && element.videoWidth > 0) {
        try {
          const text = await detector.detect(element)
          if (text && !stopped && offerRef.current(text, true)) return
        } catch {
          // a frame that could not be read: the next one may
        }
      }
      if (!stopped) timer = setTimeout(() => void tick(), SCAN_EVERY_MS)
    }
    void tick()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [live, detector, taken, video])

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''  // the same photo may be picked again
    if (!file) return
    setMessage(null)
    setReading(true)
    try {
      const decoder = detector ?? (await loadQrDetector())
      let source
      try {
        source = await photoSource(file)
      } catch {
        setMessage(t('scan.photoUnreadable'))
        return
      }
      const text = await decoder.detect(source)
      if (text) offer(text, false)
      else setMessage(t('scan.noCodeInPhoto'))
    } catch {
      setMessage(t('scan.decoderFailed'))
    } finally {
      setReading(false)
    }
  }

  const problem = state.status === 'problem' ? state.problem : null
  return (
    <>
      <div ref={root} className={s.scanner} role="dialog" aria-modal="true" aria-labelledby="qr-scanner-title" data-testid="qr-scanner">
        <header className={s.header}>
          <h2 id="qr-scanner-title" className={s.title}>
            {title}
          </h2>
          <button type="button" className={s.close} onClick={onClose} aria-label={t('common.close')}>
            <CloseOutline aria-hidden="true" />
          </button>
        </header>

        <div className={s.view}>
          <video ref={video} className={s.video} muted playsInline autoPlay aria-hidden="true" hidden={!live && state.status !== 'starting'} />
          {(live || state.status === 'starting') && (
            <>
              <div className={s.finder} aria-hidden="true">
                <span className={s.line} />
              </div>
              <p className={s.hint} role="status">
                {state.status === 'starting' ? t('scan.starting') : decoderFailed ? t('scan.decoderFailed') : detector ? hint : t('scan.preparing')}
              </p>
          </>
        )}
        {state.status === 'ask' && (
          <div className={s.panel} data-testid="scan-ask">
            <CameraIcon />
            <h3 className={s.panelTitle}>{t('scan.askTitle')}</h3>
            <p className={s.panelBody}>{t('scan.askBody')}</p>
            <Button color="primary" shape="rounded" className={s.panelButton} onClick={() => void start()}>
              {t('scan.allowCamera')}
            </Button>
          </div>
        )}
        {problem && (
          <div className={s.panel} data-testid="scan-problem" data-problem={problem}>
            <CameraIcon crossed />
            <h3 className={s.panelTitle}>{t(`scan.${problem}Title` as const)}</h3>
            <p className={s.panelBody}>{t(`scan.${problem}Body` as const)}</p>
            {RETRYABLE.has(problem) && (
              <Button shape="rounded" className={s.panelButton} onClick={() => void start()}>
                {t('scan.retry')}
              </Button>
            )}
          </div>
        )}
      </div>

      <div className={s.footer}>
        <p className={s.message} role="alert" data-testid="scan-message">
          {message}
        </p>
        <div className={s.actions}>
          {live && state.torch !== null && (
            <button type="button" className={s.tool} aria-pressed={state.torch} onClick={() => void setTorch(!state.torch)}>
              <TorchIcon />
              <span>{t('scan.torch')}</span>
            </button>
          )}
          {/* Without a camera, the photo is the way left: it becomes the main button. */}
          <button
            type="button"
            className={`${s.tool} ${problem ? s.toolMain : ''}`}
            onClick={() => photoInput.current?.click()}
            disabled={reading}
            aria-busy={reading}
          >
            <PhotoIcon />
            <span>{reading ? t('scan.reading') : t('scan.choosePhoto')}</span>
          </button>
        </div>
      </div>
    </div>
    {/* Outside the dialog's box, so that keeping Tab inside never lands on it. */}
    <input
      ref={photoInput}
      type="file"
      accept="image/*"
      className={s.file}
      tabIndex={-1}
      aria-hidden="true"
      data-testid="scan-photo-input"
      onChange={(event) => void readPhoto(event)}
    />
    </>
  )
}

function CameraIcon({ crossed = false }: { crossed?: boolean }) {
  return (
    <svg className={s.icon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
      <path d="M8 16h8l4-5h8l4 5h8v22H8z" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="24" cy="26" r="7" fill="none" stroke="currentColor" strokeWidth="3" />
      {crossed && <path d="M8 8l32 34" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />}
    </svg>
  )
}

function TorchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M7 2h10v4l-3 4v12h-4V10L7 6z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  )
}

function PhotoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 16l5-5 4 4 3-3 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  )
}

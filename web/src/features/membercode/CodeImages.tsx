import JsBarcode from 'jsbarcode'
import QRCode from 'qrcode'
import { useEffect, useRef, useState } from 'react'
import s from './MemberCodePage.module.css'

/** The code as a Code 128 barcode (for till scanners) and a QR code (for phone scanners). */
export function CodeImages({ code, label }: { code: string; label: string }) {
  const barcode = useRef<SVGSVGElement>(null)
  const [qr, setQr] = useState<string | null>(null)
  useEffect(() => {
    if (barcode.current) JsBarcode(barcode.current, code, { format: 'CODE128', displayValue: false, margin: 0, height: 72, width: 2 })
    let live = true
    void QRCode.toDataURL(code, { margin: 1, width: 480, errorCorrectionLevel: 'M' }).then((url) => live && setQr(url))
    return () => {
      live = false
    }
  }, [code])
  return (
    <>
      <svg ref={barcode} className={s.barcode} role="img" aria-label={label} data-testid="member-barcode" />
      <div className={s.qrBox}>{qr && <img src={qr} alt={label} className={s.qr} data-testid="member-qr" />}</div>
    </>
  )
}

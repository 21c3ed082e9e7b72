import { Button, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../api/client'
import { decideMemberType, lookupMemberCode, recordTillSale, type MemberCodeLookup } from '../../api/console'
import { tryParseCents } from '../../api/money'
import { classifyScan } from '../../app/scanTarget'
import { QrScanner } from '../../ui/QrScanner'
import s from './ConsolePage.module.css'

const KIND_KEYS = { student: 'memberType.student', elderly: 'memberType.elderly', employee: 'memberType.employee' } as const
const STATE_KEYS = { valid: 'memberSale.valid', expired: 'memberSale.expired', used: 'memberSale.used' } as const

/**
 * The console's member code desk: scan (a till scanner types the digits and Enter, or the device's
 * camera reads the QR code) or type a member's
 * code, see whose it is, and record the in-store sale's receipt and amount so the member earns
 * points and growth (docs/decisions/0027).
 */
export function MemberSale() {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const [found, setFound] = useState<MemberCodeLookup | null>(null)
  const [receipt, setReceipt] = useState('')
  const [amount, setAmount] = useState('')
  const [busy, setBusy] = useState(false)
  const [scanning, setScanning] = useState(false)
  const digits = code.replace(/\D/g, '')
  const cents = tryParseCents(amount)

  const lookup = async (memberCode = digits) => {
    setBusy(true)
    try {
      setFound(await lookupMemberCode(memberCode))
    } catch (error) {
      setFound(null)
      Toast.show({ content: errorMessage(error) })
    } finally {
      setBusy(false)
    }
  }
  const decide = async (id: number, approve: boolean) => {
    try {
      await decideMemberType(id, approve)
      Toast.show({ content: t('memberSale.decided'), icon: 'success' })
      setFound(await lookupMemberCode(digits))
    } catch (error) {
      Toast.show({ content: errorMessage(error) })
    }
  }
  const record = async () => {
    setBusy(true)
    try {
      const sale = await recordTillSale(digits, receipt.trim(), amount.trim())
      Toast.show({ content: t('memberSale.recorded', { points: sale.points, growth: sale.growth }), icon: 'success' })
      setCode('')
      setFound(null)
      setReceipt('')
      setAmount('')
    } catch (error) {
      Toast.show({ content: errorMessage(error) })
    } finally {
      setBusy(false)
    }
  }

  // The member's phone shows the code as a QR code too: the counter's camera reads it (issue 21).
  const scanned = (text: string) => {
    const target = classifyScan(text, window.location.origin)
    if (target.kind !== 'memberCode') return t('scan.notMemberCode')
    setScanning(false)
    setCode(target.code)
    void lookup(target.code)
    return null
  }

  return (
    <section className={s.card} data-testid="member-sale">
      <h2 className={s.cardTitle}>{t('memberSale.title')}</h2>
      <p className={s.muted}>{t('memberSale.hint')}</p>
      <label className={s.field}>
        <span>{t('memberSale.code')}</span>
        <input
          inputMode="numeric"
          autoComplete="off"
          value={code}
          onChange={(event) => {
            setCode(event.target.value)
            setFound(null)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && digits.length === 18) void lookup()
          }}
        />
        <Button size="small" fill="outline" color="primary" disabled={digits.length !== 18 || busy} onClick={() => void lookup()}>
          {t('memberSale.lookup')}
        </Button>
        <Button size="small" fill="outline" onClick={() => setScanning(true)}>
          {t('scan.memberButton')}
        </Button>
      </label>
      <QrScanner visible={scanning} onClose={() => setScanning(false)} onCode={scanned} title={t('scan.memberButton')} hint={t('scan.memberHint')} />
      {found && (
        <div className={s.memberFound} data-testid="member-sale-found">
          <p>
            <strong>{found.nickName || t('mine.defaultName')}</strong> {found.phone}
            {found.levelName && ` · ${found.levelName}`}
          </p>
          <p className={found.state === 'valid' ? s.muted : s.warning}>
            {t(STATE_KEYS[found.state])} · {t('memberSale.points', { points: found.points })}
          </p>
          {found.types.map((type) =>
            type.status === 'pending' ? (
              <div key={type.id} className={s.typeRequest} data-testid="member-sale-type-request">
                <p>
                  {t('memberSale.typeWaiting', { kind: t(KIND_KEYS[type.kind]) })}
                  {type.school && ` · ${type.school}`}
                </p>
                <Button size="small" color="primary" onClick={() => void decide(type.id, true)}>
                  {t('memberSale.approve')}
                </Button>
                <Button size="small" fill="outline" onClick={() => void decide(type.id, false)}>
                  {t('memberSale.reject')}
                </Button>
              </div>
            ) : (
              <p key={type.id} className={s.muted}>
                {t(KIND_KEYS[type.kind])}
              </p>
            ),
          )}
        </div>
      )}
      {found?.state === 'valid' && (
        <>
          <label className={s.field}>
            <span>{t('memberSale.receipt')}</span>
            <input autoComplete="off" maxLength={40} value={receipt} onChange={(event) => setReceipt(event.target.value)} />
          </label>
          <label className={s.field}>
            <span>{t('memberSale.amount')}</span>
            <input inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </label>
          <Button block color="primary" shape="rounded" loading={busy} disabled={!receipt.trim() || cents === null || cents <= 0} onClick={() => void record()}>
            {t('memberSale.record')}
          </Button>
        </>
      )}
    </section>
  )
}

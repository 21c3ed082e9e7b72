import { Button } from 'antd-mobile'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useMemberLevel } from '../../api/levels'
import { useMemberCode } from '../../api/memberCode'
import { PAGE } from '../../app/pagePaths'
import { LevelBadge } from '../../ui/LevelBadge'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { useNow } from '../../ui/useNow'
import { CodeImages } from './CodeImages'
import { groupDigits, secondsLeft } from './codeGroups'
import { MemberTypes } from './MemberTypes'
import s from './MemberCodePage.module.css'

/**
 * member/pages/memberCode/index: the code a member shows at a till to earn points and growth on an
 * in-store purchase, as a barcode, a QR code and digits; a new one each minute (decision 0027).
 */
export default function MemberCodePage() {
  const { t } = useTranslation()
  const code = useMemberCode()
  const level = useMemberLevel()
  // Never more than the code's life (the ticking clock may be up to a second behind the fetch).
  const now = useNow(1000)
  const left = Math.min(code.data ? secondsLeft(code.data.expiresAt, now) : 0, Math.round((code.data?.refreshMs ?? 60_000) / 1000))
  const { refetch } = code
  // A code that ran out is of no use: fetch the next at once rather than wait for the interval.
  useEffect(() => {
    if (code.data && left === 0 && !code.isFetching) void refetch()
  }, [code.data, left, code.isFetching, refetch])
  return (
    <div className={s.page}>
      <PageHeader title={t('memberCode.title')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        <section className={s.card} aria-labelledby="member-code-hint">
          <div className={s.head}>
            {level.data?.level && <LevelBadge small name={level.data.level.name} color={level.data.level.color} />}
            <p className={s.hint} id="member-code-hint">
              {t('memberCode.hint')}
            </p>
          </div>
          {code.isPending && <ListSkeleton rows={3} label={t('memberCode.loading')} />}
          <QueryError query={code} />
          {code.data && (
            <>
              <CodeImages code={code.data.code} label={t('memberCode.imageLabel')} />
              <p className={s.digits} data-testid="member-code-digits">
                {groupDigits(code.data.code)}
              </p>
              <p className={s.countdown} aria-live="polite" data-testid="member-code-countdown">
                {t('memberCode.refreshIn', { seconds: left })}
              </p>
              <Button className={s.refresh} fill="outline" shape="rounded" loading={code.isFetching} onClick={() => void refetch()}>
                {t('memberCode.refresh')}
              </Button>
            </>
          )}
        </section>
        <MemberTypes />
        <p className={s.note}>{t('memberCode.note')}</p>
      </div>
    </div>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Dialog, Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { agreementQueries, MEMBER_AGREEMENT, memberQueries, PRIVACY_AGREEMENT, setAgreementStatus, useAgreements } from '../api/account'
import { isMember, useSession } from '../api/session'
import { useEndSession } from './useEndSession'
import { normalizePagePath, PAGE, pageUrl } from './pagePaths'
import { privacyVersion, readPrivacyFlags, recordAgreed, recordRefused, shouldShowPrivacyPrompt } from './privacyPrompt'
import s from './PrivacyPrompt.module.css'

/** Pages where the prompt waits: the account pages ask for agreement themselves, and the texts must stay readable. */
function promptWaitsOn(pathname: string): boolean {
  const path = normalizePagePath(pathname)
  return path === '' || path === PAGE.entry || path === PAGE.pcNotice || path === PAGE.richText || path === PAGE.console || path.startsWith('account/pages/public/')
}

/**
 * The privacy-agreement prompt of spec 000 §4: agree, or decline and browse as a visitor. A member
 * who declines withdraws consent and goes on as a visitor. `onPendingChange` tells the shell while
 * the question is still open (or not yet known), so marketing popups wait for the answer instead of
 * covering the prompt.
 */
export function PrivacyPrompt({ onPendingChange }: { onPendingChange?: (pending: boolean) => void }) {
  const { t } = useTranslation()
  const location = useLocation()
  const session = useSession()
  const queryClient = useQueryClient()
  const endSession = useEndSession()
  const agreements = useAgreements()
  const [flags, setFlags] = useState(readPrivacyFlags)
  const [busy, setBusy] = useState(false)
  const member = isMember(session)

  const list = agreements.data ?? []
  const version = agreements.data ? privacyVersion(list) : null
  const privacy = list.find((entry) => entry.type === PRIVACY_AGREEMENT)
  const terms = list.find((entry) => entry.type === MEMBER_AGREEMENT)

  // Re-read the flags when the person changes (a sign-in records agreement, a logout keeps it).
  useEffect(() => setFlags(readPrivacyFlags()), [session.memberId, session.token])

  // An agreement stored without a version adopts the current one, so a later change is noticed.
  useEffect(() => {
    if (version && flags.agreementModal === '1' && flags.version === null) {
      recordAgreed(version)
      setFlags(readPrivacyFlags())
    }
  }, [flags, version])

  const wanted = agreements.isSuccess && shouldShowPrivacyPrompt(flags, version, Date.now())
  // A member who already consented to this version on the server (another device) is not asked.
  const consents = useQuery({ ...memberQueries.consents(session.memberId), enabled: wanted && member })
  const consentedHere = consents.data?.list.some((consent) => consent.type === PRIVACY_AGREEMENT && consent.status === 1 && `v${consent.version}` === version)
  useEffect(() => {
    if (consentedHere) {
      recordAgreed(version)
      setFlags(readPrivacyFlags())
    }
  }, [consentedHere, version])

  const visible = wanted && !promptWaitsOn(location.pathname) && (!member || consents.isSuccess) && !consentedHere
  const pending = agreements.isPending || (wanted && !consentedHere)
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange])

  const agree = async () => {
    recordAgreed(version)
    setFlags(readPrivacyFlags())
    if (member) await setAgreementStatus(PRIVACY_AGREEMENT, 1).catch(() => undefined)
  }

  const decline = async () => {
    if (!member) {
      recordRefused(version, Date.now())
      setFlags(readPrivacyFlags())
      Toast.show({ content: t('privacy.browseOnly') })
      return
    }
    setBusy(true)
    try {
      const answer = await setAgreementStatus(PRIVACY_AGREEMENT, 0)
      await endSession({ visitorToken: answer.token ?? null, refusedPrivacy: true, toast: t('session.released') })
    } catch {
      // the error toast is shown by the client's callers; keep the prompt
    } finally {
      setBusy(false)
      setFlags(readPrivacyFlags())
      void queryClient.invalidateQueries({ queryKey: agreementQueries.all })
    }
  }

  const link = (entry: typeof privacy, type: string) => (
    <Link to={pageUrl(PAGE.richText, { type, id: entry?.id })} className={s.link} />
  )

  const title = flags.agreementModal === '1' ? t('privacy.updatedTitle') : t('privacy.title')
  return (
    <Dialog
      visible={visible}
      className={s.modal}
      aria-label={title}
      title={title}
      actions={[]}
      content={
        <div className={s.body}>
          <p className={s.text}>
            <Trans i18nKey="privacy.intro" components={{ policy: link(privacy, PRIVACY_AGREEMENT), terms: link(terms, MEMBER_AGREEMENT) }} />
          </p>
          <div className={s.actions}>
            <Button block color="primary" shape="rounded" onClick={() => void agree()} disabled={busy}>
              {t('privacy.agree')}
            </Button>
            <Button block fill="none" className={s.decline} onClick={() => void decline()} loading={busy}>
              {t('privacy.decline')}
            </Button>
          </div>
        </div>
      }
    />
  )
}

import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { AuthHero } from './AuthHero'
import { SmsLoginForm } from './SmsLoginForm'
import { isAreaCode } from '../../checkout/phone'
import s from './AuthPage.module.css'

/**
 * account/pages/public/validateLogin/index: the verification-code step on its own (spec 000 §2),
 * e.g. from a link that already knows the phone (?areaCode=&phone=&oldUrl=).
 */
export default function ValidateLoginPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const areaCode = params.get('areaCode')
  const phone = params.get('phone')
  const prefill = phone ? { phone, ...(isAreaCode(areaCode) ? { areaCode } : {}) } : undefined
  return (
    <div className={s.page}>
      <AuthHero title={t('validateLogin.title')} subtitle={t('validateLogin.subtitle')} />
      <main className={s.body}>
        <section className={`${s.card} ${s.plainCard}`} aria-label={t('validateLogin.title')}>
          <SmsLoginForm oldUrl={params.get('oldUrl')} inviteCode={params.get('inviteCode')} prefill={prefill} />
        </section>
      </main>
    </div>
  )
}

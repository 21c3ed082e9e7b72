import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { formatPoints } from '../../ui/format'
import l from '../../ui/LedgerPage.module.css'
import { MallCartButton } from './MallCartButton'
import s from './mall.module.css'

interface Props {
  /** A signed-in member: the balance and their links; a visitor: the sign-in prompt. */
  member: boolean
  /** null while it loads (or for a visitor). */
  balance: number | null
}

/** The top of the points mall tab: its title and (a member's) cart, then the member's points (or an invitation to sign in). */
export function MallHeader({ member, balance }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <header className={s.tabHeader}>
      <div className={s.titleRow}>
        <h1 className={s.tabTitle}>{t('mall.title')}</h1>
        {member && <MallCartButton />}
      </div>
      {member ? (
        <section className={l.balanceCard} aria-labelledby="mall-balance">
          <p className={l.balanceLabel} id="mall-balance">
            {t('mall.balance')}
          </p>
          <p className={l.balanceValue} data-testid="mall-balance">
            {balance === null ? '–' : formatPoints(balance)}
          </p>
          <div className={l.cardActions}>
            <button type="button" className={l.cardLink} onClick={() => navigate(pageUrl(PAGE.mallOrders))}>
              {t('mall.myExchanges')}
            </button>
            <button type="button" className={l.cardLink} onClick={() => navigate(pageUrl(PAGE.pointList))}>
              {t('mall.pointsHistory')}
            </button>
          </div>
        </section>
      ) : (
        <section className={l.balanceCard} data-testid="mall-sign-in">
          <p className={s.promptText}>{t('mall.signInPrompt')}</p>
          <div className={l.cardActions}>
            <button type="button" className={l.cardLink} onClick={() => navigate(pageUrl(PAGE.auth, { oldUrl: `/${PAGE.integralMall}` }))}>
              {t('mall.signIn')}
            </button>
          </div>
        </section>
      )}
    </header>
  )
}

import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useLevels, useMemberLevel, type MemberLevel } from '../../api/levels'
import { isMember, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDate, lastUsableDay } from '../../ui/format'
import s from '../../ui/LedgerPage.module.css'
import { LevelBadge } from '../../ui/LevelBadge'
import { LevelProgress } from '../../ui/LevelProgress'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { LevelCard } from './LevelCard'
import l from './levels.module.css'

/**
 * member/pages/memberCenter/index and memberBenefits/levelInfo: the member's level, their growth
 * this period and the way to the next level (growth and the spend it takes), when the level is
 * decided again, what it gives, and every level of the brand. Visitors see the levels and a way in.
 */
export default function MemberLevelPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const centre = useLocation().pathname.includes(PAGE.memberCenter)
  const member = isMember(useSession())
  const mine = useMemberLevel()
  const levels = useLevels()
  const list = mine.data?.levels ?? levels.data?.list ?? []
  const loading = member ? mine.isPending : levels.isPending
  return (
    <div className={s.page}>
      <PageHeader title={t(centre ? 'level.centerTitle' : 'level.levelTitle')} homePath={`/${PAGE.mine}`} />
      <div className={s.body}>
        {member && mine.data && <StandingCard m={mine.data} />}
        {!member && (
          <section className={s.balanceCard}>
            <p className={l.guestTitle}>{t('level.guestTitle')}</p>
            <Button size="small" shape="rounded" className={l.guestLogin} onClick={() => navigate(`/${PAGE.auth}`)}>
              {t('mine.login')}
            </Button>
          </section>
        )}
        <QueryError query={member ? mine : levels} />
        {loading && <ListSkeleton rows={3} />}
        {mine.data?.level && mine.data.level.benefits.length > 0 && (
          <section className={s.ruleCard} data-testid="my-benefits">
            <h2>{t('level.myBenefits')}</h2>
            <ul>
              {mine.data.level.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </section>
        )}
        {list.length > 0 && (
          <>
            <h2 className={s.sectionTitle}>{t('level.allLevels')}</h2>
            <ul className={l.levelList}>
              {list.map((level) => (
                <LevelCard key={level.id} level={level} current={level.id === mine.data?.level?.id} />
              ))}
            </ul>
          </>
        )}
        <div className={l.links}>
          {member && (
            <button type="button" className={l.linkButton} onClick={() => navigate(pageUrl(PAGE.growthValue))}>
              {t('level.records')}
            </button>
          )}
          <button type="button" className={l.linkButton} onClick={() => navigate(pageUrl(PAGE.growthRule))}>
            {t('level.rules')}
          </button>
        </div>
      </div>
    </div>
  )
}

function StandingCard({ m }: { m: MemberLevel }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <section className={s.balanceCard} aria-labelledby="level-current" data-testid="level-standing">
      <p className={s.balanceLabel} id="level-current">
        {t('level.current')}
      </p>
      <div className={l.standingHead}>{m.level && <LevelBadge name={m.level.name} color={m.level.color} testId="level-name" />}</div>
      <p className={l.growthLine}>
        {t('level.growth')} <strong data-testid="level-growth">{m.growthValue.toLocaleString('en')}</strong>
        {m.next && <span className={l.growthOf}> / {m.next.threshold.toLocaleString('en')}</span>}
      </p>
      <LevelProgress growth={m.growthValue} threshold={m.next?.threshold ?? null} tone="light" />
      <p className={l.toNext} data-testid="level-to-next">
        {m.next
          ? t('level.toNext', { growth: m.growthToNext.toLocaleString('en'), level: m.next.name }) +
            (m.upgradeSpend ? t('level.spendToNext', { money: m.upgradeSpend }) : '')
          : t('level.highest')}
      </p>
      <p className={l.expiry} data-testid="level-expiry">
        {m.levelExpirationTime
          ? t('level.validUntil', { date: formatDate(lastUsableDay(m.levelExpirationTime), lang) })
          : t('level.permanent')}
      </p>
    </section>
  )
}

import { Button, List } from 'antd-mobile'
import {
  BellOutline,
  BillOutline,
  CouponOutline,
  EnvironmentOutline,
  FlagOutline,
  GiftOutline,
  MessageOutline,
  PayCircleOutline,
  PicturesOutline,
  RightOutline,
  ScanCodeOutline,
  SetOutline,
  StarOutline,
  TeamOutline,
  TextOutline,
  UnorderedListOutline,
  UserCircleOutline,
  UserOutline,
} from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMine, type MemberInfo } from '../../api/account'
import { useMemberLevel } from '../../api/levels'
import { useUnreadMessages } from '../../api/messages'
import { isMember, useSession } from '../../api/session'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { formatDate, maskPhone } from '../../ui/format'
import { LanguageSwitch } from '../../ui/LanguageSwitch'
import { LevelBadge } from '../../ui/LevelBadge'
import { LevelProgress } from '../../ui/LevelProgress'
import s from './MinePage.module.css'
import { ActionItem } from '../../ui/ActionItem'
import { UnreadBadge } from '../../ui/UnreadBadge'

type MenuKey =
  | 'mine.voucherCenter'
  | 'mine.myCoupons'
  | 'mine.equityCards'
  | 'mine.giftCards'
  | 'mine.newMall'
  | 'mine.mall'
  | 'mine.memberCenter'
  | 'mine.taskCenter'
  | 'mine.invite'
  | 'mine.reviews'
  | 'mine.giftCardExchange'
  | 'mine.terms'
  | 'mine.settings'
  | 'mine.feedback'

/** The mine-page menu of spec 000 §2, in its order. */
const MENU: ReadonlyArray<{ label: MenuKey; path: string; icon: ReactNode }> = [
  { label: 'mine.voucherCenter', path: PAGE.voucherCenter, icon: <CouponOutline /> },
  { label: 'mine.myCoupons', path: PAGE.voucherList, icon: <BillOutline /> },
  { label: 'mine.equityCards', path: PAGE.buyEquityCard, icon: <PayCircleOutline /> },
  { label: 'mine.giftCards', path: PAGE.myGiftCards, icon: <GiftOutline /> },
  { label: 'mine.newMall', path: PAGE.newIntegralMall, icon: <StarOutline /> },
  { label: 'mine.mall', path: PAGE.integralMall, icon: <GiftOutline /> },
  { label: 'mine.memberCenter', path: PAGE.memberCenter, icon: <UserCircleOutline /> },
  { label: 'mine.taskCenter', path: PAGE.taskCenter, icon: <FlagOutline /> },
  { label: 'mine.invite', path: PAGE.inviteActivity, icon: <TeamOutline /> },
  { label: 'mine.reviews', path: PAGE.memberFeed, icon: <PicturesOutline /> },
  { label: 'mine.giftCardExchange', path: PAGE.giftCardExchange, icon: <GiftOutline /> },
  { label: 'mine.terms', path: pageUrl(PAGE.richText, { type: 'memberTreaty' }).slice(1), icon: <TextOutline /> },
  { label: 'mine.settings', path: PAGE.settings, icon: <SetOutline /> },
  { label: 'mine.feedback', path: PAGE.feedback, icon: <MessageOutline /> },
]

/** pages/member/mine/index: the member (or a log-in invitation), orders, the menu of spec 000 §2. */
export default function MinePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const session = useSession()
  const member = isMember(session)
  const mine = useMine()
  const user = mine.data?.user
  const open = (path: string) => navigate(`/${path}`)
  return (
    <div className={s.page}>
      <header className={s.header}>
        <div className={s.topRow}>
          <h1 className={s.title}>{t('mine.title')}</h1>
          <LanguageSwitch />
        </div>
        {member ? (
          <button type="button" className={`${s.profile} ${s.profileButton}`} onClick={() => open(PAGE.userInfo)} data-testid="member-header">
            <span className={s.avatar} aria-hidden="true">
              {user?.avatar ? <img src={user.avatar} alt="" /> : <UserCircleOutline />}
            </span>
            <span className={s.who}>
              <span className={s.greeting}>{user ? user.nickName || t('mine.defaultName') : '\u00a0'}</span>
              <span className={s.hint} data-testid="member-phone">
                {user?.phone ? `+${user.areaCode} ${maskPhone(user.phone)}` : '\u00a0'}
              </span>
              {user?.member_card_no && <span className={s.card}>{t('mine.cardNo', { no: user.member_card_no })}</span>}
            </span>
            <RightOutline className={s.chevron} aria-label={t('mine.profile')} />
          </button>
        ) : (
          <div className={s.profile}>
            <span className={s.avatar} aria-hidden="true">
              <UserCircleOutline />
            </span>
            <div className={s.who}>
              <p className={s.greeting}>{t('mine.guest')}</p>
              <p className={s.hint}>{t('mine.guestHint')}</p>
            </div>
            <Button size="small" shape="rounded" className={s.login} onClick={() => open(PAGE.auth)}>
              {t('mine.login')}
            </Button>
          </div>
        )}
      </header>
      <div className={s.body}>
        {/* Signing up asked only for the phone (to get back to the order); the profile waits here. */}
        {user && !user.birthday && !user.firstName && !user.lastName && (
          <button type="button" className={s.completeProfile} onClick={() => open(PAGE.userInfo)} data-testid="complete-profile">
            <strong>{t('mine.completeProfile')}</strong>
            <span>{t('mine.completeProfileHint')}</span>
          </button>
        )}
        <section className={s.stats} aria-label={t('mine.title')}>
          <Stat label={t('mine.points')} value={member ? user?.points : undefined} onOpen={member ? () => open(PAGE.pointList) : undefined} testId="mine-points" />
          <Stat
            label={t('mine.coupons')}
            value={member && typeof mine.data?.coupon_nums === 'number' ? mine.data.coupon_nums : undefined}
            onOpen={member ? () => open(PAGE.voucherList) : undefined}
            testId="mine-coupons"
          />
          <Stat
            label={t('mine.balance')}
            value={member && user?.balance !== undefined ? `$${user.balance}` : undefined}
            onOpen={member ? () => open(PAGE.walletHome) : undefined}
            testId="mine-balance"
          />
        </section>
        {member && <LevelStrip onOpen={() => open(PAGE.memberCenter)} />}
        <PrimeStrip user={member ? user : undefined} onOpen={() => open(PAGE.payingMember)} />
        <List className={s.list}>
          <ActionItem prefix={<ScanCodeOutline />} onClick={() => open(PAGE.memberCode)} description={t('mine.memberCodeHint')}>
            {t('mine.memberCode')}
          </ActionItem>
          <ActionItem prefix={<UnorderedListOutline />} onClick={() => open(PAGE.orderList)}>
            {t('mine.myOrders')}
          </ActionItem>
          {member && <MessagesEntry onOpen={() => open(PAGE.messageCenter)} />}
          <ActionItem prefix={<UserOutline />} onClick={() => open(PAGE.userInfo)}>
            {t('mine.profile')}
          </ActionItem>
          <ActionItem prefix={<EnvironmentOutline />} onClick={() => open(PAGE.addressList)}>
            {t('mine.addresses')}
          </ActionItem>
        </List>
        <List header={t('mine.services')} className={s.list}>
          {MENU.map((item) => (
            <ActionItem key={item.label} prefix={item.icon} onClick={() => open(item.path)}>
              {t(item.label)}
            </ActionItem>
          ))}
        </List>
        <p className={s.version}>{t('app.version', { version: __BUILD_ID__ })}</p>
      </div>
    </div>
  )
}

/** The message centre, with the unread count as a badge (read again on focus and every minute). */
function MessagesEntry({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation()
  const unread = useUnreadMessages()
  return (
    <ActionItem prefix={<BellOutline />} onClick={onOpen} extra={<UnreadBadge count={unread.data?.count ?? 0} testId="mine-message-badge" />}>
      {t('messages.entry')}
    </ActionItem>
  )
}

/** The member's level and growth towards the next, leading to the member centre. */
function LevelStrip({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation()
  const level = useMemberLevel()
  const m = level.data
  if (!m?.level) return null
  return (
    <button type="button" className={s.levelStrip} onClick={onOpen} data-testid="mine-level">
      <span className={s.levelTop}>
        <LevelBadge small name={m.level.name} color={m.level.color} testId="mine-level-name" />
        <span className={s.levelGrowth}>
          {t('level.growth')} <strong data-testid="mine-growth">{m.growthValue.toLocaleString('en')}</strong>
          {m.next && ` / ${m.next.threshold.toLocaleString('en')}`}
        </span>
        <RightOutline className={s.levelChevron} aria-hidden="true" />
      </span>
      <LevelProgress growth={m.growthValue} threshold={m.next?.threshold ?? null} tone="plain" />
      <span className={s.levelHint}>
        {m.next ? t('level.toNext', { growth: m.growthToNext.toLocaleString('en'), level: m.next.name }) : t('level.highest')}
      </span>
    </button>
  )
}

/** The Privilege Pass: until when the member holds it, or the offer to join; leads to the pass page. */
function PrimeStrip({ user, onOpen }: { user: MemberInfo | undefined; onOpen: () => void }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const holding = !!user?.primeId && !!user.primeExpireTime
  return (
    <button type="button" className={s.primeStrip} onClick={onOpen} data-testid="mine-prime">
      <span className={s.primeText}>
        <span className={s.primeName}>{holding ? user?.primeName : t('prime.join')}</span>
        <span className={s.primeHint}>
          {holding && user?.primeExpireTime ? t('prime.validUntil', { date: formatDate(user.primeExpireTime, lang) }) : t('prime.joinHint')}
        </span>
      </span>
      <RightOutline className={s.levelChevron} aria-hidden="true" />
    </button>
  )
}

/** One figure under the member's name; a button when it leads to its page. */
function Stat({ label, value, onOpen, testId }: { label: string; value: number | string | undefined; onOpen?: () => void; testId: string }) {
  const content = (
    <>
      <span className={s.statValue} data-testid={testId}>
        {value ?? '–'}
      </span>
      <span className={s.statLabel}>{label}</span>
    </>
  )
  if (!onOpen) return <div className={s.stat}>{content}</div>
  return (
    <button type="button" className={`${s.stat} ${s.statButton}`} onClick={onOpen}>
      {content}
    </button>
  )
}

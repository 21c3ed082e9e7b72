import { Button, Switch } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import {
  MESSAGE_CATEGORIES,
  useMarkMessagesRead,
  useMessagePreferences,
  useMessages,
  useReadAllMessages,
  useSetMessagePreference,
  useUnreadMessages,
  type Message,
  type MessageCategory,
} from '../../api/messages'
import { isMember, useSession } from '../../api/session'
import { PAGE } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { Chip } from '../../ui/Chip'
import { formatDateTime } from '../../ui/format'
import { LoadMore } from '../../ui/LoadMore'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { DevicePush } from './DevicePush'
import { categoryKey, inAppTarget, newestId } from './messageView'
import ledger from '../../ui/LedgerPage.module.css'
import s from './MessageCenterPage.module.css'

/**
 * memberPlus/pages/messageCenter/index: the member's messages, newest first, filtered by category,
 * unread ones marked; tapping one marks it read and opens its page; "mark all read"; and which
 * categories the member wants at all (a category turned off writes nothing).
 */
export default function MessageCenterPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const member = isMember(useSession())
  const [category, setCategory] = useState<MessageCategory | null>(null)
  const [settings, setSettings] = useState(false)

  return (
    <div className={ledger.page}>
      <PageHeader
        title={t('messages.title')}
        homePath={`/${PAGE.mine}`}
        right={
          member ? (
            <button type="button" className={s.headerAction} onClick={() => setSettings((open) => !open)} aria-pressed={settings} data-testid="message-settings-toggle">
              {settings ? t('messages.backToList') : t('messages.settings')}
            </button>
          ) : undefined
        }
      />
      {!member ? (
        <EmptyView
          fullPage
          title={t('messages.signInTitle')}
          description={t('messages.signInHint')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.auth}`)}>
              {t('mine.login')}
            </Button>
          }
        />
      ) : settings ? (
        <Preferences />
      ) : (
        <Inbox category={category} onCategory={setCategory} />
      )}
    </div>
  )
}

function Inbox({ category, onCategory }: { category: MessageCategory | null; onCategory: (c: MessageCategory | null) => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const pages = useMessages(category)
  const unread = useUnreadMessages()
  const markRead = useMarkMessagesRead()
  const readAll = useReadAllMessages()
  const messages = pages.data?.pages.flatMap((page) => page.list) ?? []
  const unreadCount = unread.data?.count ?? 0

  const open = (m: Message) => {
    if (!m.read) markRead.mutate([m.id])
    const target = inAppTarget(m.link)
    if (target) navigate(target)
  }

  return (
    <div className={ledger.body}>
      <div className={s.toolbar}>
        <p className={s.unreadLine} aria-live="polite" data-testid="message-unread-count">
          {unreadCount > 0 ? t('messages.unreadCount', { count: unreadCount }) : t('messages.allRead')}
        </p>
        <Button
          size="small"
          shape="rounded"
          fill="outline"
          color="primary"
          className={s.readAll}
          disabled={unreadCount === 0 || readAll.isPending}
          onClick={() => readAll.mutate(category ? newestId(messages) : undefined)}
          data-testid="message-read-all"
        >
          {t('messages.markAllRead')}
        </Button>
      </div>
      <div className={s.filters} role="radiogroup" aria-label={t('messages.filter')}>
        <Chip selected={category === null} onClick={() => onCategory(null)}>
          {t('messages.category.all')}
        </Chip>
        {MESSAGE_CATEGORIES.map((c) => (
          <Chip key={c} selected={category === c} onClick={() => onCategory(c)}>
            {t(categoryKey(c))}
          </Chip>
        ))}
      </div>
      {pages.isPending && <ListSkeleton rows={4} />}
      <QueryError query={pages} />
      {pages.isSuccess && messages.length === 0 && (
        <EmptyView title={category ? t('messages.emptyCategory', { category: t(categoryKey(category)) }) : t('messages.empty')} description={t('messages.emptyHint')} />
      )}
      {messages.length > 0 && (
        <ul className={s.list} data-testid="message-list">
          {messages.map((m) => (
            <li key={m.id}>
              <MessageRow message={m} onOpen={() => open(m)} />
            </li>
          ))}
        </ul>
      )}
      {messages.length > 0 && <LoadMore hasMore={!!pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
    </div>
  )
}

function MessageRow({ message, onOpen }: { message: Message; onOpen: () => void }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <button type="button" className={`${s.row} ${message.read ? '' : s.unread}`} onClick={onOpen} data-testid="message-row" data-read={message.read}>
      <span className={s.rowTop}>
        {!message.read && <span className={s.dot} aria-hidden="true" />}
        <span className={s.rowTitle}>
          {!message.read && <span className="visually-hidden">{t('messages.unread')} </span>}
          {message.title}
        </span>
        <span className={s.tag}>{t(categoryKey(message.category))}</span>
      </span>
      <span className={s.rowBody}>{message.body}</span>
      <span className={s.rowTime}>{formatDateTime(message.createdAt, lang)}</span>
    </button>
  )
}

function Preferences() {
  const { t } = useTranslation()
  const prefs = useMessagePreferences()
  const set = useSetMessagePreference()
  return (
    <section className={ledger.body} aria-labelledby="message-prefs-title">
      <DevicePush />
      <h2 className={ledger.sectionTitle} id="message-prefs-title">
        {t('messages.settingsTitle')}
      </h2>
      <p className={s.hint}>{t('messages.settingsHint')}</p>
      {prefs.isPending && <ListSkeleton rows={4} />}
      <QueryError query={prefs} />
      {prefs.data && (
        <ul className={s.prefs} data-testid="message-preferences">
          {prefs.data.list.map((p) => (
            <li key={p.category} className={s.pref}>
              <span id={`message-pref-${p.category}`} className={s.prefName}>
                {t(categoryKey(p.category))}
              </span>
              <Switch
                checked={p.enabled}
                loading={set.isPending && set.variables?.category === p.category}
                onChange={(enabled) => set.mutate({ category: p.category, enabled })}
                aria-labelledby={`message-pref-${p.category}`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

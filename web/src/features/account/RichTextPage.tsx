import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useAgreementDetail, useAgreements } from '../../api/account'
import { errorMessage } from '../../api/client'
import { useRightsContent } from '../../api/rights'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { PageHeader } from '../../ui/PageHeader'
import { dateLocale } from '../../ui/format'
import { EmptyView, ErrorView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { sanitizeRichText } from './richText'
import { RichTextView } from './RichTextView'
import s from './RichTextPage.module.css'

function positiveId(value: string | null): number | null {
  const id = Number(value)
  return value && Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The type of the brand's pages about member benefits (`/v1/customRights/content/{id}`). */
const CUSTOM_RIGHTS = 'customRights'

/**
 * memberPlus/pages/richText/index?type=&id= (spec 000 §2): an agreement's text. With only `type`,
 * the newest agreement of that type is found in the agreement list. `type=customRights&id=` is a
 * page about a member benefit, with the equity card it tells of a tap away.
 */
export default function RichTextPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const type = params.get('type')
  const givenId = positiveId(params.get('id'))
  const rightsPage = type === CUSTOM_RIGHTS
  const list = useAgreements()
  const id = rightsPage ? null : (givenId ?? list.data?.find((entry) => entry.type === type)?.id ?? null)
  const agreement = useAgreementDetail(id)
  const rights = useRightsContent(rightsPage ? givenId : null)
  const detail = rightsPage ? rights : agreement
  const nodes = useMemo(() => sanitizeRichText(detail.data?.content ?? ''), [detail.data?.content])
  const notFound = (givenId === null && list.isSuccess && id === null) || (givenId === null && !type) || (rightsPage && givenId === null)
  const cardId = rightsPage ? rights.data?.cardId : null

  const updated = detail.data?.updateTime ? new Intl.DateTimeFormat(dateLocale(lang), { dateStyle: 'medium', timeZone: 'Asia/Hong_Kong' }).format(detail.data.updateTime) : null
  return (
    <div className={s.page}>
      <PageHeader title={detail.data?.title ?? t('richText.title')} />
      {notFound && <EmptyView fullPage title={t('richText.notFound')} />}
      {!notFound && (detail.isPending || (givenId === null && list.isPending)) && <ListSkeleton rows={3} />}
      <QueryError query={detail} />
      {list.isError && givenId === null && !rightsPage && <ErrorView message={errorMessage(list.error)} onRetry={() => void list.refetch()} />}
      {detail.data && (
        <main className={s.body}>
          <article className={s.article}>
            <h2 className={s.title}>{detail.data.title}</h2>
            {updated && <p className={s.updated}>{t('richText.updated', { date: updated })}</p>}
            <div className={s.content}>
              <RichTextView nodes={nodes} />
            </div>
          </article>
          {cardId && (
            <button type="button" className={s.action} onClick={() => navigate(pageUrl(PAGE.equityCardDetail, { id: cardId }))} data-testid="rights-content-card">
              {t('equity.seeCard')}
            </button>
          )}
        </main>
      )}
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { useDeployedVersion } from '../../api/version'
import { PageHeader } from '../../ui/PageHeader'
import { QueryError } from '../../ui/QueryError'
import { RELEASE_NOTES } from './releaseNotes'
import s from './info.module.css'

/**
 * memberPlus/pages/versionList/index: the build this server runs (/version.json, the same file the
 * app watches for updates) and what each release brought, newest first.
 */
export default function VersionListPage() {
  const { t } = useTranslation()
  const version = useDeployedVersion()
  const current = version.isPending ? t('common.loading') : (version.data ?? t('versions.unknown'))
  return (
    <div className={s.page}>
      <PageHeader title={t('versions.title')} />
      <main className={s.body}>
        <section className={s.card} aria-live="polite">
          <h2 className={s.subtitle}>{t('versions.current')}</h2>
          <p className={s.text} data-testid="current-version">
            {current}
          </p>
          <QueryError query={version} />
        </section>
        <h2 className={s.subtitle}>{t('versions.whatsNew')}</h2>
        <ol className={s.steps}>
          {RELEASE_NOTES.map((note, index) => (
            <li key={note} className={s.card}>
              <h3 className={s.subtitle}>
                {index === 0 ? `${t(`versions.notes.${note}.title`)} · ${t('versions.latest')}` : t(`versions.notes.${note}.title`)}
              </h3>
              <p className={s.text}>{t(`versions.notes.${note}.body`)}</p>
            </li>
          ))}
        </ol>
      </main>
    </div>
  )
}

import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ORDER_TYPE } from '../../api/types'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import s from './info.module.css'

const WAYS = [
  { key: 'delivery', steps: 3, to: pageUrl(PAGE.chooseStore, { orderType: ORDER_TYPE.delivery }) },
  { key: 'pickup', steps: 3, to: pageUrl(PAGE.chooseStore, { orderType: ORDER_TYPE.pickup }) },
  // A table is found by its QR code (the camera opens the app at the table); without one, pick a store.
  { key: 'dineIn', steps: 3, to: pageUrl(PAGE.chooseStore, { orderType: ORDER_TYPE.dineIn }) },
] as const

/** orderPlus/pages/guide/index: how ordering works, for each way to get the food, with the way in. */
export default function GuidePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className={s.page}>
      <PageHeader title={t('guide.title')} />
      <main className={s.body}>
        <p className={s.text}>{t('guide.intro')}</p>
        {WAYS.map((way) => (
          <section key={way.key} className={s.card} aria-labelledby={`guide-${way.key}`}>
            <h2 id={`guide-${way.key}`} className={s.subtitle}>
              {t(`guide.${way.key}.title`)}
            </h2>
            <ol className={s.steps}>
              {Array.from({ length: way.steps }, (_, index) => (
                <li key={index} className={s.step}>
                  <span className={s.stepNo} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={s.text}>{t(`guide.${way.key}.step${index + 1}` as 'guide.delivery.step1')}</span>
                </li>
              ))}
            </ol>
            <div className={s.actions}>
              <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(way.to)}>
                {t(`guide.${way.key}.action`)}
              </Button>
            </div>
          </section>
        ))}
        <section className={s.card}>
          <h2 className={s.subtitle}>{t('guide.help.title')}</h2>
          <p className={s.text}>{t('guide.help.body')}</p>
          <div className={s.actions}>
            <Button shape="rounded" onClick={() => navigate(`/${PAGE.customerWebview}`)}>
              {t('guide.help.action')}
            </Button>
          </div>
        </section>
      </main>
    </div>
  )
}

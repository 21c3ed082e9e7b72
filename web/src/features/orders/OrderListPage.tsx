import { Button, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PAGE } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView } from '../../ui/PageStates'
import s from './OrderListPage.module.css'

const TABS = ['orders.today', 'orders.history', 'orders.refund'] as const

/** pages/order/index/index: order tabs; orders arrive with the accounts and orders issues. */
export default function OrderListPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [tab, setTab] = useState<string>(TABS[0])
  return (
    <div className={s.page}>
      <div className={s.top}>
        <PageHeader title={t('orders.title')} />
        <Tabs activeKey={tab} onChange={setTab} className={s.tabs}>
          {TABS.map((key) => (
            <Tabs.Tab key={key} title={t(key)} />
          ))}
        </Tabs>
      </div>
      <EmptyView
        fullPage
        title={t('orders.empty')}
        description={t('orders.emptyHint')}
        action={
          <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.storeGoods}`, { replace: true })}>
            {t('orders.goOrder')}
          </Button>
        }
      />
    </div>
  )
}

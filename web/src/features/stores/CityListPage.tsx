import { List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useCityList } from '../../api/stores'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { ActionItem } from '../../ui/ActionItem'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import s from './ChooseStorePage.module.css'

/**
 * mainFlow/pages/cityList/index: the brand's cities (regions) with how many stores each has;
 * choosing one lists its stores on the choose-store page (the order type of the address kept).
 */
export default function CityListPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const cities = useCityList()
  const list = cities.data?.list ?? []
  return (
    <div className={s.page}>
      <PageHeader title={t('cityList.title')} />
      {cities.isPending && <ListSkeleton rows={4} />}
      <QueryError query={cities} fullPage />
      {cities.isSuccess && list.length === 0 && <EmptyView fullPage title={t('cityList.empty')} />}
      {list.length > 0 && (
        <List header={t('cityList.hint')}>
          {list.map((city) => (
            <ActionItem
              key={city.code}
              onClick={() => navigate(pageUrl(PAGE.chooseStore, { cityCode: city.code, orderType: params.get('orderType') }))}
              extra={t('cityList.stores', { count: city.storeCount })}
            >
              {city.name}
            </ActionItem>
          ))}
        </List>
      )}
    </div>
  )
}

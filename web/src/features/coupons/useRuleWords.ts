import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { CouponRules } from '../../api/coupons'
import { useStoreMenu } from '../../api/menu'
import { storeQueries } from '../../api/stores'
import { useStoreState } from '../../app/storeState'
import { useLanguage } from '../../i18n'
import type { RuleWords } from './ruleLines'

/**
 * The names the rule lines need: the stores a coupon names (each store's info, cached like the
 * rest of the app's) and goods from the current store's menu (none chosen: "指定商品").
 */
export function useRuleWords(rules: Partial<CouponRules> | undefined): RuleWords {
  const { t } = useTranslation()
  const lang = useLanguage()
  const { sid, orderType } = useStoreState()
  const menu = useStoreMenu(sid, orderType)
  const stores = useQueries({ queries: (rules?.stores ?? []).map((storeId) => ({ ...storeQueries.info(storeId, lang), retry: false })) })
  const storeNames = new Map(stores.flatMap((query) => (query.data ? [[query.data.sid, query.data.name] as const] : [])))
  const goodsNames = useMemo(() => new Map((menu.data?.categories ?? []).flatMap((category) => category.goods.map((goods) => [goods.goods_id, goods.name] as const))), [menu.data])
  return { t, lang, storeName: (storeId) => storeNames.get(storeId), goodsName: (goodsId) => goodsNames.get(goodsId) }
}

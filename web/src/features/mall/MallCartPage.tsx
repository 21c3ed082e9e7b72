import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMallCart, useSetMallCartLine } from '../../api/mallCart'
import { PAGE, pageUrl } from '../../app/pagePaths'
import { useLanguage } from '../../i18n'
import { PointsCash } from '../../mall/PointsCash'
import { formatPoints } from '../../ui/format'
import { PageHeader } from '../../ui/PageHeader'
import { EmptyView, ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { CheckboxField } from '../../ui/CheckboxField'
import { cartBlock, cartBlockMessage, tickedOf } from './cartRules'
import { lineIdsParam } from './cartTicks'
import { linesTotal } from './mallTotals'
import { useCartTicks } from './useCartTicks'
import { MallCartLine } from './MallCartLine'
import c from './MallCart.module.css'
import s from './mall.module.css'

/**
 * integralMall/pages/shoppingCart/index (a member): the mall cart's lines, each ticked for
 * checkout or not (all at once with "Select all"), with − n + and remove; the points and cash the
 * ticked lines come to against the member's points, and "Check out" with the ticked lines to the
 * confirm page, disabled with the reason (none ticked, a ticked line that cannot be had, lines
 * that cannot go together, points short).
 */
export default function MallCartPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const cart = useMallCart()
  const setLine = useSetMallCartLine()
  const data = cart.data
  const ticks = useCartTicks(data?.lines ?? [])
  const block = data ? cartBlock(data, ticks.ticked) : null
  const reason = block && block.kind !== 'empty' ? cartBlockMessage(block, lang) : null
  const total = linesTotal(tickedOf(data?.lines ?? [], ticks.ticked))
  return (
    <div className={s.page}>
      <PageHeader title={t('mall.cartTitle')} homePath={`/${PAGE.integralMall}`} />
      <div className={s.body}>
        {cart.isPending && <ListSkeleton rows={3} />}
        {!data && <QueryError query={cart} />}
        {data && data.lines.length === 0 && (
          <EmptyView
            title={t('mall.cartEmpty')}
            description={t('mall.cartEmptyHint')}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate(`/${PAGE.integralMall}`)}>
                {t('mall.backToMall')}
              </Button>
            }
          />
        )}
        {data && data.lines.length > 0 && (
          <>
            <ul className={c.lines} aria-label={t('mall.cartLines')}>
              {data.lines.map((line) => (
                <MallCartLine
                  key={line.itemId}
                  line={line}
                  ticked={ticks.ticked.includes(line.itemId)}
                  onTick={(on) => ticks.tick(line.itemId, on)}
                  busy={setLine.isPending}
                  onQuantity={(quantity) => setLine.mutate({ itemId: line.itemId, quantity })}
                  onRemove={() => setLine.mutate({ itemId: line.itemId, quantity: 0 })}
                  onOpen={() => navigate(pageUrl(PAGE.mallItem, { id: line.itemId }))}
                />
              ))}
            </ul>
            <section className={s.card} aria-label={t('mall.pointsSummary')}>
              <div className={s.row}>
                <span className={s.label}>{t('mall.tickedTotal', { count: total.units })}</span>
                <PointsCash className={s.totalPoints} points={total.points} cash={total.cash} testId="mall-cart-total" />
              </div>
              <div className={s.row}>
                <span className={s.label}>{t('mall.balance')}</span>
                <span data-testid="mall-cart-balance">{formatPoints(data.balance)}</span>
              </div>
            </section>
          </>
        )}
      </div>
      {data && data.lines.length > 0 && (
        <div className={s.bottomBar}>
          {reason && (
            <p className={s.blockReason} id="mall-cart-block" data-testid="mall-block-reason" data-block={block?.kind} role="status">
              {t(reason.key, reason.values)}
            </p>
          )}
          <div className={s.barRow}>
            <CheckboxField className={c.selectAll} checked={ticks.all} onChange={ticks.tickAll} testId="mall-cart-select-all">
              {t('mall.selectAll')}
            </CheckboxField>
            <Button
              color="primary"
              shape="rounded"
              className={s.barButton}
              disabled={!!block || setLine.isPending}
              aria-describedby={reason ? 'mall-cart-block' : undefined}
              onClick={() => navigate(pageUrl(PAGE.mallConfirm, { cart: 1, lines: lineIdsParam(ticks.ticked) }))}
              data-testid="mall-cart-checkout"
            >
              {t('mall.checkout')}
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}

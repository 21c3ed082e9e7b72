/**
 * The menu category a link asks the menu to open at: ours is `cid` (the seed's goods-group page
 * passes its group under that name); a scanned or launch address on the store goods page names it
 * `goods_group` (spec 000 §4: "goods_group on store goods queues a goods-group selection").
 */
export function focusCategoryOf(params: URLSearchParams): number | null {
  for (const name of ['cid', 'goods_group']) {
    const cid = Number(params.get(name))
    if (Number.isSafeInteger(cid) && cid > 0) return cid
  }
  return null
}

import type { TableDetail } from '../../api/dinein'

/** An open table with nothing on it, for tests; `extra` overrides any field. */
export const emptyTable = (extra: Partial<TableDetail> = {}): TableDetail => ({
  sid: 1007,
  tableNo: 'A1',
  status: 'open',
  rounds: [],
  price: '0',
  num: 0,
  unconfirmed: [],
  unconfirmedPrice: '0',
  ...extra,
})

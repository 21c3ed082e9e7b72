import type { GoodsDetail, MenuGoods } from '../api/menu'

/** Goods shaped like docs/API.md answers, modelled on the demo menu. */
export const milkTea: GoodsDetail = {
  goods_id: 20001,
  cid: 20,
  name: '港式奶茶',
  desc: '絲襪拉茶，茶香濃郁',
  image: '/media/demo/images/goods/milk-tea.svg',
  price: '18',
  old_price: '22',
  box_price: '1',
  goods_type: 1,
  status: 1,
  statusText: '',
  unitnum: 1,
  limitNum: 0,
  hasSpecs: true,
  hasAttrs: true,
  isPackage: false,
  saleTimes: [],
  specs: [
    { option_id: 2000101, name: '熱', price: '18', old_price: '22', box_price: '0', status: 1 },
    { option_id: 2000102, name: '凍', price: '20', old_price: '', box_price: '1', status: 1 },
    { option_id: 2000103, name: '大杯凍', price: '24', old_price: '', box_price: '1', status: 2 },
  ],
  attrs: [
    {
      attr_id: 1,
      name: '甜度',
      required: true,
      multiple: false,
      values: [
        { value_id: 101, name: '正常', attrPrice: '0', default: true },
        { value_id: 102, name: '少甜', attrPrice: '0', default: false },
      ],
    },
    {
      attr_id: 2,
      name: '加料',
      required: false,
      multiple: true,
      values: [
        { value_id: 201, name: '珍珠', attrPrice: '5', default: false },
        { value_id: 202, name: '椰果', attrPrice: '4.5', default: false },
      ],
    },
  ],
  packageGroups: [],
}

export const breakfastSet: GoodsDetail = {
  ...milkTea,
  goods_id: 60001,
  cid: 60,
  name: '早餐套餐',
  price: '38',
  old_price: '',
  hasSpecs: false,
  hasAttrs: false,
  isPackage: true,
  goods_type: 3,
  specs: [],
  attrs: [],
  packageGroups: [
    {
      group_id: 1,
      name: '主食',
      pick: 1,
      items: [
        { goods_id: 30001, option_id: 0, name: '火腿通粉', image: '', addPrice: '0', default: true, status: 1 },
        { goods_id: 30002, option_id: 0, name: '沙嗲牛肉麵', image: '', addPrice: '5', default: false, status: 1 },
      ],
    },
    {
      group_id: 2,
      name: '小食',
      pick: 2,
      items: [
        { goods_id: 40001, option_id: 0, name: '炒蛋', image: '', addPrice: '0', default: true, status: 1 },
        { goods_id: 40002, option_id: 0, name: '多士', image: '', addPrice: '0', default: false, status: 1 },
        { goods_id: 40003, option_id: 0, name: '腸仔', image: '', addPrice: '3', default: false, status: 1 },
      ],
    },
  ],
}

export const eggTart: MenuGoods = {
  goods_id: 50001,
  cid: 50,
  name: '蛋撻',
  desc: '酥皮蛋撻',
  image: '/media/demo/images/goods/egg-tart.svg',
  price: '9.5',
  old_price: '',
  box_price: '0',
  goods_type: 1,
  status: 1,
  statusText: '',
  unitnum: 2,
  limitNum: 6,
  hasSpecs: false,
  hasAttrs: false,
  isPackage: false,
  saleTimes: [],
}

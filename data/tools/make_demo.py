#!/usr/bin/env python3
"""Generate the Harbour Kitchen (港灣廚房) demo brand in data/demo/.

Writes brand.json, cities.json, stores.json, menu.json and every image under
data/demo/images/ (small flat SVG illustrations, see svgart.py), following
docs/data-format.md. Standard library only; the output is deterministic.

    python3 data/tools/make_demo.py            # regenerate everything
    python3 data/tools/validate_demo.py        # check the result

The JSON files are generated from the tables below: edit here, then rerun.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import svgart  # noqa: E402
from svgart import BRAND, FONT, C, R, S, P, E, dk, lt  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "demo"))
ALL_DAYS = [1, 2, 3, 4, 5, 6, 7]
WEEKDAYS = [2, 3, 4, 5, 6]      # Monday-Friday (1 = Sunday)
WEEKEND = [1, 7]


def T(hk, cn, en):
    return {"zh-HK": hk, "zh-CN": cn, "en": en}


# =============================================================== brand ====

BRAND_JSON = {
    "code": "harbour-kitchen",
    "name": T("港灣廚房", "港湾厨房", "Harbour Kitchen"),
    "logo": "images/brand/logo.svg",
    "banners": [
        {"image": "images/brand/banner-1.svg",
         "title": T("晨早一份常餐，精神一整天", "早上一份常餐，精神一整天", "Start your day with a classic breakfast set"),
         "link": "/pages/store/goods"},
        {"image": "images/brand/banner-2.svg",
         "title": T("招牌絲襪奶茶，凍飲只加$3", "招牌丝袜奶茶，冰饮只加$3", "Signature silk-stocking milk tea, iced for just $3 more"),
         "link": "/pages/store/goods?cid=20"},
        {"image": "images/brand/banner-3.svg",
         "title": T("下午茶 14:00-17:30 輕鬆嘆", "下午茶 14:00-17:30 轻松享", "Afternoon tea, 2:00-5:30 pm every day"),
         "link": "/pages/store/goods?cid=80"},
    ],
    "globalConfig": {
        "takeout": 1, "dinner": 1, "delivery_type": 3, "latencyTime": 0, "minBuyFee": "0",
        "show_order_note": 1, "spellStatus": 1, "is_on_pre_order_status": 1,
        "tradeConfig": {"combinationPay": 1},
        "share": {"title": T("港灣廚房｜地道港式滋味，一按即叫", "港湾厨房｜地道港式滋味，一键下单",
                             "Harbour Kitchen | Authentic Hong Kong flavours, one tap away"),
                  "imgUrl": "images/brand/share.svg"},
    },
    "platformConfig": {
        "growth-value-name": T("成長值", "成长值", "Growth points"),
        "shop-version": "v1",
        "go-to-order": {"enable": 1},
        "go-to-recharge": {"enable": 1},
        "accountPayRuleConfig": {"maxRetryCount": 3, "passwordEnable": 0},
        "invoice-config": {"enable": 1},
    },
}

# ============================================================== cities ====

HKI, KLN, NT = "7101001e5", "7101002e5", "7101003e5"

CITIES = [
    {"code": HKI, "name": T("香港島", "香港岛", "Hong Kong Island"), "lat": 22.2783, "lng": 114.1747, "sort": 1},
    {"code": KLN, "name": T("九龍", "九龙", "Kowloon"), "lat": 22.3167, "lng": 114.1833, "sort": 2},
    {"code": NT, "name": T("新界", "新界", "New Territories"), "lat": 22.3800, "lng": 114.1300, "sort": 3},
]

DISTRICTS = [
    ("HK-CW", HKI, "中西區", "中西区", "Central and Western"),
    ("HK-WC", HKI, "灣仔區", "湾仔区", "Wan Chai"),
    ("HK-EA", HKI, "東區", "东区", "Eastern"),
    ("HK-SO", HKI, "南區", "南区", "Southern"),
    ("KL-YTM", KLN, "油尖旺區", "油尖旺区", "Yau Tsim Mong"),
    ("KL-SSP", KLN, "深水埗區", "深水埗区", "Sham Shui Po"),
    ("KL-KC", KLN, "九龍城區", "九龙城区", "Kowloon City"),
    ("KL-WTS", KLN, "黃大仙區", "黄大仙区", "Wong Tai Sin"),
    ("KL-KT", KLN, "觀塘區", "观塘区", "Kwun Tong"),
    ("NT-KWT", NT, "葵青區", "葵青区", "Kwai Tsing"),
    ("NT-TW", NT, "荃灣區", "荃湾区", "Tsuen Wan"),
    ("NT-TM", NT, "屯門區", "屯门区", "Tuen Mun"),
    ("NT-YL", NT, "元朗區", "元朗区", "Yuen Long"),
    ("NT-N", NT, "北區", "北区", "North"),
    ("NT-TP", NT, "大埔區", "大埔区", "Tai Po"),
    ("NT-ST", NT, "沙田區", "沙田区", "Sha Tin"),
    ("NT-SK", NT, "西貢區", "西贡区", "Sai Kung"),
    ("NT-IS", NT, "離島區", "离岛区", "Islands"),
]

CITIES_JSON = {
    "cities": CITIES,
    "districts": [{"code": c, "cityCode": city, "name": T(hk, cn, en), "sort": i + 1}
                  for i, (c, city, hk, cn, en) in enumerate(DISTRICTS)],
}

# ============================================================== stores ====

GENERAL = T("普通食肆牌照", "普通食肆牌照", "General Restaurant Licence")
LIGHT = T("小食食肆牌照", "小食食肆牌照", "Light Refreshment Restaurant Licence")


def lic(kind, number, until):
    return {"type": kind, "number": number, "holder": "Harbour Kitchen Ltd", "validUntil": until}


def hours(days, open_, close, breaks=None):
    h = {"weekdays": days, "open": open_, "close": close}
    if breaks:
        h["breaks"] = [{"start": s, "end": e} for s, e in breaks]
    return h


def delivery(radius, base, free, minimum):
    return {"radiusM": radius, "baseFee": base, "freeThreshold": free, "minOrder": minimum}


BREAK = [("15:00", "15:30")]

# Store art parameters: (scene, facade colour, awning colour)
STORES = [
    dict(sid=1001, code="HK-CEN-01", art=("island", "#f3e3cf", BRAND),
         name=T("中環皇后大道中店", "中环皇后大道中店", "Central Queen's Road Central"),
         address=T("香港中環皇后大道中68號地下A舖", "香港中环皇后大道中68号地下A铺",
                   "Shop A, G/F, 68 Queen's Road Central, Central, Hong Kong"),
         cityCode=HKI, districtCode="HK-CW", lat=22.2819, lng=114.1566, phone="+852 2812 6801",
         orderTypes=[1, 2, 3], status="open",
         hours=[hours(WEEKDAYS, "07:00", "22:00", BREAK), hours(WEEKEND, "08:00", "21:00")],
         delivery=delivery(2000, "12", "150", "60"), packing={"bagFee": "1", "boxFeeMode": "per_item"},
         licences=[lic(GENERAL, "2112806801", "2027-06-30")],
         goodsOverrides=[{"goodsId": 30001, "price": "66"},
                         {"goodsId": 20001, "optionId": 2000102, "price": "22"}]),
    dict(sid=1002, code="HK-WCH-01", art=("island", "#e9d7c3", "#2f8f6b"),
         name=T("灣仔軒尼詩道店", "湾仔轩尼诗道店", "Wan Chai Hennessy Road"),
         address=T("香港灣仔軒尼詩道188號地下B舖", "香港湾仔轩尼诗道188号地下B铺",
                   "Shop B, G/F, 188 Hennessy Road, Wan Chai, Hong Kong"),
         cityCode=HKI, districtCode="HK-WC", lat=22.2776, lng=114.1729, phone="+852 2833 1802",
         orderTypes=[1, 2, 3], status="open",
         hours=[hours(WEEKDAYS, "07:00", "22:00", BREAK), hours(WEEKEND, "07:30", "22:00")],
         delivery=delivery(3000, "12", "150", "60"), packing={"bagFee": "1", "boxFeeMode": "per_item"},
         licences=[lic(GENERAL, "2122811802", "2027-03-31")],
         goodsOverrides=[]),
    dict(sid=1003, code="HK-CWB-01", art=("island", "#f6d9c9", "#d2463b"),
         name=T("銅鑼灣怡和街店", "铜锣湾怡和街店", "Causeway Bay Yee Wo Street"),
         address=T("香港銅鑼灣怡和街46號地下", "香港铜锣湾怡和街46号地下",
                   "G/F, 46 Yee Wo Street, Causeway Bay, Hong Kong"),
         cityCode=HKI, districtCode="HK-WC", lat=22.2800, lng=114.1858, phone="+852 2890 1803",
         orderTypes=[1, 2, 3], status="busy",
         hours=[hours(ALL_DAYS, "07:00", "23:00")],
         delivery=delivery(2500, "14", "180", "70"), packing={"bagFee": "1", "boxFeeMode": "per_item"},
         licences=[lic(GENERAL, "2122816803", "2027-09-30"), lic(LIGHT, "2122817803", "2027-09-30")],
         goodsOverrides=[{"goodsId": 70005, "status": "sold_out"}]),
    dict(sid=1004, code="HK-NPT-01", art=("island", "#dfe7ee", "#3b6fb0"),
         name=T("北角英皇道店", "北角英皇道店", "North Point King's Road"),
         address=T("香港北角英皇道368號地下2號舖", "香港北角英皇道368号地下2号铺",
                   "Shop 2, G/F, 368 King's Road, North Point, Hong Kong"),
         cityCode=HKI, districtCode="HK-EA", lat=22.2912, lng=114.2003, phone="+852 2562 1804",
         orderTypes=[1, 2, 3], status="break",
         hours=[hours(WEEKDAYS, "07:00", "21:30", [("14:30", "15:00")]), hours(WEEKEND, "07:30", "21:30")],
         delivery=delivery(3000, "10", "120", "50"), packing={"bagFee": "1", "boxFeeMode": "per_item"},
         licences=[lic(GENERAL, "2132820804", "2027-01-31")],
         goodsOverrides=[]),
    dict(sid=1005, code="HK-ABD-01", art=("harbour", "#f1e6d2", "#2a9d8f"),
         name=T("香港仔大道店", "香港仔大道店", "Aberdeen Main Road"),
         address=T("香港香港仔香港仔大道128號地下", "香港香港仔香港仔大道128号地下",
                   "G/F, 128 Aberdeen Main Road, Aberdeen, Hong Kong"),
         cityCode=HKI, districtCode="HK-SO", lat=22.2482, lng=114.1548, phone="+852 2552 1805",
         orderTypes=[1, 2, 3], status="open",
         hours=[hours(WEEKDAYS, "06:30", "21:00", BREAK), hours(WEEKEND, "07:00", "21:00")],
         delivery=delivery(4000, "15", "180", "70"), packing={"bagFee": "0.5", "boxFeeMode": "per_item"},
         licences=[lic(GENERAL, "2142825805", "2027-11-30")],
         goodsOverrides=[]),
    dict(sid=1006, code="KL-TST-01", art=("neon", "#3b3050", "#e4473a"),
         name=T("尖沙咀金巴利道店", "尖沙咀金巴利道店", "Tsim Sha Tsui Kimberley Road"),
         address=T("九龍尖沙咀金巴利道36號地下A舖", "九龙尖沙咀金巴利道36号地下A铺",
                   "Shop A, G/F, 36 Kimberley Road, Tsim Sha Tsui, Kowloon"),
         cityCode=KLN, districtCode="KL-YTM", lat=22.3008, lng=114.1738, phone="+852 2366 1806",
         orderTypes=[1, 2, 3], status="open",
         hours=[hours(ALL_DAYS, "11:00", "02:00")],
         delivery=delivery(3000, "12", "150", "60"), packing={"bagFee": "1", "boxFeeMode": "per_item"},
         licences=[lic(GENERAL, "2212830806", "2027-05-31")],
         goodsOverrides=[]),
    dict(sid=1007, code="KL-MKK-01", art=("neon", "#2e3a4f", BRAND),
         name=T("旺角西洋菜南街店（24小時）", "旺角西洋菜南街店（24小时）", "Mong Kok Sai Yeung Choi Street South (24 hours)"),
         address=T("九龍旺角西洋菜南街72號地下", "九龙旺角西洋菜南街72号地下",
                   "G/F, 72 Sai Yeung Choi Street South, Mong Kok, Kowloon"),
         cityCode=KLN, districtCode="KL-YTM", lat=22.3172, lng=114.1703, phone="+852 2388 1807",
         orderTypes=[1, 2, 3], status="open",
         hours=[hours(ALL_DAYS, "00:00", "24:00")],
         delivery=delivery(3000, "12", "150", "60"), packing={"bagFee": "1", "boxFeeMode": "per_line"},
         licences=[lic(GENERAL, "2212835807", "2027-08-31"), lic(LIGHT, "2212836807", "2027-08-31")],
         goodsOverrides=[{"goodsId": 50002, "status": "sold_out"}]),
    dict(sid=1008, code="KL-SSP-01", art=("street", "#ead9b8", "#c0392b"),
         name=T("深水埗鴨寮街店", "深水埗鸭寮街店", "Sham Shui Po Apliu Street"),
         address=T("九龍深水埗鴨寮街152號地下", "九龙深水埗鸭寮街152号地下",
                   "G/F, 152 Apliu Street, Sham Shui Po, Kowloon"),
         cityCode=KLN, districtCode="KL-SSP", lat=22.3302, lng=114.1620, phone="+852 2728 1808",
         orderTypes=[2, 3], status="open",
         hours=[hours(WEEKDAYS, "06:30", "21:00", BREAK), hours(WEEKEND, "06:30", "20:00")],
         delivery=delivery(2000, "10", "120", "50"), packing={"bagFee": "0.5", "boxFeeMode": "per_item"},
         licences=[lic(GENERAL, "2222840808", "2027-02-28")],
         goodsOverrides=[{"goodsId": 20004, "optionId": 2000402, "status": "removed"},
                         {"goodsId": 30007, "price": "64"}]),
    dict(sid=1009, code="KL-KBY-01", art=("office", "#d8e2e8", "#2a7ab0"),
         name=T("九龍灣宏照道店", "九龙湾宏照道店", "Kowloon Bay Wang Chiu Road"),
         address=T("九龍九龍灣宏照道33號地下G12號舖", "九龙九龙湾宏照道33号地下G12号铺",
                   "Shop G12, G/F, 33 Wang Chiu Road, Kowloon Bay, Kowloon"),
         cityCode=KLN, districtCode="KL-KT", lat=22.3217, lng=114.2105, phone="+852 2756 1809",
         orderTypes=[1, 2], status="open",
         hours=[hours(WEEKDAYS, "07:00", "20:00"), hours([7], "08:00", "17:00")],
         delivery=delivery(5000, "18", "200", "80"), packing={"bagFee": "1", "boxFeeMode": "per_line"},
         licences=[lic(LIGHT, "2232845809", "2027-04-30")],
         goodsOverrides=[{"goodsId": 10010, "status": "sold_out"}]),
    dict(sid=1010, code="KL-KLC-01", art=("street", "#f0dfc8", "#8e44ad"),
         name=T("九龍城衙前圍道店", "九龙城衙前围道店", "Kowloon City Nga Tsin Wai Road"),
         address=T("九龍九龍城衙前圍道58號地下", "九龙九龙城衙前围道58号地下",
                   "G/F, 58 Nga Tsin Wai Road, Kowloon City, Kowloon"),
         cityCode=KLN, districtCode="KL-KC", lat=22.3298, lng=114.1907, phone="+852 2382 1810",
         orderTypes=[2, 3], status="open",
         hours=[hours(WEEKDAYS, "07:00", "22:00", BREAK), hours(WEEKEND, "07:00", "22:00")],
         delivery=delivery(2500, "12", "150", "60"), packing={"bagFee": "1", "boxFeeMode": "per_item"},
         licences=[lic(GENERAL, "2242850810", "2027-10-31")],
         goodsOverrides=[]),
    dict(sid=1011, code="KL-SPK-01", art=("street", "#e6e0d2", "#d35400"),
         name=T("新蒲崗大有街店", "新蒲岗大有街店", "San Po Kong Tai Yau Street"),
         address=T("九龍新蒲崗大有街26號地下", "九龙新蒲岗大有街26号地下",
                   "G/F, 26 Tai Yau Street, San Po Kong, Kowloon"),
         cityCode=KLN, districtCode="KL-WTS", lat=22.3365, lng=114.1972, phone="+852 2322 1811",
         orderTypes=[1, 2, 3], status="open",
         hours=[hours(WEEKDAYS, "07:00", "21:00"), hours(WEEKEND, "08:00", "21:00")],
         delivery=delivery(3000, "12", "150", "60"), packing={"bagFee": "1", "boxFeeMode": "per_item"},
         licences=[lic(GENERAL, "2252855811", "2027-07-31")],
         goodsOverrides=[]),
    dict(sid=1012, code="NT-STN-01", art=("hills", "#f4e4cc", "#27ae60"),
         name=T("沙田正街店", "沙田正街店", "Sha Tin Centre Street"),
         address=T("新界沙田沙田正街18號地下", "新界沙田沙田正街18号地下",
                   "G/F, 18 Sha Tin Centre Street, Sha Tin, New Territories"),
         cityCode=NT, districtCode="NT-ST", lat=22.3818, lng=114.1888, phone="+852 2691 1812",
         orderTypes=[1, 2, 3], status="open",
         hours=[hours(ALL_DAYS, "07:00", "22:00")],
         delivery=delivery(4000, "15", "200", "80"), packing={"bagFee": "1", "boxFeeMode": "per_item"},
         licences=[lic(GENERAL, "2312860812", "2027-12-31")],
         goodsOverrides=[{"goodsId": 40002, "status": "not_for_sale"}]),
    dict(sid=1013, code="NT-TWN-01", art=("hills", "#e8dccb", "#7f8c8d"),
         name=T("荃灣沙咀道店", "荃湾沙咀道店", "Tsuen Wan Sha Tsui Road"),
         address=T("新界荃灣沙咀道238號地下", "新界荃湾沙咀道238号地下",
                   "G/F, 238 Sha Tsui Road, Tsuen Wan, New Territories"),
         cityCode=NT, districtCode="NT-TW", lat=22.3705, lng=114.1163, phone="+852 2414 1813",
         orderTypes=[1, 2, 3], status="closed",
         hours=[hours(WEEKDAYS, "07:00", "22:00", BREAK), hours(WEEKEND, "07:00", "22:00")],
         delivery=delivery(3000, "12", "150", "60"), packing={"bagFee": "1", "boxFeeMode": "per_item"},
         licences=[lic(GENERAL, "2322865813", "2027-03-31")],
         goodsOverrides=[]),
    dict(sid=1014, code="NT-YLG-01", art=("hills", "#f5e1c0", "#e67e22"),
         name=T("元朗青山公路店", "元朗青山公路店", "Yuen Long Castle Peak Road"),
         address=T("新界元朗青山公路元朗段118號地下", "新界元朗青山公路元朗段118号地下",
                   "G/F, 118 Castle Peak Road - Yuen Long, Yuen Long, New Territories"),
         cityCode=NT, districtCode="NT-YL", lat=22.4446, lng=114.0300, phone="+852 2474 1814",
         orderTypes=[1, 2, 3], status="open",
         hours=[hours(ALL_DAYS, "06:30", "21:30")],
         delivery=delivery(5000, "15", "180", "70"), packing={"bagFee": "0.5", "boxFeeMode": "per_item"},
         licences=[lic(GENERAL, "2332870814", "2027-06-30")],
         goodsOverrides=[]),
    dict(sid=1015, code="NT-TMN-01", art=("hills", "#efe3d3", "#16a085"),
         name=T("屯門鄉事會路店", "屯门乡事会路店", "Tuen Mun Heung Sze Wui Road"),
         address=T("新界屯門屯門鄉事會路83號地下", "新界屯门屯门乡事会路83号地下",
                   "G/F, 83 Tuen Mun Heung Sze Wui Road, Tuen Mun, New Territories"),
         cityCode=NT, districtCode="NT-TM", lat=22.3930, lng=113.9757, phone="+852 2452 1815",
         orderTypes=[1, 2, 3], status="open",
         hours=[hours(WEEKDAYS, "07:00", "21:30", BREAK), hours(WEEKEND, "07:00", "22:00")],
         delivery=delivery(4500, "15", "200", "70"), packing={"bagFee": "1", "boxFeeMode": "per_item"},
         licences=[lic(GENERAL, "2342875815", "2027-09-30")],
         goodsOverrides=[]),
    dict(sid=1016, code="NT-TPO-01", art=("hills", "#f3e7d9", "#c0392b"),
         name=T("大埔廣福道店", "大埔广福道店", "Tai Po Kwong Fuk Road"),
         address=T("新界大埔廣福道106號地下", "新界大埔广福道106号地下",
                   "G/F, 106 Kwong Fuk Road, Tai Po, New Territories"),
         cityCode=NT, districtCode="NT-TP", lat=22.4500, lng=114.1655, phone="+852 2653 1816",
         orderTypes=[1, 2, 3], status="open",
         hours=[hours(WEEKDAYS, "06:30", "21:00", [("14:30", "15:00")]), hours(WEEKEND, "07:00", "21:00")],
         delivery=delivery(3500, "13", "160", "60"), packing={"bagFee": "1", "boxFeeMode": "per_item"},
         licences=[lic(GENERAL, "2352880816", "2027-02-28")],
         goodsOverrides=[{"goodsId": 30007, "status": "removed"}]),
    dict(sid=1017, code="NT-APT-01", art=("airport", "#e7eef3", "#2c3e50"),
         name=T("機場一號客運大樓店", "机场一号客运大楼店", "Airport Terminal 1"),
         address=T("新界大嶼山赤鱲角香港國際機場一號客運大樓7樓離港大堂7T118號舖",
                   "新界大屿山赤鱲角香港国际机场一号客运大楼7楼离港大堂7T118号铺",
                   "Shop 7T118, Departures Hall, Level 7, Terminal 1, Hong Kong International Airport, Chek Lap Kok, Lantau"),
         cityCode=NT, districtCode="NT-IS", lat=22.3083, lng=113.9184, phone="+852 2261 1817",
         orderTypes=[2], status="open",
         hours=[hours(ALL_DAYS, "06:00", "23:00")],
         delivery=delivery(2000, "18", "200", "80"), packing={"bagFee": "1", "boxFeeMode": "per_item"},
         licences=[lic(LIGHT, "2362885817", "2027-12-31")],
         goodsOverrides=[{"goodsId": 20001, "optionId": 2000101, "price": "24"},
                         {"goodsId": 20001, "optionId": 2000102, "price": "27"},
                         {"goodsId": 60001, "status": "removed"},
                         {"goodsId": 110002, "status": "removed"}]),
]

STORE_KEYS = ["sid", "code", "name", "address", "cityCode", "districtCode", "lat", "lng", "phone", "image",
              "orderTypes", "status", "hours", "delivery", "packing", "licences", "goodsOverrides"]


def stores_json():
    out = []
    for s in STORES:
        s = dict(s)
        s["image"] = f"images/stores/{s['code'].lower()}.svg"
        out.append({k: s[k] for k in STORE_KEYS})
    return {"stores": out}


# ================================================================ menu ====

BG = ["#ffefd6", "#ffe3cc", "#fde8d8", "#fff2cf", "#fce4d6", "#ffe9e0", "#fff0dd", "#fbe7c6", "#fde3c3", "#ffeedc"]

CATEGORIES = [
    # cid, names, icon kind, icon palette, saleTimes
    (10, T("早餐", "早餐", "Breakfast"), "breakfast", ("bun", {}),
     [{"weekdays": ALL_DAYS, "start": "06:30", "end": "11:00"}]),
    (20, T("港式飲品", "港式饮品", "Hong Kong Drinks"), "drinks", ("mug", {"food": "#c08a4e"}), []),
    (30, T("飯麵", "饭面", "Rice & Noodles"), "rice-noodles", ("rice", {}), []),
    (40, T("漢堡及三文治", "汉堡及三明治", "Burgers & Sandwiches"), "burgers", ("burger", {}), []),
    (50, T("小食", "小食", "Snacks & Sides"), "snacks", ("fries", {}), []),
    (60, T("套餐", "套餐", "Meal Sets"), "sets", ("set", {}), []),
    (70, T("甜品", "甜品", "Desserts"), "desserts", ("tart", {}), []),
    (80, T("下午茶", "下午茶", "Afternoon Tea"), "afternoon-tea", ("waffle", {}),
     [{"weekdays": ALL_DAYS, "start": "14:00", "end": "17:30"}]),
    (90, T("兒童之選", "儿童之选", "Kids' Corner"), "kids", ("nuggets", {}), []),
    (100, T("輕盈之選", "轻盈之选", "Light & Healthy"), "healthy", ("salad", {}), []),
    (110, T("期間限定", "期间限定", "Seasonal Specials"), "seasonal", ("giftbox", {}), []),
]

_attr_seq = [0]


def attr(name, values, required=False, multiple=False):
    """values: list of (T, price[, default])."""
    _attr_seq[0] += 1
    aid = _attr_seq[0]
    vals = []
    for i, v in enumerate(values):
        d = {"valueId": aid * 100 + i + 1, "name": v[0], "price": v[1]}
        if len(v) > 2 and v[2]:
            d["default"] = True
        vals.append(d)
    return {"attrId": aid, "name": name, "required": required, "multiple": multiple, "values": vals}


# Attribute templates (each call makes a fresh attrId/valueIds).
def SWEET():
    return attr(T("甜度", "甜度", "Sweetness"), [
        (T("正常甜", "正常甜", "Regular sweetness"), "0", True),
        (T("少甜", "少甜", "Less sweet"), "0"),
        (T("走甜", "无糖", "No sugar"), "0")], required=True)


def ICE():
    return attr(T("冰量（凍飲）", "冰量（冰饮）", "Ice (iced drinks)"), [
        (T("正常冰", "正常冰", "Regular ice"), "0", True),
        (T("少冰", "少冰", "Less ice"), "0"),
        (T("走冰", "去冰", "No ice"), "0")])


def ADDONS(*vals):
    return attr(T("加配", "加料", "Add-ons"), list(vals), multiple=True)


PEARLS = (T("加珍珠", "加珍珠", "Add pearls"), "5")
NATA = (T("加椰果", "加椰果", "Add nata de coco"), "4")
EVAP = (T("加淡奶", "加淡奶", "Add evaporated milk"), "2")
HONEY = (T("加蜜糖", "加蜂蜜", "Add honey"), "3")
LEMON = (T("多檸檬", "多柠檬", "Extra lemon"), "2")
CREAM = (T("加忌廉", "加奶油", "Add whipped cream"), "4")
FRIED_EGG = (T("加太陽蛋", "加太阳蛋", "Add a fried egg"), "6")


def SPICE():
    return attr(T("辣度", "辣度", "Spiciness"), [
        (T("走辣", "不辣", "Not spicy"), "0"),
        (T("小辣", "微辣", "Mild"), "0", True),
        (T("中辣", "中辣", "Medium"), "0"),
        (T("大辣", "特辣", "Hot"), "0")], required=True)


def RICE_PORTION():
    return attr(T("飯量", "饭量", "Rice portion"), [
        (T("正常", "正常", "Regular"), "0", True),
        (T("少飯", "少饭", "Less rice"), "0"),
        (T("加飯", "加饭", "Extra rice"), "5")], required=True)


def TOAST():
    return attr(T("烘底", "烤面包", "Toasting"), [
        (T("烘底", "烤面包", "Toasted"), "0", True),
        (T("唔烘", "不烤", "Untoasted"), "0")], required=True)


def HOT_ICED(gid, hot, iced, hot_old=None, iced_old=None, box="1"):
    a = {"optionId": gid * 100 + 1, "name": T("熱", "热", "Hot"), "price": hot}
    if hot_old:
        a["oldPrice"] = hot_old
    a["boxPrice"] = box
    b = {"optionId": gid * 100 + 2, "name": T("凍", "冰", "Iced"), "price": iced}
    if iced_old:
        b["oldPrice"] = iced_old
    b["boxPrice"] = box
    return [a, b]


def OPTS(gid, rows, box="1"):
    """rows: list of (T, price[, oldPrice])"""
    out = []
    for i, r in enumerate(rows):
        d = {"optionId": gid * 100 + i + 1, "name": r[0], "price": r[1]}
        if len(r) > 2 and r[2]:
            d["oldPrice"] = r[2]
        d["boxPrice"] = box
        out.append(d)
    return out


def SIZES(gid, reg, large, box="1", names=("中杯", "中杯", "Regular", "大杯", "大杯", "Large")):
    return OPTS(gid, [(T(*names[:3]), reg), (T(*names[3:]), large)], box)


_group_seq = [0]


def group(name, pick, items):
    """items: list of (goodsId, optionId, addPrice[, default])"""
    _group_seq[0] += 1
    its = []
    for it in items:
        d = {"goodsId": it[0], "optionId": it[1], "addPrice": it[2]}
        if len(it) > 3 and it[3]:
            d["default"] = True
        its.append(d)
    return {"groupId": _group_seq[0], "name": name, "pick": pick, "items": its}


def DRINK_GROUP(extra=()):
    return group(T("飲品", "饮品", "Drink"), 1, [
        (20001, 2000101, "0", True), (20001, 2000102, "3"),
        (20003, 2000301, "0"), (20003, 2000302, "3"),
        (20007, 2000701, "0"), (20007, 2000702, "3"),
        (20002, 2000201, "0"), (20002, 2000202, "3"),
        (60107, 0, "0")] + list(extra))


def SOUP_GROUP():
    return group(T("餐湯", "例汤", "Soup"), 1, [(60105, 0, "0", True), (60106, 0, "0")])


GOODS = []


def G(gid, name, desc, price, img, old=None, box="1", specs=None, attrs=None, status="on_sale", unitnum=1,
      limit=0, gtype=1, groups=None, sale=None):
    GOODS.append(dict(goodsId=gid, name=name, desc=desc, price=price, img=img, oldPrice=old, boxPrice=box,
                      specs=specs or [], attrs=attrs or [], status=status, unitnum=unitnum, limitNum=limit,
                      goodsType=gtype, packageGroups=groups or [], saleTimes=sale or []))


def O(gid, name, desc, price, img):
    """A type-4 option goods (only selectable inside packages)."""
    G(gid, name, desc, price, img, box="0", gtype=4)


# ---------------------------------------------------------------- 10 Breakfast
G(10001, T("火腿通粉", "火腿通粉", "Macaroni in Soup with Ham"),
  T("清雞湯浸通粉，配火腿絲，港式早餐經典。", "清鸡汤浸通粉，配火腿丝，港式早餐经典。",
    "Macaroni in light chicken broth topped with shredded ham, a Hong Kong breakfast classic."),
  "36", ("bowl", {"food": "#f6e7c8", "noodle": "#f9d9a0", "tops": [("slice", "#f28b8b", 170, 196), ("slice", "#f28b8b", 222, 192), ("leaf", "#5aa646", 246, 204)]}),
  attrs=[ADDONS(FRIED_EGG, (T("加火腿", "加火腿", "Extra ham"), "5"))])
G(10002, T("炒蛋三文治", "炒蛋三明治", "Scrambled Egg Sandwich"),
  T("滑溜炒蛋夾白方包，可選烘底。", "嫩滑炒蛋夹白吐司，可选烤面包。",
    "Silky scrambled eggs in soft white bread, toasted on request."),
  "26", ("sandwich", {"layers": ["#ffd34e", "#ffe27a"]}), box="0.5", attrs=[TOAST()])
G(10003, T("沙嗲牛肉麵", "沙嗲牛肉面", "Satay Beef Noodles"),
  T("嫩牛肉片配香濃沙嗲汁，可揀公仔麵、通粉或米粉。", "嫩牛肉片配香浓沙嗲汁，可选方便面、通粉或米粉。",
    "Tender beef slices in a rich satay sauce, with your choice of instant noodles, macaroni or rice vermicelli."),
  "42", ("bowl", {"food": "#e0a458", "noodle": "#f6d27a", "tops": [("slice", "#8a4a2a", 168, 194), ("slice", "#8a4a2a", 206, 190), ("leaf", "#5aa646", 240, 202)]}),
  old="46", specs=OPTS(10003, [(T("公仔麵", "方便面", "Instant noodles"), "42", "46"),
                                (T("通粉", "通粉", "Macaroni"), "42", "46"),
                                (T("米粉", "米粉", "Rice vermicelli"), "42", "46")]))
G(10004, T("港式西多士", "港式西多士", "Hong Kong-style French Toast"),
  T("花生醬夾心，蛋漿炸至金黃，配牛油及糖漿。", "花生酱夹心，裹蛋浆炸至金黄，配黄油及糖浆。",
    "Peanut-butter-filled toast dipped in egg and fried golden, served with butter and syrup."),
  "32", ("toast", {"food": "#eeb04a", "drip": "#b8641e"}),
  attrs=[attr(T("醬料", "酱料", "Topping"), [(T("糖漿", "糖浆", "Golden syrup"), "0", True),
                                            (T("煉奶", "炼乳", "Condensed milk"), "0"),
                                            (T("蜜糖", "蜂蜜", "Honey"), "2")], required=True)])
G(10005, T("菠蘿油", "菠萝油", "Pineapple Bun with Butter"),
  T("即焗菠蘿包夾一大片凍牛油，外脆內軟。", "现烤菠萝包夹一大片冰黄油，外脆内软。",
    "A freshly baked pineapple bun with a thick slab of cold butter, crisp on top and soft inside."),
  "16", ("bun", {"food": "#f2b53d"}), box="0")
G(10006, T("皮蛋瘦肉粥", "皮蛋瘦肉粥", "Congee with Century Egg and Pork"),
  T("綿滑白粥慢火熬煮，配皮蛋及瘦肉，灑上蔥花。", "绵滑白粥慢火熬煮，配皮蛋及瘦肉，撒上葱花。",
    "Slow-cooked silky congee with century egg and lean pork, finished with spring onion."),
  "34", ("bowl", {"food": "#efe4cf", "style": "congee", "chopsticks": False, "tops": [("wedge", "#4a3b2a", 170, 196), ("wedge", "#4a3b2a", 226, 200)]}),
  attrs=[ADDONS((T("加油炸鬼", "加油条", "Add a fried dough stick"), "8"))])
G(10007, T("餐蛋麵", "餐蛋面", "Luncheon Meat and Egg Noodles"),
  T("煎香午餐肉及太陽蛋，配湯公仔麵。", "煎香午餐肉及太阳蛋，配汤方便面。",
    "Pan-fried luncheon meat and a sunny-side-up egg on instant noodles in broth."),
  "38", ("bowl", {"food": "#f3d9a6", "noodle": "#f7d774", "tops": [("slice", "#e88c8c", 164, 194), ("egg", None, 222, 196)]}))
G(10008, T("豬腸粉", "猪肠粉", "Steamed Rice Noodle Rolls"),
  T("滑溜腸粉淋上甜醬、麻醬及芝麻。", "滑溜肠粉淋上甜酱、芝麻酱及芝麻。",
    "Silky rice noodle rolls with sweet sauce, sesame paste and toasted sesame seeds."),
  "22", ("rolls", {"food": "#f7f1e6", "vessel": "#d6e8f5"}),
  attrs=[attr(T("醬汁", "酱汁", "Sauces"), [(T("甜醬", "甜酱", "Sweet sauce"), "0", True),
                                           (T("麻醬", "芝麻酱", "Sesame sauce"), "0", True),
                                           (T("豉油", "酱油", "Soy sauce"), "0"),
                                           (T("辣椒醬", "辣椒酱", "Chilli sauce"), "0")], multiple=True)])
G(10009, T("火腿奄列多士", "火腿煎蛋卷配吐司", "Ham Omelette with Toast"),
  T("嫩滑火腿奄列，配牛油多士。", "嫩滑火腿煎蛋卷，配黄油吐司。",
    "A fluffy ham omelette served with buttered toast."),
  "34", ("toast", {"food": "#f6d36b", "drip": "#f28b8b"}))
G(10010, T("煎蘿蔔糕", "煎萝卜糕", "Pan-fried Turnip Cake"),
  T("自家製蘿蔔糕，煎至兩面金黃，附辣椒醬。", "自家制萝卜糕，煎至两面金黄，附辣椒酱。",
    "House-made turnip cake pan-fried golden on both sides, with chilli sauce."),
  "22", ("toast", {"food": "#e9d3a8", "drip": "#d2463b"}))

# ------------------------------------------------------------- 20 Drinks
G(20001, T("港式奶茶", "港式奶茶", "Hong Kong Milk Tea"),
  T("多款茶葉拼配，以絲襪撞茶，加淡奶，茶味濃郁香滑。", "多款茶叶拼配，以丝袜滤茶，加淡奶，茶香浓郁顺滑。",
    "Our own blend of black teas pulled through a cloth filter and finished with evaporated milk, strong and silky."),
  "18", ("mug", {"food": "#c08a4e"}), specs=HOT_ICED(20001, "18", "21"),
  attrs=[SWEET(), ICE(), ADDONS(PEARLS, NATA, (T("多奶", "多奶", "Extra evaporated milk"), "2"))])
G(20002, T("鴛鴦", "鸳鸯", "Yuenyeung (Coffee and Milk Tea)"),
  T("咖啡撞奶茶，三七比例，茶餐廳獨有風味。", "咖啡与奶茶三七调配，茶餐厅独有风味。",
    "Coffee blended with milk tea in a 3:7 ratio, a cha chaan teng original."),
  "19", ("mug", {"food": "#9a6438", "accent": "#8e44ad"}), specs=HOT_ICED(20002, "19", "22", iced_old="24"),
  attrs=[SWEET(), ICE(), ADDONS(EVAP, PEARLS)])
G(20003, T("檸檬茶", "柠檬茶", "Lemon Tea"),
  T("新鮮檸檬片配香濃紅茶，凍飲可自行搗檸檬。", "新鲜柠檬片配香浓红茶，冰饮可自行捣柠檬。",
    "Fresh lemon slices with strong black tea; mash the lemon yourself when iced."),
  "17", ("glass", {"food": "#c8702a", "fruit": "#f5d90a", "accent": "#2f8f6b"}), specs=HOT_ICED(20003, "17", "20"),
  attrs=[SWEET(), ICE(), ADDONS(HONEY, LEMON)])
G(20004, T("凍檸樂", "冰柠乐", "Iced Lemon Coke"),
  T("可樂加鮮檸檬片，清爽解渴。", "可乐加新鲜柠檬片，清爽解渴。",
    "Cola over ice with fresh lemon slices, crisp and refreshing."),
  "20", ("glass", {"food": "#4a2418", "fruit": "#f5d90a", "bubbles": True, "accent": "#e4473a"}),
  specs=SIZES(20004, "20", "24"), attrs=[ICE()])
G(20005, T("好立克", "好立克", "Horlicks"),
  T("麥芽牛奶飲品，香濃暖胃。", "麦芽牛奶饮品，香浓暖胃。", "The classic malted milk drink, rich and comforting."),
  "20", ("mug", {"food": "#d9b98a", "accent": "#2f8f6b"}), specs=HOT_ICED(20005, "20", "23"),
  attrs=[SWEET(), ICE(), ADDONS(PEARLS, EVAP)])
G(20006, T("阿華田", "阿华田", "Ovaltine"),
  T("朱古力麥芽飲品，大人小朋友都喜愛。", "巧克力麦芽饮品，老少皆宜。",
    "A chocolate malt drink loved by kids and grown-ups alike."),
  "20", ("glass", {"food": "#8a5a3a", "accent": "#f08300"}), specs=HOT_ICED(20006, "20", "23"),
  attrs=[SWEET(), ICE(), ADDONS(PEARLS, EVAP)])
G(20007, T("港式咖啡", "港式咖啡", "Hong Kong-style Coffee"),
  T("濃郁咖啡配淡奶，提神之選。", "浓郁咖啡配淡奶，提神之选。",
    "Strong brewed coffee with evaporated milk, the morning pick-me-up."),
  "18", ("mug", {"food": "#6b3f22", "accent": "#3b6fb0"}), specs=HOT_ICED(20007, "18", "21"),
  attrs=[SWEET(), ICE()])
G(20008, T("檸蜜", "柠檬蜜", "Honey Lemon"),
  T("新鮮檸檬加蜂蜜，清新甘甜。", "新鲜柠檬加蜂蜜，清新甘甜。", "Fresh lemon with honey, bright and gently sweet."),
  "20", ("glass", {"food": "#f2c14e", "fruit": "#f5d90a", "accent": "#f08300"}), specs=HOT_ICED(20008, "20", "23"),
  attrs=[ICE()])
G(20009, T("鹹檸七", "咸柠七", "Salted Lemon with Lemon-lime Soda"),
  T("自家醃製鹹檸檬配檸檬汽水，生津解渴。", "自家腌制咸柠檬配柠檬汽水，生津解渴。",
    "House-preserved salted lemon with lemon-lime soda, a thirst-quenching local favourite."),
  "20", ("glass", {"food": "#e6f2c8", "fruit": "#c9b400", "bubbles": True, "accent": "#27ae60", "leaf": True}),
  specs=SIZES(20009, "20", "24"), attrs=[ICE()])
G(20010, T("薑汁可樂", "姜汁可乐", "Hot Cola with Ginger"),
  T("可樂加薑片及檸檬煲熱，驅寒暖身。", "可乐加姜片及柠檬煮热，驱寒暖身。",
    "Cola simmered with fresh ginger and lemon, a local remedy for cold days."),
  "22", ("mug", {"food": "#3b1d12", "accent": "#d2463b"}))
G(20011, T("茶走", "茶走（炼乳奶茶）", "Milk Tea with Condensed Milk (Cha Jau)"),
  T("以煉奶代替糖及淡奶，口感更香甜順滑。", "以炼乳代替糖和淡奶，口感更香甜顺滑。",
    "Milk tea made with condensed milk instead of sugar and evaporated milk, sweeter and silkier."),
  "19", ("glass", {"food": "#d6a571", "accent": "#8e44ad", "pearls": True}), specs=HOT_ICED(20011, "19", "22"),
  attrs=[ICE(), ADDONS(PEARLS)])
G(20012, T("檸檬薏米水", "柠檬薏米水", "Barley Water with Lemon"),
  T("薏米慢火熬煮，加入鮮檸檬，清熱消暑。", "薏米慢火熬煮，加入鲜柠檬，清热消暑。",
    "Pearl barley simmered slowly and finished with fresh lemon, cooling on a hot day."),
  "18", ("glass", {"food": "#f1e6c6", "fruit": "#f5d90a", "accent": "#2a9d8f"}), specs=HOT_ICED(20012, "18", "20"),
  attrs=[SWEET(), ICE()])
G(20013, T("朱古力", "巧克力", "Hot Chocolate"),
  T("香濃朱古力配鮮奶，頂上灑可可粉。", "香浓巧克力配鲜奶，顶上撒可可粉。",
    "Rich chocolate with fresh milk, dusted with cocoa."),
  "22", ("mug", {"food": "#5a3020", "cream": True, "accent": "#d2463b"}), specs=HOT_ICED(20013, "22", "25"),
  attrs=[SWEET(), ICE(), ADDONS(PEARLS, CREAM)])

# ------------------------------------------------------- 30 Rice & noodles
G(30001, T("焗豬扒飯", "焗猪排饭", "Baked Pork Chop Rice"),
  T("香煎豬扒鋪蛋炒飯，淋上茄汁焗至金黃。", "香煎猪排铺在蛋炒饭上，淋上番茄酱汁焗至金黄。",
    "Pan-fried pork chop on egg fried rice, smothered in tomato sauce and baked golden."),
  "62", ("baked", {"food": "#e4573a", "accent": "#3f6fb5"}), old="68", box="2",
  specs=OPTS(30001, [(T("蛋炒飯底", "蛋炒饭底", "Egg fried rice"), "62", "68"),
                     (T("意粉底", "意面底", "Spaghetti"), "62", "68")], box="2"),
  attrs=[attr(T("醬汁", "酱汁", "Sauce"), [(T("茄汁", "番茄酱汁", "Tomato sauce"), "0", True),
                                          (T("芝士白汁", "芝士白酱", "Cheese cream sauce"), "4"),
                                          (T("茄汁白汁各半", "番茄白酱各半", "Half and half"), "2")], required=True)])
G(30002, T("叉燒飯", "叉烧饭", "Char Siu Rice"),
  T("蜜汁叉燒肥瘦均勻，配白飯及時菜。", "蜜汁叉烧肥瘦均匀，配白饭及时蔬。",
    "Honey-glazed barbecued pork, evenly marbled, over steamed rice with seasonal greens."),
  "52", ("rice", {"food": "#c0392b", "edge": "#7a1f1a"}), box="2",
  attrs=[ADDONS(FRIED_EGG, (T("加叉燒", "加叉烧", "Extra char siu"), "12")), RICE_PORTION()])
G(30003, T("咖喱牛腩飯", "咖喱牛腩饭", "Curry Beef Brisket Rice"),
  T("牛腩慢炆至軟腍，配港式咖喱及薯仔。", "牛腩慢炖至软烂，配港式咖喱及土豆。",
    "Beef brisket slow-braised until tender in Hong Kong-style curry with potatoes."),
  "62", ("rice", {"food": "#e0a030", "style": "curry", "greens": False}), box="2", attrs=[SPICE(), RICE_PORTION()])
G(30004, T("乾炒牛河", "干炒牛河", "Beef Chow Fun"),
  T("猛火快炒河粉、牛肉、芽菜及洋蔥，鑊氣十足。", "猛火快炒河粉、牛肉、豆芽及洋葱，锅气十足。",
    "Flat rice noodles wok-tossed over high heat with beef, bean sprouts and onion, full of wok hei."),
  "58", ("bowl", {"food": "#8a5a32", "noodle": "#d9a35f", "vessel": "#f4f1ea", "accent": "#3f6fb5", "steam": True,
                  "tops": [("slice", "#5a2e1b", 160, 194), ("slice", "#5a2e1b", 230, 196), ("leaf", "#5aa646", 200, 204)]}), box="2")
G(30005, T("星洲炒米", "星洲炒米粉", "Singapore-style Fried Vermicelli"),
  T("咖喱炒米粉配叉燒、蝦仁及蛋絲。", "咖喱炒米粉配叉烧、虾仁及蛋丝。",
    "Curry-spiced rice vermicelli stir-fried with char siu, shrimp and shredded egg."),
  "56", ("rice", {"food": "#f2c230", "style": "fried", "greens": False}), box="2", attrs=[SPICE()])
G(30006, T("鮮蝦雲吞麵", "鲜虾云吞面", "Shrimp Wonton Noodles"),
  T("鮮蝦雲吞配幼身蛋麵，大地魚湯底。", "鲜虾云吞配细蛋面，大地鱼汤底。",
    "Plump shrimp wontons and thin egg noodles in a dried-flounder broth."),
  "48", ("bowl", {"food": "#f3deaa", "noodle": "#f2c94c", "tops": [("wonton", "#fbeedd", 164, 194), ("wonton", "#fbeedd", 210, 190), ("leaf", "#5aa646", 246, 202)]}),
  specs=OPTS(30006, [(T("幼麵", "细面", "Thin egg noodles"), "48"), (T("河粉", "河粉", "Flat rice noodles"), "48"),
                     (T("米粉", "米粉", "Rice vermicelli"), "48")]))
G(30007, T("燒鵝瀨粉", "烧鹅濑粉", "Roast Goose with Lai Fun"),
  T("皮脆肉嫩燒鵝，配爽滑瀨粉及上湯。", "皮脆肉嫩的烧鹅，配爽滑濑粉及上汤。",
    "Crisp-skinned roast goose with slippery lai fun rice noodles in clear broth."),
  "68", ("bowl", {"food": "#f1e2bd", "noodle": "#fbf6ea", "accent": "#c0392b", "tops": [("slice", "#9a4a1e", 166, 194), ("slice", "#9a4a1e", 214, 190), ("leaf", "#5aa646", 248, 204)]}))
G(30008, T("滑蛋蝦仁飯", "滑蛋虾仁饭", "Scrambled Egg with Shrimp on Rice"),
  T("嫩滑炒蛋拌爽口蝦仁，鋪滿白飯。", "嫩滑炒蛋拌爽口虾仁，铺满白饭。",
    "Silky scrambled egg with springy shrimp over steamed rice."),
  "58", ("rice", {"food": "#f08a6a", "style": "egg"}), box="2", attrs=[RICE_PORTION()])
G(30009, T("豉椒排骨飯", "豉椒排骨饭", "Spare Ribs with Black Bean Sauce on Rice"),
  T("排骨配豆豉及青紅椒炒香。", "排骨配豆豉及青红椒炒香。",
    "Spare ribs wok-fried with fermented black beans and bell peppers, over rice."),
  "55", ("rice", {"food": "#8a4a2a", "style": "ribs", "greens": False}), box="2", attrs=[RICE_PORTION()])
G(30010, T("揚州炒飯", "扬州炒饭", "Yeung Chow Fried Rice"),
  T("叉燒、蝦仁、蛋及青豆炒飯，粒粒分明。", "叉烧、虾仁、鸡蛋及青豆炒饭，粒粒分明。",
    "Fried rice with char siu, shrimp, egg and green peas, every grain separate."),
  "56", ("rice", {"food": "#f6d46b", "style": "fried", "vessel": "#f4f8ff"}), box="2")
G(30011, T("福建炒飯", "福建炒饭", "Fujian Fried Rice"),
  T("蛋炒飯淋上海鮮、冬菇及雞肉燴汁。", "蛋炒饭淋上海鲜、香菇及鸡肉烩汁。",
    "Egg fried rice under a thick gravy of seafood, shiitake and chicken."),
  "60", ("baked", {"food": "#c98a3c", "cheese": "#e8b86a", "accent": "#e9e2d6"}), old="66", box="2")
G(30012, T("瑞士汁雞翼意粉", "瑞士汁鸡翅意面", "Swiss Sauce Chicken Wings with Spaghetti"),
  T("港式甜豉油「瑞士汁」炆雞翼，配意粉。", "港式甜酱油“瑞士汁”焖鸡翅，配意面。",
    "Chicken wings braised in Hong Kong's sweet soy \"Swiss sauce\", served with spaghetti."),
  "55", ("wings", {"food": "#8a3a1e"}), box="2")

# -------------------------------------------------- 40 Burgers & sandwiches
G(40001, T("港式豬扒包", "港式猪排包", "Pork Chop Bun"),
  T("醃製豬扒煎香，夾入脆皮豬仔包。", "腌制猪排煎香，夹入脆皮面包。",
    "A marinated pork chop, pan-fried and tucked into a crusty Hong Kong-style bun."),
  "32", ("burger", {"food": "#b86a32", "cheese": False, "tomato": False, "bun": "#e3a04a"}))
G(40002, T("芝士牛肉漢堡", "芝士牛肉汉堡", "Cheese Beef Burger"),
  T("鮮製牛肉扒配車打芝士、生菜及番茄。", "现制牛肉饼配切达芝士、生菜及番茄。",
    "A fresh beef patty with cheddar, lettuce and tomato in a toasted bun."),
  "42", ("burger", {"food": "#5a2e1b"}), old="46",
  attrs=[ADDONS((T("加芝士", "加芝士", "Extra cheese"), "4"), (T("加煙肉", "加培根", "Add bacon"), "8"))])
G(40003, T("炸魚柳漢堡", "炸鱼柳汉堡", "Fish Fillet Burger"),
  T("香脆炸魚柳配他他醬及生菜。", "香脆炸鱼柳配塔塔酱及生菜。", "Crispy fish fillet with tartare sauce and lettuce."),
  "38", ("burger", {"food": "#e8b04a", "tomato": False, "bun": "#f0b35a"}))
G(40004, T("公司三文治", "公司三明治", "Club Sandwich"),
  T("三層多士夾火腿、煙肉、雞蛋、番茄及生菜，配薯條。", "三层吐司夹火腿、培根、鸡蛋、番茄及生菜，配薯条。",
    "Triple-decker toast with ham, bacon, egg, tomato and lettuce, served with fries."),
  "48", ("sandwich", {"layers": ["#6dbb4a", "#f28b8b", "#ffd34e"]}), attrs=[TOAST()])
G(40005, T("吞拿魚蛋三文治", "金枪鱼鸡蛋三明治", "Tuna and Egg Sandwich"),
  T("吞拿魚沙律配雞蛋，清新惹味。", "金枪鱼沙拉配鸡蛋，清新可口。", "Tuna salad and sliced egg between soft white bread."),
  "28", ("sandwich", {"layers": ["#f3e3c3", "#ffd34e"]}), box="0.5", attrs=[TOAST()])
G(40006, T("香煎雞扒包", "香煎鸡排包", "Pan-fried Chicken Thigh Burger"),
  T("去骨雞髀扒煎至皮脆，配蜜糖芥末醬。", "去骨鸡腿排煎至皮脆，配蜂蜜芥末酱。",
    "A boneless chicken thigh pan-fried until crisp, with honey mustard."),
  "38", ("burger", {"food": "#c98a3c", "cheese": False}))
G(40007, T("火腿芝士三文治", "火腿芝士三明治", "Ham and Cheese Sandwich"),
  T("火腿片配芝士，烘底更香脆。", "火腿片配芝士，烤过更香脆。", "Ham and melted cheese, best enjoyed toasted."),
  "26", ("sandwich", {"layers": ["#f28b8b", "#ffc928"]}), box="0.5", attrs=[TOAST()])

# ------------------------------------------------------------ 50 Snacks
G(50001, T("薯條", "薯条", "French Fries"),
  T("金黃香脆，即叫即炸。", "金黄香脆，现点现炸。", "Golden and crisp, fried to order."),
  "22", ("fries", {}), specs=SIZES(50001, "22", "28", names=("細", "小份", "Regular", "大", "大份", "Large")))
G(50002, T("炸雞翼（3隻）", "炸鸡翅（3只）", "Fried Chicken Wings (3 pcs)"),
  T("秘製醃料醃足一晚，外脆內嫩。", "秘制腌料腌足一晚，外脆里嫩。",
    "Marinated overnight in our secret spice mix, crisp outside and juicy inside."),
  "32", ("wings", {"food": "#d88a2f"}))
G(50003, T("咖喱魚蛋", "咖喱鱼蛋", "Curry Fish Balls"),
  T("港式街頭小食，魚蛋吸滿咖喱汁。", "港式街头小吃，鱼蛋吸满咖喱汁。",
    "A Hong Kong street-food staple: fish balls soaked in curry sauce."),
  "20", ("skewer", {"food": "#f0c36a", "sauce": "#d9822b"}), attrs=[SPICE()])
G(50004, T("春卷（3條）", "春卷（3条）", "Spring Rolls (3 pcs)"),
  T("酥脆外皮包裹豬肉絲及雜菜。", "酥脆外皮包裹猪肉丝及杂菜。", "Crisp rolls filled with shredded pork and vegetables."),
  "24", ("rolls", {"food": "#e3a043"}))
G(50005, T("魚肉燒賣", "鱼肉烧卖", "Fish Siu Mai"),
  T("街頭風味魚肉燒賣，配豉油及辣椒油。", "街头风味鱼肉烧卖，配酱油及辣椒油。",
    "Street-style fish siu mai with soy sauce and chilli oil."),
  "18", ("siumai", {"food": "#f4d58a"}))
G(50006, T("洋蔥圈", "洋葱圈", "Onion Rings"),
  T("粗切洋蔥沾上脆漿炸起。", "粗切洋葱裹上脆浆炸制。", "Thick-cut onion in a light, crispy batter."),
  "22", ("fries", {"food": "#e6a53a", "accent": "#2f8f6b"}))
G(50007, T("炸雞髀", "炸鸡腿", "Fried Chicken Leg"),
  T("原隻雞髀，皮脆多汁。", "整只鸡腿，皮脆多汁。", "A whole chicken leg, crisp-skinned and juicy."),
  "28", ("wings", {"food": "#c9742c", "vessel": "#f4f8ff"}))
G(50008, T("煎釀三寶", "煎酿三宝", "Stuffed Trio"),
  T("青椒、茄子及豆腐釀鯪魚肉，煎香淋豉油。", "青椒、茄子及豆腐酿鲮鱼肉，煎香淋酱油。",
    "Green pepper, aubergine and tofu stuffed with dace fish paste, pan-fried and drizzled with soy."),
  "30", ("skewer", {"food": "#8a5aa8", "sauce": "#5aa646"}))
G(50009, T("豬皮蘿蔔", "猪皮萝卜", "Braised Pork Skin and Radish"),
  T("豬皮及白蘿蔔以滷水慢炆，軟糯入味。", "猪皮及白萝卜用卤水慢炖，软糯入味。",
    "Pork skin and white radish slow-braised in master stock."),
  "26", ("bowl", {"food": "#a0642e", "style": "plain", "chopsticks": False, "steam": True,
                  "tops": [("ball", "#f1e2bd", 160, 196), ("ball", "#f1e2bd", 190, 204), ("slice", "#c98a4a", 230, 194)]}))
G(50010, T("椒鹽魷魚鬚", "椒盐鱿鱼须", "Salt and Pepper Squid Tentacles"),
  T("香脆魷魚鬚以椒鹽及辣椒炒香。", "香脆鱿鱼须用椒盐及辣椒炒香。",
    "Crispy squid tentacles tossed with salt, pepper and chilli."),
  "36", ("nuggets", {"food": "#e9b35b"}), old="38")

# ------------------------------------------------------------- 60 Meal sets
G(60001, T("常餐", "常餐", "Classic Breakfast Set"),
  T("主食、蛋多士加飲品，茶餐廳朝早之選（早市供應）。", "主食、鸡蛋吐司加饮品，茶餐厅早晨之选（早市供应）。",
    "A main, eggs with toast and a drink: the cha chaan teng way to start the day (served until 11 am)."),
  "52", ("set", {"main": "noodles", "accent": "#f08300", "drink": "#c08a4e"}), box="2", gtype=3,
  sale=[{"weekdays": ALL_DAYS, "start": "06:30", "end": "11:00"}],
  groups=[group(T("主食", "主食", "Main"), 1, [(10001, 0, "0", True), (10003, 1000301, "0"), (10003, 1000302, "0"),
                                              (10007, 0, "0")]),
          group(T("蛋類", "蛋类", "Eggs"), 1, [(60101, 0, "0", True), (60102, 0, "0"), (10009, 0, "4")]),
          DRINK_GROUP()])
G(60002, T("焗飯套餐", "焗饭套餐", "Baked Rice Set"),
  T("焗飯配餐湯及飲品。", "焗饭配例汤及饮品。", "A baked rice dish with soup of the day and a drink."),
  "72", ("set", {"food": "#e4573a", "accent": "#3f6fb5", "drink": "#c8702a"}), old="78", box="2", gtype=3,
  groups=[group(T("主食", "主食", "Main"), 1, [(30001, 3000101, "0", True), (30001, 3000102, "0"), (60103, 0, "0"),
                                              (60104, 0, "6")]),
          SOUP_GROUP(), DRINK_GROUP()])
G(60003, T("小炒套餐", "小炒套餐", "Wok-fried Favourites Set"),
  T("鑊氣小炒配餐湯及飲品。", "锅气小炒配例汤及饮品。", "A wok-fried favourite with soup of the day and a drink."),
  "68", ("set", {"main": "noodles", "noodle": "#d9a35f", "accent": "#c0392b", "drink": "#6b3f22"}), box="2", gtype=3,
  groups=[group(T("主食", "主食", "Main"), 1, [(30004, 0, "0", True), (30005, 0, "0"), (30010, 0, "0"), (30011, 0, "4")]),
          SOUP_GROUP(), DRINK_GROUP()])
G(60004, T("漢堡套餐", "汉堡套餐", "Burger Meal"),
  T("漢堡配小食及飲品。", "汉堡配小食及饮品。", "A burger with a side and a drink."),
  "56", ("set", {"main": "burger", "accent": "#e4473a", "drink": "#4a2418"}), box="2", gtype=3,
  groups=[group(T("漢堡", "汉堡", "Burger"), 1, [(40002, 0, "0", True), (40003, 0, "0"), (40006, 0, "0"), (40001, 0, "0")]),
          group(T("小食", "小食", "Side"), 1, [(50001, 5000101, "0", True), (50006, 0, "3"), (50003, 0, "2")]),
          DRINK_GROUP([(20004, 2000401, "2")])])
G(60005, T("燒味雙拼飯套餐", "烧味双拼饭套餐", "Two Roast Meats Rice Set"),
  T("兩款燒味配白飯、老火湯及飲品，平日午市限定。", "两款烧味配白饭、老火汤及饮品，工作日午市限定。",
    "Two roast meats over rice with slow-cooked soup and a drink, weekday lunch only."),
  "66", ("set", {"food": "#c0392b", "accent": "#2f8f6b", "drink": "#c08a4e"}), box="2", gtype=3,
  sale=[{"weekdays": WEEKDAYS, "start": "11:00", "end": "15:00"}],
  groups=[group(T("雙拼", "双拼", "Roast meats"), 1, [(60108, 0, "0", True), (60109, 0, "0"), (60110, 0, "8")]),
          group(T("湯", "汤", "Soup"), 1, [(60116, 0, "0", True), (60105, 0, "0")]),
          DRINK_GROUP()])
G(60006, T("粉麵套餐", "粉面套餐", "Noodle Set"),
  T("湯粉麵配小食及飲品。", "汤粉面配小食及饮品。", "A bowl of noodles in soup with a side and a drink."),
  "58", ("set", {"main": "noodles", "noodle": "#f2c94c", "accent": "#8e44ad", "drink": "#c8702a"}), box="2", gtype=3,
  groups=[group(T("粉麵", "粉面", "Noodles"), 1, [(30006, 3000601, "0", True), (30006, 3000602, "0"), (60111, 0, "4"),
                                                 (60112, 0, "0")]),
          group(T("小食", "小食", "Side"), 1, [(60113, 0, "0", True), (50004, 0, "4"), (50005, 0, "0")]),
          DRINK_GROUP()])
G(60007, T("咖喱套餐", "咖喱套餐", "Curry Set"),
  T("港式咖喱配白飯及飲品。", "港式咖喱配白饭及饮品。", "Hong Kong-style curry with rice and a drink."),
  "64", ("set", {"food": "#e0a030", "accent": "#d35400", "drink": "#9a6438"}), box="2", gtype=3,
  groups=[group(T("咖喱", "咖喱", "Curry"), 1, [(30003, 0, "0", True), (60114, 0, "0"), (60115, 0, "3")]),
          DRINK_GROUP()])

SET_CHOICE = ("套餐選擇：", "套餐选择：", "Set choice: ")


def SC(hk, cn, en):
    return T(SET_CHOICE[0] + hk, SET_CHOICE[1] + cn, SET_CHOICE[2] + en)


O(60101, T("炒蛋多士", "炒蛋配吐司", "Scrambled Eggs with Toast"),
  SC("嫩滑炒蛋配牛油多士。", "嫩滑炒蛋配黄油吐司。", "silky scrambled eggs with buttered toast."), "14",
  ("toast", {"food": "#f6d36b", "drip": "#ffd34e"}))
O(60102, T("太陽蛋多士", "太阳蛋配吐司", "Fried Eggs with Toast"),
  SC("兩隻太陽蛋配牛油多士。", "两只太阳蛋配黄油吐司。", "two sunny-side-up eggs with buttered toast."), "14",
  ("rice", {"style": "eggs", "vessel": "#d6e8f5"}))
O(60103, T("芝士白汁焗雞扒飯", "芝士白酱焗鸡排饭", "Baked Chicken Chop Rice with Cheese Cream Sauce"),
  SC("香煎雞扒配芝士白汁焗飯。", "香煎鸡排配芝士白酱焗饭。", "pan-fried chicken chop on rice, baked under cheese cream sauce."), "62",
  ("baked", {"food": "#f6e7c8", "accent": "#2f8f6b"}))
O(60104, T("白汁焗海鮮飯", "白酱焗海鲜饭", "Baked Seafood Rice in Cream Sauce"),
  SC("蝦仁、魷魚及青口配白汁焗飯。", "虾仁、鱿鱼及青口配白酱焗饭。", "shrimp, squid and mussels on rice, baked in cream sauce."), "68",
  ("baked", {"food": "#f3dcc0", "accent": "#c0392b", "cheese": "#ffcf70"}))
O(60105, T("羅宋湯", "罗宋汤", "Borscht"),
  SC("番茄、椰菜及牛肉熬成的港式羅宋湯。", "番茄、卷心菜及牛肉熬成的港式罗宋汤。", "Hong Kong-style borscht of tomato, cabbage and beef."), "12",
  ("bowl", {"food": "#d2463b", "style": "plain", "chopsticks": False, "tops": [("ball", "#f6c177", 176, 198), ("leaf", "#9fd36b", 222, 196)]}))
O(60106, T("忌廉湯", "奶油浓汤", "Cream of Mushroom Soup"),
  SC("蘑菇忌廉湯，香滑濃郁。", "蘑菇奶油浓汤，香滑浓郁。", "smooth and creamy mushroom soup."), "12",
  ("bowl", {"food": "#f1e6cf", "style": "plain", "chopsticks": False, "accent": "#8a6a4a", "tops": [("ball", "#b08a60", 184, 198), ("ball", "#b08a60", 214, 194)]}))
O(60107, T("罐裝汽水", "罐装汽水", "Canned Soft Drink"),
  SC("冰凍罐裝汽水，款式以門店供應為準。", "冰镇罐装汽水，款式以门店供应为准。", "a chilled can of soft drink; flavours vary by store."), "10",
  ("can", {"food": "#d8232a"}))
O(60108, T("叉燒油雞雙拼飯", "叉烧油鸡双拼饭", "Char Siu and Soy Sauce Chicken Rice"),
  SC("蜜汁叉燒配豉油雞，伴白飯。", "蜜汁叉烧配豉油鸡，配白饭。", "honey-glazed char siu and soy sauce chicken over rice."), "58",
  ("rice", {"food": "#b5651d", "edge": "#c0392b"}))
O(60109, T("燒肉叉燒雙拼飯", "烧肉叉烧双拼饭", "Crispy Roast Pork and Char Siu Rice"),
  SC("脆皮燒肉配蜜汁叉燒，伴白飯。", "脆皮烧肉配蜜汁叉烧，配白饭。", "crackling roast pork belly and char siu over rice."), "58",
  ("rice", {"food": "#f2e2c4", "edge": "#d9822b"}))
O(60110, T("燒鵝叉燒雙拼飯", "烧鹅叉烧双拼饭", "Roast Goose and Char Siu Rice"),
  SC("皮脆燒鵝配蜜汁叉燒，伴白飯。", "皮脆烧鹅配蜜汁叉烧，配白饭。", "crisp-skinned roast goose and char siu over rice."), "66",
  ("rice", {"food": "#9a4a1e", "edge": "#5a2e1b"}))
O(60111, T("牛腩河粉", "牛腩河粉", "Beef Brisket with Flat Rice Noodles"),
  SC("清湯牛腩配河粉。", "清汤牛腩配河粉。", "beef brisket and flat rice noodles in clear broth."), "52",
  ("bowl", {"food": "#e9cf9a", "noodle": "#fbf6ea", "tops": [("ball", "#7a3f1c", 168, 194), ("ball", "#7a3f1c", 204, 190), ("leaf", "#5aa646", 240, 202)]}))
O(60112, T("魚蛋粉", "鱼蛋粉", "Fish Ball Rice Noodles"),
  SC("彈牙魚蛋配河粉及清湯。", "弹牙鱼蛋配河粉及清汤。", "springy fish balls and rice noodles in clear broth."), "42",
  ("bowl", {"food": "#f3e6c4", "noodle": "#fbf6ea", "tops": [("ball", "#f6e2b0", 164, 194), ("ball", "#f6e2b0", 192, 188), ("ball", "#f6e2b0", 220, 196)]}))
O(60113, T("蠔油菜心", "蚝油菜心", "Choy Sum with Oyster Sauce"),
  SC("灼菜心淋上蠔油。", "白灼菜心淋上蚝油。", "blanched choy sum with oyster sauce."), "18",
  ("rice", {"style": "greens", "vessel": "#eef5fb"}))
O(60114, T("咖喱雞飯", "咖喱鸡饭", "Curry Chicken Rice"),
  SC("港式咖喱雞件配白飯。", "港式咖喱鸡块配白饭。", "Hong Kong-style curry chicken over rice."), "56",
  ("rice", {"food": "#f2b53d", "style": "curry", "greens": False}))
O(60115, T("咖喱豬扒飯", "咖喱猪排饭", "Curry Pork Chop Rice"),
  SC("吉列豬扒配咖喱汁及白飯。", "吉列猪排配咖喱汁及白饭。", "breaded pork cutlet with curry sauce over rice."), "60",
  ("rice", {"food": "#d9a030", "style": "slices", "edge": "#8a5a2a", "greens": False}))
O(60116, T("老火湯", "老火汤", "Slow-cooked Soup of the Day"),
  SC("每日不同的廣東老火湯。", "每日不同的广东老火汤。", "a different Cantonese slow-boiled soup every day."), "12",
  ("bowl", {"food": "#c98a4a", "style": "plain", "chopsticks": False, "accent": "#2f8f6b", "tops": [("ball", "#e9c27a", 180, 198), ("slice", "#e4473a", 222, 194)]}))

# -------------------------------------------------------------- 70 Desserts
G(70001, T("蛋撻", "蛋挞", "Egg Tart"),
  T("每日新鮮出爐，蛋漿嫩滑，可選牛油皮或酥皮。", "每日新鲜出炉，蛋浆嫩滑，可选黄油挞皮或酥皮。",
    "Baked fresh every day with a silky custard, in shortcrust or flaky puff pastry."),
  "12", ("tart", {}), box="0.5",
  specs=OPTS(70001, [(T("牛油皮", "黄油挞皮", "Shortcrust"), "12"), (T("酥皮", "酥皮", "Puff pastry"), "13")], box="0.5"))
G(70002, T("芒果布甸", "芒果布丁", "Mango Pudding"),
  T("香甜芒果布甸配淡奶。", "香甜芒果布丁配淡奶。", "Sweet mango pudding with a splash of evaporated milk."),
  "22", ("pudding", {"food": "#ffb23f"}))
G(70003, T("紅豆冰", "红豆冰", "Red Bean Ice"),
  T("冰鎮紅豆配淡奶及糖水，港式懷舊甜品。", "冰镇红豆配淡奶及糖水，港式怀旧甜品。",
    "Sweet red beans over crushed ice with evaporated milk, a nostalgic Hong Kong treat."),
  "26", ("icecup", {"food": "#7a2e2a"}),
  attrs=[ADDONS((T("加雲呢拿雪糕", "加香草冰淇淋", "Add a scoop of vanilla ice cream"), "6"))])
G(70004, T("雙皮奶", "双皮奶", "Double-skin Milk Pudding"),
  T("順德風味燉奶，奶香濃郁，冷熱皆宜。", "顺德风味炖奶，奶香浓郁，冷热皆宜。",
    "Shunde-style steamed milk pudding with a delicate milk skin, served hot or chilled."),
  "28", ("bowl", {"food": "#fbf6ea", "style": "plain", "chopsticks": False, "accent": "#c0392b", "tops": [("ball", "#c0392b", 200, 196)]}),
  specs=OPTS(70004, [(T("熱", "热", "Hot"), "28"), (T("凍", "冰", "Chilled"), "28")]))
G(70005, T("楊枝甘露", "杨枝甘露", "Mango Pomelo Sago"),
  T("鮮芒果、柚子肉及西米配椰汁。", "鲜芒果、柚子肉及西米配椰汁。", "Fresh mango, pomelo and sago in coconut milk."),
  "32", ("icecup", {"food": "#ffb23f", "layer": "#ffd98a", "cubes": "#ffc93c", "accent": "#f08300"}), old="35")
G(70006, T("椰汁西米露", "椰汁西米露", "Coconut Sago"),
  T("清甜椰汁配西米，凍食熱食皆宜。", "清甜椰汁配西米，冷热皆宜。", "Pearl sago in sweet coconut milk, lovely hot or cold."),
  "20", ("bowl", {"food": "#f3efe3", "style": "sweet", "dots": "#c9dbe6", "chopsticks": False, "accent": "#2a9d8f", "steam": False}))
G(70007, T("芝麻糊", "芝麻糊", "Black Sesame Soup"),
  T("石磨芝麻糊，香滑暖心。", "石磨芝麻糊，香滑暖心。", "Stone-ground black sesame soup, smooth and warming."),
  "18", ("bowl", {"food": "#2e2a2a", "style": "plain", "chopsticks": False, "accent": "#7f8c8d"}))

# --------------------------------------------------------- 80 Afternoon tea
G(80001, T("雞蛋仔", "鸡蛋仔", "Egg Waffle"),
  T("外脆內軟的港式街頭雞蛋仔。", "外脆内软的港式街头鸡蛋仔。",
    "Hong Kong's bubble-shaped egg waffle, crisp outside and fluffy within."),
  "24", ("waffle", {"food": "#f2b53d"}),
  attrs=[attr(T("口味", "口味", "Flavour"), [(T("原味", "原味", "Original"), "0", True),
                                           (T("朱古力", "巧克力", "Chocolate"), "3"),
                                           (T("抹茶", "抹茶", "Matcha"), "3")], required=True)])
G(80002, T("炸饅頭", "炸馒头", "Fried Mantou with Condensed Milk"),
  T("金黃炸饅頭蘸煉奶。", "金黄炸馒头蘸炼乳。", "Golden fried buns for dipping in condensed milk."),
  "20", ("mantou", {"food": "#e9a23b"}))
G(80003, T("厚多士", "厚吐司", "Thick-cut Toast"),
  T("厚切白方包烘至金黃，三款口味任揀。", "厚切白吐司烤至金黄，三款口味任选。",
    "Thick-cut white bread toasted golden, with a choice of three spreads."),
  "18", ("toast", {"food": "#f7d58a", "drip": "#f7f0dc"}), box="0.5",
  specs=OPTS(80003, [(T("奶油", "炼乳黄油", "Butter and condensed milk"), "18"),
                     (T("花生醬", "花生酱", "Peanut butter"), "18"),
                     (T("油占", "黄油果酱", "Butter and jam"), "18")], box="0.5"))
G(80004, T("咖喱牛腩撈丁", "咖喱牛腩捞面", "Curry Beef Brisket Tossed Instant Noodles"),
  T("公仔麵撈咖喱牛腩汁，濃郁惹味。", "方便面拌咖喱牛腩汁，浓郁入味。",
    "Instant noodles tossed in curry beef brisket sauce, rich and satisfying."),
  "42", ("bowl", {"food": "#e0a030", "noodle": "#f6d27a", "tops": [("ball", "#7a3f1c", 170, 194), ("ball", "#7a3f1c", 214, 192)]}),
  attrs=[SPICE()])
G(80005, T("雞批", "鸡肉派", "Chicken Pie"),
  T("酥皮包住雞肉粒及雜菜。", "酥皮包裹鸡肉粒及杂菜。", "Flaky pastry filled with diced chicken and vegetables."),
  "18", ("pie", {"food": "#e8a43c"}))
G(80006, T("雞尾包", "鸡尾包", "Cocktail Bun"),
  T("椰絲牛油餡，港式麵包店經典。", "椰丝黄油馅，港式面包店经典。",
    "A soft bun filled with sweet coconut butter, a Hong Kong bakery classic."),
  "14", ("bun", {"food": "#e9a84e", "butter": False}), box="0")
G(80007, T("港式熱香餅", "港式松饼", "Hong Kong-style Hotcakes"),
  T("兩塊鬆軟熱香餅配牛油及糖漿。", "两块松软热香饼配黄油及糖浆。", "Two fluffy hotcakes with butter and syrup."),
  "28", ("pancake", {"food": "#e9b35b"}), old="32")

# ------------------------------------------------------------------ 90 Kids
G(90001, T("兒童套餐", "儿童套餐", "Kids' Meal"),
  T("主食、小食加飲品，附送小玩具。", "主食、小食加饮品，附送小玩具。", "A main, a side and a drink, with a little toy."),
  "52", ("set", {"main": "burger", "accent": "#3b6fb0", "drink": "#8a5a3a"}), box="2", gtype=3,
  groups=[group(T("主食", "主食", "Main"), 1, [(90101, 0, "0", True), (90102, 0, "0"), (90002, 0, "0")]),
          group(T("小食", "小食", "Side"), 1, [(50001, 5000101, "0", True), (90003, 0, "0"), (90103, 0, "0")]),
          group(T("飲品", "饮品", "Drink"), 1, [(90104, 0, "0", True), (90105, 0, "0"), (20006, 2000601, "0"),
                                                (20006, 2000602, "3")])])
G(90002, T("兒童肉醬意粉", "儿童肉酱意面", "Kids' Spaghetti Bolognese"),
  T("細份肉醬意粉，不辣少鹽。", "小份肉酱意面，不辣少盐。", "A small portion of spaghetti bolognese, mild and lightly salted."),
  "34", ("bowl", {"food": "#d2463b", "noodle": "#f6d27a", "accent": "#3b6fb0", "vessel": "#fffaf0", "chopsticks": False, "steam": False,
                  "tops": [("ball", "#8a3a1e", 180, 196), ("ball", "#8a3a1e", 214, 192)]}), box="1")
G(90003, T("粟米杯", "玉米杯", "Sweet Corn Cup"),
  T("牛油粟米粒，香甜可口。", "黄油玉米粒，香甜可口。", "Buttered sweet corn kernels in a cup."),
  "14", ("corn", {}))
G(90004, T("迷你熱狗（4件）", "迷你热狗（4件）", "Mini Hot Dogs (4 pcs)"),
  T("小香腸配軟麵包，小朋友最愛。", "小香肠配软面包，小朋友最爱。", "Little sausages in soft buns, a kids' favourite."),
  "26", ("hotdog", {}))
KC = ("兒童套餐選擇：", "儿童套餐选择：", "Kids' meal choice: ")


def KT(hk, cn, en):
    return T(KC[0] + hk, KC[1] + cn, KC[2] + en)


O(90101, T("迷你芝士漢堡", "迷你芝士汉堡", "Mini Cheeseburger"),
  KT("細份牛肉芝士漢堡。", "小份牛肉芝士汉堡。", "a small beef cheeseburger."), "26", ("burger", {"food": "#6b3a1e", "tomato": False}))
O(90102, T("雞塊（5件）", "鸡块（5块）", "Chicken Nuggets (5 pcs)"),
  KT("香脆雞塊配茄汁。", "香脆鸡块配番茄酱。", "crispy chicken nuggets with ketchup."), "24", ("nuggets", {}))
O(90103, T("蘋果片", "苹果片", "Apple Slices"),
  KT("新鮮蘋果切片。", "新鲜苹果切片。", "fresh apple slices."), "10", ("apple", {}))
O(90104, T("朱古力奶", "巧克力牛奶", "Chocolate Milk"),
  KT("盒裝朱古力牛奶。", "盒装巧克力牛奶。", "a carton of chocolate milk."), "10", ("carton", {"food": "#7a4a2a"}))
O(90105, T("鮮橙汁", "鲜橙汁", "Orange Juice"),
  KT("盒裝鮮橙汁。", "盒装鲜橙汁。", "a carton of orange juice."), "10", ("carton", {"food": "#f39c12"}))

# --------------------------------------------------------------- 100 Healthy
G(100001, T("藜麥雞胸沙律", "藜麦鸡胸沙拉", "Quinoa and Chicken Breast Salad"),
  T("烤雞胸、藜麥、牛油果及雜菜。", "烤鸡胸、藜麦、牛油果及杂菜。",
    "Grilled chicken breast, quinoa, avocado and mixed leaves."),
  "58", ("salad", {"accent": "#27ae60"}), box="1",
  attrs=[attr(T("沙律醬", "沙拉酱", "Dressing"), [(T("和風醬", "和风酱", "Japanese sesame-soy"), "0", True),
                                                (T("意大利黑醋", "意大利黑醋汁", "Balsamic vinaigrette"), "0"),
                                                (T("千島醬", "千岛酱", "Thousand Island"), "0")], required=True)])
G(100002, T("清蒸魚柳糙米飯", "清蒸鱼柳糙米饭", "Steamed Fish Fillet with Brown Rice"),
  T("清蒸龍脷柳配糙米飯及時菜，少油少鹽。", "清蒸龙利鱼柳配糙米饭及时蔬，少油少盐。",
    "Steamed sole fillet with brown rice and seasonal greens, light on oil and salt."),
  "62", ("rice", {"style": "fish", "rice": "#d9b98a"}), box="2")
G(100003, T("雞絲湯米粉", "鸡丝汤米粉", "Shredded Chicken Vermicelli in Soup"),
  T("清雞湯米粉配雞絲及菜苗。", "清鸡汤米粉配鸡丝及菜苗。",
    "Rice vermicelli in clear chicken broth with shredded chicken and baby greens."),
  "46", ("bowl", {"food": "#f6ecd2", "noodle": "#fffaf0", "accent": "#27ae60",
                  "tops": [("slice", "#f3d2a8", 170, 194), ("leaf", "#5aa646", 214, 198), ("leaf", "#3f8a34", 244, 190)]}))
G(100004, T("鮮果乳酪杯", "鲜果酸奶杯", "Fresh Fruit Yogurt Cup"),
  T("希臘乳酪配時令鮮果及燕麥脆。", "希腊酸奶配时令鲜果及燕麦脆。", "Greek yogurt with seasonal fruit and oat crunch."),
  "28", ("yogurt", {}))
G(100005, T("無糖豆漿", "无糖豆浆", "Unsweetened Soy Milk"),
  T("每日鮮磨黃豆，不加糖。", "每日现磨黄豆，不加糖。", "Soybeans freshly ground every day, no added sugar."),
  "16", ("glass", {"food": "#f3ead2", "accent": "#27ae60"}), specs=HOT_ICED(100005, "16", "16"), attrs=[ICE()])

# -------------------------------------------------------------- 110 Seasonal
G(110001, T("臘味煲仔飯", "腊味煲仔饭", "Claypot Rice with Preserved Meats"),
  T("冬日限定：臘腸、膶腸及臘肉瓦煲焗飯，即將推出。", "冬日限定：腊肠、润肠及腊肉瓦煲焗饭，即将推出。",
    "Winter special: claypot rice with Chinese sausage, liver sausage and cured pork. Coming soon."),
  "68", ("claypot", {}), box="2", status="waiting")
G(110002, T("水晶蝦餃（每件）", "水晶虾饺（每件）", "Crystal Shrimp Dumpling (per piece)"),
  T("點心節限定：按件計算，兩件起。", "点心节限定：按件计价，两件起售。",
    "Dim sum festival special: priced per piece, minimum order of 2."),
  "9", ("dumpling", {}), box="0", unitnum=2)
G(110003, T("黑松露菠蘿油", "黑松露菠萝油", "Black Truffle Pineapple Bun with Butter"),
  T("限量供應：菠蘿包夾黑松露牛油，每單限購兩個。", "限量供应：菠萝包夹黑松露黄油，每单限购两个。",
    "Limited: our pineapple bun with black truffle butter, at most 2 per order."),
  "28", ("bun", {"food": "#e2a233"}), old="32", box="0", limit=2)
G(110004, T("榴槤班戟", "榴莲班戟", "Durian Pancake"),
  T("貓山王榴槤果肉配忌廉，包入薄班戟皮。", "猫山王榴莲果肉配奶油，包入薄班戟皮。",
    "Musang King durian and fresh cream wrapped in a thin crêpe."),
  "32", ("crepe", {"food": "#fff3c8", "filling": "#f5d348"}), status="sold_out")
G(110005, T("中秋奶黃月餅禮盒", "中秋奶黄月饼礼盒", "Mid-Autumn Custard Mooncake Gift Box"),
  T("四件裝流心奶黃月餅，只限門市預訂，網上僅作展示。", "四件装流心奶黄月饼，仅限门店预订，线上仅作展示。",
    "Four molten custard mooncakes in a gift box. Reserve in store; shown online for display only."),
  "268", ("giftbox", {}), box="0", status="not_for_sale")
G(110006, T("蜜瓜冰", "蜜瓜冰", "Honeydew Melon Ice"),
  T("夏日限定：蜜瓜汁配蜜瓜粒及碎冰。", "夏日限定：蜜瓜汁配蜜瓜粒及碎冰。",
    "Summer special: honeydew melon juice with melon cubes over crushed ice."),
  "28", ("icecup", {"food": "#a8d98a", "layer": "#d6f0c0", "cubes": "#8fd06a", "accent": "#27ae60"}), old="32")

GOODS_KEYS = ["goodsId", "cid", "name", "desc", "image", "price", "oldPrice", "boxPrice", "unitnum", "limitNum",
              "goodsType", "status", "sort", "saleTimes", "specs", "attrs", "packageGroups"]


def menu_json():
    cats = []
    for i, (cid, name, slug, _art, sale) in enumerate(CATEGORIES):
        cats.append({"cid": cid, "name": name, "icon": f"images/categories/{slug}.svg", "sort": i + 1, "saleTimes": sale})
    goods = []
    sort = {}
    for g in GOODS:
        cid = g["goodsId"] // 1000
        sort[cid] = sort.get(cid, 0) + 1
        d = dict(g, cid=cid, sort=sort[cid], image=f"images/goods/{g['goodsId']}.svg")
        out = {k: d[k] for k in GOODS_KEYS if not (k == "oldPrice" and d[k] is None)}
        goods.append(out)
    return {"categories": cats, "goods": goods}


# ============================================================== images ====

def store_svg(s):
    scene, facade, awning = s["art"]
    sky_top, sky_bot = {"neon": ("#2b2d55", "#6b4f8a"), "airport": ("#8fc7ee", "#dff1fb")}.get(scene, ("#9fd3f2", "#fdf0dc"))
    pale = lt(awning, .75)
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300"><defs>'
           f'<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{sky_top}"/>'
           f'<stop offset="1" stop-color="{sky_bot}"/></linearGradient>'
           + ('<pattern id="w" width="16" height="22" patternUnits="userSpaceOnUse"><rect x="4" y="6" width="8" height="10" fill="#e8f1f8"/></pattern>'
              if scene in ("island", "office") else "")
           + ('<pattern id="v" width="32" height="40" patternUnits="userSpaceOnUse"><rect x="7" y="8" width="18" height="22" fill="#8fb3c9"/></pattern>'
              if scene in ("street", "airport") else "")
           + f'<pattern id="a" width="30" height="30" patternUnits="userSpaceOnUse"><rect width="15" height="30" fill="{pale}"/></pattern>'
           '</defs>', R(0, 0, 600, 300, "url(#s)")]
    sid = s["sid"]
    if scene in ("island", "office"):
        if scene == "island":
            out.append(P("M0 120 Q120 40 240 100 T600 90 V250 H0z", "#7fae7a", ' opacity=".55"'))
        for i, (x, w, h) in enumerate(((10, 60, 170), (80, 46, 210), (136, 70, 150), (420, 54, 200), (484, 70, 160), (560, 40, 220))):
            out.append(R(x, 250 - h, w, h, "#b9c7d6" if i % 2 else "#a9b8c9") + R(x + 4, 254 - h, w - 8, h - 20, "url(#w)"))
    elif scene == "neon":
        out.append(C(520, 50, 20, "#fff6c8"))
        for x, w, h, c in ((0, 90, 200, "#3d3566"), (96, 70, 230, "#473d75"), (440, 80, 210, "#3d3566"), (526, 74, 240, "#473d75")):
            out.append(R(x, 250 - h, w, h, c))
        out.append(R(20, 80, 50, 24, "#ff5d8f", 6) + R(110, 60, 40, 60, "#34d1bf", 6) + R(456, 70, 48, 28, "#ffd23f", 6) + R(540, 40, 40, 70, "#ff5d8f", 6))
    elif scene == "street":
        for x, w, h, c in ((0, 110, 180, "#d9c3a5"), (450, 150, 190, "#cdb595")):
            out.append(R(x, 250 - h, w, h, c) + R(x + 6, 84, w - 12, 120, "url(#v)"))
        out.append(S("M0 40 L600 30", "#555", 2) + "".join(R(60 + i * 110, 28, 30, 18, ("#e4473a", "#ffd23f", "#2a9d8f", "#f08300", "#8e44ad")[i], 3) for i in range(5)))
    elif scene in ("hills", "harbour"):
        out.append(P("M0 170 Q90 70 190 140 T380 120 T600 130 V250 H0z", "#7fb77e"))
        out.append(P("M0 200 Q140 140 260 190 T600 180 V250 H0z", "#5f9f62"))
        if scene == "harbour":
            out.append(R(0, 200, 600, 50, "#6fb7d9") + P("M470 200h70l-10 16h-50z", "#c0392b") + S("M505 200V170", "#555", 3) + P("M507 172l24 20h-24z", "#fff6dc"))
    elif scene == "airport":
        out.append(P("M380 70l90-12 40-30 14 2-22 30 60-6 10 8-62 16 8 34-12 2-22-30-90 10z", "#ffffff", ' opacity=".95"'))
        out.append(R(0, 190, 600, 60, "#cfd9e2") + R(10, 196, 580, 30, "url(#v)"))
    # the shop
    out.append(R(0, 250, 600, 50, "#d5c8b8") + R(0, 250, 600, 6, "#bfb1a0"))
    out.append(R(150, 96, 300, 160, facade))
    out.append(R(170, 106, 260, 40, BRAND, 8) + P("M186 120h40c-1 12-9 18-20 18s-19-6-20-18z", "#ffffff")
               + S("M196 116c-4-5 4-8 0-13M206 116c-4-5 4-8 0-13M216 116c-4-5 4-8 0-13", "#ffffff", 3)
               + R(238, 118, 170, 6, "#ffffff", 3, ' opacity=".9"') + R(238, 130, 120, 6, "#ffffff", 3, ' opacity=".6"'))
    out.append(R(150, 150, 300, 26, awning) + R(150, 150, 300, 26, "url(#a)")
               + P("M150 176" + "a7.5 7.5 0 0 0 15 0" * 20 + "z", awning))
    frame = ' stroke="#6b4a2a" stroke-width="5"'
    out.append(R(168, 190, 110, 60, "#ffe9b8", 0, frame) + R(378, 190, 60, 60, "#ffe9b8", 0, frame))
    out.append(R(300, 186, 60, 70, "#6b4a2a") + R(306, 192, 48, 58, "#ffd98a") + C(346, 222, 3, "#6b4a2a"))
    out.append(C(196, 226, 10, "#c08a4e") + C(226, 230, 12, "#f2b53d") + C(254, 226, 9, "#d2463b"))
    out.append(R(452, 224, 24, 28, "#b5651d", 4) + C(464, 214, 16, "#4f9a4a") + R(124, 224, 24, 28, "#b5651d", 4) + C(136, 214, 16, "#4f9a4a"))
    if s["status"] == "closed":   # under renovation: scaffolding
        out.append(S("M150 96V256M250 96V256M350 96V256M450 96V256M150 140H450M150 200H450", "#7f8c8d", 5)
                   + S("M150 96L250 140M250 96L350 140M350 96L450 140", "#95a5a6", 3))
    if s["status"] == "busy":     # a queue outside
        out.append("".join(C(x, 262, 9, c) + R(x - 8, 270, 16, 24, c, 6) for x, c in ((200, "#3b6fb0"), (226, "#e4473a"), (252, "#27ae60"), (278, "#8e44ad"))))
    if sid == 1007:               # 24-hour clock sign
        out.append(R(260, 62, 80, 30, "#1c1c2e", 8) + C(282, 77, 9, "none", ' stroke="#34d1bf" stroke-width="3"') + S("M282 71v6l4 3", "#34d1bf", 2) + R(298, 72, 32, 10, "#ff5d8f", 5))
    if sid == 1006:               # late night: crescent moon
        out.append(C(560, 40, 16, "#fff6c8") + C(566, 34, 14, sky_top))
    out.append("</svg>")
    return "".join(out)


def text(x, y, size, s, fill="#ffffff", weight="700", anchor="start"):
    return (f'<text x="{x}" y="{y}" font-family="{FONT}" font-size="{size}" font-weight="{weight}" '
            f'fill="{fill}" text-anchor="{anchor}">{s}</text>')


def logo_svg():
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 200 200">'
            + R(0, 0, 200, 200, BRAND, 44) + '<g transform="translate(10 4) scale(.9)">' + svgart.emblem() + "</g></svg>")


def banner_svg(i):
    grad = [("#ffb347", "#f08300"), ("#f3d2a2", "#d9822b"), ("#ffcf9e", "#e66a3a")][i]
    titles = [("晨早一份常餐", "Classic breakfast set", "Served every morning until 11 am"),
              ("招牌絲襪奶茶", "Signature milk tea", "Iced for just $3 more"),
              ("午後下午茶", "Afternoon tea", "2:00-5:30 pm daily")][i]
    art = [("bun", {"food": "#f2b53d", "vessel": "#fffaf0"}), ("mug", {"food": "#c08a4e", "bg": "#e9a96a"}), ("waffle", {"food": "#f2c14e"})][i]
    art2 = [("mug", {"food": "#c08a4e", "bg": "#f6a23a"}), None, None][i]
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">'
            f'<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{grad[0]}"/>'
            f'<stop offset="1" stop-color="{grad[1]}"/></linearGradient></defs>'
            + R(0, 0, 750, 300, "url(#g)", 24) + C(640, 40, 140, "#ffffff", ' opacity=".12"') + C(80, 300, 110, "#ffffff", ' opacity=".1"')
            + S("M40 262q20-12 40 0t40 0t40 0t40 0", "#ffffff", 6, ' opacity=".6"')
            + text(48, 110, 50, titles[0]) + text(50, 158, 28, titles[1], weight="600")
            + text(50, 196, 20, titles[2], fill="#fff6e6", weight="400")
            + R(48, 214, 150, 40, "#ffffff", 20) + text(123, 241, 18, "立即點餐 Order", fill=BRAND, anchor="middle")
            + (f'<g transform="translate(430 20) scale(.62)">{svgart.food(*art)}</g>'
               f'<g transform="translate(560 90) scale(.5)">{svgart.food(*art2)}</g>' if art2 else
               f'<g transform="translate(440 -8) scale(.74)">{svgart.food(*art)}</g>') + '</svg>')


def share_svg():
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400" viewBox="0 0 500 400">'
            + R(0, 0, 500, 400, BRAND) + C(420, 60, 120, "#ffffff", ' opacity=".12"')
            + '<g transform="translate(150 40)">' + svgart.emblem() + "</g>"
            + text(250, 300, 48, "港灣廚房", anchor="middle") + text(250, 344, 26, "Harbour Kitchen", fill="#fff1dc", weight="600", anchor="middle")
            + "</svg>")


def write(path, data):
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as f:
        if isinstance(data, str):
            f.write(data)
        else:
            json.dump(data, f, ensure_ascii=False, indent=2)
            f.write("\n")


def main():
    menu = menu_json()
    write("brand.json", BRAND_JSON)
    write("cities.json", CITIES_JSON)
    write("stores.json", stores_json())
    write("menu.json", menu)
    # images
    write("images/brand/logo.svg", logo_svg())
    for i in range(3):
        write(f"images/brand/banner-{i + 1}.svg", banner_svg(i))
    write("images/brand/share.svg", share_svg())
    for s in STORES:
        write(f"images/stores/{s['code'].lower()}.svg", store_svg(s))
    for i, (cid, _n, slug, (kind, p), _s) in enumerate(CATEGORIES):
        write(f"images/categories/{slug}.svg", svgart.icon_svg(kind, dict(p, bg="#fff1de")))
    for i, g in enumerate(GOODS):
        kind, p = g["img"]
        p = dict(p)
        p.setdefault("bg", BG[g["goodsId"] % len(BG)])
        write(f"images/goods/{g['goodsId']}.svg", svgart.goods_svg(kind, p))
    print(f"wrote {len(STORES)} stores, {len(CATEGORIES)} categories, {len(GOODS)} goods to {ROOT}")


if __name__ == "__main__":
    main()

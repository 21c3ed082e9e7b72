#!/usr/bin/env python3
"""Check a brand folder (default data/demo) against docs/data-format.md.

    python3 data/tools/validate_demo.py [BRAND_DIR]

Checks: every referenced image exists (and every goods/store/category has
one), ids are unique within their kind, package items and store overrides
refer to existing goods/options, stores refer to existing cities/districts,
i18n objects carry zh-HK, zh-CN and en, money strings are decimal strings with
at most two decimals, times are HH:MM, weekdays are 1-7, enumerations hold
known values. Exits non-zero and lists the problems when anything is wrong.
Standard library only.
"""
import json
import os
import re
import sys

MONEY = re.compile(r"^\d+(\.\d{1,2})?$")
HHMM = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$|^24:00$")
LANGS = ("zh-HK", "zh-CN", "en")
GOODS_STATUS = {"on_sale", "sold_out", "removed", "not_for_sale", "waiting"}
OVERRIDE_STATUS = {"on_sale", "sold_out", "removed", "not_for_sale"}
STORE_STATUS = {"open", "closed", "break", "busy"}
# Traditional-only characters (their simplified forms differ); none may appear in zh-CN text.
# Derived with OpenCC (hk2s) from the traditional text of the demo brand.
TRAD = set("乾個僅兒內兩凍勻區單嘆國圍場塊夾寶將層島崗嶼廚廣廳彈愛應懷揀揚搗撈撻擇時會東條楊槤樂樓機檸氣湯準滷"
           "滿漢漿濃瀨灑灣為無煉煙熱燉燒燴爐獨環禮節紅細絲經網綿羅腸臘舊華葉蔔蔥薑蘋蘿號蝦蠔裝製襪觀訂計詩豬貓貢賣"
           "購車軒軟輕運選鄉醃醬釀銅鋪鎮鑊鑼長門間陽際隻雙雜雞離雲頂順預頭類風飯飲餃餅餡饅驅鬆鬚魚魷鮮鯪鴛鴦鴨鵝鹹"
           "鹽麥麵黃點龍麼們這說語請檯漿價錢營業舖")

problems = []


def err(where, msg):
    problems.append(f"{where}: {msg}")


def load(d, name):
    path = os.path.join(d, name)
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:  # noqa: BLE001
        err(name, f"cannot load: {e}")
        return None


def i18n(where, v):
    if not isinstance(v, dict):
        err(where, "not an i18n object")
        return
    for lang in LANGS:
        if not isinstance(v.get(lang), str) or not v[lang].strip():
            err(where, f"missing {lang}")
    extra = set(v) - set(LANGS)
    if extra:
        err(where, f"unknown languages {sorted(extra)}")
    cn = v.get("zh-CN", "")
    bad = sorted({ch for ch in cn if ch in TRAD})
    if bad:
        err(where, f"zh-CN has traditional characters {''.join(bad)}: {cn}")


def money(where, v, required=True):
    if v is None and not required:
        return
    if not isinstance(v, str) or not MONEY.match(v):
        err(where, f"bad money {v!r}")


def time_(where, v):
    if not isinstance(v, str) or not HHMM.match(v):
        err(where, f"bad time {v!r}")


def weekdays(where, v):
    if not isinstance(v, list) or not v or any(not isinstance(x, int) or x < 1 or x > 7 for x in v) or len(set(v)) != len(v):
        err(where, f"bad weekdays {v!r}")


def image(d, where, path, seen):
    if not isinstance(path, str) or not path.startswith("images/"):
        err(where, f"bad image path {path!r}")
        return
    full = os.path.join(d, path)
    if not os.path.isfile(full):
        err(where, f"image missing: {path}")
    elif path.endswith(".svg") and os.path.getsize(full) > 4096:
        err(where, f"image larger than 4 KB: {path}")
    seen.add(path)


def unique(kind, ids):
    seen = set()
    for i in ids:
        if i in seen:
            err(kind, f"duplicate id {i}")
        seen.add(i)


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "demo")
    d = os.path.normpath(d)
    used_images = set()

    brand = load(d, "brand.json")
    if brand:
        if not isinstance(brand.get("code"), str) or not brand["code"]:
            err("brand.json code", "missing")
        i18n("brand.json name", brand.get("name"))
        image(d, "brand.json logo", brand.get("logo"), used_images)
        for i, b in enumerate(brand.get("banners", [])):
            image(d, f"brand.json banners[{i}].image", b.get("image"), used_images)
            i18n(f"brand.json banners[{i}].title", b.get("title"))
            if not isinstance(b.get("link"), str) or not b["link"].startswith("/"):
                err(f"brand.json banners[{i}].link", "must be an app path")
        gc = brand.get("globalConfig", {})
        money("brand.json globalConfig.minBuyFee", gc.get("minBuyFee"))
        share = gc.get("share", {})
        i18n("brand.json globalConfig.share.title", share.get("title"))
        image(d, "brand.json globalConfig.share.imgUrl", share.get("imgUrl"), used_images)
        i18n("brand.json platformConfig.growth-value-name", brand.get("platformConfig", {}).get("growth-value-name"))

    cities = load(d, "cities.json")
    city_codes, district_city = set(), {}
    if cities:
        unique("cities.json cities", [c["code"] for c in cities["cities"]])
        for c in cities["cities"]:
            city_codes.add(c["code"])
            i18n(f"cities.json city {c['code']}", c.get("name"))
            if not (22.1 < c.get("lat", 0) < 22.6 and 113.8 < c.get("lng", 0) < 114.5):
                err(f"cities.json city {c['code']}", "lat/lng outside Hong Kong")
        unique("cities.json districts", [x["code"] for x in cities["districts"]])
        for x in cities["districts"]:
            district_city[x["code"]] = x.get("cityCode")
            i18n(f"cities.json district {x['code']}", x.get("name"))
            if x.get("cityCode") not in city_codes:
                err(f"cities.json district {x['code']}", f"unknown cityCode {x.get('cityCode')}")
        if len(cities["districts"]) != 18:
            err("cities.json", f"{len(cities['districts'])} districts, expected 18")

    menu = load(d, "menu.json")
    goods_by_id, options = {}, {}
    if menu:
        cids = [c["cid"] for c in menu["categories"]]
        unique("menu.json cid", cids)
        for c in menu["categories"]:
            w = f"menu.json category {c['cid']}"
            i18n(w + " name", c.get("name"))
            image(d, w + " icon", c.get("icon"), used_images)
            for st in c.get("saleTimes", []):
                weekdays(w + " saleTimes", st.get("weekdays"))
                time_(w + " saleTimes.start", st.get("start"))
                time_(w + " saleTimes.end", st.get("end"))
        unique("menu.json goodsId", [g["goodsId"] for g in menu["goods"]])
        unique("menu.json optionId", [s["optionId"] for g in menu["goods"] for s in g.get("specs", [])])
        unique("menu.json attrId", [a["attrId"] for g in menu["goods"] for a in g.get("attrs", [])])
        unique("menu.json valueId", [v["valueId"] for g in menu["goods"] for a in g.get("attrs", []) for v in a["values"]])
        unique("menu.json groupId", [p["groupId"] for g in menu["goods"] for p in g.get("packageGroups", [])])
        for g in menu["goods"]:
            goods_by_id[g["goodsId"]] = g
            options[g["goodsId"]] = {s["optionId"] for s in g.get("specs", [])}
        for g in menu["goods"]:
            gid = g["goodsId"]
            w = f"menu.json goods {gid}"
            if g.get("cid") not in cids:
                err(w, f"unknown cid {g.get('cid')}")
            i18n(w + " name", g.get("name"))
            i18n(w + " desc", g.get("desc"))
            image(d, w + " image", g.get("image"), used_images)
            money(w + " price", g.get("price"))
            money(w + " oldPrice", g.get("oldPrice"), required=False)
            money(w + " boxPrice", g.get("boxPrice"), required=False)
            if g.get("goodsType") not in (1, 3, 4):
                err(w, f"bad goodsType {g.get('goodsType')}")
            if g.get("status") not in GOODS_STATUS:
                err(w, f"bad status {g.get('status')}")
            if not isinstance(g.get("unitnum"), int) or g["unitnum"] < 1:
                err(w, "unitnum must be >= 1")
            if not isinstance(g.get("limitNum"), int) or g["limitNum"] < 0:
                err(w, "limitNum must be >= 0")
            if g["limitNum"] and g["limitNum"] < g["unitnum"]:
                err(w, "limitNum below unitnum")
            for st in g.get("saleTimes", []):
                weekdays(w + " saleTimes", st.get("weekdays"))
                time_(w + " saleTimes.start", st.get("start"))
                time_(w + " saleTimes.end", st.get("end"))
            for s in g.get("specs", []):
                i18n(f"{w} spec {s['optionId']} name", s.get("name"))
                money(f"{w} spec {s['optionId']} price", s.get("price"))
                money(f"{w} spec {s['optionId']} oldPrice", s.get("oldPrice"), required=False)
                money(f"{w} spec {s['optionId']} boxPrice", s.get("boxPrice"), required=False)
                if s["optionId"] // 100 != gid:
                    err(f"{w} spec {s['optionId']}", "optionId is not goodsId*100+n")
            for a in g.get("attrs", []):
                i18n(f"{w} attr {a['attrId']} name", a.get("name"))
                if not isinstance(a.get("required"), bool) or not isinstance(a.get("multiple"), bool):
                    err(f"{w} attr {a['attrId']}", "required/multiple must be booleans")
                if not a.get("values"):
                    err(f"{w} attr {a['attrId']}", "no values")
                defaults = [v for v in a["values"] if v.get("default")]
                if not a.get("multiple") and len(defaults) > 1:
                    err(f"{w} attr {a['attrId']}", "several defaults in a single-choice group")
                for v in a["values"]:
                    i18n(f"{w} attr value {v['valueId']} name", v.get("name"))
                    money(f"{w} attr value {v['valueId']} price", v.get("price"))
            groups = g.get("packageGroups", [])
            if g.get("goodsType") == 3 and not groups:
                err(w, "package without packageGroups")
            if g.get("goodsType") != 3 and groups:
                err(w, "packageGroups on a non-package goods")
        for g in menu["goods"]:
            w = f"menu.json goods {g['goodsId']}"
            for p in g.get("packageGroups", []):
                pw = f"{w} group {p['groupId']}"
                i18n(pw + " name", p.get("name"))
                if not isinstance(p.get("pick"), int) or p["pick"] < 1 or p["pick"] > len(p.get("items", [])):
                    err(pw, f"bad pick {p.get('pick')}")
                if sum(1 for it in p["items"] if it.get("default")) > p["pick"]:
                    err(pw, "more defaults than pick")
                for it in p["items"]:
                    tid, oid = it.get("goodsId"), it.get("optionId", 0)
                    if tid not in goods_by_id:
                        err(pw, f"item goodsId {tid} does not exist")
                        continue
                    target = goods_by_id[tid]
                    if target.get("goodsType") == 3:
                        err(pw, f"item {tid} is itself a package")
                    if target.get("status") in ("removed", "waiting", "not_for_sale"):
                        err(pw, f"item {tid} has status {target['status']}")
                    if oid and oid not in options[tid]:
                        err(pw, f"item optionId {oid} is not a spec of {tid}")
                    if not oid and options[tid]:
                        err(pw, f"item {tid} has specs but no optionId")
                    money(pw + f" item {tid} addPrice", it.get("addPrice"))
        referenced = {it["goodsId"] for g in menu["goods"] for p in g.get("packageGroups", []) for it in p["items"]}
        for g in menu["goods"]:
            if g.get("goodsType") == 4 and g["goodsId"] not in referenced:
                err(f"menu.json goods {g['goodsId']}", "type-4 goods used by no package")

    stores = load(d, "stores.json")
    if stores:
        unique("stores.json sid", [s["sid"] for s in stores["stores"]])
        unique("stores.json code", [s["code"] for s in stores["stores"]])
        for s in stores["stores"]:
            w = f"stores.json store {s['sid']}"
            i18n(w + " name", s.get("name"))
            i18n(w + " address", s.get("address"))
            image(d, w + " image", s.get("image"), used_images)
            if s.get("cityCode") not in city_codes:
                err(w, f"unknown cityCode {s.get('cityCode')}")
            if s.get("districtCode") not in district_city:
                err(w, f"unknown districtCode {s.get('districtCode')}")
            elif district_city[s["districtCode"]] != s.get("cityCode"):
                err(w, f"district {s['districtCode']} is not in city {s.get('cityCode')}")
            if not (22.15 < s.get("lat", 0) < 22.57 and 113.82 < s.get("lng", 0) < 114.45):
                err(w, "lat/lng outside Hong Kong")
            if not re.match(r"^\+852 [23]\d{3} \d{4}$", s.get("phone", "")):
                err(w, f"bad phone {s.get('phone')}")
            ot = s.get("orderTypes")
            if not ot or any(x not in (1, 2, 3) for x in ot) or len(set(ot)) != len(ot):
                err(w, f"bad orderTypes {ot}")
            if s.get("status") not in STORE_STATUS:
                err(w, f"bad status {s.get('status')}")
            if not s.get("hours"):
                err(w, "no hours")
            for h in s.get("hours", []):
                if "weekdays" in h:
                    weekdays(w + " hours", h["weekdays"])
                time_(w + " hours.open", h.get("open"))
                time_(w + " hours.close", h.get("close"))
                for b in h.get("breaks", []):
                    time_(w + " breaks.start", b.get("start"))
                    time_(w + " breaks.end", b.get("end"))
                    if h["open"] < h["close"] and not (h["open"] <= b["start"] < b["end"] <= h["close"]):
                        err(w, f"break {b} outside {h['open']}-{h['close']}")
            days = [x for h in s.get("hours", []) for x in h.get("weekdays", [1, 2, 3, 4, 5, 6, 7])]
            if len(days) != len(set(days)):
                err(w, "a weekday is covered by two hours rules")
            dl = s.get("delivery", {})
            if not isinstance(dl.get("radiusM"), int) or dl["radiusM"] <= 0:
                err(w, "bad delivery.radiusM")
            for k in ("baseFee", "freeThreshold", "minOrder"):
                money(f"{w} delivery.{k}", dl.get(k))
            pk = s.get("packing", {})
            money(w + " packing.bagFee", pk.get("bagFee"))
            if pk.get("boxFeeMode") not in ("per_item", "per_line"):
                err(w, f"bad boxFeeMode {pk.get('boxFeeMode')}")
            for li in s.get("licences", []):
                i18n(w + " licence type", li.get("type"))
                if not re.match(r"^\d{10}$", li.get("number", "")):
                    err(w, f"bad licence number {li.get('number')}")
                if not re.match(r"^\d{4}-\d{2}-\d{2}$", li.get("validUntil", "")):
                    err(w, f"bad licence validUntil {li.get('validUntil')}")
            for o in s.get("goodsOverrides", []):
                gid, oid = o.get("goodsId"), o.get("optionId")
                if gid not in goods_by_id:
                    err(w, f"override of unknown goods {gid}")
                    continue
                if oid is not None and oid not in options[gid]:
                    err(w, f"override of unknown option {oid} of goods {gid}")
                if "price" not in o and "status" not in o:
                    err(w, f"override of {gid} sets nothing")
                if "price" in o:
                    money(f"{w} override {gid} price", o["price"])
                if "status" in o and o["status"] not in OVERRIDE_STATUS:
                    err(w, f"override of {gid} has bad status {o['status']}")

    # coupons.json: each template's category has its ticket picture (the server names it by category)
    coupons_path = os.path.join(d, "coupons.json")
    if os.path.exists(coupons_path):
        with open(coupons_path, encoding="utf-8") as f:
            coupons = json.load(f)
        keys = set()
        for t in coupons.get("templates", []):
            keys.add(t.get("key"))
            cat = t.get("coupon", {}).get("couponCategory")
            rel = f"images/coupons/{cat}.svg"
            used_images.add(rel)
            if not os.path.exists(os.path.join(d, rel)):
                err("coupons", f"template {t.get('key')}: missing picture {rel}")
        for group in ("campaigns", "codes"):
            for item in coupons.get(group, []):
                if item.get("template") not in keys:
                    err("coupons", f"{group}: unknown template {item.get('template')}")

    # tables.json: tables of stores that offer dine-in, numbers of letters, digits or '-'
    tables_path = os.path.join(d, "tables.json")
    if os.path.exists(tables_path):
        with open(tables_path, encoding="utf-8") as f:
            tables = json.load(f)
        dine_in = {s.get("sid") for s in (stores or {}).get("stores", []) if 3 in s.get("orderTypes", [])}
        for entry in tables.get("tables", []):
            if entry.get("sid") not in dine_in:
                err("tables", f"store {entry.get('sid')} has tables but no dine-in")
            for t in entry.get("tables", []):
                if not re.fullmatch(r"[A-Za-z0-9-]{1,10}", str(t)):
                    err("tables", f"store {entry.get('sid')}: bad table number {t!r}")

    # wishes.json: collect-wishes campaigns, 2 to 20 cards with pictures and weights, a reward the server can give
    wishes_path = os.path.join(d, "wishes.json")
    if os.path.exists(wishes_path):
        with open(wishes_path, encoding="utf-8") as f:
            wishes = json.load(f)
        template_keys = {t.get("key") for t in (coupons or {}).get("templates", [])} if os.path.exists(coupons_path) else set()
        for n, c in enumerate(wishes.get("campaigns", [])):
            w = f"wishes.json campaigns[{n}]"
            i18n(w + " title", c.get("title"))
            i18n(w + " rules", c.get("rules"))
            kind = c.get("rewardKind")
            if kind == "coupon" and c.get("rewardTemplate") not in template_keys:
                err(w, f"unknown coupon template {c.get('rewardTemplate')}")
            elif kind == "points" and not (isinstance(c.get("rewardPoints"), int) and 1 <= c["rewardPoints"] <= 1_000_000):
                err(w, "rewardPoints must be 1 to 1,000,000")
            elif kind not in ("coupon", "points"):
                err(w, f"bad rewardKind {kind!r}")
            items = c.get("items", [])
            if not 2 <= len(items) <= 20:
                err(w, f"{len(items)} cards, expected 2 to 20")
            for m, item in enumerate(items):
                i18n(f"{w} items[{m}] name", item.get("name"))
                image(d, f"{w} items[{m}] image", item.get("image"), used_images)
                if not (isinstance(item.get("weight"), int) and 1 <= item["weight"] <= 1_000_000):
                    err(f"{w} items[{m}]", "weight must be 1 to 1,000,000")

    # images on disk that nothing references
    img_dir = os.path.join(d, "images")
    for root, _dirs, files in os.walk(img_dir):
        for f in files:
            rel = os.path.relpath(os.path.join(root, f), d).replace(os.sep, "/")
            if rel not in used_images:
                err("images", f"unreferenced file {rel}")

    if problems:
        print("\n".join(problems))
        print(f"{len(problems)} problem(s)")
        return 1
    n_goods = len(goods_by_id)
    print(f"ok: {len(stores['stores'])} stores, {len(menu['categories'])} categories, {n_goods} goods, "
          f"{len(used_images)} images")
    return 0


if __name__ == "__main__":
    sys.exit(main())

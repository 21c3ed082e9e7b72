#!/usr/bin/env python3
"""Check a brand folder (default data/demo) against docs/data-format.md.

    python3 data/tools/validate_demo.py [BRAND_DIR]

Checks every file of the folder, each optional one only when it is there: every
referenced image exists (and every goods/store/category has one) and every image
is referenced; ids and keys are unique within their kind; references between
files hold (goods and specifications of menu.json, stores, coupon templates and
activities of coupons.json, mall items and categories, custom page slugs, pages
of the web app that links open); i18n objects carry zh-HK, zh-CN and en with no
traditional character in zh-CN; money strings are decimal strings with at most
two decimals; times are HH:MM; weekdays are 1-7; enumerations hold the values
the server knows; numbers lie in the ranges the server's admin API accepts;
rich text uses the tags the app shows. In agreements, draws, goods-codes,
invites, loyalty, mall, page-content, pages, popups, sensitive-words and tasks,
fields the server does not read are named. Exits non-zero and lists the
problems when anything is wrong. Runs in scripts/test. Standard library only.
"""
import json
import os
import re
import sys
from urllib.parse import parse_qs

MONEY = re.compile(r"^\d+(\.\d{1,2})?$")
HHMM = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$|^24:00$")
LANGS = ("zh-HK", "zh-CN", "en")
GOODS_STATUS = {"on_sale", "sold_out", "removed", "not_for_sale", "waiting"}
OVERRIDE_STATUS = {"on_sale", "sold_out", "removed", "not_for_sale"}
STORE_STATUS = {"open", "closed", "break", "busy"}
# Traditional-only characters (their simplified forms differ); none may appear in zh-CN text.
# Derived with OpenCC (hk2s) from the traditional text of the demo brand, every file. Left out:
# 鱲 (simplified text writes 赤鱲角 too).
TRAD = set("乾個僅兒內兩凍勻區單嘆國圍場塊夾寶將層島崗嶼廚廣廳彈愛應懷揀揚搗撈撻擇時會東條楊槤樂樓機檸氣湯準滷"
           "滿漢漿濃瀨灑灣為無煉煙熱燉燒燴爐獨環禮節紅細絲經網綿羅腸臘舊華葉蔔蔥薑蘋蘿號蝦蠔裝製襪觀訂計詩豬貓貢賣"
           "購車軒軟輕運選鄉醃醬釀銅鋪鎮鑊鑼長門間陽際隻雙雜雞離雲頂順預頭類風飯飲餃餅餡饅驅鬆鬚魚魷鮮鯪鴛鴦鴨鵝鹹"
           "鹽麥麵黃點龍麼們這說語請檯漿價錢營業舖"
           "並佈併傳優儲兌冊別刪則動務參員問啟墊宮實寫專尋對屆屍屬帳張後憑戇戶換摺數於極樣權歡歲決況減溫瀏爭獎獲現當"
           "疊發盜盤確碼稱積範紀約納終結絡給統綠線繼續聯與處複見覽訊記訪設訴註評詢話該詳認謝證議讓貨買費資賓賞賬賺贈"
           "躝轉連週過達適郵銀銷錄鎖鏟鐘開閱關隨隱電頁須領額願顯餘饋驗體鳩齊")

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


# Links: a path of ours or an https address (the server's page::is_safe_link); app paths are
# checked against the web app's pages and what they name after all files are read.
LINK_BAD = re.compile(r'[\x00-\x20\x7f"<>\\]')
app_links = []
# Tags the app keeps in rich text (web/src/features/account/richText.ts: allowed and aliased).
RICH_TAGS = {"h1", "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "li", "strong", "em", "b", "i", "br", "a"}
PERIODS = {"once", "day", "week", "month"}


def load_optional(d, name):
    """An optional file: None when the brand folder has none (or it does not load)."""
    if not os.path.exists(os.path.join(d, name)):
        return None
    return load(d, name)


def shape(where, o, required, optional=()):
    """An object with its required fields and no field the server does not read."""
    if not isinstance(o, dict):
        err(where, "not an object")
        return False
    for k in required:
        if k not in o:
            err(where, f"missing {k}")
    extra = sorted(set(o) - set(required) - set(optional) - {"_comment"})
    if extra:
        err(where, f"unknown fields {extra} (the server does not read them)")
    return all(k in o for k in required)


def listed(where, v, lo=0, hi=None):
    """A list of lo to hi entries; [] (after the problem) otherwise."""
    if not isinstance(v, list):
        err(where, "not a list")
        return []
    if len(v) < lo or (hi is not None and len(v) > hi):
        err(where, f"{len(v)} entries, expected {lo} to {hi}" if hi is not None else f"{len(v)} entries, expected at least {lo}")
    return v


def number(where, v, lo, hi, required=True):
    if v is None and not required:
        return
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        err(where, f"{v!r} is not a whole number from {lo:,} to {hi:,}")


def cents(v):
    if not isinstance(v, str) or not MONEY.match(v):
        return None
    whole, _, frac = v.partition(".")
    return int(whole) * 100 + int((frac + "00")[:2])


def amount(where, v, lo, hi, required=True, above=False):
    """Money from lo to hi dollars (above: more than lo)."""
    if v is None and not required:
        return None
    money(where, v)
    c = cents(v)
    if c is not None and (c < lo * 100 or c > hi * 100 or (above and c == lo * 100)):
        err(where, f"{v} is not {'more than' if above else 'from'} {lo:,} {'and at most' if above else 'to'} {hi:,}")
    return c


def color(where, v):
    if v is not None and (not isinstance(v, str) or not re.fullmatch(r"#[0-9a-fA-F]{6}", v)):
        err(where, f"bad colour {v!r}, expected #rrggbb")


def fits(where, v, limit):
    """Each language of an i18n text at most `limit` bytes of UTF-8 (the server's limit)."""
    for lang, text in (v.items() if isinstance(v, dict) else ()):
        if isinstance(text, str) and len(text.encode()) > limit:
            err(where, f"{lang} longer than {limit} bytes")


def rich(where, v):
    """Rich text in the agreements' HTML subset: other tags would be dropped by the app."""
    i18n(where, v)
    for lang, text in (v.items() if isinstance(v, dict) else ()):
        if isinstance(text, str):
            bad = sorted({t.lower() for t in re.findall(r"</?\s*([A-Za-z][A-Za-z0-9]*)", text)} - RICH_TAGS)
            if bad:
                err(where, f"{lang} has tags the app does not show: {bad}")


def link(where, v, required=False):
    if v is None and not required:
        return
    ok = (isinstance(v, str) and 0 < len(v.encode()) <= 500 and not LINK_BAD.search(v)
          and ((v.startswith("/") and not v.startswith("//")) or (v.startswith("https://") and len(v) > 8)))
    if not ok:
        err(where, f"bad link {v!r}: a path of ours (/...) or an https:// address")
    elif v.startswith("/"):
        app_links.append((where, v))


def picture(d, where, v, seen):
    """A brand image (images/...) or an https address (page-content.json)."""
    if isinstance(v, str) and v.startswith("https://"):
        if len(v) <= 8 or len(v.encode()) > 500 or LINK_BAD.search(v):
            err(where, f"bad image address {v!r}")
    else:
        image(d, where, v, seen)


def windows(where, v):
    """Weekly windows like a category's saleTimes (weekdays optional: every day)."""
    for n, x in enumerate(listed(where, v)):
        if shape(f"{where}[{n}]", x, ("start", "end"), ("weekdays",)):
            if "weekdays" in x:
                weekdays(f"{where}[{n}]", x["weekdays"])
            time_(f"{where}[{n}].start", x["start"])
            time_(f"{where}[{n}].end", x["end"])
            if x["start"] == "24:00":
                err(f"{where}[{n}]", "a window cannot start at 24:00")


def days(where, o):
    """How long a campaign runs from loading (absent: 365)."""
    number(where + " days", o.get("days"), 1, 36_500, required=False)


def template(where, key, templates):
    if key not in templates:
        err(where, f"unknown coupon template {key!r}")


def reward(where, kind, points, key, templates):
    """A reward the server can give (modules/reward): 1 to 1,000,000 points, or a coupon of a template."""
    if kind == "points":
        number(where + " points", points, 1, 1_000_000)
        if key is not None:
            err(where, "a points reward names a coupon template")
    elif kind == "coupon":
        template(where, key, templates)
        if points:
            err(where, "a coupon reward gives points too")
    else:
        err(where, f"bad reward kind {kind!r}")


def app_pages():
    """The page paths of the web app (web/src/app/pagePaths.ts); None outside this repository."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "web", "src", "app", "pagePaths.ts")
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError:
        return None
    pages = set()

    def family(m):
        pages.update(m.group(1) + item for item in re.findall(r"'([^']+)'", m.group(2)))
        return ""

    text = re.sub(r"family\('([^']+)',\s*\[(.*?)\]\)", family, text, flags=re.S)
    pages.update(re.findall(r"'([A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)+)'", text))
    return pages


def check_links(cids, slugs, mall_items):
    """App links open a page of the web app; a custom page's slug, a mall item's id and a category exist."""
    pages = app_pages()
    for where, v in app_links:
        path, _, query = v.partition("?")
        page = re.sub(r"/{2,}", "/", path).strip("/")
        q = parse_qs(query)
        if pages is not None and page not in pages:
            err(where, f"link {v}: the web app has no page {page}")
        if page.endswith("customPage/index") and q.get("slug", [None])[0] not in slugs:
            err(where, f"link {v}: pages.json has no page of that slug")
        item = q.get("id", [""])[0]
        if page == "integralMall/pages/detail/index" and not (item.isdigit() and 1 <= int(item) <= mall_items):
            err(where, f"link {v}: mall.json has no item of that id (items are numbered from 1 in order)")
        if "cid" in q and not (q["cid"][0].isdigit() and int(q["cid"][0]) in cids):
            err(where, f"link {v}: menu.json has no category of that cid")


# coupons.json: templates with names and validity, each category with its ticket picture (the server
# names it by category); campaigns, activities, codes, packs, equity cards and their pages naming
# templates, activities and cards that exist. Returns the templates by key.
def check_coupons(d, used_images):
    coupons = load_optional(d, "coupons.json")
    if not isinstance(coupons, dict):
        return {}
    keys = [t.get("key") for t in coupons.get("templates", [])]
    unique("coupons.json templates key", keys)
    templates = {t.get("key"): t for t in coupons.get("templates", [])}
    for t in coupons.get("templates", []):
        w = f"coupons.json template {t.get('key')}"
        i18n(w + " name", t.get("name"))
        number(w + " validity.days", (t.get("validity") or {}).get("days"), 1, 36_500)
        if not isinstance(t.get("giftable", True), bool):
            err(w, "giftable must be a boolean")
        cat = t.get("coupon", {}).get("couponCategory")
        rel = f"images/coupons/{cat}.svg"
        used_images.add(rel)
        if not os.path.exists(os.path.join(d, rel)):
            err("coupons", f"template {t.get('key')}: missing picture {rel}")
    activities = [a.get("key") for a in coupons.get("activities", [])]
    unique("coupons.json activities key", activities)
    for a in coupons.get("activities", []):
        w = f"coupons.json activity {a.get('key')}"
        i18n(w + " title", a.get("title"))
        if "rules" in a:
            i18n(w + " rules", a["rules"])
        if "code" in a and not (isinstance(a["code"], str) and re.fullmatch(r"[A-Za-z0-9]{1,32}", a["code"].replace(" ", ""))):
            err(w, f"bad code {a['code']!r}: letters and digits, at most 32")
    for group in ("campaigns", "codes"):
        for item in coupons.get(group, []):
            if item.get("template") not in templates:
                err("coupons", f"{group}: unknown template {item.get('template')}")
    for n, c in enumerate(coupons.get("campaigns", [])):
        w = f"coupons.json campaigns[{n}]"
        i18n(w + " title", c.get("title"))
        if "activity" in c and c["activity"] not in activities:
            err(w, f"unknown activity {c['activity']!r}")
        if c.get("limitPeriod", "day") not in ("day", "week", "month"):
            err(w, f"bad limitPeriod {c['limitPeriod']!r}")
    unique("coupons.json codes", [code for c in coupons.get("codes", []) for code in c.get("codes", [])])
    for n, p in enumerate(coupons.get("packs", [])):
        w = f"coupons.json packs[{n}]"
        i18n(w + " name", p.get("name"))
        if "description" in p:
            i18n(w + " description", p["description"])
        amount(w + " price", p.get("price"), 0, 10_000, above=True)
        amount(w + " originalPrice", p.get("originalPrice"), 0, 10_000, required=False)
        number(w + " perMemberLimit", p.get("perMemberLimit"), 0, 1000, required=False)
        items = listed(w + " items", p.get("items"), 1, 10)
        unique(w + " items template", [i.get("template") for i in items])
        for i in items:
            template(w + " items", i.get("template"), templates)
            number(f"{w} items {i.get('template')} count", i.get("count"), 1, 50)
    cards = coupons.get("rightsCards", [])
    for n, c in enumerate(cards):
        w = f"coupons.json rightsCards[{n}]"
        for k in ("name", "description", "agreement"):
            i18n(f"{w} {k}", c.get(k))
        color(w + " color", c.get("color"))
        amount(w + " price", c.get("price"), 0, 10_000, above=True)
        amount(w + " originalPrice", c.get("originalPrice"), 0, 10_000, required=False)
        number(w + " perMemberLimit", c.get("perMemberLimit"), 0, 1000, required=False)
        kind = c.get("kind", "bundle")
        if kind not in ("bundle", "discount"):
            err(w, f"bad kind {kind!r}")
        benefits = listed(w + " benefits", c.get("benefits"), 1, 10)
        unique(w + " benefits template", [b.get("template") for b in benefits])
        for b in benefits:
            bw = f"{w} benefit {b.get('template')}"
            template(bw, b.get("template"), templates)
            count, times, every = b.get("count", 1), b.get("times", 1), b.get("everyDays", 0)
            number(bw + " count", count, 1, 20)
            number(bw + " times", times, 1, 52)
            number(bw + " everyDays", every, 0, 366)
            if times != 1 and every == 0:
                err(bw, "several times need everyDays")
            if kind == "discount":
                if (count, every) != (1, 1) or not isinstance(times, int) or times < 2:
                    err(bw, "a discount card gives one coupon a day, at least twice")
                if (templates.get(b.get("template"), {}).get("validity") or {}).get("days") != 1:
                    err(bw, "a discount card's template is valid one day")
    for n, c in enumerate(coupons.get("rightsContents", [])):
        w = f"coupons.json rightsContents[{n}]"
        i18n(w + " title", c.get("title"))
        i18n(w + " summary", c.get("summary"))
        rich(w + " content", c.get("content"))
        color(w + " color", c.get("color"))
        if "card" in c and not (isinstance(c["card"], int) and 0 <= c["card"] < len(cards)):
            err(w, f"card {c['card']!r} is not an index of rightsCards")
    return templates


# agreements.json: the member terms and privacy policy, a version each, rich text the app shows.
def check_agreements(d):
    data = load_optional(d, "agreements.json")
    if data is None:
        return
    if not shape("agreements.json", data, ("agreements",)):
        return
    items = listed("agreements.json agreements", data["agreements"], 1)
    unique("agreements.json type and version", [f"{a.get('type')} {a.get('version')}" for a in items if isinstance(a, dict)])
    for n, a in enumerate(items):
        w = f"agreements.json agreements[{n}]"
        if not shape(w, a, ("type", "version", "title", "content"), ("channel",)):
            continue
        if not isinstance(a["type"], str) or not re.fullmatch(r"[A-Za-z0-9_-]{1,40}", a["type"]):
            err(w, f"bad type {a['type']!r}")
        number(w + " version", a["version"], 1, 1_000_000)
        if not isinstance(a.get("channel", "nonage"), str):
            err(w, "channel must be a string")
        i18n(w + " title", a["title"])
        rich(w + " content", a["content"])


# draws.json: lucky draws (wheel, grid, blind box) and their prizes (modules/draw: the admin API's limits).
def check_draws(d, used_images, templates):
    data = load_optional(d, "draws.json")
    if data is None or not shape("draws.json", data, ("activities",)):
        return
    for n, a in enumerate(listed("draws.json activities", data["activities"], 1)):
        w = f"draws.json activities[{n}]"
        if not shape(w, a, ("kind", "title", "rules", "prizes"),
                     ("image", "costPoints", "dailyLimit", "totalLimit", "multiCount", "perOrder", "days")):
            continue
        if a["kind"] not in ("wheel", "grid", "blind_box"):
            err(w, f"bad kind {a['kind']!r}")
        i18n(w + " title", a["title"])
        i18n(w + " rules", a["rules"])
        if "image" in a:
            image(d, w + " image", a["image"], used_images)
        number(w + " costPoints", a.get("costPoints"), 0, 100_000_000, required=False)
        number(w + " dailyLimit", a.get("dailyLimit"), 0, 10_000, required=False)
        number(w + " totalLimit", a.get("totalLimit"), 0, 10_000, required=False)
        if a.get("multiCount", 0) != 0:
            number(w + " multiCount", a["multiCount"], 2, 10)
        if a.get("perOrder", 0) not in (0, 1):
            err(w, f"perOrder is 0 or 1, not {a['perOrder']!r}")
        days(w, a)
        for m, p in enumerate(listed(w + " prizes", a["prizes"], 1, 100)):
            pw = f"{w} prizes[{m}]"
            if not shape(pw, p, ("kind", "name"), ("image", "template", "points", "weight", "stock")):
                continue
            kind = p["kind"]
            if kind not in ("coupon", "points", "physical", "none"):
                err(pw, f"bad kind {kind!r}")
            i18n(pw + " name", p["name"])
            if "image" in p:
                image(d, pw + " image", p["image"], used_images)
            number(pw + " weight", p.get("weight", 1), 1, 1_000_000)
            if kind != "none" and "stock" not in p:
                err(pw, "every prize but none needs a stock")
            number(pw + " stock", p.get("stock"), 0, 1_000_000, required=False)
            if kind == "points":
                number(pw + " points", p.get("points"), 1, 100_000_000)
            elif "points" in p:
                err(pw, f"points on a {kind} prize")
            if kind == "coupon":
                template(pw, p.get("template"), templates)
            elif "template" in p:
                err(pw, f"template on a {kind} prize")


# goods-codes.json: codes the table's code lookup answers, each naming a goods (or spec) of menu.json.
def check_goods_codes(d, goods_by_id, options):
    data = load_optional(d, "goods-codes.json")
    if data is None or not shape("goods-codes.json", data, ("codes",)):
        return
    codes = []
    for n, c in enumerate(listed("goods-codes.json codes", data["codes"])):
        w = f"goods-codes.json codes[{n}]"
        if not shape(w, c, ("code", "goodsId"), ("optionId",)):
            continue
        code = c["code"].strip(" \t") if isinstance(c["code"], str) else None
        if not code or not re.fullmatch(r"[A-Za-z0-9-]{1,32}", code):
            err(w, f"bad code {c['code']!r}: 1-32 letters, digits or '-'")
            continue
        codes.append(code.upper())
        gid, oid = c["goodsId"], c.get("optionId", 0)
        if gid not in goods_by_id:
            err(w, f"code {code}: unknown goodsId {gid}")
        elif oid and oid not in options[gid]:
            err(w, f"code {code}: optionId {oid} is not a spec of {gid}")
    unique("goods-codes.json code", codes)


# invites.json: invite campaigns; a reward per side and stage, points or a coupon.
def check_invites(d, templates):
    data = load_optional(d, "invites.json")
    if data is None or not shape("invites.json", data, ("campaigns",)):
        return
    for n, c in enumerate(listed("invites.json campaigns", data["campaigns"], 1)):
        w = f"invites.json campaigns[{n}]"
        if not shape(w, c, ("title", "rules", "rewards"), ("inviterCap", "days")):
            continue
        i18n(w + " title", c["title"])
        i18n(w + " rules", c["rules"])
        number(w + " inviterCap", c.get("inviterCap"), 0, 10_000, required=False)
        days(w, c)
        rewards = listed(w + " rewards", c["rewards"], 1)
        unique(w + " rewards side and stage", [f"{r.get('side')}/{r.get('stage')}" for r in rewards if isinstance(r, dict)])
        for m, r in enumerate(rewards):
            rw = f"{w} rewards[{m}]"
            if not shape(rw, r, ("side", "stage", "kind"), ("points", "template")):
                continue
            if r["side"] not in ("inviter", "invitee"):
                err(rw, f"bad side {r['side']!r}")
            if r["stage"] not in ("register", "first_order"):
                err(rw, f"bad stage {r['stage']!r}")
            reward(rw, r["kind"], r.get("points"), r.get("template"), templates)


# loyalty.json: points and growth rules, levels, recharge plans, Privilege Passes, gift card batches.
def check_loyalty(d, goods_by_id, sids):
    data = load_optional(d, "loyalty.json")
    if data is None or not shape("loyalty.json", data, ("points",), ("growth", "levels", "recharge", "prime", "giftCards")):
        return
    p = data["points"]
    w = "loyalty.json points"
    if shape(w, p, ("payMoney", "point", "validityDays"), ("redeem",)):
        amount(w + ".payMoney", p["payMoney"], 0, 1_000_000, above=True)
        number(w + ".point", p["point"], 0, 1_000_000)
        number(w + ".validityDays", p["validityDays"], 0, 36_500)
        r = p.get("redeem")
        if r is not None and shape(w + ".redeem", r, ("points", "money", "maxPercent", "minCash", "maxPerOrder")):
            number(w + ".redeem.points", r["points"], 0, 1_000_000)
            amount(w + ".redeem.money", r["money"], 0, 1_000_000)
            number(w + ".redeem.maxPercent", r["maxPercent"], 0, 100)
            amount(w + ".redeem.minCash", r["minCash"], 0, 1_000_000)
            number(w + ".redeem.maxPerOrder", r["maxPerOrder"], 0, 100_000_000)
    if "growth" in data and shape("loyalty.json growth", data["growth"], ("consumptionMoney",)):
        amount("loyalty.json growth.consumptionMoney", data["growth"]["consumptionMoney"], 0, 1_000_000)
    levels = listed("loyalty.json levels", data.get("levels", []))
    unique("loyalty.json levels code", [x.get("code") for x in levels if isinstance(x, dict)])
    unique("loyalty.json levels threshold", [x.get("threshold") for x in levels if isinstance(x, dict)])
    for x in levels:
        w = f"loyalty.json level {x.get('code') if isinstance(x, dict) else x}"
        if not shape(w, x, ("code", "name", "threshold", "validityDays"), ("earnRate", "redeemRate", "benefits", "color")):
            continue
        if not isinstance(x["code"], str) or not re.fullmatch(r"[a-z0-9_-]{1,32}", x["code"]):
            err(w, f"bad code {x['code']!r}: 1-32 of a-z, 0-9, _ and -")
        i18n(w + " name", x["name"])
        fits(w + " name", x["name"], 60)
        number(w + " threshold", x["threshold"], 0, 100_000_000)
        number(w + " validityDays", x["validityDays"], 0, 36_500)
        for k in ("earnRate", "redeemRate"):
            rate = x.get(k, "1")
            if not isinstance(rate, str) or not re.fullmatch(r"\d+(\.\d{1,4})?", rate) or float(rate) > 100 \
                    or (k == "redeemRate" and float(rate) == 0):
                err(w, f"bad {k} {rate!r}: a multiplier like \"1.5\", up to 100")
        if "benefits" in x:
            i18n(w + " benefits", x["benefits"])
            fits(w + " benefits", x["benefits"], 2000)
        color(w + " color", x.get("color"))
    if "recharge" in data and shape("loyalty.json recharge", data["recharge"], ("plans",)):
        for n, plan in enumerate(listed("loyalty.json recharge.plans", data["recharge"]["plans"], 1)):
            w = f"loyalty.json recharge.plans[{n}]"
            if not shape(w, plan, ("pay", "bonus"), ("sid",)):
                continue
            pay = amount(w + " pay", plan["pay"], 0, 50_000, above=True)
            bonus = amount(w + " bonus", plan["bonus"], 0, 50_000)
            if pay is not None and bonus is not None and bonus > pay:
                err(w, "bonus above pay")
            if "sid" in plan and plan["sid"] not in sids:
                err(w, f"unknown store {plan['sid']}")
    if "prime" in data and shape("loyalty.json prime", data["prime"], ("passes",)):
        for n, ps in enumerate(listed("loyalty.json prime.passes", data["prime"]["passes"], 1)):
            w = f"loyalty.json prime.passes[{n}]"
            if not shape(w, ps, ("name", "plans", "items"), ("benefits", "agreement", "color")):
                continue
            i18n(w + " name", ps["name"])
            for k in ("benefits", "agreement"):
                if k in ps:
                    i18n(f"{w} {k}", ps[k])
            color(w + " color", ps.get("color"))
            for m, plan in enumerate(listed(w + " plans", ps["plans"], 1)):
                pw = f"{w} plans[{m}]"
                if shape(pw, plan, ("name", "days", "price"), ("originalPrice", "purchaseLimit")):
                    i18n(pw + " name", plan["name"])
                    number(pw + " days", plan["days"], 1, 3660)
                    amount(pw + " price", plan["price"], 0, 10_000, above=True)
                    amount(pw + " originalPrice", plan.get("originalPrice"), 0, 10_000, required=False)
                    number(pw + " purchaseLimit", plan.get("purchaseLimit"), 0, 1_000_000, required=False)
            items = listed(w + " items", ps["items"], 1)
            unique(w + " items goodsId", [i.get("goodsId") for i in items if isinstance(i, dict)])
            for i in items:
                if shape(f"{w} items", i, ("goodsId", "memberPrice")):
                    if i["goodsId"] not in goods_by_id:
                        err(f"{w} items", f"unknown goodsId {i['goodsId']}")
                    amount(f"{w} item {i['goodsId']} memberPrice", i["memberPrice"], 0, 10_000)
    if "giftCards" in data and shape("loyalty.json giftCards", data["giftCards"], ("batches",)):
        for n, b in enumerate(listed("loyalty.json giftCards.batches", data["giftCards"]["batches"], 1)):
            w = f"loyalty.json giftCards.batches[{n}]"
            if not shape(w, b, ("name", "kind", "faceValue"), ("price", "bonus", "validityDays", "color")):
                continue
            i18n(w + " name", b["name"])
            if b["kind"] not in ("electronic", "physical"):
                err(w, f"bad kind {b['kind']!r}")
            face = amount(w + " faceValue", b["faceValue"], 0, 10_000, above=True)
            amount(w + " price", b.get("price"), 0, 10_000, required=False, above=True)
            bonus = amount(w + " bonus", b.get("bonus"), 0, 10_000, required=False)
            if face is not None and bonus is not None and bonus > face:
                err(w, "bonus above faceValue")
            number(w + " validityDays", b.get("validityDays"), 1, 3660, required=False)
            color(w + " color", b.get("color"))


# mall.json: the points mall's categories and items: goods collected or delivered, or coupon packages.
# Returns the number of items (their ids count from 1 in order in a mall loaded empty).
def check_mall(d, used_images, templates, sids):
    data = load_optional(d, "mall.json")
    if data is None or not shape("mall.json", data, ("categories", "items")):
        return 0
    cats = listed("mall.json categories", data["categories"], 1)
    keys = [c.get("key") for c in cats if isinstance(c, dict)]
    unique("mall.json categories key", keys)
    for c in cats:
        if shape(f"mall.json category {c.get('key') if isinstance(c, dict) else c}", c, ("key", "name")):
            i18n(f"mall.json category {c['key']} name", c["name"])
    items = listed("mall.json items", data["items"], 1)
    for n, i in enumerate(items):
        w = f"mall.json items[{n}]"
        if not shape(w, i, ("category", "title", "points", "stock"),
                     ("subtitle", "detail", "image", "cash", "coupons", "fulfilment", "perMemberLimit", "storeStock")):
            continue
        if i["category"] not in keys:
            err(w, f"unknown category {i['category']!r}")
        for k in ("title", "subtitle", "detail"):
            if k in i or k == "title":
                i18n(f"{w} {k}", i[k])
        if "image" in i:
            image(d, w + " image", i["image"], used_images)
        number(w + " points", i["points"], 1, 100_000_000)
        number(w + " stock", i["stock"], 0, 1_000_000)
        number(w + " perMemberLimit", i.get("perMemberLimit"), 0, 1_000_000, required=False)
        amount(w + " cash", i.get("cash"), 0, 100_000, required=False)
        if "coupons" in i:
            for c in listed(w + " coupons", i["coupons"], 1, 10):
                if shape(w + " coupons", c, ("template",), ("count",)):
                    template(w + " coupons", c["template"], templates)
                    number(f"{w} coupons {c['template']} count", c.get("count", 1), 1, 20)
            if "fulfilment" in i:
                err(w, "fulfilment on a coupon package (the server ignores it)")
            if "storeStock" in i:
                err(w, "storeStock on a coupon package (the server refuses it)")
            continue
        fulfilment = i.get("fulfilment", "pickup")
        if fulfilment not in ("pickup", "delivery", "both"):
            err(w, f"bad fulfilment {fulfilment!r}")
        stock = listed(w + " storeStock", i.get("storeStock", []))
        if stock and fulfilment == "delivery":
            err(w, "storeStock on an item that is not collected at a store")
        unique(w + " storeStock sid", [s.get("sid") for s in stock if isinstance(s, dict)])
        for s in stock:
            if shape(w + " storeStock", s, ("sid", "stock")):
                if s["sid"] not in sids:
                    err(w + " storeStock", f"unknown store {s['sid']}")
                number(f"{w} storeStock {s['sid']} stock", s["stock"], 0, 1_000_000)
    return len(items)


# page-content.json: dictionaries, advertisements, page buttons and rule notices by code.
def check_page_content(d, used_images, sids):
    data = load_optional(d, "page-content.json")
    if data is None or not shape("page-content.json", data, (), ("dictionaries", "advertisements", "pageButtons", "ruleNotices")):
        return
    for section in ("dictionaries", "advertisements", "pageButtons", "ruleNotices"):
        v = data.get(section, {})
        if not isinstance(v, dict):
            err(f"page-content.json {section}", "expected an object of codes")
            continue
        for code, entries in v.items():
            w = f"page-content.json {section}.{code}"
            if not re.fullmatch(r"[A-Za-z0-9_.-]{1,40}", code):
                err(w, "a code is 1-40 of letters, digits, - _ .")
            entries = listed(w, entries, 0, 100)
            if section == "dictionaries":
                unique(w + " value", [e.get("value") for e in entries if isinstance(e, dict)])
            if section == "pageButtons":
                unique(w + " code", [e.get("code") for e in entries if isinstance(e, dict)])
            for n, e in enumerate(entries):
                ew = f"{w}[{n}]"
                if section == "dictionaries" and shape(ew, e, ("value", "label")):
                    if not isinstance(e["value"], str) or not 1 <= len(e["value"].encode()) <= 64:
                        err(ew, f"bad value {e['value']!r}: a short text")
                    i18n(ew + " label", e["label"])
                elif section == "advertisements" and shape(ew, e, ("image",), ("title", "link", "showTimes", "stores")):
                    picture(d, ew + " image", e["image"], used_images)
                    if "title" in e:
                        i18n(ew + " title", e["title"])
                    link(ew + " link", e.get("link"))
                    if "showTimes" in e:
                        windows(ew + " showTimes", e["showTimes"])
                    for sid in listed(ew + " stores", e.get("stores", [])):
                        if sid not in sids:
                            err(ew, f"unknown store {sid!r}")
                elif section == "pageButtons" and shape(ew, e, ("code", "label", "link"), ("icon", "channels")):
                    if not isinstance(e["code"], str) or not 1 <= len(e["code"].encode()) <= 64:
                        err(ew, f"bad code {e['code']!r}: a short text")
                    i18n(ew + " label", e["label"])
                    link(ew + " link", e["link"], required=True)
                    if "icon" in e:
                        picture(d, ew + " icon", e["icon"], used_images)
                    for ch in listed(ew + " channels", e.get("channels", [])):
                        if not isinstance(ch, str) or not 1 <= len(ch.encode()) <= 64:
                            err(ew, f"bad channel {ch!r}")
                elif section == "ruleNotices" and shape(ew, e, ("content",), ("title", "orderTypes")):
                    i18n(ew + " content", e["content"])
                    if "title" in e:
                        i18n(ew + " title", e["title"])
                    ot = listed(ew + " orderTypes", e.get("orderTypes", []))
                    if any(x not in (1, 2, 3) for x in ot) or len(set(map(str, ot))) != len(ot):
                        err(ew, f"bad orderTypes {ot}")


# pages.json: custom pages by slug, built of banner, text, mall_items and links blocks. Returns the slugs.
def check_pages(d, used_images, mall_items):
    data = load_optional(d, "pages.json")
    if data is None or not shape("pages.json", data, ("pages",)):
        return set()
    pages = listed("pages.json pages", data["pages"], 1)
    slugs = [p.get("slug") for p in pages if isinstance(p, dict)]
    unique("pages.json slug", slugs)
    for n, p in enumerate(pages):
        w = f"pages.json page {p.get('slug') if isinstance(p, dict) else n}"
        if not shape(w, p, ("slug", "title", "blocks")):
            continue
        if not isinstance(p["slug"], str) or not re.fullmatch(r"[a-z0-9-]{1,40}", p["slug"]):
            err(w, f"bad slug {p['slug']!r}: 1-40 of a-z, 0-9 and -")
        i18n(w + " title", p["title"])
        for m, b in enumerate(listed(w + " blocks", p["blocks"], 0, 30)):
            bw = f"{w} blocks[{m}]"
            kind = b.get("kind") if isinstance(b, dict) else None
            allowed = {"banner": (("kind", "image"), ("title", "link")), "text": (("kind", "text"), ("title",)),
                       "mall_items": (("kind", "itemIds"), ("title",)), "links": (("kind", "items"), ("title",))}
            if kind not in allowed:
                err(bw, f"bad kind {kind!r}")
                continue
            if not shape(bw, b, *allowed[kind]):
                continue
            for k in ("title", "text"):
                if k in b:
                    i18n(f"{bw} {k}", b[k])
                    fits(f"{bw} {k}", b[k], 2000)
            if kind == "banner":
                image(d, bw + " image", b["image"], used_images)
                link(bw + " link", b.get("link"))
            elif kind == "mall_items":
                for i in listed(bw + " itemIds", b["itemIds"], 1, 20):
                    if not isinstance(i, int) or not 1 <= i <= mall_items:
                        err(bw, f"itemIds: mall.json has no item {i!r} (items are numbered from 1 in order)")
            elif kind == "links":
                for k, x in enumerate(listed(bw + " items", b["items"], 1, 8)):
                    xw = f"{bw} items[{k}]"
                    if shape(xw, x, ("title", "link"), ("image",)):
                        i18n(xw + " title", x["title"])
                        fits(xw + " title", x["title"], 2000)
                        if "image" in x:
                            image(d, xw + " image", x["image"], used_images)
                        link(xw + " link", x["link"], required=True)
    return set(slugs)


# popups.json: marketing popups for everyone or on an event, coupons of templates given with them.
def check_popups(d, used_images, templates):
    data = load_optional(d, "popups.json")
    if data is None or not shape("popups.json", data, ("popups",)):
        return
    for n, p in enumerate(listed("popups.json popups", data["popups"], 1)):
        w = f"popups.json popups[{n}]"
        if not shape(w, p, ("kind", "title", "image", "link", "frequency"), ("templates", "priority", "absentDays", "days")):
            continue
        if p["kind"] not in ("general", "register", "birthday", "member_return"):
            err(w, f"bad kind {p['kind']!r}")
        i18n(w + " title", p["title"])
        image(d, w + " image", p["image"], used_images)
        if p["link"] != "":
            link(w + " link", p["link"])
        if p.get("priority", 50) not in (50, 100, 999):
            err(w, f"priority is 50, 100 or 999, not {p['priority']!r}")
        if p["frequency"] not in PERIODS:
            err(w, f"bad frequency {p['frequency']!r}")
        number(w + " absentDays", p.get("absentDays", 0), 1 if p["kind"] == "member_return" else 0, 3650)
        days(w, p)
        for key in listed(w + " templates", p.get("templates", []), 0, 10):
            template(w, key, templates)


# sensitive-words.json: the word lists reviews are screened against, one a language.
def check_sensitive_words(d):
    data = load_optional(d, "sensitive-words.json")
    if data is None or not shape("sensitive-words.json", data, LANGS):
        return
    for lang in LANGS:
        w = f"sensitive-words.json {lang}"
        words = listed(w, data[lang], 1, 2000)
        unique(w, words)
        for word in words:
            if not isinstance(word, str) or not word.strip() or len(word) > 40:
                err(w, f"bad word {word!r}: 1 to 40 characters")
            elif lang == "zh-CN" and any(ch in TRAD for ch in word):
                err(w, f"zh-CN has traditional characters: {word}")


# tasks.json: the task centre's tasks, what they count, how often, and their reward.
def check_tasks(d, templates):
    data = load_optional(d, "tasks.json")
    if data is None or not shape("tasks.json", data, ("tasks",)):
        return
    for n, t in enumerate(listed("tasks.json tasks", data["tasks"], 1)):
        w = f"tasks.json tasks[{n}]"
        if not shape(w, t, ("kind", "title", "period", "rewardKind"),
                     ("description", "target", "rewardPoints", "rewardTemplate", "days")):
            continue
        if t["kind"] not in ("order", "invite", "profile", "review"):
            err(w, f"bad kind {t['kind']!r}")
        i18n(w + " title", t["title"])
        if "description" in t:
            i18n(w + " description", t["description"])
        if t["period"] not in PERIODS:
            err(w, f"bad period {t['period']!r}")
        if t["kind"] == "profile" and t.get("target", 1) != 1:
            err(w, "a profile task's target is 1")
        number(w + " target", t.get("target", 1), 1, 1000)
        reward(w + " reward", t["rewardKind"], t.get("rewardPoints"), t.get("rewardTemplate"), templates)
        days(w, t)


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
            else:
                app_links.append((f"brand.json banners[{i}].link", b["link"]))
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

    templates = check_coupons(d, used_images)

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
        for n, c in enumerate(wishes.get("campaigns", [])):
            w = f"wishes.json campaigns[{n}]"
            i18n(w + " title", c.get("title"))
            i18n(w + " rules", c.get("rules"))
            kind = c.get("rewardKind")
            if kind == "coupon" and c.get("rewardTemplate") not in templates:
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

    sids = {s.get("sid") for s in (stores or {}).get("stores", [])}
    cids = {c.get("cid") for c in (menu or {}).get("categories", [])}
    check_agreements(d)
    check_draws(d, used_images, templates)
    check_goods_codes(d, goods_by_id, options)
    check_invites(d, templates)
    check_loyalty(d, goods_by_id, sids)
    mall_items = check_mall(d, used_images, templates, sids)
    check_page_content(d, used_images, sids)
    slugs = check_pages(d, used_images, mall_items)
    check_popups(d, used_images, templates)
    check_sensitive_words(d)
    check_tasks(d, templates)
    check_links(cids, slugs, mall_items)

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

"""Tiny flat-illustration library for the Harbour Kitchen demo images.

Standard library only. Every drawing function takes a palette dict ``p`` and
returns SVG elements in a 400x400 coordinate space; callers wrap them in a
document (``goods_svg``) or place them scaled inside larger artwork.
No text is drawn in food images (fonts are not guaranteed where they render).
"""

import math

BRAND = "#f08300"
FONT = "Noto Sans CJK TC, sans-serif"


def _rgb(h):
    h = h.lstrip("#")
    return [int(h[i:i + 2], 16) for i in (0, 2, 4)]


def _hex(c):
    return "#" + "".join("%02x" % max(0, min(255, int(round(v)))) for v in c)


def dk(h, f=0.15):
    """Darken a colour by fraction f."""
    return _hex([v * (1 - f) for v in _rgb(h)])


def lt(h, f=0.3):
    """Lighten a colour towards white by fraction f."""
    return _hex([v + (255 - v) * f for v in _rgb(h)])


def E(cx, cy, rx, ry, fill, extra=""):
    return f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="{fill}"{extra}/>'


def C(cx, cy, r, fill, extra=""):
    return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}"{extra}/>'


def P(d, fill="none", extra=""):
    return f'<path d="{d}" fill="{fill}"{extra}/>'


def S(d, stroke, w, extra=""):
    return f'<path d="{d}" fill="none" stroke="{stroke}" stroke-width="{w}" stroke-linecap="round"{extra}/>'


def R(x, y, w, h, fill, rx=0, extra=""):
    r = f' rx="{rx}"' if rx else ""
    return f'<rect x="{x}" y="{y}" width="{w}" height="{h}"{r} fill="{fill}"{extra}/>'


def shadow(cy=318, rx=140, ry=18):
    return E(200, cy, rx, ry, "#7a4a1e", ' opacity=".1"')


def steam(p, xs=(170, 205, 240), y=140):
    col = dk(p.get("bg", "#ffe9d2"), 0.18)
    return "".join(S(f"M{x} {y}c-14-14 14-26 0-44", col, 8, ' opacity=".8"') for x in xs)


# ---------------------------------------------------------------- vessels ---

def plate(p, cy=252):
    v = p.get("vessel", "#ffffff")
    return (shadow(cy + 50, 150, 16) + E(200, cy + 6, 158, 56, dk(v, .08)) + E(200, cy, 152, 52, v)
            + E(200, cy + 2, 112, 35, dk(v, .04)))


def bowl_back(p):
    v = p.get("vessel", "#ffffff")
    return shadow(314, 120, 14) + E(200, 196, 114, 28, dk(v, .12))


def bowl_front(p):
    v = p.get("vessel", "#ffffff")
    a = p.get("accent", BRAND)
    return (P("M86 198h228c-4 70-50 114-114 114S90 268 86 198z", v)
            + P("M98 236h204c-3 9-6 16-10 22H108c-4-6-7-13-10-22z", a)
            + P("M150 306h100l-6 12h-88z", dk(v, .12)))


def chopsticks():
    return S("M252 172l96-90M266 180l94-84", "#9a6a44", 7)


# ------------------------------------------------------------------ kinds ---

def k_mug(p):
    f = p.get("food", "#b5773c")
    v = p.get("vessel", "#ffffff")
    a = p.get("accent", BRAND)
    out = shadow(316, 130, 14) + E(200, 300, 126, 24, dk(v, .1)) + E(200, 294, 104, 16, v)
    out += S("M282 196c56-4 56 66 0 62", dk(v, .1), 16)
    out += P("M118 168h164v82c0 34-26 50-56 50h-52c-30 0-56-16-56-50z", v)
    out += R(118, 214, 164, 16, a)
    out += E(200, 168, 82, 18, dk(v, .12)) + E(200, 170, 72, 13, f)
    if p.get("cream"):
        out += P("M150 166c0-26 20-34 50-34s50 8 50 34z", "#fffaf0") + C(200, 134, 12, "#fffaf0")
        out += C(180, 150, 3, dk(f, .3)) + C(214, 146, 3, dk(f, .3)) + C(226, 158, 3, dk(f, .3))
    else:
        out += E(186, 166, 24, 4, lt(f, .35), ' opacity=".7"')
    return out + steam(p)


def k_glass(p):
    f = p.get("food", "#c8813f")
    a = p.get("accent", "#e8443a")
    out = shadow(326, 90, 12)
    out += P("M136 112h128l-14 196c-1 12-9 18-20 18h-60c-11 0-19-6-20-18z", "#ffffff", ' opacity=".6"')
    top = p.get("fill_top", 150)
    out += P(f"M{143 + (top - 150) // 14} {top}h{114 - 2 * ((top - 150) // 14)}l-11 152c-1 9-6 14-15 14h-62c-9 0-14-5-15-14z", f)
    if p.get("layer"):
        out += P("M151 262h98l-3 40c-1 9-6 14-15 14h-62c-9 0-14-5-15-14z", p["layer"])
    if p.get("bubbles"):
        out += "".join(C(x, y, 4, "#ffffff", ' opacity=".6"') for x, y in ((170, 240), (214, 262), (196, 210), (230, 226), (180, 286)))
    if p.get("pearls"):
        out += "".join(C(x, 302, 8, "#3b2417") for x in (172, 190, 208, 226)) + "".join(C(x, 288, 8, "#3b2417") for x in (181, 199, 217))
    for x, y, r in ((164, top + 8, -12), (204, top - 2, 10), (226, top + 26, -6)):
        out += R(x, y, 34, 34, "#ffffff", 7, f' opacity=".5" transform="rotate({r} {x + 17} {y + 17})"')
    out += S("M156 172l-6 118", "#ffffff", 8, ' opacity=".45"')
    out += S("M232 150l36-96", a, 12)
    fr = p.get("fruit")
    if fr:
        out += C(262, 122, 30, dk(fr, .08)) + C(262, 122, 24, lt(fr, .45))
        out += "".join(S(f"M262 122l{dx} {dy}", dk(fr, .05), 3) for dx, dy in ((0, -22), (19, -11), (19, 11), (0, 22), (-19, 11), (-19, -11)))
    if p.get("leaf"):
        out += P("M250 104c18-30 44-30 50-22c-12 18-30 26-50 22z", "#5aa646")
    return out


def k_noodle_bowl(p):
    f = p.get("food", "#f1d49b")
    n = p.get("noodle", "#f6dc8c")
    out = bowl_back(p) + E(200, 197, 102, 21, f)
    style = p.get("style", "noodles")
    if style == "noodles":
        for y, x0, k in ((189, 132, 6), (197, 116, 7), (205, 128, 6)):
            out += S(f"M{x0} {y}" + "q12-9 24 0t24 0" * (k // 2) + ("q12-9 24 0" if k % 2 else ""), n, 5)
    elif style == "congee":
        out += E(200, 197, 92, 16, lt(f, .4))
        out += "".join(C(x, y, 4, "#5aa646") for x, y in ((150, 192), (176, 204), (232, 190), (250, 202), (200, 186)))
    elif style == "sweet":
        out += "".join(C(x, y, 5, p.get("dots", "#ffffff"), ' opacity=".85"') for x, y in ((140, 196), (160, 204), (178, 190), (214, 206), (236, 192), (256, 200), (196, 200), (226, 184)))
    for t in p.get("tops", []):
        kind, col, x, y = t
        if kind == "wonton":
            out += P(f"M{x - 18} {y + 4}c0-16 10-22 18-22s18 6 18 22c-6 4-30 4-36 0z", col) + E(x, y + 4, 20, 5, dk(col, .12))
        elif kind == "slice":
            out += R(x - 22, y - 7, 44, 14, col, 6, f' transform="rotate(-10 {x} {y})"') + R(x - 22, y - 7, 44, 4, dk(col, .3), 2, f' transform="rotate(-10 {x} {y})"')
        elif kind == "ball":
            out += C(x, y, 11, col) + C(x - 3, y - 4, 3, "#ffffff", ' opacity=".6"')
        elif kind == "leaf":
            out += E(x, y, 22, 8, col, f' transform="rotate(-20 {x} {y})"') + S(f"M{x - 16} {y + 4}l30-8", dk(col, .25), 2)
        elif kind == "egg":
            out += E(x, y, 20, 10, "#ffffff") + C(x + 2, y, 7, "#ffb21a")
        elif kind == "wedge":
            out += P(f"M{x - 16} {y + 6}l16-18l16 18z", col) + P(f"M{x - 8} {y + 3}l8-9l8 9z", dk(col, .35))
    out += bowl_front(p)
    if p.get("chopsticks", True):
        out += chopsticks()
    if p.get("steam", True):
        out += steam(p, (160, 200, 240), 150)
    return out


def k_salad(p):
    out = bowl_back(p) + E(200, 197, 102, 21, "#eaf3d9")
    for x, y, r in ((140, 186, -30), (176, 176, 10), (214, 178, -15), (250, 186, 25), (160, 196, 5), (236, 198, -10)):
        out += E(x, y, 30, 14, "#6dbb4a" if r % 2 == 0 else "#8fd06a", f' transform="rotate({r} {x} {y})"')
    out += C(190, 190, 12, "#e4473a") + C(246, 178, 10, "#e4473a") + C(222, 196, 9, "#7a9a3a")
    out += R(150, 170, 40, 14, p.get("food", "#f0c49a"), 6, ' transform="rotate(-12 170 177)"')
    out += "".join(C(x, y, 3, "#f1e2b8") for x, y in ((170, 200), (206, 206), (232, 190), (150, 180)))
    return out + bowl_front(p)


def k_rice_plate(p):
    f = p.get("food", "#b8322a")
    out = plate(p)
    style = p.get("style", "slices")
    if style == "fried":
        out += P("M112 262c0-46 40-70 88-70s88 24 88 70z", f)
        for i, (x, y) in enumerate(((140, 244), (160, 226), (186, 214), (214, 220), (240, 236), (258, 254), (170, 250), (206, 244), (232, 256), (196, 230))):
            out += C(x, y, 5, ("#5aa646", "#f07b6a", "#fff2b0", "#b8322a")[i % 4])
        return out
    if style == "eggs":
        out += R(120, 214, 80, 70, "#d99a4a", 16) + R(126, 220, 68, 58, "#f7d58a", 12) + R(142, 226, 30, 18, "#fff1a6", 4)
        for x, y in ((236, 236), (262, 262)):
            out += P(f"M{x - 40} {y}c-6-24 22-36 40-30c26-8 46 12 38 30c-6 18-70 20-78 0z", "#ffffff") + C(x, y - 4, 13, "#ffb21a") + C(x - 4, y - 8, 4, "#ffffff", ' opacity=".6"')
        return out
    if style == "greens":
        for i, (x, y, r) in enumerate(((170, 236, -14), (200, 250, -4), (230, 236, 8), (186, 222, 4), (220, 260, -10))):
            out += (f'<g transform="rotate({r} {x} {y})">' + R(x - 70, y - 5, 110, 10, "#a8d98a", 5)
                    + E(x + 48, y, 34, 15, "#3f8a34" if i % 2 else "#5aa646") + "</g>")
        out += S("M130 270c30-10 100-10 140 0", "#6b3f22", 6, ' opacity=".7"')
        return out
    rice = p.get("rice", "#fffaf0")
    out += P("M112 262c0-46 40-70 88-70s88 24 88 70z", rice) + S("M124 244c20-6 30 2 46-6M210 222c18-6 30 2 44 4", dk(rice, .08), 4)
    if style == "slices":
        for i, (x, y) in enumerate(((154, 228), (184, 218), (214, 216), (244, 226))):
            out += (R(x - 24, y - 10, 48, 22, f, 7, f' transform="rotate({-8 + i * 5} {x} {y})"')
                    + R(x - 24, y - 10, 48, 6, p.get("edge", dk(f, .35)), 3, f' transform="rotate({-8 + i * 5} {x} {y})"'))
    elif style == "curry":
        out += P("M112 262c4-30 26-46 60-50c40 6 70 20 116 50z", f)
        for x, y, c in ((170, 234, "#7a3f1c"), (206, 226, "#7a3f1c"), (240, 242, "#f4d06f"), (190, 250, "#f4d06f"), (150, 250, "#7a3f1c")):
            out += R(x - 13, y - 11, 26, 22, c, 6)
    elif style == "egg":
        out += P("M126 250c10-40 50-52 74-50c34 2 66 14 74 50z", "#ffd34e")
        for x, y in ((166, 230), (200, 218), (232, 232), (190, 244)):
            out += S(f"M{x - 10} {y}a10 10 0 1 1 14 10", f, 7)
    elif style == "ribs":
        for x, y in ((156, 232), (186, 220), (218, 222), (246, 236), (196, 244)):
            out += R(x - 15, y - 12, 30, 24, f, 9)
        out += "".join(R(x, y, 14, 8, c, 3) for x, y, c in ((170, 210, "#e4473a"), (232, 212, "#5aa646"), (206, 238, "#e4473a"), (140, 244, "#5aa646")))
    elif style == "fish":
        out += P("M134 236c18-24 110-24 132 0c-22 22-114 22-132 0z", "#fbf7ef") + S("M150 236c30-8 70-8 100 0", "#5aa646", 4)
        out += "".join(S(f"M{x} 226l8-6", "#e4473a", 3) for x in (170, 200, 226))
    greens = p.get("greens", True)
    if greens:
        out += E(286, 252, 30, 10, "#5aa646", ' transform="rotate(-20 286 252)"') + E(282, 268, 26, 8, "#3f8a34", ' transform="rotate(10 282 268)"')
    if p.get("egg"):
        out += E(118, 240, 28, 18, "#ffffff") + C(120, 238, 10, "#ffb21a")
    return out


def k_baked(p):
    f = p.get("food", "#e4573a")
    a = p.get("accent", "#3f6fb5")
    out = shadow(318, 150, 16)
    out += E(200, 258, 160, 64, dk(a, .15)) + E(200, 250, 156, 60, a) + E(200, 246, 132, 46, "#fff6e6")
    out += E(200, 246, 124, 40, f)
    out += E(200, 240, 96, 26, p.get("cheese", "#ffd97a"), ' opacity=".85"')
    out += "".join(E(x, y, 12, 6, "#c9742c", ' opacity=".7"') for x, y in ((160, 236), (204, 230), (236, 246), (184, 252), (226, 226)))
    out += "".join(C(x, y, 3, "#3f8a34") for x, y in ((150, 246), (196, 240), (250, 236), (214, 256)))
    out += E(44, 250, 10, 22, dk(a, .15)) + E(356, 250, 10, 22, dk(a, .15))
    return out + steam(p, (170, 210, 250), 190)


def k_bun(p):
    f = p.get("food", "#f2b53d")
    out = plate(p, 262)
    out += P("M106 270c0-70 44-104 94-104s94 34 94 104z", dk(f, .12))
    out += P("M112 262c0-62 40-92 88-92s88 30 88 92z", f)
    for d in ("M134 220l40-34M150 246l76-68M190 250l70-62M240 248l34-30", "M150 196l34 34M134 232l30 24M184 180l70 60M236 190l40 38"):
        out += S(d, dk(f, .3), 4)
    if p.get("butter", True):
        out += P("M180 230l66-8 4 30-66 8z", "#fff1a6") + P("M180 230l66-8 2 8-66 8z", "#ffe070")
    return out


def k_toast(p):
    f = p.get("food", "#f3c05a")
    out = plate(p, 262)
    for i, (x, y) in enumerate(((124, 196), (170, 178))):
        out += R(x, y, 116, 104, dk(f, .3), 22) + R(x + 8, y + 8, 100, 88, f, 16)
    out += R(188, 196, 40, 26, "#fff1a6", 4) + R(188, 196, 40, 8, "#ffe070", 3)
    drip = p.get("drip", "#c9742c")
    out += S("M176 250c20 6 30-10 52-2s40 10 56-4", drip, 7, ' opacity=".85"')
    return out


def k_sandwich(p):
    layers = p.get("layers", ["#ffd34e"])
    out = plate(p, 264)
    for tx, ty, rot in ((96, 108, -8), (196, 114, 10)):
        g = f'<g transform="translate({tx} {ty}) scale(1.3) rotate({rot} 60 60)">'
        g += P("M4 130L62 8l58 122z", "#d99a4a") + P("M16 122L62 26l46 96z", "#fbe9c4")
        for i, c in enumerate(layers):
            y0 = 112 - i * 26
            y1 = y0 - 12
            hw0 = 46 * (y0 - 26) / 96 + 6
            hw1 = 46 * (y1 - 26) / 96 + 6
            g += P(f"M{62 - hw0:.0f} {y0}L{62 - hw1:.0f} {y1}H{62 + hw1:.0f}L{62 + hw0:.0f} {y0}z", c)
        out += g + "</g>"
    return out


def k_burger(p):
    f = p.get("food", "#6b3a1e")
    b = p.get("bun", "#e8a24a")
    out = shadow(320, 130, 16)
    out += R(106, 268, 188, 44, dk(b, .05), 20)
    out += R(100, 240, 200, 30, f, 14)
    if p.get("cheese", True):
        out += P("M104 236h192l-20 26-20-14-24 20-24-18-24 20-24-20-22 18z", "#ffc928")
    out += S("M104 232q12 14 24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0", p.get("leaf", "#6dbb4a"), 12)
    if p.get("tomato", True):
        out += R(120, 214, 160, 14, "#e4473a", 7)
    out += P("M100 214c0-70 44-100 100-100s100 30 100 100z", b)
    out += "".join(E(x, y, 6, 3, "#fff6dc", f' transform="rotate({r} {x} {y})"') for x, y, r in ((150, 160, -20), (190, 140, 10), (230, 152, 30), (170, 186, 0), (214, 180, -15), (252, 184, 20)))
    return out


def k_fries(p):
    f = p.get("food", "#ffcf3f")
    a = p.get("accent", "#e4473a")
    out = shadow(322, 100, 14)
    for i, (x, h, r) in enumerate(((140, 120, -12), (160, 150, -6), (182, 166, -2), (204, 158, 4), (226, 170, 8), (246, 140, 12), (170, 128, 2), (214, 132, -4), (256, 112, 16))):
        out += R(x, 236 - h, 16, h + 20, f if i % 2 else dk(f, .08), 4, f' transform="rotate({r} {x + 8} 236)"')
    out += P("M120 200h160l-20 118c-1 6-5 8-10 8h-100c-5 0-9-2-10-8z", a)
    out += P("M128 212h144l-2 12h-140z", dk(a, .18)) + C(200, 268, 22, "#ffffff", ' opacity=".9"') + C(200, 268, 14, BRAND)
    return out


def k_wings(p):
    f = p.get("food", "#d88a2f")
    out = plate(p, 258)
    for x, y, r in ((150, 236, -30), (206, 222, 10), (252, 246, 40)):
        out += (f'<g transform="rotate({r} {x} {y})">' + E(x, y, 38, 26, f) + E(x - 8, y - 8, 18, 8, lt(f, .3), ' opacity=".6"')
                + R(x + 30, y - 6, 28, 12, "#fbeedd", 6) + C(x + 60, y - 6, 9, "#fbeedd") + C(x + 60, y + 6, 9, "#fbeedd") + "</g>")
    out += "".join(C(x, y, 4, "#5aa646") for x, y in ((182, 256), (230, 214), (130, 262)))
    return out


def k_skewer(p):
    f = p.get("food", "#f0c36a")
    sauce = p.get("sauce", "#e0962a")
    out = shadow(320, 120, 14)
    out += P("M96 290h208l-12 26H108z", p.get("vessel", "#ffffff")) + E(200, 290, 104, 14, dk(p.get("vessel", "#ffffff"), .08))
    for x0, r in ((150, -10), (220, 12)):
        out += f'<g transform="rotate({r} {x0} 280)">' + S(f"M{x0} 300V80", "#d9b07a", 6)
        for y in (120, 162, 204, 246):
            out += C(x0, y, 22, f) + P(f"M{x0 - 22} {y}a22 22 0 0 0 44 0c-8 8-36 8-44 0z", sauce, ' opacity=".75"') + C(x0 - 7, y - 8, 5, "#ffffff", ' opacity=".5"')
        out += "</g>"
    return out


def k_rolls(p):
    f = p.get("food", "#e3a043")
    out = plate(p, 258)
    for i, (x, y, r) in enumerate(((150, 226, -18), (196, 244, -6), (244, 228, 12))):
        out += f'<g transform="rotate({r} {x} {y})">' + R(x - 62, y - 18, 124, 36, f, 18) + S(f"M{x - 40} {y - 10}l12 20M{x - 6} {y - 10}l12 20M{x + 28} {y - 10}l12 20", dk(f, .25), 3) + E(x + 58, y, 8, 16, dk(f, .2)) + "</g>"
    out += C(286, 276, 16, "#e4473a") + C(286, 276, 11, "#f26b5b")
    return out


def k_siumai(p):
    f = p.get("food", "#f4d58a")
    out = k_steamer_base(p)
    for x, y in ((150, 214), (200, 200), (250, 214), (176, 240), (226, 240)):
        out += P(f"M{x - 24} {y + 20}c-4-24 2-38 24-40c22 2 28 16 24 40z", f) + E(x, y - 18, 18, 7, p.get("top", "#f2c230")) + C(x, y - 20, 4, "#f07b2a")
    return out + steam(p, (160, 200, 240), 160)


def k_dumpling(p):
    out = k_steamer_base(p)
    for x, y in ((150, 226), (206, 212), (256, 232), (200, 250)):
        out += P(f"M{x - 34} {y + 10}c6-36 62-36 68 0c-20 8-48 8-68 0z", "#f7f1e6", ' opacity=".95"') + E(x, y - 2, 16, 9, "#f5a08c", ' opacity=".75"')
        out += S(f"M{x - 20} {y - 14}q10 8 20 0t20 0", "#e9dccb", 3)
    return out + steam(p, (160, 200, 240), 160)


def k_steamer_base(p):
    c = p.get("vessel", "#d9a760")
    return (shadow(318, 150, 16) + E(200, 272, 156, 44, dk(c, .25)) + R(44, 222, 312, 50, dk(c, .1)) + E(200, 222, 156, 44, c)
            + E(200, 222, 138, 36, "#f6ecd4") + S("M48 246h304M48 262h304", dk(c, .3), 3))


def k_tart(p):
    f = p.get("food", "#ffd23f")
    crust = p.get("crust", "#e3a045")
    out = plate(p, 258)
    for cx in (150, 252):
        cy = 236
        out += "".join(C(cx + round(62 * math.cos(a * 0.3927)), cy + round(30 * math.sin(a * 0.3927)), 12, crust) for a in range(16))
        out += E(cx, cy, 60, 28, dk(crust, .08)) + E(cx, cy - 2, 48, 21, f) + E(cx - 14, cy - 8, 14, 5, "#ffffff", ' opacity=".5"')
        out += C(cx + 12, cy + 2, 4, dk(f, .25), ' opacity=".6"')
    return out


def k_pudding(p):
    f = p.get("food", "#ffb23f")
    out = plate(p, 266)
    out += P("M136 266c-6-60 10-106 22-112h84c12 6 28 52 22 112z", f)
    out += P("M160 154h80c6 2 9 10 10 18h-100c1-8 4-16 10-18z", lt(f, .35))
    out += S("M158 196c-4 20-4 40 0 58", "#ffffff", 7, ' opacity=".45"')
    out += P("M112 268c30-16 60 12 88 2s60-18 92 0c-40 20-140 20-180-2z", "#fffaf0", ' opacity=".95"')
    for x, y in ((184, 132), (212, 136)):
        out += R(x - 12, y - 12, 24, 24, p.get("top", "#ffc93c"), 5, f' transform="rotate(15 {x} {y})"')
    if p.get("mint", True):
        out += P("M226 126c10-16 26-16 30-10c-8 10-18 14-30 10z", "#5aa646")
    return out


def k_icecup(p):
    out = shadow(324, 90, 12)
    out += P("M130 120h140l-18 190c-1 10-8 16-18 16h-68c-10 0-17-6-18-16z", "#ffffff", ' opacity=".6"')
    out += P("M142 220h116l-8 86c-1 8-6 12-14 12h-72c-8 0-13-4-14-12z", p.get("food", "#7a2e2a"))
    out += "".join(C(x, y, 7, dk(p.get("food", "#7a2e2a"), .25)) for x, y in ((160, 262), (186, 282), (214, 266), (236, 290), (200, 300), (170, 300)))
    out += P("M138 176h124l-4 44h-116z", p.get("layer", "#fbf4e4"))
    out += P("M132 150c20-40 116-40 136 0l-4 28h-128z", "#eaf6fb")
    out += "".join(R(x, y, 22, 22, "#ffffff", 5, f' opacity=".8" transform="rotate({r} {x + 11} {y + 11})"') for x, y, r in ((150, 130, 15), (186, 118, -10), (222, 132, 25)))
    if p.get("scoop"):
        out += C(200, 120, 34, p["scoop"])
    if p.get("cubes"):
        out += "".join(R(x, y, 20, 20, p["cubes"], 4, f' transform="rotate(12 {x + 10} {y + 10})"') for x, y in ((160, 116), (196, 104), (226, 120)))
    out += S("M236 150l34-96", p.get("accent", BRAND), 10)
    return out


def k_set(p):
    a = p.get("accent", BRAND)
    f = p.get("food", "#b8322a")
    out = shadow(330, 170, 16) + R(36, 150, 328, 172, dk(a, .12), 26) + R(44, 158, 312, 156, a, 22)
    out += R(62, 176, 172, 118, "#ffffff", 16) + R(72, 186, 152, 98, "#fffaf0", 10)
    if p.get("main", "rice") == "noodles":
        out += "".join(S(f"M84 {y}q12-9 24 0t24 0t24 0t24 0t24 0t24 0", p.get("noodle", "#f6dc8c"), 5) for y in (210, 226, 242, 258))
    elif p.get("main") == "burger":
        out += R(96, 236, 104, 30, dk("#e8a24a", .05), 12) + R(92, 226, 112, 14, "#6b3a1e", 7) + S("M94 222q10 10 20 0t20 0t20 0t20 0t20 0", "#6dbb4a", 8) + P("M92 220c0-40 26-54 56-54s56 14 56 54z", "#e8a24a")
    else:
        for i, (x, y) in enumerate(((110, 218), (146, 212), (182, 220), (126, 250), (168, 252))):
            out += R(x - 20, y - 10, 40, 20, f, 7, f' transform="rotate({-10 + i * 6} {x} {y})"')
        out += E(200, 268, 20, 8, "#5aa646")
    out += E(296, 290, 46, 12, dk("#ffffff", .1)) + P("M258 196h76l-8 88c-1 8-6 12-14 12h-32c-8 0-13-4-14-12z", "#ffffff")
    out += E(296, 196, 38, 9, dk(p.get("drink", "#b5773c"), .1)) + E(296, 197, 32, 6, p.get("drink", "#b5773c"))
    out += S("M308 196l22-64", "#e4473a", 8)
    return out


def k_waffle(p):
    f = p.get("food", "#f2b53d")
    out = plate(p, 262)
    out += P("M96 210c0-40 40-52 104-52s104 12 104 52v40c0 30-40 40-104 40s-104-10-104-40z", dk(f, .15))
    for r_, y in enumerate((196, 234, 270)):
        for c in range(5):
            x = 124 + c * 38 + (19 if r_ % 2 else 0)
            if x < 290:
                out += C(x, y, 19, f) + C(x - 6, y - 6, 5, "#ffffff", ' opacity=".45"')
    if p.get("drizzle"):
        out += S("M110 200c30 30 60-20 90 10s60-20 94 6", p["drizzle"], 7)
    return out


def k_pie(p):
    f = p.get("food", "#e8a43c")
    out = plate(p, 262)
    out += E(200, 246, 104, 40, dk(f, .2)) + P("M100 244c0-60 44-84 100-84s100 24 100 84z", f)
    out += "".join(C(x, 246, 10, dk(f, .12)) for x in range(104, 300, 18))
    out += S("M170 200l16-8M206 192l16 8M190 216l14-4", dk(f, .35), 5)
    return out + steam(p, (170, 200, 230), 150)


def k_mantou(p):
    f = p.get("food", "#e9a23b")
    out = plate(p, 262)
    for x, y in ((144, 240), (196, 224), (248, 240), (170, 264), (222, 264)):
        out += E(x, y, 30, 22, f) + E(x - 8, y - 8, 12, 5, lt(f, .4), ' opacity=".7"')
    out += E(300, 200, 36, 14, dk("#ffffff", .1)) + E(300, 196, 34, 12, "#ffffff") + E(300, 196, 26, 8, "#f8e7b8")
    return out


def k_pancake(p):
    f = p.get("food", "#e9b35b")
    out = plate(p, 266)
    for i in range(3):
        y = 260 - i * 24
        out += E(200, y + 8, 96, 26, dk(f, .2)) + E(200, y, 96, 26, f)
    out += R(182, 190, 36, 20, "#fff1a6", 4)
    out += S("M132 210c10 20 20 40 12 60M268 214c-4 20 4 36 0 52", p.get("drip", "#c9742c"), 7)
    return out


def k_crepe(p):
    f = p.get("food", "#fff3c8")
    out = plate(p, 260)
    for x, y in ((156, 238), (244, 238)):
        out += R(x - 46, y - 34, 92, 68, f, 30) + S(f"M{x - 30} {y - 20}q30 10 60 0", dk(f, .1), 4) + E(x, y + 4, 26, 14, p.get("filling", "#f5d348"), ' opacity=".35"')
    return out


def k_corn(p):
    f = p.get("food", "#ffd23f")
    a = p.get("accent", BRAND)
    out = shadow(324, 90, 12)
    out += P("M130 170h140l-16 140c-1 8-6 12-14 12h-80c-8 0-13-4-14-12z", a) + R(128, 160, 144, 20, dk(a, .15), 8)
    out += P("M136 168c10-40 118-40 128 0z", "#fffaf0")
    for i in range(18):
        x = 148 + (i % 6) * 20 + (10 if (i // 6) % 2 else 0)
        y = 156 - (i // 6) * 12
        if x < 256:
            out += R(x - 8, y - 7, 16, 14, f, 5)
    out += S("M236 150l30-80", "#9a6a44", 8)
    return out


def k_hotdog(p):
    out = plate(p, 262)
    for x, y, r in ((156, 230, -12), (244, 230, 12)):
        out += (f'<g transform="rotate({r} {x} {y})">' + R(x - 48, y - 18, 96, 44, "#e8a24a", 20) + R(x - 56, y - 14, 112, 22, p.get("food", "#c8452e"), 11)
                + S(f"M{x - 40} {y - 4}q10-8 20 0t20 0t20 0t20 0", "#ffcf3f", 5) + "</g>")
    return out


def k_can(p):
    f = p.get("food", "#d8232a")
    out = shadow(322, 80, 12)
    out += R(140, 110, 120, 206, f, 18) + E(200, 112, 60, 12, "#d9d9d9") + E(200, 112, 50, 8, "#bdbdbd")
    out += S("M150 170c40 30 60-20 100 10", "#ffffff", 10, ' opacity=".9"') + R(158, 130, 14, 160, "#ffffff", 7, ' opacity=".3"')
    out += C(200, 240, 22, "#ffffff", ' opacity=".85"') + C(200, 240, 12, dk(f, .15))
    return out


def k_carton(p):
    f = p.get("food", "#7a4a2a")
    out = shadow(322, 80, 12)
    out += P("M140 150h120v164h-120z", "#ffffff") + P("M140 150l20-40h80l20 40z", lt(f, .55)) + R(186, 70, 12, 44, "#e4473a", 4)
    out += R(140, 196, 120, 80, f) + C(200, 236, 24, "#ffffff", ' opacity=".9"') + C(200, 236, 14, lt(f, .2))
    return out


def k_apple(p):
    out = plate(p, 262)
    for x, y, r in ((150, 240, -20), (196, 226, 0), (244, 240, 20), (174, 262, -8), (222, 262, 8)):
        out += f'<g transform="rotate({r} {x} {y})">' + P(f"M{x - 34} {y}a34 22 0 0 1 68 0z", "#d8232a") + P(f"M{x - 30} {y}a30 16 0 0 1 60 0z", "#fff3d6") + "</g>"
    return out


def k_nuggets(p):
    f = p.get("food", "#e6a53a")
    out = plate(p, 262)
    for x, y, rx, ry in ((150, 230, 34, 24), (208, 220, 32, 22), (258, 240, 30, 22), (176, 262, 32, 22), (232, 268, 30, 20)):
        out += E(x, y, rx, ry, f) + E(x - 8, y - 6, 12, 5, lt(f, .4), ' opacity=".6"')
    out += C(118, 250, 22, "#e4473a") + C(118, 250, 16, "#f15c4a")
    return out


def k_yogurt(p):
    out = shadow(324, 90, 12)
    out += P("M132 150h136l-14 158c-1 10-8 16-18 16h-72c-10 0-17-6-18-16z", "#ffffff", ' opacity=".6"')
    out += P("M140 240h120l-6 66c-1 8-6 12-14 12h-80c-8 0-13-4-14-12z", "#f4e3b8")
    out += P("M138 180h124l-2 60h-120z", "#fbf8f2")
    out += "".join(C(x, y, 6, "#d99a4e") for x, y in ((156, 248), (176, 258), (204, 250), (230, 262), (246, 248)))
    out += C(170, 168, 16, "#e4473a") + C(204, 162, 14, "#6e3fa3") + R(222, 150, 30, 24, "#ffc93c", 6) + E(186, 150, 12, 6, "#5aa646")
    return out


def k_claypot(p):
    out = shadow(318, 140, 16)
    out += E(300, 180, 74, 26, "#6f3a22", ' transform="rotate(-25 300 180)"')
    out += P("M78 210h244c-6 70-50 104-122 104S84 280 78 210z", "#7a4026") + E(200, 210, 122, 30, "#5a2e1b")
    out += E(200, 212, 108, 22, "#fbf4e4")
    for x, y, c in ((150, 206, "#b8322a"), (182, 214, "#7a2e2a"), (214, 204, "#b8322a"), (246, 214, "#7a2e2a"), (200, 222, "#e05a3c")):
        out += E(x, y, 16, 8, c) + C(x, y, 3, "#fbf4e4", ' opacity=".6"')
    out += E(176, 196, 12, 5, "#5aa646") + R(66, 226, 24, 14, "#5a2e1b", 6) + R(310, 226, 24, 14, "#5a2e1b", 6)
    return out + steam(p, (160, 200, 240), 170)


def k_giftbox(p):
    f = p.get("food", "#c8302a")
    out = shadow(326, 150, 16)
    out += R(80, 180, 240, 140, f, 12) + R(70, 150, 260, 44, dk(f, .15), 10)
    out += R(186, 150, 28, 170, "#f2c230") + P("M200 150c-30-50-70-30-50-4zM200 150c30-50 70-30 50-4z", "#f2c230")
    for cx in (132, 268):
        out += C(cx, 254, 38, "#e4a43c") + C(cx, 254, 28, "#f2c062") + C(cx, 254, 10, "#e4a43c")
    return out


def k_shaved(p):
    return k_icecup(p)


KINDS = {
    "mug": k_mug, "glass": k_glass, "bowl": k_noodle_bowl, "salad": k_salad, "rice": k_rice_plate,
    "baked": k_baked, "bun": k_bun, "toast": k_toast, "sandwich": k_sandwich, "burger": k_burger,
    "fries": k_fries, "wings": k_wings, "skewer": k_skewer, "rolls": k_rolls, "siumai": k_siumai,
    "dumpling": k_dumpling, "tart": k_tart, "pudding": k_pudding, "icecup": k_icecup, "set": k_set,
    "waffle": k_waffle, "pie": k_pie, "mantou": k_mantou, "pancake": k_pancake, "crepe": k_crepe,
    "corn": k_corn, "hotdog": k_hotdog, "can": k_can, "carton": k_carton, "apple": k_apple,
    "nuggets": k_nuggets, "yogurt": k_yogurt, "claypot": k_claypot, "giftbox": k_giftbox,
}


def food(kind, p):
    return KINDS[kind](p)


def goods_svg(kind, p, size=400):
    """A 400x400 goods picture: rounded warm background, soft decoration, food."""
    bg = p.get("bg", "#ffe9d2")
    deco = (C(330, 70, 90, lt(bg, .35)) + C(60, 360, 70, dk(bg, .04))
            + S("M24 372q22-14 44 0t44 0", BRAND, 6, ' opacity=".35"'))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 400 400">'
            f'{R(0, 0, 400, 400, bg, 56)}{deco}{food(kind, p)}</svg>')


def icon_svg(kind, p):
    """A category icon: round brand-tinted badge with the food drawing."""
    bg = p.get("bg", "#ffe2bf")
    ring = C(200, 200, 190, "none", ' stroke="%s" stroke-width="12"' % BRAND)
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 400 400">'
            f'{C(200, 200, 196, bg)}{ring}'
            f'<g transform="translate(-14 -30) scale(1.07)">{food(kind, p)}</g></svg>')


def emblem(fg="#ffffff", bg=BRAND):
    """Brand emblem in a 200x200 box: a steaming bowl over harbour waves."""
    return (P("M40 96h120c-2 38-26 60-60 60S42 134 40 96z", fg)
            + R(34, 88, 132, 12, fg, 6)
            + S("M74 78c-10-12 10-20 0-34M100 74c-10-12 10-20 0-34M126 78c-10-12 10-20 0-34", fg, 7)
            + S("M58 118q14-10 28 0t28 0t28 0", bg, 7)
            + S("M30 178q14-10 28 0t28 0t28 0t28 0t28 0t28 0", fg, 7))

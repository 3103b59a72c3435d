#!/usr/bin/env bash
# make-sample-media.sh: regenerate every media file the sample game in content/ refers to.
#
# Needs (Debian package names): bash, python3 (standard library only), ffmpeg (with
# libvpx and libopus, as in Debian's build), imagemagick (6 or 7; uses `convert` or
# `magick`) and librsvg2-bin (rsvg-convert, to render the SVG drawings):
#     apt-get install ffmpeg imagemagick librsvg2-bin python3
#
# Everything is drawn or synthesized here: the avatars are hand-written SVG, the
# pictures and video frames are SVG built by the Python below (fixed random seeds),
# and the audio is synthesized sample by sample. Outputs carry no timestamps, so
# running it again on the same tool versions gives the same bytes. CI does not run
# this; the generated files are committed.
#
# Usage: scripts/make-sample-media.sh [content-dir]   (default: content/ next to scripts/)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
content=${1:-"$here/../content"}
media="$content/media"

for tool in python3 ffmpeg rsvg-convert; do
    command -v "$tool" >/dev/null || { echo "make-sample-media: needs $tool (see the header of this script)" >&2; exit 1; }
done
if command -v magick >/dev/null; then im=(magick)
elif [ -x /usr/bin/convert ]; then im=(/usr/bin/convert)   # not a stand-in elsewhere on PATH
else echo "make-sample-media: needs ImageMagick (magick or /usr/bin/convert)" >&2; exit 1; fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$media/avatars" "$media/rewards" "$media/proofs"

# ---------------------------------------------------------------- avatars
# Hand-written, 256x256, each person in their colour from people.yaml. Clip ids are
# unique so the drawings can be inlined side by side in one page.
cat > "$media/avatars/sam.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs><clipPath id="sam-clip"><circle cx="128" cy="128" r="128"/></clipPath></defs>
<g clip-path="url(#sam-clip)">
<rect width="256" height="256" fill="#E9E3FF"/>
<circle cx="40" cy="60" r="6" fill="#F5A623"/><circle cx="214" cy="84" r="5" fill="#FF6B9D"/><circle cx="206" cy="40" r="4" fill="#2D9CDB"/><circle cx="52" cy="170" r="5" fill="#3BB273"/>
<path d="M36 256C36 206 76 184 128 184S220 206 220 256Z" fill="#7C5CFC"/>
<path d="M104 184L128 212L152 184Z" fill="#5A3FD6"/>
<rect x="112" y="154" width="32" height="36" rx="12" fill="#E8B48F"/>
<circle cx="128" cy="126" r="50" fill="#F2C4A0"/>
<path d="M78 124C74 84 100 70 128 70S184 82 178 124C170 104 156 96 140 98C124 100 104 92 96 100C88 106 84 116 78 124Z" fill="#4A3426"/>
<path d="M96 76L128 6L160 76Z" fill="#FF6B9D"/>
<path d="M106 54L150 54M114 36L142 36" stroke="#FFE066" stroke-width="7" stroke-linecap="round"/>
<circle cx="128" cy="8" r="10" fill="#FFE066"/>
<circle cx="108" cy="126" r="6" fill="#2B2340"/><circle cx="148" cy="126" r="6" fill="#2B2340"/>
<circle cx="96" cy="144" r="9" fill="#FF8FA3" opacity=".5"/><circle cx="160" cy="144" r="9" fill="#FF8FA3" opacity=".5"/>
<path d="M110 148Q128 166 146 148" fill="none" stroke="#2B2340" stroke-width="5" stroke-linecap="round"/>
</g>
</svg>
SVG
cat > "$media/avatars/jo.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs><clipPath id="jo-clip"><circle cx="128" cy="128" r="128"/></clipPath></defs>
<g clip-path="url(#jo-clip)">
<rect width="256" height="256" fill="#FFE3EE"/>
<path d="M64 210C52 150 60 86 128 70S208 150 192 210Z" fill="#2E1F1A"/>
<path d="M36 256C36 206 76 184 128 184S220 206 220 256Z" fill="#FF6B9D"/>
<circle cx="128" cy="230" r="10" fill="#FFFFFF" opacity=".8"/>
<rect x="112" y="154" width="32" height="36" rx="12" fill="#A8724F"/>
<circle cx="128" cy="124" r="50" fill="#C18A63"/>
<path d="M76 130C70 82 100 66 130 66S188 84 180 130C176 108 166 94 150 92C140 104 110 108 90 104C84 112 80 120 76 130Z" fill="#2E1F1A"/>
<circle cx="168" cy="84" r="11" fill="#FFE066"/><circle cx="168" cy="84" r="4" fill="#FF6B9D"/>
<path d="M100 124Q108 116 116 124M140 124Q148 116 156 124" fill="none" stroke="#2A1A14" stroke-width="5" stroke-linecap="round"/>
<circle cx="96" cy="142" r="9" fill="#FF6B9D" opacity=".4"/><circle cx="160" cy="142" r="9" fill="#FF6B9D" opacity=".4"/>
<path d="M108 144Q128 170 148 144Z" fill="#7A2E3A"/>
</g>
</svg>
SVG
cat > "$media/avatars/mia.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs><clipPath id="mia-clip"><circle cx="128" cy="128" r="128"/></clipPath></defs>
<g clip-path="url(#mia-clip)">
<rect width="256" height="256" fill="#FFF1D6"/>
<path d="M170 80C212 80 222 128 200 164C212 124 196 100 170 98Z" fill="#B5562A"/>
<path d="M36 256C36 206 76 184 128 184S220 206 220 256Z" fill="#F5A623"/>
<path d="M96 186L104 256M160 186L152 256" stroke="#FFFFFF" stroke-width="6" opacity=".7"/>
<rect x="112" y="154" width="32" height="36" rx="12" fill="#E9A98A"/>
<circle cx="128" cy="126" r="50" fill="#F6C3A6"/>
<path d="M78 120C76 82 100 70 128 70S182 82 178 120C166 104 146 96 128 96S90 104 78 120Z" fill="#B5562A"/>
<path d="M78 104Q128 84 178 104L178 116Q128 98 78 116Z" fill="#2D9CDB"/>
<circle cx="108" cy="128" r="6" fill="#3A2418"/><circle cx="148" cy="128" r="6" fill="#3A2418"/>
<circle cx="110" cy="126" r="2" fill="#FFFFFF"/><circle cx="150" cy="126" r="2" fill="#FFFFFF"/>
<path d="M104 140h2M112 142h2M144 142h2M152 140h2" stroke="#C77B56" stroke-width="3" stroke-linecap="round"/>
<path d="M112 150Q128 162 144 150" fill="none" stroke="#3A2418" stroke-width="5" stroke-linecap="round"/>
</g>
</svg>
SVG
cat > "$media/avatars/alex.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs><clipPath id="alex-clip"><circle cx="128" cy="128" r="128"/></clipPath></defs>
<g clip-path="url(#alex-clip)">
<rect width="256" height="256" fill="#DDF3E4"/>
<path d="M0 200L60 120L100 170L150 100L256 210L256 256L0 256Z" fill="#B9E4C7"/>
<path d="M36 256C36 206 76 184 128 184S220 206 220 256Z" fill="#3BB273"/>
<path d="M84 196L84 256M172 196L172 256" stroke="#2A8A55" stroke-width="10" stroke-linecap="round"/>
<rect x="112" y="154" width="32" height="36" rx="12" fill="#D9A27C"/>
<circle cx="128" cy="126" r="50" fill="#EDBB94"/>
<path d="M82 140C84 176 108 180 128 180S172 176 174 140C164 152 150 156 128 156S92 152 82 140Z" fill="#8A5A34"/>
<path d="M76 108C76 70 100 56 128 56S180 70 180 108Z" fill="#2A8A55"/>
<rect x="72" y="100" width="112" height="18" rx="9" fill="#FFFFFF"/>
<circle cx="128" cy="52" r="12" fill="#FFFFFF"/>
<circle cx="108" cy="132" r="6" fill="#2B2B2B"/><circle cx="148" cy="132" r="6" fill="#2B2B2B"/>
<path d="M112 156Q128 170 144 156Z" fill="#FFFFFF"/>
<path d="M110 154Q128 172 146 154" fill="none" stroke="#5E3B1F" stroke-width="4" stroke-linecap="round"/>
</g>
</svg>
SVG
cat > "$media/avatars/kim.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs><clipPath id="kim-clip"><circle cx="128" cy="128" r="128"/></clipPath></defs>
<g clip-path="url(#kim-clip)">
<rect width="256" height="256" fill="#DDEFFA"/>
<path d="M72 176C60 120 72 68 128 68S196 120 184 176Z" fill="#1F2A44"/>
<path d="M36 256C36 206 76 184 128 184S220 206 220 256Z" fill="#2D9CDB"/>
<path d="M110 184L128 204L146 184" fill="none" stroke="#FFFFFF" stroke-width="6" stroke-linejoin="round"/>
<rect x="112" y="154" width="32" height="36" rx="12" fill="#D9A67A"/>
<circle cx="128" cy="126" r="50" fill="#F0C29A"/>
<path d="M76 128C72 84 98 68 128 68S184 84 180 128C176 112 168 100 156 96C140 108 104 110 84 104C80 112 78 120 76 128Z" fill="#1F2A44"/>
<circle cx="108" cy="128" r="15" fill="#FFFFFF" fill-opacity=".35" stroke="#1F2A44" stroke-width="5"/>
<circle cx="148" cy="128" r="15" fill="#FFFFFF" fill-opacity=".35" stroke="#1F2A44" stroke-width="5"/>
<path d="M123 127h10" stroke="#1F2A44" stroke-width="5"/>
<circle cx="108" cy="128" r="5" fill="#1F2A44"/><circle cx="148" cy="128" r="5" fill="#1F2A44"/>
<path d="M114 154Q128 164 142 152" fill="none" stroke="#1F2A44" stroke-width="5" stroke-linecap="round"/>
<path d="M196 60l5 11 11 5-11 5-5 11-5-11-11-5 11-5Z" fill="#FFE066"/>
</g>
</svg>
SVG

# ---------------------------------------------------------------- drawings, frames, sounds
# Python writes SVG pictures and video frames, and WAV sound, into the scratch folder.
python3 - "$work" <<'PY'
import math, os, random, struct, sys, wave

work = sys.argv[1]
for d in ("pics", "frames/jo-video", "frames/mia-video", "frames/kim-video", "audio"):
    os.makedirs(os.path.join(work, d), exist_ok=True)

PALETTE = ["#7C5CFC", "#FF6B9D", "#F5A623", "#3BB273", "#2D9CDB", "#FFE066"]


def svg(w, h, body):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}">{body}</svg>\n')


def save(path, text):
    with open(os.path.join(work, path), "w") as f:
        f.write(text)


def f1(x):
    return f"{x:.1f}".rstrip("0").rstrip(".")


def confetti(rng, n, w, h, t=0.0, fall=0.0, size=1.0):
    """Little rotated rectangles and dots, falling by fall px per unit t."""
    out = []
    for _ in range(n):
        x, y = rng.uniform(0, w), rng.uniform(-h * 0.2, h)
        c = rng.choice(PALETTE)
        rot = rng.uniform(0, 360)
        spin = rng.uniform(-400, 400)
        speed = rng.uniform(0.6, 1.4)
        sway = rng.uniform(0, 6.28)
        yy = (y + fall * speed * t) % (h * 1.2) - h * 0.1
        xx = x + 8 * math.sin(sway + t * 4)
        a = rot + spin * t
        if rng.random() < 0.7:
            ww, hh = 10 * size, 5 * size
            out.append(f'<rect x="{f1(-ww/2)}" y="{f1(-hh/2)}" width="{f1(ww)}" height="{f1(hh)}" rx="1" fill="{c}" '
                       f'transform="translate({f1(xx)} {f1(yy)}) rotate({f1(a)}) scale(1 {f1(abs(math.cos(math.radians(a * 1.7)))*0.8+0.2)})"/>')
        else:
            out.append(f'<circle cx="{f1(xx)}" cy="{f1(yy)}" r="{f1(3.5*size)}" fill="{c}"/>')
    return "".join(out)


def grad(gid, stops, x2=0, y2=1):
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return f'<linearGradient id="{gid}" x1="0" y1="0" x2="{x2}" y2="{y2}">{s}</linearGradient>'


def stars(rng, n, w, h, t=None):
    out = []
    for _ in range(n):
        x, y, r = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0.6, 1.8)
        ph = rng.uniform(0, 6.28)
        op = 0.9 if t is None else 0.45 + 0.45 * math.sin(ph + t * 6)
        out.append(f'<circle cx="{f1(x)}" cy="{f1(y)}" r="{f1(r)}" fill="#FFFFFF" opacity="{op:.2f}"/>')
    return "".join(out)


def pine(x, base, hgt, col="#1E5B3A"):
    w = hgt * 0.45
    return (f'<rect x="{f1(x-3)}" y="{f1(base-8)}" width="6" height="10" fill="#4A3020"/>'
            f'<path d="M{f1(x)} {f1(base-hgt)}L{f1(x+w)} {f1(base-6)}L{f1(x-w)} {f1(base-6)}Z" fill="{col}"/>')


# ------------------------------------------------------------------ pictures, 640x480
W, H = 640, 480

# cake.png: a two-tier birthday cake with 3-0 number candles, confetti
rng = random.Random(30)
body = "<defs>" + grad("bg", [(0, "#FFE3EE"), (1, "#FFD3B0")]) + "</defs>"
body += f'<rect width="{W}" height="{H}" fill="url(#bg)"/>'
body += confetti(rng, 70, W, H, size=1.3)
body += '<rect y="380" width="640" height="100" fill="#F3B6C9"/><rect y="380" width="640" height="8" fill="#E89BB3"/>'
body += '<ellipse cx="320" cy="392" rx="200" ry="22" fill="#FFFFFF"/><ellipse cx="320" cy="388" rx="200" ry="18" fill="#F6F1FF"/>'
# bottom tier
body += '<rect x="160" y="280" width="320" height="110" rx="18" fill="#7C5CFC"/>'
body += '<path d="M160 300Q160 280 180 280L460 280Q480 280 480 300L480 318Q466 332 452 318Q440 342 424 318Q408 336 392 318Q376 346 358 318Q342 334 326 318Q310 340 292 318Q276 332 260 318Q244 344 226 318Q210 334 194 318Q176 338 160 318Z" fill="#FFFFFF"/>'
body += "".join(f'<circle cx="{185+i*30}" cy="{360 + (i%2)*12}" r="6" fill="{PALETTE[(i+2)%6]}"/>' for i in range(10))
# top tier
body += '<rect x="215" y="200" width="210" height="86" rx="16" fill="#FF6B9D"/>'
body += '<path d="M215 216Q215 200 231 200L409 200Q425 200 425 216L425 232Q412 246 400 232Q388 252 374 232Q360 246 346 232Q332 256 316 232Q302 246 288 232Q274 252 258 232Q244 246 230 232Q222 242 215 232Z" fill="#FFF6D6"/>'
body += "".join(f'<rect x="{232+i*24}" y="258" width="10" height="4" rx="2" fill="{PALETTE[i%6]}" transform="rotate({(i*37)%60-30} {237+i*24} 260)"/>' for i in range(8))
# number candles "3" and "0", drawn as strokes
body += '<g fill="none" stroke="#FFE066" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">'
body += '<path d="M262 118Q284 100 300 116Q310 132 288 142Q312 150 302 172Q284 190 260 174"/>'
body += '<ellipse cx="360" cy="146" rx="22" ry="32"/></g>'
body += '<g fill="none" stroke="#F5A623" stroke-width="4" stroke-linecap="round" opacity=".6">'
body += '<path d="M268 122Q284 110 296 120M266 172Q282 182 296 170"/><path d="M346 130Q352 118 364 118"/></g>'
body += '<path d="M282 176L282 200M360 178L360 200" stroke="#FFFFFF" stroke-width="6"/>'
for cx in (282, 360):
    cy = 78 if cx == 282 else 90
    body += (f'<path d="M{cx} {cy-26}Q{cx+14} {cy-4} {cx+8} {cy+8}Q{cx} {cy+16} {cx-8} {cy+8}Q{cx-14} {cy-4} {cx} {cy-26}Z" fill="#FFB13B"/>'
             f'<path d="M{cx} {cy-12}Q{cx+7} {cy+2} {cx+4} {cy+8}Q{cx} {cy+12} {cx-4} {cy+8}Q{cx-7} {cy+2} {cx} {cy-12}Z" fill="#FFF1A8"/>'
             f'<circle cx="{cx}" cy="{cy}" r="34" fill="#FFE066" opacity=".18"/>')
save("pics/cake.svg", svg(W, H, body))

# karaoke.png: a microphone in a spotlight on a night-club stage, notes flying
rng = random.Random(7)
body = "<defs>" + grad("bg", [(0, "#1B1140"), (1, "#3A1E6E")])
body += '<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFF6C8" stop-opacity=".55"/><stop offset="1" stop-color="#FFF6C8" stop-opacity=".08"/></linearGradient>'
body += '<radialGradient id="head" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#F4F4F8"/><stop offset="1" stop-color="#8D8FA3"/></radialGradient>'
body += "</defs>"
body += f'<rect width="{W}" height="{H}" fill="url(#bg)"/>'
body += stars(rng, 40, W, 260)
body += '<path d="M250 0L390 0L520 420L120 420Z" fill="url(#beam)"/>'
body += '<path d="M0 60L90 0L210 420L40 420Z" fill="#FF6B9D" opacity=".12"/><path d="M640 60L550 0L600 420L430 420Z" fill="#2D9CDB" opacity=".14"/>'
body += '<rect y="400" width="640" height="80" fill="#24123F"/><ellipse cx="320" cy="414" rx="210" ry="22" fill="#FFF6C8" opacity=".35"/>'
for i in range(16):
    body += f'<rect x="{i*40}" y="400" width="40" height="5" fill="{PALETTE[i%6]}" opacity=".8"/>'
# stand
body += '<path d="M320 250L320 404M280 412L320 398L360 412" stroke="#2A2A35" stroke-width="10" stroke-linecap="round" fill="none"/>'
body += '<ellipse cx="320" cy="412" rx="46" ry="8" fill="#2A2A35"/>'
# mic
body += '<rect x="300" y="160" width="40" height="110" rx="18" fill="#2A2A35"/><rect x="306" y="166" width="8" height="96" rx="4" fill="#55556A"/>'
body += '<rect x="292" y="152" width="56" height="20" rx="8" fill="#7C5CFC"/>'
body += '<circle cx="320" cy="110" r="52" fill="url(#head)"/>'
body += '<clipPath id="mh"><circle cx="320" cy="110" r="49"/></clipPath>'
body += '<g stroke="#6E7088" stroke-width="2" opacity=".7" fill="none" clip-path="url(#mh)">'
for k in range(-4, 5):
    body += f'<path d="M{320+k*11} 62L{320+k*11} 158"/><path d="M270 {110+k*11}L370 {110+k*11}"/>'
body += '</g><circle cx="320" cy="110" r="52" fill="none" stroke="#C9CAD8" stroke-width="6"/>'


def note(x, y, s, c, rot, double=False):
    g = f'<g transform="translate({x} {y}) rotate({rot}) scale({s})" fill="{c}">'
    if double:
        g += '<ellipse cx="0" cy="0" rx="11" ry="8" transform="rotate(-20)"/><ellipse cx="34" cy="-8" rx="11" ry="8" transform="rotate(-20 34 -8)"/>'
        g += '<rect x="8" y="-50" width="5" height="50"/><rect x="42" y="-58" width="5" height="50"/><path d="M8 -50L47 -58L47 -46L8 -38Z"/>'
    else:
        g += '<ellipse cx="0" cy="0" rx="11" ry="8" transform="rotate(-20)"/><rect x="8" y="-50" width="5" height="50"/>'
        g += '<path d="M13 -50Q30 -40 24 -20Q26 -34 13 -38Z"/>'
    return g + "</g>"


body += note(150, 170, 1.3, "#FF6B9D", -12) + note(460, 120, 1.1, "#FFE066", 10, True)
body += note(520, 260, 1.0, "#2D9CDB", 14) + note(110, 320, 0.9, "#3BB273", -8, True) + note(420, 330, 0.8, "#F5A623", 6)
for x, y, r in ((200, 90, 10), (450, 200, 8), (560, 70, 6), (90, 230, 7)):
    body += f'<path d="M{x} {y-r*2}L{x+r*0.5} {y-r*0.5}L{x+r*2} {y}L{x+r*0.5} {y+r*0.5}L{x} {y+r*2}L{x-r*0.5} {y+r*0.5}L{x-r*2} {y}L{x-r*0.5} {y-r*0.5}Z" fill="#FFF6C8"/>'
save("pics/karaoke.svg", svg(W, H, body))

# mia-photo.png: a polaroid of a summer night on the beach: bonfire, friends, fireworks
rng = random.Random(2016)
PW, PH = 500, 400
scene = "<defs>" + grad("sky", [(0, "#0E1A47"), (0.6, "#41306E"), (1, "#B0577B")])
scene += grad("sea", [(0, "#3D3566"), (1, "#1A1838")])
scene += '<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#FFC35A" stop-opacity=".75"/><stop offset="1" stop-color="#FFC35A" stop-opacity="0"/></radialGradient>'
scene += "</defs>"
scene += f'<rect width="{PW}" height="{PH}" fill="url(#sky)"/>' + stars(rng, 50, PW, 200)
for cx, cy, r, c in ((120, 90, 54, "#FF6B9D"), (350, 70, 44, "#FFE066"), (250, 140, 30, "#2D9CDB"), (430, 150, 26, "#3BB273")):
    n = 16
    for i in range(n):
        a = 2 * math.pi * i / n
        x1, y1 = cx + math.cos(a) * r * 0.3, cy + math.sin(a) * r * 0.3
        x2, y2 = cx + math.cos(a) * r, cy + math.sin(a) * r
        scene += f'<path d="M{f1(x1)} {f1(y1)}L{f1(x2)} {f1(y2)}" stroke="{c}" stroke-width="3" stroke-linecap="round"/>'
        scene += f'<circle cx="{f1(cx + math.cos(a) * r * 1.15)}" cy="{f1(cy + math.sin(a) * r * 1.15)}" r="2" fill="{c}"/>'
scene += f'<rect y="230" width="{PW}" height="70" fill="url(#sea)"/>'
for i in range(6):
    y = 244 + i * 10
    scene += f'<path d="M{40+i*37} {y}h{60-i*4}" stroke="#FFC35A" stroke-width="2" opacity=".35" stroke-linecap="round"/>'
scene += f'<path d="M0 290Q250 270 {PW} 295L{PW} {PH}L0 {PH}Z" fill="#C9955E"/>'
scene += f'<path d="M0 320Q250 300 {PW} 325L{PW} {PH}L0 {PH}Z" fill="#B5834F"/>'
scene += '<circle cx="250" cy="330" r="110" fill="url(#glow)"/>'
# friends as silhouettes around the fire
for x, s, c in ((150, 1.0, "#2B1B3A"), (190, 0.9, "#2B1B3A"), (320, 1.05, "#2B1B3A"), (360, 0.85, "#2B1B3A")):
    scene += (f'<g transform="translate({x} 345) scale({s})" fill="{c}"><circle cx="0" cy="-62" r="15"/>'
              f'<path d="M-22 0Q-24 -44 0 -44Q24 -44 22 0Z"/></g>')
scene += '<path d="M222 352L278 338M222 338L278 352" stroke="#5A3A22" stroke-width="9" stroke-linecap="round"/>'
scene += '<path d="M250 290Q272 318 266 338Q250 350 234 338Q228 318 250 290Z" fill="#FF7A2F"/>'
scene += '<path d="M250 308Q262 324 258 338Q250 344 242 338Q238 324 250 308Z" fill="#FFE066"/>'
for i in range(10):
    scene += f'<circle cx="{f1(250 + rng.uniform(-30, 30))}" cy="{f1(rng.uniform(250, 300))}" r="{f1(rng.uniform(1, 2.2))}" fill="#FFD27A"/>'
body = "<defs>" + grad("table", [(0, "#E9D3B4"), (1, "#D7B892")], 1, 1) + "</defs>"
body += f'<rect width="{W}" height="{H}" fill="url(#table)"/>'
for i in range(9):
    body += f'<path d="M0 {30+i*55}Q320 {10+i*55} 640 {40+i*55}" stroke="#C9A57A" stroke-width="2" fill="none" opacity=".5"/>'
body += '<g transform="translate(320 236) rotate(-3)">'
body += '<rect x="-272" y="-222" width="556" height="472" rx="4" fill="#000000" opacity=".18"/>'
body += '<rect x="-280" y="-230" width="560" height="470" rx="4" fill="#FFFDF7"/>'
body += f'<clipPath id="print"><rect width="{PW}" height="{PH}"/></clipPath>'
body += f'<g transform="translate(-250 -200)" clip-path="url(#print)">{scene}</g>'
body += '<path d="M-180 222Q-140 208 -100 222T-20 222" stroke="#7C5CFC" stroke-width="4" fill="none" stroke-linecap="round"/>'
body += '<path d="M190 214l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2Z" fill="#FF6B9D"/>'
body += "</g>"
body += '<rect x="250" y="-4" width="120" height="34" fill="#FFF3B0" opacity=".75" transform="rotate(4 310 14)"/>'
save("pics/mia-photo.svg", svg(W, H, body))

# alex-1.png: sunrise over snowy peaks, a tiny flag on the summit
rng = random.Random(1)
body = "<defs>" + grad("sky", [(0, "#5B4BB7"), (0.45, "#FF8FA3"), (0.8, "#FFC56E"), (1, "#FFE3A3")]) + "</defs>"
body += f'<rect width="{W}" height="{H}" fill="url(#sky)"/>'
body += '<circle cx="555" cy="205" r="70" fill="#FFE9A8" opacity=".45"/><circle cx="555" cy="205" r="46" fill="#FFF4CF"/>'
body += stars(rng, 18, W, 120)
body += '<path d="M0 300L90 220L170 290L300 130L380 210L450 170L640 320L640 480L0 480Z" fill="#7A6FB0"/>'
body += '<path d="M270 166L300 130L334 172L318 164L304 178L288 162Z" fill="#FFFFFF"/>'
body += '<path d="M430 188L450 170L474 190L462 186L450 196L440 186Z" fill="#FFFFFF"/>'
body += '<path d="M300 130L300 96" stroke="#3A2E5C" stroke-width="3"/><path d="M300 96L326 104L300 112Z" fill="#3BB273"/>'
body += '<path d="M0 360L120 270L210 340L330 250L420 330L520 260L640 350L640 480L0 480Z" fill="#4E4A8C"/>'
body += '<path d="M100 285L120 270L144 290L132 288L122 296L112 288Z" fill="#E9E6FF"/><path d="M312 264L330 250L350 268L338 266L330 274L320 266Z" fill="#E9E6FF"/>'
body += '<path d="M0 420Q160 360 320 410T640 400L640 480L0 480Z" fill="#2F6B4F"/>'
for x in range(10, 640, 34):
    body += pine(x + rng.uniform(-8, 8), 470 - 30 * math.sin(x / 110) + rng.uniform(0, 10), rng.uniform(40, 70), "#1E4A36")
for x, y in ((120, 80), (190, 125), (400, 70)):
    body += f'<path d="M{x} {y}q10 -8 20 0q10 -8 20 0" stroke="#3A2E5C" stroke-width="3" fill="none" stroke-linecap="round"/>'
save("pics/alex-1.svg", svg(W, H, body))

# alex-2.png: a tent by a lake under the stars
rng = random.Random(2)
body = "<defs>" + grad("sky", [(0, "#0B1537"), (1, "#2D5E8C")]) + grad("lake", [(0, "#24507A"), (1, "#0E2544")])
body += '<radialGradient id="lamp" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#FFD36E" stop-opacity=".7"/><stop offset="1" stop-color="#FFD36E" stop-opacity="0"/></radialGradient></defs>'
body += f'<rect width="{W}" height="{H}" fill="url(#sky)"/>' + stars(rng, 120, W, 260)
body += '<path d="M0 120Q160 60 320 110T640 80" stroke="#5CF2B0" stroke-width="26" fill="none" opacity=".22"/>'
body += '<path d="M0 150Q200 90 360 140T640 110" stroke="#7C5CFC" stroke-width="18" fill="none" opacity=".18"/>'
body += '<circle cx="510" cy="90" r="30" fill="#FFF6D6"/><circle cx="522" cy="82" r="28" fill="#0F1D44"/>'
body += '<path d="M0 280L80 240L150 270L260 220L360 265L470 230L640 275L640 300L0 300Z" fill="#16304F"/>'
body += f'<rect y="290" width="{W}" height="80" fill="url(#lake)"/>'
body += '<path d="M470 300h60M440 316h120M480 332h50" stroke="#FFF6D6" stroke-width="2" opacity=".35" stroke-linecap="round"/>'
for i in range(40):
    x, y = rng.uniform(0, W), rng.uniform(296, 366)
    body += f'<path d="M{f1(x)} {f1(y)}h{f1(rng.uniform(6, 20))}" stroke="#9CC4E8" stroke-width="1.5" opacity=".3"/>'
body += f'<path d="M0 360Q320 340 640 364L640 480L0 480Z" fill="#1D4A35"/>'
for x in (20, 60, 560, 600, 630):
    body += pine(x, 372 + (x % 3) * 4, 110 + (x % 5) * 6, "#123524")
body += '<circle cx="300" cy="410" r="120" fill="url(#lamp)"/>'
body += '<path d="M220 430L300 320L380 430Z" fill="#F5A623"/><path d="M300 320L380 430L340 430Z" fill="#D9861A"/>'
body += '<path d="M280 430L300 360L320 430Z" fill="#FFE59A"/><path d="M300 320L300 300M210 432h180" stroke="#5A3A22" stroke-width="4" stroke-linecap="round"/>'
body += '<path d="M420 440L470 426M420 426L470 440" stroke="#5A3A22" stroke-width="7" stroke-linecap="round"/>'
body += '<path d="M445 392Q462 414 456 430Q445 438 434 430Q428 414 445 392Z" fill="#FF7A2F"/><path d="M445 408Q452 420 450 430Q445 434 440 430Q438 420 445 408Z" fill="#FFE066"/>'
save("pics/alex-2.svg", svg(W, H, body))

# alex-3.png: green hills, a winding trail, a signpost pointing every which way
rng = random.Random(3)
body = "<defs>" + grad("sky", [(0, "#7FC8F8"), (1, "#D9F1FF")]) + "</defs>"
body += f'<rect width="{W}" height="{H}" fill="url(#sky)"/><circle cx="90" cy="80" r="40" fill="#FFE066"/>'
for x, y, s in ((220, 80, 1.0), (470, 60, 1.3), (600, 140, 0.8)):
    body += (f'<g transform="translate({x} {y}) scale({s})" fill="#FFFFFF"><circle cx="0" cy="0" r="22"/><circle cx="24" cy="-10" r="28"/>'
             f'<circle cx="52" cy="2" r="20"/><rect x="0" y="0" width="52" height="22"/></g>')
body += '<path d="M0 250Q120 180 260 230T520 200T640 220L640 480L0 480Z" fill="#8CD17D"/>'
body += '<path d="M0 300Q180 240 340 290T640 270L640 480L0 480Z" fill="#5DBB63"/>'
body += '<path d="M0 380Q200 320 400 370T640 350L640 480L0 480Z" fill="#3BB273"/>'
body += '<path d="M330 480Q300 420 360 380T300 300T420 240T514 226" stroke="#E8D3A2" stroke-width="26" fill="none" stroke-linecap="round"/>'
body += '<path d="M330 480Q300 420 360 380T300 300T420 240T514 226" stroke="#C9A66B" stroke-width="3" stroke-dasharray="2 16" fill="none" stroke-linecap="round"/>'
body += '<rect x="492" y="186" width="48" height="34" fill="#D64545"/><path d="M484 190L516 166L548 190Z" fill="#8A2B2B"/>'
body += '<rect x="510" y="200" width="12" height="20" fill="#5A2E1E"/><rect x="498" y="194" width="9" height="9" fill="#FFE59A"/><rect x="526" y="194" width="9" height="9" fill="#FFE59A"/>'
body += '<rect x="156" y="300" width="10" height="130" fill="#7A5230"/>'
for y, d, c, rot in ((306, 1, "#FF6B9D", -6), (334, -1, "#2D9CDB", 5), (362, 1, "#F5A623", 12)):
    x0 = 166 if d > 0 else 156
    body += f'<path d="M{x0} {y}h{d*70}l{d*14} 11l{-d*14} 11h{-d*70}Z" fill="{c}" transform="rotate({rot} 161 {y+11})"/>'
body += '<circle cx="161" cy="298" r="7" fill="#7A5230"/>'
for i in range(14):
    x, y = rng.uniform(20, 620), rng.uniform(400, 470)
    body += f'<circle cx="{f1(x)}" cy="{f1(y)}" r="4" fill="{rng.choice(["#FFFFFF", "#FFE066", "#FF6B9D"])}"/><circle cx="{f1(x)}" cy="{f1(y)}" r="1.5" fill="#F5A623"/>'
for x, y in ((560, 420), (70, 450)):
    body += (f'<g transform="translate({x} {y})"><ellipse cx="0" cy="0" rx="20" ry="14" fill="#FFFFFF"/><circle cx="-16" cy="-6" r="8" fill="#3A3A3A"/>'
             f'<path d="M-8 12v8M8 12v8" stroke="#3A3A3A" stroke-width="3"/></g>')
save("pics/alex-3.svg", svg(W, H, body))

# ------------------------------------------------------------------ video frames, 320x240
VW, VH, FPS, SECONDS = 320, 240, 24, 3.5
NF = int(FPS * SECONDS)

# jo-video: balloons rising through falling confetti on pink
for f in range(NF):
    t = f / FPS
    rng = random.Random(99)
    body = "<defs>" + grad("bg", [(0, "#FF9EC0"), (1, "#FFD6A8")]) + "</defs>"
    body += f'<rect width="{VW}" height="{VH}" fill="url(#bg)"/>'
    pulse = 1 + 0.06 * math.sin(t * 2 * math.pi * 2)
    body += f'<g transform="translate(160 120) scale({pulse:.3f}) rotate({f1(t*20)})" fill="#FFFFFF" opacity=".35">'
    for i in range(12):
        body += f'<path d="M0 0L{f1(200*math.cos(i*math.pi/6-0.1))} {f1(200*math.sin(i*math.pi/6-0.1))}L{f1(200*math.cos(i*math.pi/6+0.1))} {f1(200*math.sin(i*math.pi/6+0.1))}Z"/>'
    body += "</g>"
    for i in range(7):
        x0 = 24 + i * 45 + rng.uniform(-10, 10)
        speed = rng.uniform(60, 95)
        y = 280 + rng.uniform(0, 120) - speed * t
        y = (y + 80) % 400 - 80
        x = x0 + 10 * math.sin(t * 2.5 + i)
        c = PALETTE[i % 6]
        body += (f'<path d="M{f1(x)} {f1(y+30)}q-6 14 4 24t-2 26" stroke="#8A6F7A" stroke-width="1.5" fill="none"/>'
                 f'<ellipse cx="{f1(x)}" cy="{f1(y)}" rx="19" ry="23" fill="{c}"/>'
                 f'<path d="M{f1(x-4)} {f1(y+28)}l4 -6l4 6Z" fill="{c}"/>'
                 f'<ellipse cx="{f1(x-7)}" cy="{f1(y-8)}" rx="4" ry="7" fill="#FFFFFF" opacity=".45"/>')
    body += confetti(random.Random(5), 60, VW, VH, t=t, fall=70)
    save(f"frames/jo-video/{f:03d}.svg", svg(VW, VH, body))

# mia-video: thirty hearts pop in, one reason at a time
def heart(x, y, s, c):
    return (f'<path transform="translate({f1(x)} {f1(y)}) scale({s:.3f})" fill="{c}" '
            'd="M0 6C-4 -2 -16 -2 -16 -10C-16 -18 -6 -20 0 -12C6 -20 16 -18 16 -10C16 -2 4 -2 0 6Z"/>')


order = list(range(30))
random.Random(30).shuffle(order)
for f in range(NF):
    t = f / FPS
    body = "<defs>" + grad("bg", [(0, "#FFF1D6"), (1, "#FFD9A0")], 1, 1) + "</defs>"
    body += f'<rect width="{VW}" height="{VH}" fill="url(#bg)"/>'
    for k, cell in enumerate(order):
        born = 0.15 + k * 0.085
        age = t - born
        if age <= 0:
            continue
        s = 1 + 0.35 * math.exp(-age * 6) * math.sin(age * 18) if age > 0.12 else age / 0.12
        if t > 2.9:
            s *= 1 + 0.12 * math.sin((t - 2.9) * 14 + cell)
        col, row = cell % 6, cell // 6
        x, y = 35 + col * 50, 38 + row * 44
        c = ["#F5A623", "#FF6B9D", "#FF8A3D", "#E94F64"][cell % 4]
        body += f'<circle cx="{x}" cy="{y-4}" r="{f1(20*min(s,1.2))}" fill="#FFFFFF" opacity=".5"/>' + heart(x, y, 1.1 * s, c)
    if t > 2.9:
        body += confetti(random.Random(8), 30, VW, VH, t=t - 2.9, fall=120)
    save(f"frames/mia-video/{f:03d}.svg", svg(VW, VH, body))

# kim-video: a red cabin at dusk, smoke curling, northern lights, a slow pan
for f in range(NF):
    t = f / FPS
    pan = -t * 12
    body = "<defs>" + grad("bg", [(0, "#0B1A3F"), (0.7, "#2D5E9C"), (1, "#7FB6E0")]) + "</defs>"
    body += f'<rect width="{VW}" height="{VH}" fill="url(#bg)"/>' + stars(random.Random(4), 50, VW, 130, t)
    for k, (col, amp, base) in enumerate((("#5CF2B0", 14, 60), ("#2D9CDB", 10, 80), ("#A98BFF", 8, 45))):
        pts = " ".join(f"{x} {f1(base + amp*math.sin(x/40 + t*1.6 + k*2))}" for x in range(-20, 361, 20))
        body += f'<polyline points="{pts}" fill="none" stroke="{col}" stroke-width="{18-k*4}" stroke-linecap="round" opacity=".28"/>'
    body += f'<g transform="translate({f1(pan*0.4)} 0)"><path d="M-20 170L60 120L140 160L230 110L330 165L400 140L400 240L-20 240Z" fill="#28456E"/></g>'
    body += f'<g transform="translate({f1(pan)} 0)">'
    body += '<path d="M-40 200Q120 170 260 195T420 190L420 240L-40 240Z" fill="#EAF4FF"/>'
    body += pine(40, 200, 70, "#1B4A3A") + pine(70, 196, 55, "#1B4A3A") + pine(300, 196, 64, "#1B4A3A") + pine(330, 200, 50, "#1B4A3A")
    cx = 180
    body += (f'<rect x="{cx-6}" y="118" width="14" height="30" fill="#7A2E2E"/>'
             f'<rect x="{cx-60}" y="150" width="120" height="56" fill="#C0392B"/>'
             + "".join(f'<path d="M{cx-60} {156+i*9}h120" stroke="#A93226" stroke-width="2"/>' for i in range(6)) +
             f'<path d="M{cx-72} 154L{cx} 112L{cx+72} 154Z" fill="#F4F8FF"/><path d="M{cx-66} 152L{cx} 118L{cx+66} 152Z" fill="#3B3B4F"/>'
             f'<rect x="{cx-44}" y="164" width="24" height="20" fill="#FFD36E"/><rect x="{cx+20}" y="164" width="24" height="20" fill="#FFD36E"/>'
             f'<path d="M{cx-32} 164v20M{cx-44} 174h24M{cx+32} 164v20M{cx+20} 174h24" stroke="#F4F8FF" stroke-width="2"/>'
             f'<rect x="{cx-9}" y="178" width="18" height="28" fill="#6B3A1E"/>'
             f'<ellipse cx="{cx}" cy="214" rx="70" ry="8" fill="#FFD36E" opacity=".25"/>')
    for i in range(5):
        a = (t * 0.8 + i / 5) % 1.0
        sx = cx + 1 + 18 * a + 5 * math.sin(a * 9 + i)
        sy = 112 - 80 * a
        body += f'<circle cx="{f1(sx)}" cy="{f1(sy)}" r="{f1(5 + 12*a)}" fill="#DDE6F5" opacity="{0.75*(1-a):.2f}"/>'
    body += "</g>"
    rs = random.Random(11)
    for i in range(45):
        x, y, sp = rs.uniform(0, VW), rs.uniform(0, VH), rs.uniform(15, 35)
        body += f'<circle cx="{f1((x + 6*math.sin(t*2+i)) % VW)}" cy="{f1((y + sp*t) % VH)}" r="{f1(rs.uniform(1, 2.2))}" fill="#FFFFFF" opacity=".8"/>'
    save(f"frames/kim-video/{f:03d}.svg", svg(VW, VH, body))

# ------------------------------------------------------------------ audio, 48 kHz mono
RATE = 48000
NOTE = {n: i for i, n in enumerate(["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"])}


def freq(name, cents=0.0):
    n, octave = name[:-1], int(name[-1])
    return 440.0 * 2 ** ((NOTE[n] + 12 * (octave - 4) - 9 + cents / 100) / 12)


def pluck(f, dur, rng, damp=0.996, bright=0.5):
    """Karplus-Strong plucked string."""
    period = max(2, int(round(RATE / f)))
    buf = [rng.uniform(-1, 1) for _ in range(period)]
    for i in range(1, period):  # soften the attack
        buf[i] = bright * buf[i] + (1 - bright) * buf[i - 1]
    out = []
    n = int(dur * RATE)
    i = 0
    for _ in range(n):
        j = (i + 1) % period
        v = buf[i]
        buf[i] = damp * 0.5 * (buf[i] + buf[j])
        out.append(v)
        i = j
    return out


def bell(f, dur):
    n = int(dur * RATE)
    parts = ((1.0, 1.0, 2.2), (2.0, 0.45, 3.5), (2.76, 0.3, 5.0), (5.4, 0.12, 8.0))
    out = []
    for k in range(n):
        tt = k / RATE
        att = min(1.0, tt / 0.004)
        out.append(att * sum(a * math.exp(-d * tt) * math.sin(2 * math.pi * f * m * tt) for m, a, d in parts))
    return out


def pad(f, dur, vol=1.0):
    n = int(dur * RATE)
    out = []
    for k in range(n):
        tt = k / RATE
        env = min(1.0, tt / 0.6) * min(1.0, (dur - tt) / 0.8)
        v = sum(math.sin(2 * math.pi * f * d * tt + 0.3 * math.sin(2 * math.pi * 5 * tt)) for d in (1.0, 1.003, 0.997, 2.0005))
        out.append(vol * env * v / 4)
    return out


def mix(track, samples, at, gain):
    start = int(at * RATE)
    need = start + len(samples)
    if need > len(track):
        track.extend([0.0] * (need - len(track)))
    for k, v in enumerate(samples):
        track[start + k] += gain * v


def finish(track, seconds, name, echo=0.0):
    n = int(seconds * RATE)
    track = (track + [0.0] * n)[:n]
    if echo:
        d = int(0.18 * RATE)
        for k in range(d, n):
            track[k] += echo * track[k - d]
    peak = max(abs(v) for v in track) or 1.0
    fade = int(0.4 * RATE)
    frames = bytearray()
    for k, v in enumerate(track):
        g = 0.85 / peak * min(1.0, (n - k) / fade) * min(1.0, k / 240)
        frames += struct.pack("<h", int(round(max(-1.0, min(1.0, v * g)) * 32767)))
    with wave.open(os.path.join(work, "audio", name + ".wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))


def strum(track, chord, at, rng, gain=0.35, dur=1.2, damp=0.995, spread=0.018):
    for i, name in enumerate(chord):
        mix(track, pluck(freq(name), dur, rng, damp), at + i * spread, gain)


# mia-voice: a bright sunrise chime in C major, 4.5 s
tr = []
beat = 60 / 132
melody = [("E5", 0), ("G5", 1), ("C6", 2), ("B5", 3.5), ("G5", 4), ("A5", 5), ("F5", 5.5), ("D6", 6), ("C6", 7)]
for name, b in melody:
    mix(tr, bell(freq(name), 1.6), 0.1 + b * beat, 0.5)
for name, b in (("C4", 0), ("E4", 0), ("G4", 0), ("F4", 4), ("A4", 4), ("C5", 4)):
    mix(tr, pad(freq(name), 2.0 if b == 0 else 2.3, 0.35), 0.1 + b * beat, 1)
finish(tr, 4.5, "mia-voice", echo=0.22)

# alex-song: a strummed tune in G major (G C D G), 5 s
rng = random.Random(42)
tr = []
beat = 60 / 120
chords = [["G2", "D3", "G3", "B3", "D4"], ["C3", "G3", "C4", "E4"], ["D3", "A3", "D4", "F#4"], ["G2", "D3", "G3", "B3", "G4"]]
for bar, ch in enumerate(chords):
    for b, up in ((0, False), (1, False), (1.5, True)):
        strum(tr, list(reversed(ch)) if up else ch, 0.05 + (bar * 2 + b) * beat, rng, gain=0.2 if up else 0.3)
strum(tr, chords[0], 0.05 + 8 * beat, rng, gain=0.3, dur=0.95)
tune = [("D5", 0), ("B4", 0.5), ("D5", 1), ("G5", 1.5), ("E5", 2), ("C5", 2.5), ("E5", 3), ("G5", 3.5),
        ("F#5", 4), ("A5", 4.5), ("F#5", 5), ("D5", 5.5), ("G5", 6), ("B5", 6.5), ("D6", 7), ("G5", 8)]
for name, b in tune:
    mix(tr, pluck(freq(name), 1.2, rng, 0.997, 0.8), 0.05 + b * beat, 0.55)
finish(tr, 5.0, "alex-song", echo=0.15)

# kim-voice: a starry, mysterious arpeggio over a soft D-minor pad, 5 s
tr = []
for name in ("D3", "A3", "F4"):
    mix(tr, pad(freq(name), 4.6, 0.5), 0.0, 1)
for name in ("C4", "G4"):
    mix(tr, pad(freq(name), 2.2, 0.3), 2.4, 1)
arp = ["D5", "F5", "A5", "E6", "D6", "A5", "F5", "G5", "A5", "C6", "E6", "G6", "F6", "D6"]
for k, name in enumerate(arp):
    mix(tr, bell(freq(name), 1.2), 0.2 + k * 0.3, 0.28)
mix(tr, bell(freq("D7"), 2.0), 4.4, 0.15)
finish(tr, 5.0, "kim-voice", echo=0.3)

# jo-video sound: a ukulele strum and tune, slightly out of tune (sorry), 3.5 s
rng = random.Random(7)
tr = []
beat = 60 / 176
uke = {"C": ["G4", "C4", "E4", "C5"], "A": ["A4", "C4", "E4", "A4"], "F": ["A4", "C4", "F4", "A4"], "G": ["G4", "D4", "G4", "B4"]}
for k, ch in enumerate("CAFG"):
    for b in (0, 1, 1.5):
        strum(tr, uke[ch], 0.05 + (k * 2 + b) * beat, rng, gain=0.25, dur=0.9, damp=0.99, spread=0.012)
strum(tr, uke["C"], 0.05 + 8 * beat, rng, gain=0.3, dur=0.7, damp=0.99, spread=0.02)
tune = [("E5", 0, 0), ("G5", 1, 0), ("A5", 2, 0), ("C6", 3, 30), ("A5", 4, 0), ("F5", 5, -25), ("G5", 6, 0), ("B5", 7, 0), ("C6", 8, 0)]
for name, b, cents in tune:
    mix(tr, pluck(freq(name, cents), 0.9, rng, 0.993, 0.9), 0.05 + b * beat, 0.5)
finish(tr, 3.5, "jo-video", echo=0.1)
PY

png() {  # png SRC.svg DEST.png: render, flatten to 256 colours, no metadata or dates
    rsvg-convert "$1" -o "$work/render.png"
    "${im[@]}" "$work/render.png" -alpha off +dither -colors 256 -strip \
        -define png:exclude-chunks=date,time -define png:compression-level=9 "$2"
}

echo "pictures" >&2
for name in mia-photo alex-1 alex-2 alex-3; do png "$work/pics/$name.svg" "$media/rewards/$name.png"; done
for name in karaoke cake; do png "$work/pics/$name.svg" "$media/proofs/$name.png"; done

quiet=(-nostdin -y -loglevel error)
exact=(-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1)   # no encoder tags, no dates
opus=(-c:a libopus -b:a 32k -ac 1 -ar 48000)

echo "sounds" >&2
for name in mia-voice alex-song kim-voice; do
    ffmpeg "${quiet[@]}" -i "$work/audio/$name.wav" "${opus[@]}" "${exact[@]}" "$media/rewards/$name.ogg"
done

echo "videos" >&2
for name in jo-video mia-video kim-video; do
    for frame in "$work/frames/$name"/*.svg; do rsvg-convert "$frame" -o "${frame%.svg}.png"; done
    sound=()
    if [ -f "$work/audio/$name.wav" ]; then sound=(-i "$work/audio/$name.wav"); fi
    # One thread keeps the VP9 encoder's output identical from run to run.
    ffmpeg "${quiet[@]}" -framerate 24 -i "$work/frames/$name/%03d.png" "${sound[@]}" \
        -c:v libvpx-vp9 -pix_fmt yuv420p -b:v 0 -crf 38 -deadline good -cpu-used 2 -threads 1 -row-mt 0 -g 48 \
        ${sound:+"${opus[@]}"} -shortest "${exact[@]}" "$media/rewards/$name.webm"
done

echo "made:" >&2
(cd "$content" && find media -type f | LC_ALL=C sort | xargs ls -l | awk '{printf "  %7d  %s\n", $5, $NF}') >&2

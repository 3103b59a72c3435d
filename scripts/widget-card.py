#!/usr/bin/env python3
"""Draws a player's medium widget snapshot as a home-screen card (HTML), for the README's picture.

    scripts/widget-card.py output/widgets/sam-medium.json > /tmp/card.html
    chromium --headless --hide-scrollbars --force-device-scale-factor=2 --window-size=380,200 \
      --screenshot=docs/screenshots/widget.png file:///tmp/card.html

It shows what a widget can make of the snapshot alone: the balance, the next reward within reach
and how far off it is, the challenges by state, and when the snapshot says to look again.
"""

import html
import json
import sys


def card(snapshot: dict) -> str:
    player = snapshot["player"]
    currency = snapshot["currency"]
    symbol = currency.get("symbol", "")
    reward = player.get("next")
    counts = snapshot.get("challenges", {})
    refresh = snapshot.get("refresh", {}).get("next", "")
    e = html.escape
    progress = ""
    if reward:
        share = max(0, min(100, round(100 * (reward["price"] - reward["toGo"]) / reward["price"])))
        progress = f"""
        <div class="next">{e(str(reward["toGo"]))} to <b>{e(reward["title"])}</b></div>
        <div class="bar"><i style="width:{share}%"></i></div>"""
    return f"""<!doctype html>
<html lang="en"><meta charset="utf-8"><title>{e(snapshot["game"]["title"])}</title>
<style>
  body {{ margin: 0; background: #e9e4f5; font: 15px/1.3 system-ui, sans-serif; }}
  .card {{ box-sizing: border-box; width: 348px; height: 164px; margin: 18px 16px; padding: 16px 18px;
          border-radius: 22px; color: #fff; background: linear-gradient(135deg, #7C5CFC, #FF6B9D);
          box-shadow: 0 8px 24px rgba(60, 30, 120, .25); display: grid; grid-template-rows: auto 1fr auto; }}
  .title {{ font-size: 13px; opacity: .9; letter-spacing: .02em; }}
  .balance {{ font-size: 40px; font-weight: 700; margin-top: 2px; }}
  .balance small {{ font-size: 16px; font-weight: 500; opacity: .9; }}
  .next {{ font-size: 13px; }}
  .bar {{ height: 7px; border-radius: 4px; background: rgba(255,255,255,.3); margin: 5px 0 8px; }}
  .bar i {{ display: block; height: 100%; border-radius: 4px; background: #F5D76E; }}
  .foot {{ display: flex; justify-content: space-between; font-size: 11px; opacity: .85; }}
</style>
<div class="card">
  <div class="title">{e(snapshot["game"]["title"])} · {e(player["name"])}</div>
  <div class="balance">{e(str(player["balance"]))} <small>{e(symbol)} {e(currency["name"])}</small></div>
  <div>{progress}
    <div class="foot"><span>{counts.get("done", 0)} done · {counts.get("available", 0)} open</span>
    <span>next update {e(refresh[11:16]) if refresh else "—"}</span></div>
  </div>
</div>
</html>
"""


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as file:
        sys.stdout.write(card(json.load(file)))

/* Questline: optional enhancements. Every page works without this file. */
(function () {
  "use strict";
  var root = document.documentElement;
  root.classList.add("js");
  var calm = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  /* Carousel: previous / next buttons for the scroll-snapped reward track. */
  function setUpCarousel(carousel) {
    var track = carousel.querySelector(".carousel-track");
    if (!track) return;
    var nav = document.createElement("div");
    nav.className = "carousel-nav";
    function button(label, text, direction) {
      var b = document.createElement("button");
      b.type = "button";
      b.setAttribute("aria-label", label);
      b.textContent = text;
      b.addEventListener("click", function () {
        var card = track.querySelector("li");
        var step = card ? card.getBoundingClientRect().width + 16 : track.clientWidth * 0.8;
        // Right to left, the track starts at its right edge and goes on to the left.
        track.scrollBy({ left: (rtl ? -1 : 1) * direction * step, behavior: calm ? "auto" : "smooth" });
      });
      return b;
    }
    var rtl = window.getComputedStyle(track).direction === "rtl";
    // Labels come from the page (Templates/strings), so they follow the game's language. The
    // arrows are mirrored by the browser in a right-to-left page (‹ and › are), so they point
    // the way each button goes in both.
    nav.appendChild(button(carousel.getAttribute("data-previous") || "Previous", "‹", -1));
    nav.appendChild(button(carousel.getAttribute("data-next") || "Next", "›", 1));
    carousel.appendChild(nav);
  }

  /* Confetti: a short burst on a canvas, drawn in brand colours. */
  function confetti(amount) {
    if (calm) return;
    root.classList.add("js-confetti");
    var canvas = document.createElement("canvas");
    canvas.setAttribute("aria-hidden", "true");
    canvas.style.cssText = "position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:60";
    document.body.appendChild(canvas);
    var ctx = canvas.getContext("2d");
    var w = canvas.width = window.innerWidth * (window.devicePixelRatio || 1);
    var h = canvas.height = window.innerHeight * (window.devicePixelRatio || 1);
    var styles = getComputedStyle(root);
    var colours = ["--q-accent", "--q-accent-2", "--q-gold", "--q-challenge"].map(function (name) {
      return styles.getPropertyValue(name).trim() || "#F5A623";
    });
    var pieces = [];
    for (var i = 0; i < amount; i++) {
      pieces.push({
        x: w / 2 + (Math.random() - 0.5) * w * 0.3, y: h * 0.35,
        vx: (Math.random() - 0.5) * w * 0.02, vy: -Math.random() * h * 0.025 - h * 0.005,
        size: (6 + Math.random() * 8) * (window.devicePixelRatio || 1), spin: Math.random() * 6,
        colour: colours[i % colours.length]
      });
    }
    var frames = 0;
    function tick() {
      ctx.clearRect(0, 0, w, h);
      pieces.forEach(function (p) {
        p.vy += h * 0.0009; p.x += p.vx; p.y += p.vy; p.vx *= 0.99; p.spin += 0.2;
        ctx.save(); ctx.translate(p.x, p.y); ctx.rotate(p.spin);
        ctx.fillStyle = p.colour; ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        ctx.restore();
      });
      if (++frames < 240) requestAnimationFrame(tick); else canvas.remove();
    }
    requestAnimationFrame(tick);
  }

  /* Whether `what` is celebrated here for the first time: a reward's page and the final badge
     burst once on this device, not on every load. The key is the page's address (a reward) or
     the site's (the badge, shown on several pages). Without storage it always is. */
  function firstTime(what) {
    var key = "questline-celebrated:" + what;
    try {
      if (window.localStorage.getItem(key)) return false;
      window.localStorage.setItem(key, "1");
    } catch (e) { /* storage refused: celebrate */ }
    return true;
  }

  /* The menu, wider than a phone: the page's own item scrolled into view. */
  function showCurrentMenuItem() {
    var current = document.querySelector(".nav [aria-current]");
    var list = current && current.closest("ul");
    if (!list || list.scrollWidth <= list.clientWidth) return;
    var item = current.getBoundingClientRect(), box = list.getBoundingClientRect();
    list.scrollLeft += (item.left + item.width / 2) - (box.left + box.width / 2);
  }

  document.addEventListener("DOMContentLoaded", function () {
    showCurrentMenuItem();
    Array.prototype.forEach.call(document.querySelectorAll("[data-carousel]"), setUpCarousel);
    var home = document.querySelector(".brand");
    var site = home ? new URL(home.getAttribute("href"), location.href).href : location.href;
    if (document.querySelector(".final-badge.is-earned")) {
      if (firstTime("badge " + site)) confetti(180);
    } else if (document.querySelector("[data-celebrate]")) {
      if (firstTime(location.href.split("#")[0])) confetti(90);
    }
  });
})();

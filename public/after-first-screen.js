/* global document, performance, requestAnimationFrame, setTimeout */
// The scripts of a page whose first screen the server rendered start after that screen has painted
// (docs/decisions/113-first-screen.md). The server lists them (the shell's module script,
// its preloads, the language catalog, the page's chunks) in an inert <template>; this file runs once the
// HTML is parsed and its stylesheets have loaded (a module script waits for them), waits for the page's
// high-priority (LCP) image and one more frame, then adds them to the head, a few per task. Until then the
// link carries only the HTML, the CSS and that image. A missing template (an older page) is nothing to do.
const template = document.getElementById('after-first-screen');
const image = document.querySelector('#root img[fetchpriority="high"]');

// The image has loaded or failed — or 1.5 s have passed: the scripts never wait on a stalled image for long.
const imageDone = () =>
  !image || image.complete
    ? Promise.resolve()
    : new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
        setTimeout(resolve, 1500);
      });

// After the next frame has been drawn and shown: the frame after it has begun (two animation frames). A hidden
// tab draws no frame: there, and only there, a timeout stands in for it. A visible page always waits for its
// frames, however late a busy main thread draws them: a fixed timeout there, or a single frame, let the scripts
// arrive before the first screen's paint was shown (tests/e2e/ssr.spec.ts, "scripts after the first screen").
const painted = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
    if (document.visibilityState !== 'visible') setTimeout(resolve, 100);
  });

// Elements added per task. Each added script or preload starts a request, ~0.4 ms of main-thread time on a fast
// machine; a product page lists ~70 (its chunks), which added at once were one task of 26–38 ms, four times that
// on a phone (docs/decisions/112-start-up-and-the-shell.md). The shell's script comes first in the list.
const PER_TASK = 8;

function start() {
  if (!template) return;
  const sources = [...template.content.children];
  template.remove();
  const next = () => {
    // New elements, not the template's own: a script parsed into a template never runs, even when moved.
    for (const source of sources.splice(0, PER_TASK)) {
      const element = document.createElement(source.localName);
      for (const { name, value } of source.attributes) element.setAttribute(name, value);
      document.head.append(element);
    }
    if (sources.length) setTimeout(next, 0);
  };
  next();
}

// While the start-up screen covers the server's page, the page takes no input: no keyboard focus, no typing
// beneath it that hydrating would then overwrite (docs/decisions/113-first-screen.md). The app lifts it when it
// removes the screen; if the app never gets that far (its scripts failed or stalled), it is lifted when the
// screen ends by itself (index.html's boot-end, 5 s), and the page works as plain HTML. Without JavaScript
// neither this file nor the screen runs, so the server's HTML is never inert.
const SCREEN_ENDS_MS = 5_000;
const page = document.querySelector('#root > [data-page]');
if (page && document.getElementById('boot-splash')) {
  page.setAttribute('inert', '');
  setTimeout(
    () => {
      if (document.getElementById('boot-splash')) page.removeAttribute('inert');
    },
    Math.max(0, SCREEN_ENDS_MS - performance.now()),
  );
}

imageDone().then(painted).then(start);

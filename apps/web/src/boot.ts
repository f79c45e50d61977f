/**
 * The first script of a storefront page the server drew (decision 056): the page is already
 * readable, so the app's code is asked for only once the browser has painted it. The server puts
 * the app's entry and its chunks in `<template id="after-paint">` (inert: nothing is fetched), and
 * this script, a few hundred bytes, moves them into the head after the first frame and starts the
 * app. On a phone's slow link the stylesheet, the first image and the fonts then have the link to
 * themselves, and the page shows sooner; the app takes over a moment later, as it would anyway.
 * Kept free of imports: it is its own entry, loaded before anything else.
 */
const later = document.getElementById('after-paint');

/** Resolves just after the browser's next frame: at once in a tab that is not shown (no frames there). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

if (later instanceof HTMLTemplateElement && later.dataset.entry) {
  const entry = later.dataset.entry;
  void afterFirstPaint().then(() => {
    document.head.append(later.content);
    return import(/* @vite-ignore */ entry);
  });
}

export {};

/**
 * The first script of a storefront page the server drew (decision 056): the page is already
 * readable, so the app's code is asked for only once the browser has shown it — the frame after
 * its first contentful paint (text or image; a Burmese page's first frames may wait on its font),
 * or after 3 s at most (a tab not shown paints nothing). The server puts the app's entry and its chunks in `<template
 * id="after-paint">` (inert: nothing is fetched); this script moves them into the head and starts
 * the app. On a phone's slow link the stylesheet, the first image and the fonts then have the link
 * to themselves; the app takes over a moment later.
 * Kept free of imports: it is its own entry, loaded before anything else.
 */
const later = document.getElementById('after-paint') as HTMLTemplateElement | null;

if (later?.dataset.entry) {
  const entry = later.dataset.entry;
  const start = () => {
    if (!later.isConnected) return;
    // Its links take the template's place in the head: the chunks are fetched together.
    later.replaceWith(later.content);
    void import(/* @vite-ignore */ entry);
  };
  const painted = new Promise((resolve) =>
    new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint')[0] && resolve(0)).observe({
      type: 'paint',
      buffered: true,
    }),
  );
  painted.then(() => requestAnimationFrame(() => setTimeout(start)), start);
  setTimeout(start, 3000);
}

export {};

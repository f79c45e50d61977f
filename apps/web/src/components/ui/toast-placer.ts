import { placeToasts, type ToastPlacement } from './toast-placement.ts';

/**
 * The page side of placing toasts, loaded after the first screen: it notes the control last used
 * (a tap does not focus a button in every browser, so the last element pressed or focused counts)
 * and measures the stack, the bars marked `data-sticky-bar` and that control.
 */
let used: Element | null = null;
const note = (event: Event) => {
  if (event.target instanceof Element) used = event.target;
};
document.addEventListener('pointerdown', note, true);
document.addEventListener('focusin', note, true);

const box = (el: Element) => el.getBoundingClientRect();

/** Where the toasts now in `region` go, clear of the screen's fixed bars and of the control last used. */
export function measureToasts(region: HTMLElement): ToastPlacement {
  const items = [...region.children].map(box);
  const bars = [...document.querySelectorAll('[data-sticky-bar]')]
    .filter((el) => /fixed|sticky/.test(getComputedStyle(el).position))
    .map(box);
  const stack = {
    height: items.reduce((sum, item) => sum + item.height, 0) + 8 * (items.length - 1),
    left: Math.min(...items.map((item) => item.left)),
    right: Math.max(...items.map((item) => item.right)),
  };
  const control = used?.isConnected && !region.contains(used) ? box(used) : null;
  return placeToasts(stack, window.innerHeight, bars, control);
}

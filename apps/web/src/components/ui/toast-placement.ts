type Box = { top: number; bottom: number; left: number; right: number };
/** Which screen edge the toasts stack on, and how far from it. */
export type ToastPlacement = { edge: 'top' | 'bottom'; inset: number };

const GAP = 12;

/** How much of `a` and `b` overlap, in square pixels. */
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * Where a stack of toasts `height` tall (spanning `left`…`right`) goes on a screen `screen` tall:
 * above the bars fixed to the screen's bottom (the product page's quantity and Add to Cart), else
 * below those fixed to its top (the header), whichever covers less of the control just used.
 */
export function placeToasts(
  stack: { height: number; left: number; right: number },
  screen: number,
  bars: Box[],
  control: Box | null,
): ToastPlacement {
  const above = Math.max(
    0,
    ...bars.filter((b) => b.bottom >= screen - 1 && b.top > screen / 2).map((b) => screen - b.top),
  );
  const below = Math.max(0, ...bars.filter((b) => b.top <= 1 && b.bottom < screen / 2).map((b) => b.bottom));
  const bottom = { edge: 'bottom', inset: above + GAP } as const;
  const top = { edge: 'top', inset: below + GAP } as const;
  if (!control) return bottom;
  const at = (p: ToastPlacement) => {
    const start = p.edge === 'top' ? p.inset : screen - p.inset - stack.height;
    return overlap({ top: start, bottom: start + stack.height, left: stack.left, right: stack.right }, control);
  };
  return at(bottom) > at(top) ? top : bottom;
}

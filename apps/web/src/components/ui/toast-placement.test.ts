import { describe, expect, it } from 'vitest';
import { placeToasts } from './toast-placement.ts';

const SCREEN = 844;
const stack = { height: 110, left: 16, right: 374 };
const header = { top: 0, bottom: 60, left: 0, right: 390 };
const buyBar = { top: 771, bottom: SCREEN, left: 0, right: 390 };

describe('placeToasts', () => {
  it('stacks above a bar fixed to the bottom of the screen (the buy bar), never over it', () => {
    const addToCart = { top: 783, bottom: 831, left: 170, right: 374 };
    expect(placeToasts(stack, SCREEN, [header, buyBar], addToCart)).toEqual({ edge: 'bottom', inset: 73 + 12 });
  });

  it('goes below the header when at the bottom it would cover the control just used', () => {
    const save = { top: 770, bottom: 814, left: 16, right: 140 };
    expect(placeToasts(stack, SCREEN, [header], save)).toEqual({ edge: 'top', inset: 60 + 12 });
  });

  it('keeps the bottom when the control is elsewhere, or when the top would cover as much of it', () => {
    expect(placeToasts(stack, SCREEN, [header], { top: 300, bottom: 344, left: 16, right: 140 })).toEqual({
      edge: 'bottom',
      inset: 12,
    });
    const tall = { top: 0, bottom: SCREEN, left: 16, right: 374 };
    expect(placeToasts(stack, SCREEN, [], tall).edge).toBe('bottom');
    expect(placeToasts(stack, SCREEN, [], null)).toEqual({ edge: 'bottom', inset: 12 });
  });

  it('does not take a bar in the middle of the screen or a side bar for a top or bottom bar', () => {
    const sidebar = { top: 0, bottom: SCREEN, left: 0, right: 256 };
    const middle = { top: 400, bottom: 460, left: 0, right: 390 };
    expect(placeToasts(stack, SCREEN, [sidebar, middle], null)).toEqual({ edge: 'bottom', inset: 12 });
  });
});

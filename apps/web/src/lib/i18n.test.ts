import { describe, expect, it } from 'vitest';
import { addMessages, t } from './i18n.ts';

describe('translator', () => {
  addMessages({
    testArea: {
      greeting: 'Hello, {{name}}!',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      list: ['a', 'b'],
    },
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('testArea.greeting', { name: 'Su Su' })).toBe('Hello, Su Su!');
    expect(t('testArea.greeting')).toBe('Hello, {{name}}!');
  });

  it('picks the plural form by count', () => {
    expect(t('testArea.items', { count: 1 })).toBe('1 item');
    expect(t('testArea.items', { count: 0 })).toBe('0 items');
    expect(t('testArea.items', { count: 12 })).toBe('12 items');
  });

  it('answers the key, or the default value, for a missing message', () => {
    expect(t('testArea.missing')).toBe('testArea.missing');
    expect(t('testArea.missing', { defaultValue: 'Hoodies' })).toBe('Hoodies');
    expect(t('testArea.list')).toBe('testArea.list');
  });

  it('returns lists on request, for the long pages', () => {
    expect(t('testArea.list', { returnObjects: true })).toEqual(['a', 'b']);
  });

  it('knows the bundled storefront words', () => {
    expect(t('cart.emptyTitle')).toBe('Your cart is empty');
  });
});

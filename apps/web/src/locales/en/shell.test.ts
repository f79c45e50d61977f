import { categorySlug, SHOP_CATEGORIES } from '@shop/shared/categories';
import { CONTACT_THANK_YOU } from '@shop/shared/contact';
import { describe, expect, it } from 'vitest';
import pages from './pages.json';
import shell from './shell.json';

describe('shell messages', () => {
  it('shows the contact thank-you exactly as the spec words it', () => {
    expect(pages.contactPage.thankYou).toBe(CONTACT_THANK_YOU);
  });

  it('names every Shop menu category; Outwear keeps its slug and is read Outerwear', () => {
    const names: Record<string, string> = shell.nav.categories;
    for (const category of SHOP_CATEGORIES)
      expect(names[categorySlug(category)]).toBe(category === 'Outwear' ? 'Outerwear' : category);
  });

  it('has the 12 FAQ questions, each with an answer', () => {
    expect(pages.faqPage.items).toHaveLength(12);
    for (const item of pages.faqPage.items) expect(item.q && item.a).toBeTruthy();
  });
});

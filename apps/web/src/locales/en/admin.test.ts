import {
  ADD_VARIANT,
  BATCH_ADDED,
  CATEGORY_REQUIRED,
  CUSTOMER_NOT_FOUND,
  GENDER_REQUIRED,
  PRICE_INVALID,
  PRODUCT_UPDATED,
  VARIANT_INCOMPLETE,
} from '@shop/shared/admin-rules';
import { COLOUR_ADDED, COLOUR_NAME_REQUIRED, COLOUR_REMOVED, COLOUR_SAVED, SWATCH_INVALID } from '@shop/shared/colours';
import { ORDER_STATUSES } from '@shop/shared/orders-rules';
import { describe, expect, it } from 'vitest';
import admin from './admin.json';
import server from './server.json';

describe('admin messages', () => {
  it('words the rules exactly as the server (and the spec) does', () => {
    expect(admin.admin.builder.saved).toBe(BATCH_ADDED);
    // The builder's refusals are the shared schemas' sentences, put into the reader's language by serverWords.
    for (const message of [VARIANT_INCOMPLETE, CATEGORY_REQUIRED, GENDER_REQUIRED, PRICE_INVALID, ADD_VARIANT])
      expect(server.serverWords[message as keyof typeof server.serverWords]).toBe(message);
    expect(admin.admin.edit.saved).toBe(PRODUCT_UPDATED);
    expect(admin.admin.customers.notFound).toBe(CUSTOMER_NOT_FOUND);
  });

  it('names every status; the palette screen says what the server says', () => {
    for (const status of ORDER_STATUSES) expect(admin.admin.status[status]).toBeTruthy();
    expect(admin.admin.palette.added).toBe(COLOUR_ADDED);
    expect(admin.admin.palette.saved).toBe(COLOUR_SAVED);
    expect(admin.admin.palette.removed).toBe(COLOUR_REMOVED);
    for (const message of [COLOUR_NAME_REQUIRED, SWATCH_INVALID])
      expect(server.serverWords[message as keyof typeof server.serverWords]).toBe(message);
  });
});

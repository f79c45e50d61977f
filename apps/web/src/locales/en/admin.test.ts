import {
  BATCH_ADDED,
  CATEGORY_REQUIRED,
  CUSTOMER_NOT_FOUND,
  GENDER_REQUIRED,
  PRICE_INVALID,
  PRODUCT_UPDATED,
  VARIANT_INCOMPLETE,
} from '@shop/shared/admin-rules';
import { COLOURS } from '@shop/shared/catalog-rules';
import { ORDER_STATUSES } from '@shop/shared/orders-rules';
import { describe, expect, it } from 'vitest';
import admin from './admin.json';

describe('admin messages', () => {
  it('words the rules exactly as the server (and the spec) does', () => {
    expect(admin.admin.builder.saved).toBe(BATCH_ADDED);
    expect(admin.admin.builder.errors.variantIncomplete).toBe(VARIANT_INCOMPLETE);
    expect(admin.admin.builder.errors.categoryRequired).toBe(CATEGORY_REQUIRED);
    expect(admin.admin.builder.errors.genderRequired).toBe(GENDER_REQUIRED);
    expect(admin.admin.builder.errors.priceInvalid).toBe(PRICE_INVALID);
    expect(admin.admin.edit.saved).toBe(PRODUCT_UPDATED);
    expect(admin.admin.customers.notFound).toBe(CUSTOMER_NOT_FOUND);
  });

  it('names every status and builder colour', () => {
    for (const status of ORDER_STATUSES) expect(admin.admin.status[status]).toBeTruthy();
    for (const colour of COLOURS) expect(admin.admin.colours[colour]).toBeTruthy();
  });
});

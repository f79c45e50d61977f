import { randomBytes } from 'node:crypto';
import { ORDER_ID_ALPHABET } from '@shop/shared/orders';

/**
 * A new order id, ORD-XXXX-XXXX-XXXX: 12 symbols of Crockford base32 from 60 random bits (8 random
 * bytes, 4 bits dropped), so an id cannot be guessed and works as the secret of a guest order.
 */
export function newOrderId(): string {
  let bits = randomBytes(8).readBigUInt64BE() >> 4n;
  let symbols = '';
  for (let i = 0; i < 12; i++) {
    symbols = ORDER_ID_ALPHABET[Number(bits & 31n)]! + symbols;
    bits >>= 5n;
  }
  return `ORD-${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether text has the shape of a UUID, the key of the shop's rows (people, products, cart lines,
 * messages): an id of any other shape is answered as unknown before PostgreSQL could refuse it
 * as a uuid with an error.
 */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

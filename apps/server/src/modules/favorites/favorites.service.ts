import { and, desc, eq, sql } from 'drizzle-orm';
import { FAVORITE_ADDED, FAVORITE_REMOVED, type Favorite, type FavoriteToggle } from '@shop/shared/favorites';
import type { Db } from '../../db/client.ts';
import { favorites, products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';

const PRODUCT_NOT_FOUND = 'Product not found';
/** A product id as the client sent it; anything that cannot be one is an unknown product. */
function productIdOrNotFound(id: string): string {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND, 'productId');
  return id.toLowerCase();
}

/** The first image of the first colour (spec: the wishlist shows the product's face). */
const firstImage = sql<string | null>`(
  select vi.url from product_variants pv
  join variant_images vi on vi.variant_id = pv.id
  where pv.product_id = ${products.id}
  order by pv.position, pv.id, vi.position
  limit 1)`;

/** The customer's wishlist, newest first; name, image and price read from the catalogue now. */
export async function listFavorites(db: Db, userId: string): Promise<Favorite[]> {
  const rows = await db
    .select({
      productId: favorites.productId,
      productName: products.itemName,
      productNameMy: products.itemNameMy,
      productImage: firstImage,
      productPrice: products.price,
      selectedColor: favorites.selectedColor,
      selectedSize: favorites.selectedSize,
      createdAt: favorites.createdAt,
    })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), favorites.productId);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function isFavorite(db: Db, userId: string, productId: string): Promise<boolean> {
  if (!isUuid(productId)) return false;
  const [row] = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId.toLowerCase())));
  return Boolean(row);
}

/** Adds the product to the wishlist, or takes it off when it is there already. */
export async function toggleFavorite(
  db: Db,
  userId: string,
  input: FavoriteToggle,
): Promise<{ isFavorited: boolean; message: string }> {
  const productId = productIdOrNotFound(input.productId);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
      .returning({ productId: favorites.productId });
    if (removed.length) return { isFavorited: false, message: FAVORITE_REMOVED };
    // Insert from the catalogue row, so an unknown product adds nothing (and no FK error).
    const added = await tx.execute(sql`
      insert into favorites (user_id, product_id, selected_color, selected_size)
      select ${userId}::uuid, p.id, ${input.selectedColor || null}::text, ${input.selectedSize || null}::text
      from products p where p.id = ${productId}::uuid
      on conflict do nothing
      returning product_id`);
    if (!added.rows.length) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND, 'productId');
    return { isFavorited: true, message: FAVORITE_ADDED };
  });
}

export async function removeFavorite(db: Db, userId: string, productId: string): Promise<string> {
  const id = productIdOrNotFound(productId);
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, id)));
  return FAVORITE_REMOVED;
}

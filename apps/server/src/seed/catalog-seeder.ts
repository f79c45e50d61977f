import { randomUUID } from 'node:crypto';
import { sizesOfSet } from '@shop/shared/catalog';
import { storeImage } from '../lib/images.ts';
import { createStorage } from '../lib/create-storage.ts';
import type { Storage } from '../lib/storage.ts';
import { writeCatalog } from '../modules/catalog/index.ts';
import type { Db } from '../db/client.ts';
import { products, productVariants, variantImages, variantStock } from '../db/schema/index.ts';
import { garmentSvg, initialsOf } from './catalog-art.ts';
import { demoMaterials, demoProducts, sizesFor, type DemoProduct } from './catalog-demo.ts';
import { demoBurmese, demoMaterialsMy, detailsHtmlMy } from './catalog-demo-my.ts';
import type { Seeder } from './index.ts';

/** Largest width of the demo pictures: flat drawings look sharp at 640 and it keeps the first start quick. */
const DEMO_IMAGE_WIDTH = 640;
const VIEWS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A small deterministic random source, so every fresh demo shop has the same stock. */
function seededRandom(seed: number): (max: number) => number {
  let state = seed >>> 0;
  return (max) => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state % max;
  };
}

function stockFor(product: DemoProduct, colourIndex: number, random: (max: number) => number): number {
  if (product.stock === 'out' || (product.stock === 'first-colour-out' && colourIndex === 0)) return 0;
  if (product.stock === 'low') return random(3);
  // Now and then one size of a colour is sold out.
  return random(8) === 0 ? 0 : 4 + random(22);
}

function detailsHtml(product: DemoProduct, brand: string): string {
  return `<p>${product.sub} from our Yangon studio, cut for hot days and late nights.</p>
<ul><li>Material: ${demoMaterials[product.main]}</li><li>Brand: ${brand}</li><li>Wash cold, inside out; dry in the shade.</li></ul>`;
}

/** Runs `jobs` with at most `limit` in flight (sharp already uses every core for each one). */
async function inBatches<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

async function drawImages(storage: Storage, product: DemoProduct, colour: string): Promise<string[]> {
  const initials = initialsOf(product.name);
  return Promise.all(
    Array.from({ length: VIEWS }, (_, view) =>
      storeImage(
        storage,
        Buffer.from(garmentSvg({ shape: product.shape, colour, initials, view, width: DEMO_IMAGE_WIDTH })),
        {
          allowSvg: true,
          effort: 0,
          opaque: true,
        },
      ),
    ),
  );
}

/**
 * Fills an empty catalogue with the demo products and their pictures (drawn here, rendered to
 * WebP under DATA_DIR/uploads). Does nothing when any product exists, so it never mixes demo
 * goods into a real shop, and all rows go in one transaction, so a crash leaves no half catalogue.
 */
export async function seedCatalog(db: Db, storage: Storage, now = Date.now()): Promise<number> {
  const [existing] = await db.select({ id: products.id }).from(products).limit(1);
  if (existing) return 0;
  const random = seededRandom(20_250_101);
  const productRows: (typeof products.$inferInsert)[] = [];
  const variantRows: (typeof productVariants.$inferInsert)[] = [];
  const stockRows: (typeof variantStock.$inferInsert)[] = [];
  const drawings: { variantId: string; product: DemoProduct; colour: string }[] = [];

  demoProducts.forEach((product, index) => {
    const id = randomUUID();
    const brand = index % 3 === 0 ? 'Golden Land Supply' : 'YGN Streetwear';
    const set = sizesFor(product);
    productRows.push({
      id,
      itemName: product.name,
      description: `${product.sub} in ${product.colours.join(', ')}.`,
      details: detailsHtml(product, brand),
      material: demoMaterials[product.main],
      itemNameMy: demoBurmese[product.name]?.name ?? '',
      descriptionMy: demoBurmese[product.name]?.description ?? '',
      detailsMy: detailsHtmlMy(product, brand),
      materialMy: demoMaterialsMy[product.main],
      brand,
      batchName: product.age < 7 ? 'New Drop' : product.age < 60 ? 'Monsoon Drop' : 'Launch Collection',
      mainCategory: product.main,
      subCategory: product.sub,
      gender: product.gender,
      sizeSet: set.sizeSet,
      customSizes: [...set.customSizes],
      price: product.price,
      // A minute apart within a day, so "newest first" is the same on every run.
      createdAt: new Date(now - product.age * DAY_MS - index * 60_000),
    });
    product.colours.forEach((colour, position) => {
      const variantId = randomUUID();
      variantRows.push({
        id: variantId,
        productId: id,
        position,
        // The palette's colour (migration 0019 writes the demo's seven, keyed by their names).
        color: colour,
        colorKey: colour.toLowerCase(),
        name: `${product.name} (${colour})`,
        description: `${colour} colourway`,
      });
      for (const size of set.sizes)
        stockRows.push({
          variantId,
          size,
          position: sizesOfSet(set).indexOf(size),
          stock: stockFor(product, position, random),
        });
      drawings.push({ variantId, product, colour });
    });
  });

  const images = await inBatches(
    drawings.map((d) => () => drawImages(storage, d.product, d.colour)),
    4,
  );
  const imageRows = drawings.flatMap((d, i) =>
    (images[i] ?? []).map((url, position) => ({ variantId: d.variantId, position, url })),
  );

  await writeCatalog(db, async (tx) => {
    await tx.insert(products).values(productRows);
    await tx.insert(productVariants).values(variantRows);
    await tx.insert(variantImages).values(imageRows);
    await tx.insert(variantStock).values(stockRows);
  });
  return productRows.length;
}

export const catalogSeeder: Seeder = {
  name: 'catalog',
  run: async (db, { config }) => {
    await seedCatalog(db, createStorage(config));
  },
};

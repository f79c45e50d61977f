import { useParams } from 'react-router';
import { useCart } from '../../features/cart/index.ts';
import { ProductDetails, type AddToCartSelection } from '../../features/catalog/components/product-details.tsx';
import { FavoriteButton } from '../../features/favorites/components/favorite-button.tsx';

/** Composes the product (catalogue) with the cart (guest or server): the catalogue never knows where lines go. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const cart = useCart();

  const addToCart = ({ product, color, size, quantity, stock, image }: AddToCartSelection) =>
    void cart.add({
      productId: product._id,
      quantity,
      size,
      image,
      color,
      price: product.price,
      subCategory: product.subCategory,
      itemName: product.itemName,
      itemNameMy: product.itemNameMy,
      stock,
    });

  return (
    <main className="mx-auto w-full max-w-7xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <ProductDetails
        id={id}
        onAddToCart={addToCart}
        favorite={(choice) => <FavoriteButton productId={id} {...choice} />}
      />
    </main>
  );
}

import { MAX_LINE_QUANTITY } from '@shop/shared/cart-rules';
import { useCart } from '../../features/cart/index.ts';
import { Wishlist } from '../../features/favorites/components/wishlist.tsx';

/** `/profile/favourites`: My Wishlist, whose saved colour and size go to the cart in one tap. */
export default function FavouritesPage() {
  const cart = useCart();
  return (
    <Wishlist
      onAddToCart={(item) =>
        void cart.add({
          productId: item.productId,
          itemName: item.productName,
          itemNameMy: item.productNameMy,
          price: item.productPrice,
          image: item.productImage ?? '',
          color: item.selectedColor,
          size: item.selectedSize,
          quantity: 1,
          // The server checks the stock of a signed-in customer's cart line.
          stock: MAX_LINE_QUANTITY,
          subCategory: '',
        })
      }
    />
  );
}

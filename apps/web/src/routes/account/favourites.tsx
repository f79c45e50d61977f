import { Wishlist } from '../../features/favorites/components/wishlist.tsx';

/** `/profile/favourites`: My Wishlist. */
export default function FavouritesPage() {
  return <Wishlist />;
}

import { AddressPanel } from '../../features/account/components/address-panel.tsx';

/** `/profile/addresses`: the one default address. */
export default function AddressesPage() {
  return <AddressPanel />;
}

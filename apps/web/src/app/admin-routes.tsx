import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { page, Screens } from './route-page.tsx';

/**
 * The owner's screens under `/admin` (the router hands this table `admin/*`): loaded with the admin
 * layout when an address of the admin is first opened, each screen still a chunk of its own.
 */
// Built once, when this chunk loads: each `page()` is one lazy component for the life of the app (a
// new one each render would suspend again every time).
const routes = (
  <Routes>
    <Route element={<AdminLayout />}>
      <Route element={<Screens />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={page(() => import('../routes/admin/dashboard.tsx'))} />
        <Route path="products" element={page(() => import('../routes/admin/products.tsx'))} />
        <Route path="products/add" element={page(() => import('../routes/admin/add-product.tsx'))} />
        <Route path="products/:productId/edit" element={page(() => import('../routes/admin/edit-product.tsx'))} />
        <Route path="orders" element={page(() => import('../routes/admin/orders.tsx'))} />
        <Route path="orders/new" element={page(() => import('../routes/admin/new-order.tsx'))} />
        <Route path="order/:orderId" element={page(() => import('../routes/admin/order-detail.tsx'))} />
        <Route path="order/:orderId/packing-slip" element={page(() => import('../routes/admin/packing-slip.tsx'))} />
        <Route path="delivery" element={page(() => import('../routes/admin/delivery.tsx'))} />
        <Route path="delivery-sheet" element={page(() => import('../routes/admin/delivery-sheet.tsx'))} />
        <Route path="customers" element={page(() => import('../routes/admin/customers.tsx'))} />
        <Route path="customers/:userId" element={page(() => import('../routes/admin/customer-detail.tsx'))} />
        <Route path="messages" element={page(() => import('../routes/admin/messages.tsx'))} />
        <Route path="payments" element={page(() => import('../routes/admin/payments.tsx'))} />
        <Route path="payment-settings" element={page(() => import('../routes/admin/payment-settings.tsx'))} />
        <Route path="shop-settings" element={page(() => import('../routes/admin/shop-settings.tsx'))} />
        <Route path="colours" element={page(() => import('../routes/admin/colours.tsx'))} />
        <Route path="details" element={page(() => import('../routes/admin/details.tsx'))} />
        <Route path="*" element={page(() => import('../routes/admin/not-found.tsx'))} />
      </Route>
    </Route>
  </Routes>
);

export default function AdminRoutes() {
  return routes;
}

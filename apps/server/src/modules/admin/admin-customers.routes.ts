import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCustomerDetailSchema,
  AdminCustomerListSchema,
  AdminCustomerOrdersSchema,
  AdminListQuerySchema,
  CUSTOMER_DELETED,
  IdParamsSchema,
  MessageReplySchema,
} from '@shop/shared/admin';
import { signedInUser } from '../../plugins/auth.ts';
import { adminErrors } from '../../lib/route-errors.ts';
import { customerOrders, deleteCustomer, getCustomer, listCustomers } from './admin-customers.service.ts';

const tags = ['admin'];

/** Customers in the admin panel (never admins, never password hashes). */
const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/customers',
    {
      schema: {
        tags,
        summary: 'Customers (accounts and guest buyers by phone), newest first, searched by name, email or phone',
        querystring: AdminListQuerySchema,
        response: { 200: AdminCustomerListSchema, ...adminErrors },
      },
    },
    async (request) => listCustomers(app.db, request.query),
  );

  app.get(
    '/admin/customers/:id',
    {
      schema: {
        tags,
        summary: 'One customer (an account, or a guest buyer: guest-{phone}) with their saved address',
        params: IdParamsSchema,
        response: { 200: AdminCustomerDetailSchema, ...adminErrors },
      },
    },
    async (request) => getCustomer(app.db, request.params.id),
  );

  app.get(
    '/admin/customers/:id/orders',
    {
      schema: {
        tags,
        summary: "A customer's orders, newest first",
        params: IdParamsSchema,
        response: { 200: AdminCustomerOrdersSchema, ...adminErrors },
      },
    },
    async (request) => customerOrders(app.db, request.params.id),
  );

  app.delete(
    '/admin/customers/:id',
    {
      schema: {
        tags,
        summary: 'Delete a customer and their orders (stock of unshipped orders returned)',
        params: IdParamsSchema,
        response: { 200: MessageReplySchema, ...adminErrors },
      },
    },
    async (request) => {
      await deleteCustomer(
        app.db,
        { storage: app.storage, log: request.log },
        signedInUser(request).id,
        request.params.id,
      );
      return { message: CUSTOMER_DELETED };
    },
  );
};
export default adminCustomersRoutes;

import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_REQUEST, UploadReplySchema } from '@shop/shared/admin';
import { ErrorBodySchema } from '@shop/shared/errors';
import { AppError } from '../../lib/app-error.ts';
import { uploadImages } from './uploads.service.ts';

/** Product image uploads for the batch builder and the edit form (admins only). */
const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // The limits stop reading at the first byte too many; the service turns them into 413s.
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_REQUEST, fields: 20, fieldSize: 1000, parts: 40 },
  });

  app.post(
    '/auth/upload-images',
    {
      // onRequest: a customer's upload is refused before a byte of it is read.
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Upload product images (multipart field "images"; JPEG, PNG, WebP, AVIF; 5 MB and 8 files at most)',
        consumes: ['multipart/form-data'],
        response: {
          201: UploadReplySchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please upload the images as multipart/form-data');
      }
      const imageUrls = await uploadImages(app.db, app.storage, () => request.parts());
      return reply.code(201).send({ imageUrls });
    },
  );
};
export default uploadsRoutes;

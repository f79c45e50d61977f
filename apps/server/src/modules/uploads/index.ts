export { deleteUnusedImages, sweepPendingImages } from './image-cleanup.ts';
export { default as uploadsRoutes } from './uploads.routes.ts';

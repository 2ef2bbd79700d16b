import { createReadStream } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getImageParamsSchema,
  getImageQuerySchema,
  getStoredPhotoParamsSchema,
} from '../../../shared/contracts/platform/get-image';
import {
  maxPhotoBytes,
  maxPhotosPerUpload,
  photoUploadField,
  uploadPhotosResponseSchema,
} from '../../../shared/contracts/platform/upload-photos';
import { actorOf } from '../access';
import { AppError, badInput, notFound } from '../errors';
import { displayName, findImageFile, photoTooLarge, uploadPhotos, type IncomingPhoto } from './uploads.service';

/** Other fields a form may send along are refused by name, up to a few. */
const maxOtherParts = 5;

/** A refusal of the multipart parser → the user's message. */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, part } = error as { code?: string; part?: { filename?: string } };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return photoTooLarge(part?.filename ?? '');
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badInput({ [photoUploadField]: 'uploads.tooManyPhotos' }, { max: maxPhotosPerUpload });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badInput({ [photoUploadField]: 'uploads.photoRequired' });
    default:
      // busboy: a body cut short or malformed.
      return new AppError(400, 'uploads.badForm');
  }
}

/** The `photo` files of a multipart request, each read whole (≤ 15 MB) when its turn comes. */
async function* photosOf(request: FastifyRequest): AsyncGenerator<IncomingPhoto> {
  try {
    const parts = request.parts({
      limits: { fileSize: maxPhotoBytes, files: maxPhotosPerUpload, fields: maxOtherParts, parts: maxPhotosPerUpload + maxOtherParts },
    });
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === photoUploadField) {
        yield { name: part.filename, bytes: await part.toBuffer() };
      } else {
        if (part.type === 'file') part.file.resume();
        throw badInput({ [displayName(part.fieldname)]: 'validation.unknownField' });
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
}

/** POST /api/platform/uploads (see the contract upload-photos.ts). */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only here: elsewhere a multipart body stays a wrong content type.
  await app.register(fastifyMultipart);

  app.post(
    '/uploads',
    {
      schema: {
        tags: ['platform'],
        description: `multipart/form-data: 1 to ${maxPhotosPerUpload} image files under the field "${photoUploadField}", each at most ${maxPhotoBytes / 1024 / 1024} MB`,
        response: { 201: uploadPhotosResponseSchema },
      },
      // Every role takes photos of its work; a read-only role would lack it.
      config: { access: 'photos.upload' },
    },
    async (request, reply) => {
      const photos = await uploadPhotos(app.database.db, actorOf(request), app.config.uploadsDir, photosOf(request));
      return reply.status(201).send({ photos });
    },
  );
};

/** A year, immutable (a stored photo's name is its content hash, a view's name its size), and private: customers' photos are for signed-in staff, not shared caches. */
const cacheControl = 'private, max-age=31536000, immutable';

/** GET /api/images/{src}?w=&h= (see the contract get-image.ts) and GET /uploads/{name}. */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadsDir = app.config.uploadsDir;

  const sendImage = async (request: FastifyRequest, reply: FastifyReply, src: string, width?: number, height?: number) => {
    const image = await findImageFile(uploadsDir, src, width, height);
    if (!image) throw notFound('image');
    reply.header('Cache-Control', cacheControl).header('ETag', image.etag);
    if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
    return reply.type('image/webp').header('Content-Length', image.bytes).send(createReadStream(image.file));
  };

  app.get(
    '/api/images/*',
    {
      schema: { tags: ['platform'], params: getImageParamsSchema, querystring: getImageQuerySchema },
      // Not secret, but served like every API answer: to a signed-in user.
      config: { access: 'signedIn' },
    },
    (request, reply) => sendImage(request, reply, request.params['*'], request.query.w, request.query.h),
  );

  app.get(
    '/uploads/:name',
    { schema: { hide: true, params: getStoredPhotoParamsSchema }, config: { access: 'signedIn' } },
    (request, reply) => sendImage(request, reply, request.params.name),
  );
};

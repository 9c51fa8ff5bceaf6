import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aboutContentInputSchema,
  aboutContentSchema,
  aboutSectionInputSchema,
  aboutSectionKeySchema,
  aboutSectionListSchema,
  aboutSectionSchema,
  UPLOAD_MAX_BYTES,
  uploadAnswerSchema,
} from '../../../domain/about-schemas';
import type { AppContext } from '../../context';
import { adminOnly } from '../../http/auth';
import { badRequest, HttpError } from '../../http/errors';
import { ImagesService } from '../images/service';
import { AboutService } from './service';

const TOO_LARGE = 'The image is larger than 5 MB. Please choose a smaller picture.';
const UNREADABLE = 'The upload could not be read. Please choose the picture again.';

/** The uploaded file's bytes; a malformed or cut-off multipart body is the client's error. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw badRequest('Choose an image to upload.');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE);
    // The plugin's own errors (too many parts, ...) carry their status; the parser's do not.
    if (statusCode !== undefined) throw error;
    throw badRequest(UNREADABLE);
  }
}

export const aboutRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const about = new AboutService(context);
  const images = new ImagesService(context);
  const admin = { tags: ['about', 'admin'], security: [{ bearer: [] }] };
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.get(
    '/about',
    {
      schema: {
        tags: ['about'],
        summary: "The About page's HTML (sanitized when saved)",
        response: { 200: aboutContentSchema },
      },
    },
    async () => about.getContent(),
  );

  app.get(
    '/about-sections',
    {
      schema: {
        tags: ['about'],
        summary: 'The six member sections, in page order',
        response: { 200: aboutSectionListSchema },
      },
    },
    async () => about.listSections(),
  );

  app.put(
    '/about',
    {
      schema: {
        ...admin,
        summary: "Save the About page's HTML; it is sanitized before it is stored",
        body: aboutContentInputSchema,
        response: { 200: aboutContentSchema },
      },
      bodyLimit: 256 * 1024,
      onRequest: adminOnly,
    },
    async (request) => about.saveContent(request.body.content),
  );

  app.put(
    '/about-sections/:sectionType',
    {
      schema: {
        ...admin,
        summary: "Save a section's title and members",
        params: z.object({ sectionType: aboutSectionKeySchema }),
        body: aboutSectionInputSchema,
        response: { 200: aboutSectionSchema },
      },
      onRequest: adminOnly,
    },
    async (request) => about.saveSection(request.params.sectionType, request.body),
  );

  app.post(
    '/about-sections/upload',
    {
      schema: {
        ...admin,
        summary: 'Upload a member picture (multipart, one image, at most 5 MB): stored as WebP',
        consumes: ['multipart/form-data'],
        response: { 201: uploadAnswerSchema },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the picture as multipart/form-data.');
      const stored = await images.store(await readUpload(request));
      return reply.status(201).send({ imageUrl: stored.url });
    },
  );
};

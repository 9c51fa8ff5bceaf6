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
  uploadAnswerSchema,
} from '@/domain/about-schemas';
import { languageOf } from '@/domain/i18n/languages';
import { ACCEPTED_IMAGE_NAMES, IMAGE_TOO_LARGE, UPLOAD_MAX_BYTES } from '@/domain/image-upload';
import type { AppContext } from '@/server/context';
import { actorOf } from '@/server/http/access';
import { badRequest, HttpError } from '@/server/http/errors';
import { ImagesService } from '../images/service';
import { AboutService } from './service';

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
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMAGE_TOO_LARGE);
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
      config: { access: 'public' },
      schema: {
        tags: ['about'],
        summary:
          "The About page's HTML (sanitized when saved), in the visitor's language where the committee wrote it",
        querystring: z.object({
          original: z
            .stringbool()
            .optional()
            .describe("The committee's English, Hindi and Marathi texts as written"),
        }),
        response: { 200: aboutContentSchema },
      },
    },
    async (request, reply) => {
      if (request.query.original) return about.getOriginal();
      reply.header('vary', 'Cookie, Accept-Language');
      return about.getContent(languageOf(request.headers));
    },
  );

  app.get(
    '/about-sections',
    {
      config: { access: 'public' },
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
      config: { access: 'about.write' },
      schema: {
        ...admin,
        summary:
          "Save the About page's HTML in one language (English unless told); it is sanitized before it is stored",
        body: aboutContentInputSchema,
        response: { 200: aboutContentSchema },
      },
      bodyLimit: 256 * 1024,
    },
    async (request) =>
      about.saveContent(request.body.content, request.body.language, actorOf(request)),
  );

  app.put(
    '/about-sections/:sectionType',
    {
      config: { access: 'about.write' },
      schema: {
        ...admin,
        summary: "Save a section's title and members",
        params: z.object({ sectionType: aboutSectionKeySchema }),
        body: aboutSectionInputSchema,
        response: { 200: aboutSectionSchema },
      },
    },
    async (request) =>
      about.saveSection(request.params.sectionType, request.body, actorOf(request)),
  );

  app.post(
    '/about-sections/upload',
    {
      config: { access: 'about.write' },
      schema: {
        ...admin,
        summary: `Upload a picture for the About page (multipart, one ${ACCEPTED_IMAGE_NAMES} image, at most 5 MB): stored as WebP`,
        consumes: ['multipart/form-data'],
        response: { 201: uploadAnswerSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the picture as multipart/form-data.');
      const stored = await images.upload(await readUpload(request), actorOf(request));
      return reply.status(201).send({ imageUrl: stored.url });
    },
  );
};

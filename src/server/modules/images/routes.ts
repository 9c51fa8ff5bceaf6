import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '@/server/context';
import { ImagesService } from './service';

export const imageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const imagesService = new ImagesService(context);

  app.get(
    '/images/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['images'],
        summary: 'An uploaded image (WebP); cached for a year, as an id never changes its bytes',
        params: z.object({ id: z.uuid('This is not a valid image id.') }),
      },
    },
    async (request, reply) => {
      const image = await imagesService.get(request.params.id);
      reply
        .header('etag', image.etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'same-origin');
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.type(image.contentType).send(image.data);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aboutContentSchema, aboutSectionListSchema } from '../../../domain/about-schemas';
import type { AppContext } from '../../context';
import { AboutService } from './service';

export const aboutRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const about = new AboutService(context);

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
};

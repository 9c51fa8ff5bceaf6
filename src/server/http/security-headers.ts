import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HSTS = 'max-age=31536000; includeSubDomains';

/** Razorpay's Checkout: its script, the frames it opens, and the calls they make. */
const RAZORPAY_CHECKOUT = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

export interface SecurityHeaderOptions {
  /** Live Razorpay keys are set: the policy lets Checkout's script and frames in. */
  razorpayCheckout: boolean;
}

/**
 * Helmet with a content security policy the built app passes: scripts only from our origin,
 * inline styles for MUI's emotion, images from us or https, videos framed only from YouTube's
 * privacy-enhanced host; Razorpay's Checkout only when live keys are set.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { razorpayCheckout }: SecurityHeaderOptions) => {
    const checkout = (sources: string[]) => (razorpayCheckout ? sources : []);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...checkout(RAZORPAY_CHECKOUT.script)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...checkout(RAZORPAY_CHECKOUT.connect)],
          mediaSrc: ["'self'", 'https:'],
          frameSrc: ['https://www.youtube-nocookie.com', ...checkout(RAZORPAY_CHECKOUT.frame)],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Framing is refused outright (frame-ancestors 'none'); the older header says the same.
      frameguard: { action: 'deny' },
      // HSTS means something only over HTTPS: see below.
      strictTransportSecurity: false,
    });
    // Over plain HTTP the header is ignored at best and misleading at worst, so it goes out only
    // when the request came over HTTPS: to this server, or to a trusted proxy that says so in
    // X-Forwarded-Proto (TRUST_PROXY).
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);

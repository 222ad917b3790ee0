import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/** How long browsers keep to https once told (one year). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Whether a request reached Lampsheet over https: the configured public address says so, or a
 * trusted proxy does (`X-Forwarded-Proto: https` with TRUST_PROXY set).
 */
export function servedOverHttps(config: Pick<Config, 'publicUrl' | 'trustProxy'>, request: FastifyRequest): boolean {
  if (config.publicUrl) return config.publicUrl.startsWith('https://');
  return request.protocol === 'https';
}

/**
 * The https-only headers where they belong. Over plain http a browser told
 * `upgrade-insecure-requests` rewrites every script and style address to https and the page
 * stays blank, and HSTS means nothing; over https both are sent. Every other directive of the
 * Content-Security-Policy (helmet's, or the docs page's own) stays as it is. The
 * Cross-Origin-Opener-Policy, which browsers honour only on a trustworthy origin, likewise.
 */
export default fp(async function transportSecurity(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const https = servedOverHttps(app.config, request);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      const directives = csp
        .split(';')
        .map((d) => d.trim())
        .filter((d) => d && d !== 'upgrade-insecure-requests');
      if (https) directives.push('upgrade-insecure-requests');
      reply.header('content-security-policy', directives.join('; '));
    }
    if (https) reply.header('strict-transport-security', HSTS_VALUE);
    else {
      reply.removeHeader('strict-transport-security');
      // Browsers ignore it on an origin they do not trust, and say so in the console.
      reply.removeHeader('cross-origin-opener-policy');
    }
    return payload;
  });
});

/**
 * Serves the built PWA (precompressed where the build made brotli or gzip copies), uploaded
 * pictures and content media. Client-side routes fall back to index.html; API paths and missing
 * assets get a 404. Hashed assets are cached for a year; the shell and worker never; content
 * media for a day, then revalidated by ETag (an edited picture keeps its name, and offline packs
 * refetch media when their version changes).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CONTENT_MEDIA_DIR, CONTENT_MEDIA_PREFIX, CONTENT_MEDIA_TYPES } from '../features/packs/content-media';
import { AppError } from '../lib/app-error';
import { sendFailure, unknownActionFailure } from './error-envelope';

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export async function registerStaticWeb(app: FastifyInstance, options: { webDist: string; uploadsDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: CONTENT_MEDIA_DIR,
    prefix: CONTENT_MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    // Only the media types content may use; the folder never serves anything else.
    allowedPath: (pathName) => CONTENT_MEDIA_TYPES[path.extname(pathName).toLowerCase()] !== undefined,
    maxAge: '1d',
  });

  await mkdir(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
  });

  const hasWeb = existsSync(path.join(options.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      // Looks files up per request, so a new build is served without a restart.
      wildcard: true,
      index: false,
      // Never dist/.vite/: the build manifest there (for the size budgets) names the app's source files.
      dotfiles: 'ignore',
      // `npm run build` writes .br and .gz copies beside the text files (server/lib/precompress.ts):
      // each browser gets the smallest it accepts, with no compression work per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        // A compressed copy is cached as the file it stands for (sw.js.br is still the worker).
        const name = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
        if (NO_CACHE.has(name)) res.header('Cache-Control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
    app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html', options.webDist));
  } else {
    app.log.warn({ webDist: options.webDist }, 'no built PWA found: run `npm run build` to serve the app');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api') return unknownActionFailure(reply, url);
    const pathname = url.split('?')[0] ?? url;
    const looksLikeFile = path.extname(pathname) !== '';
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile && !pathname.startsWith('/uploads/') && !pathname.startsWith(CONTENT_MEDIA_PREFIX)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', options.webDist);
    }
    return sendFailure(reply, new AppError('NOT_FOUND', { text: `Nothing here: ${pathname.slice(0, 100)}` }));
  });
}

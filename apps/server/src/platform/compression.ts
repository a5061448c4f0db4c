import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of 1 KB or more go out compressed (brotli, else gzip) to a client that accepts it:
 * `/api/education` is 27 KB of JSON, a few KB once compressed. Server-sent events stay as they
 * are (the plugin's default types leave `text/event-stream` out), so each piece of a streamed
 * chat answer still leaves at once; the web app's files are already compressed by the build
 * and keep their own encoding. Request bodies are not decompressed: every body is plain JSON.
 * Register before the routes: the plugin adds itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}

/**
 * The bytes of answers that a classroom receives alike (public content out of the server's caches:
 * the language bundle, pages, category lists, packs): the envelope's JSON and its brotli and gzip
 * copies are made once per answer object and then sent as they are. Serializing and compressing
 * them per request was a tenth of the server's CPU under load (bench/load.ts, issue 10).
 *
 * The bytes are kept with the data object itself (a WeakMap): a content cache that reloads or is
 * invalidated hands out a new object, so new bytes follow the new content and the old ones go with
 * the old object. That holds only while nobody changes an object after handing it out, which the
 * caches promise; with `verify` (tests, development) every reuse checks it.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentCoding } from '../lib/accept-encoding';

/** Brotli quality of API answers: fast enough per request, and what @fastify/compress uses for the others. */
export const API_BROTLI_QUALITY = 4;

export interface EncodedBody {
  readonly bytes: Buffer;
  /** The Content-Encoding of `bytes`; identity is sent without one. */
  readonly coding: ContentCoding;
  /** Whether the coding followed Accept-Encoding (so caches must keep copies apart: Vary). */
  readonly varies: boolean;
}

export interface EncodedAnswersOptions {
  /** Answers smaller than this go out as they are, whatever the client accepts. */
  readonly thresholdBytes: number;
  /** Checks at every reuse that the object still serializes to the bytes kept for it. */
  readonly verify: boolean;
}

interface Entry {
  readonly json: string;
  readonly plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The success envelope as Fastify would serialize it (plugins/actions.ts). */
export function successJson(data: unknown): string {
  return JSON.stringify({ error: false, data });
}

function compress(plain: Buffer, coding: Exclude<ContentCoding, 'identity'>): Buffer {
  if (coding === 'gzip') return gzipSync(plain);
  return brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } });
}

export class EncodedAnswers {
  private readonly byData = new WeakMap<object, Entry>();

  constructor(private readonly options: EncodedAnswersOptions) {}

  /** The success envelope of `data` in `coding` (or plain, under the threshold), made once per object. */
  shared(data: object, coding: ContentCoding): EncodedBody {
    let entry = this.byData.get(data);
    if (!entry) {
      const json = successJson(data);
      entry = { json, plain: Buffer.from(json) };
      this.byData.set(data, entry);
    } else if (this.options.verify && successJson(data) !== entry.json) {
      throw new Error('a shared answer changed after it was sent: whatever caches it must hand out a new object instead');
    }
    return this.pick(entry, coding);
  }

  /** The same for an answer sent once (nothing kept). */
  once(json: string, coding: ContentCoding): EncodedBody {
    return this.pick({ json, plain: Buffer.from(json) }, coding);
  }

  private pick(entry: Entry, coding: ContentCoding): EncodedBody {
    if (entry.plain.length < this.options.thresholdBytes) return { bytes: entry.plain, coding: 'identity', varies: false };
    if (coding === 'identity') return { bytes: entry.plain, coding, varies: true };
    const bytes = (entry[coding] ??= compress(entry.plain, coding));
    return { bytes, coding, varies: true };
  }
}

/**
 * The adapter to an OpenAI-compatible chat endpoint that phrases tutor turns (docs/TUTOR.md "Tutor
 * provider"): POST {TUTOR_CHAT_URL}/chat/completions with the deployment's key as a bearer token.
 * It only asks for words: the prompt says to keep the student's language, every number and the
 * meaning, and never to judge an answer or give one; the reply must be JSON with one text per turn.
 * Whatever goes wrong (no answer in time, an HTTP error, a reply not in that shape) is null, and the
 * caller keeps the tutor's own words. The key stays here: nothing of it reaches a reply.
 */
import { z } from 'zod';
import type { TutorStage } from '../../../contract/tutor/mastery-rules';

export interface ChatEndpoint {
  /** The base URL, e.g. https://api.example.com/v1 (its /chat/completions is called). */
  readonly url: string;
  readonly key: string | undefined;
  readonly model: string;
  readonly timeoutMs: number;
}

export interface PhrasingRequest {
  readonly unitName: string;
  readonly language: string;
  readonly turns: readonly { readonly stage: TutorStage; readonly text: string; readonly hint?: string | undefined }[];
}

/** The part of an OpenAI chat completion this reads. */
const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** What the model is told to answer: one text per turn, in order. */
const ReplySchema = z.object({ texts: z.array(z.string()) });

/** The most of a reply this reads: far past eight turns of 2000 characters, so a runaway model is cut off. */
const MAX_REPLY_BYTES = 64 * 1024;

const SYSTEM_PROMPT = [
  'You rephrase the lines of a tutor (maths or English) for a school student, so that they sound warm and natural.',
  'Rules:',
  '- Write in the language given as "language" (a language code), the student\'s language.',
  '- Keep the meaning of each line, and keep every number exactly as it is; add no other number.',
  '- Never say whether an answer is right or wrong unless the line already says so, and never give the answer to a question or a hint.',
  '- Keep each line about as short as it is.',
  'Answer with JSON only: {"texts": [one string per line, in the same order]}.',
].join('\n');

export const endpointUrl = (base: string): string => `${base.replace(/\/+$/, '')}/chat/completions`;

/** The model's reply content in the wanted shape and count, or null. */
export function parseReply(content: string, count: number): string[] | null {
  // Some models wrap JSON in a Markdown fence: take what lies between the first { and the last }.
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let json: unknown;
  try {
    json = JSON.parse(content.slice(start, end + 1));
  } catch {
    return null;
  }
  const reply = ReplySchema.safeParse(json);
  return reply.success && reply.data.texts.length === count ? reply.data.texts : null;
}

/** Reads at most `limit` bytes of the body; null past it. */
async function readLimited(response: Response, limit: number): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The phrased texts, one per turn, or null (the caller keeps the originals). */
export async function phraseWithChat(endpoint: ChatEndpoint, request: PhrasingRequest, fetchImpl: typeof fetch = fetch): Promise<string[] | null> {
  const lines = request.turns.map((turn, i) => ({ n: i + 1, stage: turn.stage, ...(turn.hint ? { hint: turn.hint } : {}), text: turn.text }));
  const body = {
    model: endpoint.model,
    temperature: 0.3,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: JSON.stringify({ language: request.language, unit: request.unitName, lines }) },
    ],
  };
  try {
    // One deadline for the whole exchange, the body's reading included.
    const signal = AbortSignal.timeout(endpoint.timeoutMs);
    const response = await fetchImpl(endpointUrl(endpoint.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(endpoint.key ? { authorization: `Bearer ${endpoint.key}` } : {}) },
      body: JSON.stringify(body),
      signal,
      redirect: 'error',
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const raw = await readLimited(response, MAX_REPLY_BYTES);
    if (raw === null) return null;
    const completion = CompletionSchema.safeParse(JSON.parse(raw));
    const content = completion.success ? completion.data.choices[0]?.message.content : null;
    return content ? parseReply(content, request.turns.length) : null;
  } catch {
    // Unreachable, timed out, or not JSON: the tutor's own words stand.
    return null;
  }
}

/**
 * The admin's Fun & Learn passages (issue 14): the text a player reads, with a picture, a sound or a
 * video, before the questions that point at it (passage_id). Every action is `auth: 'admin'`. A
 * passage belongs to a subcategory of a `fun_n_learn` category and takes its category's language.
 */
import { z } from 'zod';
import { IdSchema, PagingSchema, TextSchema } from './common';
import { defineAction } from './define';
import { ActiveFilterSchema, boundedText, ContentMediaUrlSchema, OrderSchema, page, SearchSchema } from './admin-content';

export const AdminPassageSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  subcategory_id: z.number().int(),
  language_id: z.number().int(),
  title: z.string(),
  /** Paragraphs separated by a blank line. */
  detail: z.string(),
  image_url: z.string().nullable(),
  image_alt: z.string().nullable(),
  audio_url: z.string().nullable(),
  video_url: z.string().nullable(),
  /** What the sound or video says, for players who cannot hear it. */
  transcript: z.string().nullable(),
  sort: z.number().int(),
  active: z.boolean(),
  /** How many questions point at it. */
  questions: z.number().int(),
});
export type AdminPassage = z.infer<typeof AdminPassageSchema>;

/** A video: a seed file under /content-media/ (an upload takes pictures and sounds only), MP4 or WebM. */
export const ContentVideoUrlSchema = ContentMediaUrlSchema.pipe(
  z.string().regex(/^\/content-media\/.+\.(?:mp4|webm)$/, { error: 'video_url must be an .mp4 or .webm file under /content-media/' }),
);

/** Passages in the players' order (category, subcategory, sort, id); `search` matches the title; `id` reads one. */
export const getAdminPassages = defineAction({
  name: 'get_admin_passages',
  auth: 'admin',
  body: PagingSchema.extend({
    id: IdSchema.optional(),
    category_id: IdSchema.optional(),
    subcategory_id: IdSchema.optional(),
    language_id: IdSchema.optional(),
    search: SearchSchema,
    active: ActiveFilterSchema,
  }),
  data: page(AdminPassageSchema),
});

/**
 * Creates (no id: last in its subcategory) or updates (id) a passage. A picture needs its alt
 * text, a sound or a video its transcript.
 */
export const setAdminPassage = defineAction({
  name: 'set_admin_passage',
  auth: 'admin',
  body: z.object({
    id: IdSchema.optional(),
    subcategory_id: IdSchema,
    title: boundedText(1, 160),
    detail: boundedText(1, 20_000),
    image_url: ContentMediaUrlSchema.nullable().default(null),
    image_alt: TextSchema.pipe(z.string().trim().max(1000)).nullable().default(null),
    audio_url: ContentMediaUrlSchema.nullable().default(null),
    video_url: ContentVideoUrlSchema.nullable().default(null),
    transcript: TextSchema.pipe(z.string().trim().max(20_000)).nullable().default(null),
    sort: OrderSchema.optional(),
    active: z.boolean().default(true),
  }),
  data: z.object({ passage: AdminPassageSchema, changed: z.boolean() }),
});

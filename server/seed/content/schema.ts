/**
 * The format of the demo content files under server/seed/content (docs/CONTENT.md): data, not
 * code, checked with these schemas when they are loaded, so a mistake in a file stops the seed with
 * the file and the field named.
 *
 *   <mode>/<language code>/<NN>-<slug>.json        one category of a mode in one language (NN: display order)
 *   maths/<curriculum>.json                        a maths curriculum (names in every language)
 *   pages/<language code>.json                     the public pages of one language
 *
 * <mode> is a folder per category type: quiz-zone, true-false, fun-n-learn, guess-the-word,
 * audio-questions, math-mania, nonverbal. A category of another language than English is its own
 * category (the spec's language_id), with its own questions; its slug gets the language code
 * (science-fr), so every slug stays unique.
 *
 * Media: "image" and "audio" name a file under server/seed/media (e.g. "audio/en/planets-1.ogg"),
 * served at /content-media/<that path>.
 */
import { z } from 'zod';
import { GeneratorSpecSchema } from '../../../contract/maths/spec';
import { PageTypeSchema } from '../../../contract/api/settings';

const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'a slug is lower-case letters, digits and single hyphens' }).max(70);
const Text = z.string().trim().min(1);
const MediaPath = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_-]*\.(svg|png|jpg|webp|mp3|ogg|m4a)$/, { error: 'a media path is a file under server/seed/media, e.g. "audio/en/clip.ogg"' });

/** Media shown with a question or passage; an image needs its description for screen readers. */
const Media = {
  image: MediaPath.optional(),
  image_alt: Text.optional(),
  audio: MediaPath.optional(),
  /** What the audio says; required with audio (players who cannot hear it read it). */
  transcript: Text.optional(),
};

function mediaComplete(item: { image?: string | undefined; image_alt?: string | undefined; audio?: string | undefined; transcript?: string | undefined }, ctx: z.RefinementCtx): void {
  if (item.image && !item.image_alt) ctx.addIssue({ code: 'custom', message: 'an image needs image_alt', path: ['image_alt'] });
  if (item.audio && !item.transcript) ctx.addIssue({ code: 'custom', message: 'audio needs a transcript', path: ['transcript'] });
}

/** A question with four options (Quiz Zone, audio, Math Mania, non-verbal, Fun & Learn). */
export const ChoiceItemSchema = z
  .object({
    q: Text,
    options: z.tuple([Text, Text, Text, Text]),
    answer: z.number().int().min(0).max(3),
    /** One short sentence explaining the answer, shown in the review. */
    note: Text,
    /** The text and options hold TeX between $...$ (Math Mania). */
    math: z.boolean().optional(),
    ...Media,
  })
  .strict()
  .superRefine((item, ctx) => {
    mediaComplete(item, ctx);
    if (new Set(item.options).size !== 4) ctx.addIssue({ code: 'custom', message: 'the four options must differ', path: ['options'] });
  });
export type ChoiceItem = z.infer<typeof ChoiceItemSchema>;

/** A True & False statement. */
export const TrueFalseItemSchema = z.object({ q: Text, answer: z.boolean(), note: Text, ...Media }).strict().superRefine(mediaComplete);
export type TrueFalseItem = z.infer<typeof TrueFalseItemSchema>;

/** A Guess The Word entry: the clue asked, the word built from tiles, an optional free hint. */
export const WordItemSchema = z
  .object({
    clue: Text,
    /** Letters only (any script), no spaces: 2 to 14 letters. */
    word: z
      .string()
      .regex(/^\p{L}{2,14}$/u, { error: 'a word is 2 to 14 letters, without spaces or digits' }),
    hint: Text.optional(),
    note: Text.optional(),
    ...Media,
  })
  .strict()
  .superRefine(mediaComplete);
export type WordItem = z.infer<typeof WordItemSchema>;

/** A Fun & Learn passage and its questions. */
export const PassageSchema = z
  .object({
    title: Text,
    /** Paragraphs separated by a blank line. */
    detail: Text,
    video: z.string().regex(/^[a-z0-9][a-z0-9/_-]*\.(mp4|webm)$/).optional(),
    questions: z.array(ChoiceItemSchema).min(1),
    ...Media,
  })
  .strict()
  .superRefine(mediaComplete);
export type Passage = z.infer<typeof PassageSchema>;

const subcategoryBase = { slug: Slug, name: Text };

/** One category of a mode in one language; what its subcategories hold depends on the mode. */
function categoryFile<S extends z.ZodType>(subcategory: S) {
  return z
    .object({
      slug: Slug,
      name: Text,
      /** One emoji. */
      icon: z.string().min(1).max(16),
      description: Text,
      /** A premium category costs this many coins to unlock (unlock_premium_category). */
      premium_coins: z.number().int().min(1).optional(),
      subcategories: z.array(subcategory).min(1),
    })
    .strict();
}

export const QuizZoneFileSchema = categoryFile(z.object({ ...subcategoryBase, levels: z.array(z.array(ChoiceItemSchema).min(1)).min(1) }).strict());
export const ChoiceFileSchema = categoryFile(z.object({ ...subcategoryBase, questions: z.array(ChoiceItemSchema).min(1) }).strict());
export const TrueFalseFileSchema = categoryFile(z.object({ ...subcategoryBase, questions: z.array(TrueFalseItemSchema).min(1) }).strict());
export const WordFileSchema = categoryFile(z.object({ ...subcategoryBase, questions: z.array(WordItemSchema).min(1) }).strict());
export const FunNLearnFileSchema = categoryFile(z.object({ ...subcategoryBase, passages: z.array(PassageSchema).min(1) }).strict());

/** The folder of each category type, and the schema of its files. */
export const MODE_FOLDERS = {
  quiz_zone: { folder: 'quiz-zone', schema: QuizZoneFileSchema },
  true_false: { folder: 'true-false', schema: TrueFalseFileSchema },
  fun_n_learn: { folder: 'fun-n-learn', schema: FunNLearnFileSchema },
  guess_the_word: { folder: 'guess-the-word', schema: WordFileSchema },
  audio_questions: { folder: 'audio-questions', schema: ChoiceFileSchema },
  math_mania: { folder: 'math-mania', schema: ChoiceFileSchema },
  nonverbal: { folder: 'nonverbal', schema: ChoiceFileSchema },
} as const;

/** A name in every interface language the content ships: English always, others where written. */
export const LocalisedNameSchema = z.object({ en: Text, ar: Text.optional(), fr: Text.optional() }).strict();

export const MathsCurriculumFileSchema = z
  .object({
    /** Short and stable: part of every level key and question id, so never renamed once shipped. */
    key: z.string().regex(/^[a-z0-9]{1,8}$/),
    slug: Slug,
    name: LocalisedNameSchema,
    subject: z.enum(['maths', 'nvr']),
    /** Display order among curricula. */
    sort: z.number().int(),
    units: z
      .array(
        z
          .object({
            key: z.string().regex(/^[a-z0-9]{1,8}$/),
            slug: Slug,
            name: LocalisedNameSchema,
            /** levels[0] is level 1, easier first. */
            levels: z.array(GeneratorSpecSchema).min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
export type MathsCurriculumFile = z.infer<typeof MathsCurriculumFileSchema>;

export const PagesFileSchema = z.array(
  z
    .object({
      type: PageTypeSchema,
      title: Text,
      /** Plain text: blank lines separate paragraphs. */
      body: Text,
      items: z.array(z.object({ question: Text, answer: Text }).strict()).optional(),
    })
    .strict(),
);

/**
 * Records the Audio Questions clips (issue 14) from their transcripts.
 *
 *   npx tsx tools/content/make-audio.ts            every clip
 *   npx tsx tools/content/make-audio.ts --missing  only clips not on disk yet
 *
 * Reads server/seed/content/audio-questions/<lang>/*.json and, for every question with "audio" and
 * "transcript", speaks the transcript with espeak-ng (voices en-gb, fr-fr, ar) and encodes it as
 * Ogg Opus, mono, 16 kbit/s, tuned for speech, into server/seed/media/<audio>. The transcript is the
 * source of truth: the clip says exactly what it holds, so a player who cannot hear the clip reads
 * the same question. Needs espeak-ng and opusenc (opus-tools) on the PATH; the app never runs this.
 *
 * Speech at 16 kbit/s stays clear and keeps a clip of a few seconds near 10 KB, so the whole set
 * (under 2 MB) fits in an offline pack. The stream serial number comes from the file name, so the
 * same transcript gives the same bytes on the same tool versions.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ChoiceFileSchema } from '../../server/seed/content/schema';

const ROOT = join(import.meta.dirname, '..', '..');
const CONTENT_DIR = join(ROOT, 'server/seed/content/audio-questions');
const MEDIA_DIR = join(ROOT, 'server/seed/media');

/** espeak-ng voice and speaking rate (words per minute) per content language: a little slower than the default 175, for learners. */
const VOICES: Readonly<Record<string, { voice: string; speed: number }>> = {
  en: { voice: 'en-gb', speed: 150 },
  fr: { voice: 'fr-fr', speed: 150 },
  ar: { voice: 'ar', speed: 140 },
};

const BITRATE_KBPS = '16';

function serialFor(path: string): string {
  let h = 2166136261;
  for (const ch of path) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return String(h % 2147483647);
}

function main(): void {
  const onlyMissing = process.argv.includes('--missing');
  const work = mkdtempSync(join(tmpdir(), 'quizhive-audio-'));
  let made = 0;
  let bytes = 0;
  try {
    for (const lang of readdirSync(CONTENT_DIR).sort()) {
      const voice = VOICES[lang];
      if (!voice) throw new Error(`no espeak-ng voice set for language "${lang}"`);
      for (const name of readdirSync(join(CONTENT_DIR, lang)).sort()) {
        const file = ChoiceFileSchema.parse(JSON.parse(readFileSync(join(CONTENT_DIR, lang, name), 'utf8')));
        for (const question of file.subcategories.flatMap((s) => s.questions)) {
          if (!question.audio || !question.transcript) continue;
          const out = join(MEDIA_DIR, question.audio);
          if (!(onlyMissing && existsSync(out))) {
            mkdirSync(dirname(out), { recursive: true });
            const wav = join(work, 'clip.wav');
            execFileSync('espeak-ng', ['-v', voice.voice, '-s', String(voice.speed), '-w', wav, question.transcript]);
            execFileSync('opusenc', ['--quiet', '--speech', '--downmix-mono', '--bitrate', BITRATE_KBPS, '--padding', '0', '--serial', serialFor(question.audio), wav, out]);
            made++;
          }
          bytes += statSync(out).size;
        }
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  process.stdout.write(`${made} clips recorded; all clips: ${(bytes / 1024).toFixed(0)} KB\n`);
}

main();

/**
 * The web app manifest in each built-in language (src/lib/install/manifest-files.ts). Names come
 * from the interface strings (locales/*.json, read by vite.config.ts), so a shortcut is called what the menu calls it; the
 * texts only the install dialog shows live here. vite.config.ts gives the English one to
 * vite-plugin-pwa (manifest.webmanifest) and emits the others beside it.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { manifestPathFor, MANIFEST_LANGUAGES, type ManifestLanguage } from '../../contract/pwa/manifest-files';

interface InstallTexts {
  readonly description: string;
  readonly quizZone: string;
  readonly tutorHub: string;
  readonly downloads: string;
  readonly downloadsShort: string;
  readonly narrowShot: string;
  readonly wideShot: string;
}

const NNBSP = '\u202f';

const INSTALL_TEXTS: Readonly<Record<ManifestLanguage, InstallTexts>> = {
  en: {
    description: 'Play quizzes, learn something new every day and climb the leaderboards. Download quizzes and maths practice to play offline.',
    quizZone: 'Pick a category and play a level',
    tutorHub: 'Practise maths level by level',
    downloads: 'Quizzes and practice kept on this device',
    downloadsShort: 'Downloads',
    narrowShot: 'The Quiz Zone on a phone: pick a category and play',
    wideShot: 'The Quiz Zone on a computer: every category at a glance',
  },
  fr: {
    description:
      'Jouez à des quiz, apprenez quelque chose de nouveau chaque jour et grimpez dans les classements. Téléchargez des quiz et des exercices de maths pour jouer hors ligne.',
    quizZone: 'Choisissez une catégorie et jouez un niveau',
    tutorHub: 'Entraînez-vous en maths, niveau par niveau',
    downloads: 'Les quiz et exercices gardés sur cet appareil',
    downloadsShort: 'Téléchargements',
    narrowShot: `La Zone Quiz sur un téléphone${NNBSP}: choisissez une catégorie et jouez`,
    wideShot: `La Zone Quiz sur un ordinateur${NNBSP}: toutes les catégories d’un coup d’œil`,
  },
  ar: {
    description: 'العب الاختبارات وتعلّم شيئًا جديدًا كل يوم وتقدّم في لوحات المتصدرين. نزّل الاختبارات وتمارين الرياضيات لتلعب دون اتصال.',
    quizZone: 'اختر فئة والعب مستوى',
    tutorHub: 'تدرّب على الرياضيات مستوى بعد مستوى',
    downloads: 'الاختبارات والتمارين المحفوظة على هذا الجهاز',
    downloadsShort: 'التنزيلات',
    narrowShot: 'منطقة الاختبارات على الهاتف: اختر فئة والعب',
    wideShot: 'منطقة الاختبارات على الحاسوب: كل الفئات في لمحة',
  },
};

const RTL: ReadonlySet<ManifestLanguage> = new Set(['ar']);

/** A language's interface strings (locales/<language>.json). */
export type Strings = Readonly<Record<string, string>>;

function named(strings: Strings, key: string, language: string): string {
  const value = strings[key];
  if (!value) throw new Error(`locales/${language}.json has no "${key}", which the manifest names a shortcut with`);
  return value;
}

/** The manifest of one language; everything but the words is the same in all of them. */
export function appManifest(language: ManifestLanguage, strings: Strings): Partial<ManifestOptions> {
  const texts = INSTALL_TEXTS[language];
  const quizZone = named(strings, 'nav.quizZone', language);
  const tutorHub = named(strings, 'nav.tutorHub', language);
  return {
    // A stable identity: the installed app stays the same app if start_url or the language changes.
    id: '/',
    name: named(strings, 'app.name', language),
    short_name: named(strings, 'app.name', language),
    description: texts.description,
    lang: language,
    dir: RTL.has(language) ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#5b3cc4',
    background_color: '#ffffff',
    categories: ['education', 'games', 'kids'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // Made from the production build by tests/pwa-assets/make-pwa-assets.ts; never precached (globIgnores).
    screenshots: [
      { src: '/screenshots/quiz-zone-narrow.png', sizes: '360x740', type: 'image/png', form_factor: 'narrow', label: texts.narrowShot },
      { src: '/screenshots/quiz-zone-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: texts.wideShot },
    ],
    shortcuts: [
      { name: quizZone, short_name: quizZone, description: texts.quizZone, url: '/quiz-zone', icons: [{ src: '/icons/shortcut-quiz-zone.png', sizes: '96x96', type: 'image/png' }] },
      {
        name: tutorHub,
        short_name: tutorHub,
        description: texts.tutorHub,
        url: '/tutor-hub/sub-categories',
        icons: [{ src: '/icons/shortcut-maths.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: named(strings, 'downloads.title', language),
        short_name: texts.downloadsShort,
        description: texts.downloads,
        url: '/downloads',
        icons: [{ src: '/icons/shortcut-downloads.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
  };
}

/** The other languages' manifests, as files to write beside manifest.webmanifest. */
export function localizedManifestFiles(stringsOf: (language: ManifestLanguage) => Strings): { fileName: string; source: string }[] {
  return MANIFEST_LANGUAGES.filter((language) => language !== 'en').map((language) => ({
    fileName: manifestPathFor(language).slice(1),
    source: `${JSON.stringify(appManifest(language, stringsOf(language)))}\n`,
  }));
}

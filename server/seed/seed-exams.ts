/**
 * The exam module's demo content (issue 15), in English, Arabic and French: an exam open today,
 * whose key (one for every language) the start banner prints, and an exam of last week that the
 * demo subscriber took, so its result and review show. Dates are relative to the day of the start:
 * when the open one has ended, the next start opens a new one, so a demo always has an exam open today.
 */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { examAnswers, examAttempts, exams, languages, users } from '../db/schema';
import { scoreAnswers } from '../features/exams/exam-rules';
import { insertExam, questionsOf, replaceQuestions, type ExamQuestionFields } from '../features/exams/exams.repo';
import { demoAccounts } from './demo-accounts';

/** The open demo exam's key (demo content, like the demo accounts' passwords; the start banner prints it). */
export const DEMO_EXAM_KEY = 'QH-DEMO-2468';
const PAST_EXAM_KEY = 'QH-PAST-1357';
const DAY_MS = 86_400_000;
/** How long the open demo exam stays open from the day it opens. */
const OPEN_DAYS = 7;

const q = (question: string, options: string[], answer: number, marks: number): ExamQuestionFields => ({ question, options, answer, marks, imageUrl: null, imageAlt: null, math: false });

interface DemoExamTexts {
  readonly instructions: string;
  readonly open: { readonly title: string; readonly questions: readonly ExamQuestionFields[] };
  readonly past: { readonly title: string; readonly questions: readonly ExamQuestionFields[] };
}

/** The same exams in each language of the demo content; the answers and marks are the same in every language. */
const DEMO_EXAMS: Readonly<Record<'en' | 'ar' | 'fr', DemoExamTexts>> = {
  en: {
    instructions:
      'Answer every question before the time runs out; your answers are saved as you go. Stay on this page: leaving the app for more than 5 seconds ends the exam and is reported to the examiner.',
    open: {
      title: 'General Science',
      questions: [
        q('Which gas do plants take in from the air to make their food?', ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Hydrogen'], 1, 1),
        q('What is the boiling point of water at sea level?', ['90 °C', '100 °C', '110 °C', '212 °C'], 1, 1),
        q('Which organ pumps blood through the human body?', ['The lungs', 'The liver', 'The heart', 'The kidneys'], 2, 1),
        q('Which planet is closest to the Sun?', ['Venus', 'Mercury', 'Mars', 'Earth'], 1, 1),
        q('What is the chemical symbol for gold?', ['Go', 'Gd', 'Au', 'Ag'], 2, 2),
        q('What force pulls objects towards the Earth?', ['Magnetism', 'Friction', 'Gravity', 'Tension'], 2, 1),
        q('How many bones are there in the adult human body?', ['106', '206', '306', '406'], 1, 2),
        q('Which part of the cell holds its genetic material?', ['The nucleus', 'The membrane', 'The cytoplasm', 'The wall'], 0, 2),
        q('What kind of energy does a moving car have?', ['Chemical', 'Kinetic', 'Nuclear', 'Elastic'], 1, 1),
        q('Which of these is a mammal?', ['Shark', 'Penguin', 'Dolphin', 'Crocodile'], 2, 1),
      ],
    },
    past: {
      title: 'World Geography',
      questions: [
        q('What is the capital of Canada?', ['Toronto', 'Ottawa', 'Vancouver', 'Montreal'], 1, 1),
        q('Which is the longest river in Africa?', ['The Congo', 'The Niger', 'The Nile', 'The Zambezi'], 2, 1),
        q('On which continent is the Atacama Desert?', ['Africa', 'Asia', 'Australia', 'South America'], 3, 1),
        q('Which ocean lies between Africa and Australia?', ['The Indian Ocean', 'The Atlantic Ocean', 'The Arctic Ocean', 'The Pacific Ocean'], 0, 1),
        q('What is the highest mountain in the world?', ['K2', 'Kangchenjunga', 'Mount Everest', 'Lhotse'], 2, 2),
        q('Which country has the most people?', ['India', 'China', 'The United States', 'Indonesia'], 0, 2),
        q('What is the capital of Morocco?', ['Casablanca', 'Marrakesh', 'Fes', 'Rabat'], 3, 1),
        q('Which line divides the Earth into the Northern and Southern Hemispheres?', ['The Prime Meridian', 'The Equator', 'The Tropic of Cancer', 'The Arctic Circle'], 1, 1),
        q('Which lake, with no outlet to the ocean, lies at the lowest place on land?', ['The Red Sea', 'The Dead Sea', 'The Black Sea', 'The Caspian Sea'], 1, 2),
      ],
    },
  },
  ar: {
    instructions: 'أجب عن كل الأسئلة قبل انتهاء الوقت؛ تُحفظ إجاباتك أولًا بأول. ابقَ في هذه الصفحة: مغادرة التطبيق لأكثر من 5 ثوانٍ تُنهي الامتحان ويُبلَّغ بها المُمتحِن.',
    open: {
      title: 'العلوم العامة',
      questions: [
        q('ما الغاز الذي تأخذه النباتات من الهواء لتصنع غذاءها؟', ['الأكسجين', 'ثاني أكسيد الكربون', 'النيتروجين', 'الهيدروجين'], 1, 1),
        q('ما درجة غليان الماء عند مستوى سطح البحر؟', ['90 °م', '100 °م', '110 °م', '212 °م'], 1, 1),
        q('ما العضو الذي يضخ الدم في جسم الإنسان؟', ['الرئتان', 'الكبد', 'القلب', 'الكليتان'], 2, 1),
        q('ما الكوكب الأقرب إلى الشمس؟', ['الزهرة', 'عطارد', 'المريخ', 'الأرض'], 1, 1),
        q('ما الرمز الكيميائي للذهب؟', ['Go', 'Gd', 'Au', 'Ag'], 2, 2),
        q('ما القوة التي تجذب الأجسام نحو الأرض؟', ['المغناطيسية', 'الاحتكاك', 'الجاذبية', 'الشد'], 2, 1),
        q('كم عدد العظام في جسم الإنسان البالغ؟', ['106', '206', '306', '406'], 1, 2),
        q('أي جزء من الخلية يحمل مادتها الوراثية؟', ['النواة', 'الغشاء', 'السيتوبلازم', 'الجدار'], 0, 2),
        q('ما نوع الطاقة التي تملكها سيارة متحركة؟', ['كيميائية', 'حركية', 'نووية', 'مرونية'], 1, 1),
        q('أي من هذه الحيوانات من الثدييات؟', ['القرش', 'البطريق', 'الدلفين', 'التمساح'], 2, 1),
      ],
    },
    past: {
      title: 'جغرافيا العالم',
      questions: [
        q('ما عاصمة كندا؟', ['تورونتو', 'أوتاوا', 'فانكوفر', 'مونتريال'], 1, 1),
        q('ما أطول نهر في أفريقيا؟', ['الكونغو', 'النيجر', 'النيل', 'الزامبيزي'], 2, 1),
        q('في أي قارة تقع صحراء أتاكاما؟', ['أفريقيا', 'آسيا', 'أستراليا', 'أمريكا الجنوبية'], 3, 1),
        q('أي محيط يقع بين أفريقيا وأستراليا؟', ['المحيط الهندي', 'المحيط الأطلسي', 'المحيط المتجمد الشمالي', 'المحيط الهادئ'], 0, 1),
        q('ما أعلى جبل في العالم؟', ['كي 2', 'كانغشينجونغا', 'إفرست', 'لوتسي'], 2, 2),
        q('ما البلد الأكثر سكانًا؟', ['الهند', 'الصين', 'الولايات المتحدة', 'إندونيسيا'], 0, 2),
        q('ما عاصمة المغرب؟', ['الدار البيضاء', 'مراكش', 'فاس', 'الرباط'], 3, 1),
        q('أي خط يقسم الأرض إلى نصفين شمالي وجنوبي؟', ['خط غرينتش', 'خط الاستواء', 'مدار السرطان', 'الدائرة القطبية الشمالية'], 1, 1),
        q('أي بحيرة بلا منفذ إلى المحيط تقع في أخفض مكان على اليابسة؟', ['البحر الأحمر', 'البحر الميت', 'البحر الأسود', 'بحر قزوين'], 1, 2),
      ],
    },
  },
  fr: {
    instructions:
      "Répondez à toutes les questions avant la fin du temps ; vos réponses sont enregistrées au fur et à mesure. Restez sur cette page : quitter l'application plus de 5 secondes met fin à l'examen et l'examinateur en est informé.",
    open: {
      title: 'Sciences générales',
      questions: [
        q("Quel gaz les plantes prennent-elles dans l'air pour fabriquer leur nourriture ?", ['Le dioxygène', 'Le dioxyde de carbone', "L'azote", "L'hydrogène"], 1, 1),
        q("À quelle température l'eau bout-elle au niveau de la mer ?", ['90 °C', '100 °C', '110 °C', '212 °C'], 1, 1),
        q('Quel organe pompe le sang dans le corps humain ?', ['Les poumons', 'Le foie', 'Le cœur', 'Les reins'], 2, 1),
        q('Quelle planète est la plus proche du Soleil ?', ['Vénus', 'Mercure', 'Mars', 'La Terre'], 1, 1),
        q("Quel est le symbole chimique de l'or ?", ['Go', 'Gd', 'Au', 'Ag'], 2, 2),
        q('Quelle force attire les objets vers la Terre ?', ['Le magnétisme', 'Le frottement', 'La gravité', 'La tension'], 2, 1),
        q("Combien d'os compte le corps humain adulte ?", ['106', '206', '306', '406'], 1, 2),
        q('Quelle partie de la cellule contient son matériel génétique ?', ['Le noyau', 'La membrane', 'Le cytoplasme', 'La paroi'], 0, 2),
        q("Quel type d'énergie possède une voiture en mouvement ?", ['Chimique', 'Cinétique', 'Nucléaire', 'Élastique'], 1, 1),
        q('Lequel de ces animaux est un mammifère ?', ['Le requin', 'Le manchot', 'Le dauphin', 'Le crocodile'], 2, 1),
      ],
    },
    past: {
      title: 'Géographie du monde',
      questions: [
        q('Quelle est la capitale du Canada ?', ['Toronto', 'Ottawa', 'Vancouver', 'Montréal'], 1, 1),
        q("Quel est le plus long fleuve d'Afrique ?", ['Le Congo', 'Le Niger', 'Le Nil', 'Le Zambèze'], 2, 1),
        q("Sur quel continent se trouve le désert d'Atacama ?", ['Afrique', 'Asie', 'Australie', 'Amérique du Sud'], 3, 1),
        q("Quel océan s'étend entre l'Afrique et l'Australie ?", ["L'océan Indien", "L'océan Atlantique", "L'océan Arctique", "L'océan Pacifique"], 0, 1),
        q('Quelle est la plus haute montagne du monde ?', ['Le K2', 'Le Kangchenjunga', "L'Everest", 'Le Lhotse'], 2, 2),
        q("Quel pays compte le plus d'habitants ?", ["L'Inde", 'La Chine', 'Les États-Unis', "L'Indonésie"], 0, 2),
        q('Quelle est la capitale du Maroc ?', ['Casablanca', 'Marrakech', 'Fès', 'Rabat'], 3, 1),
        q('Quelle ligne partage la Terre en hémisphères Nord et Sud ?', ['Le méridien de Greenwich', "L'équateur", 'Le tropique du Cancer', 'Le cercle arctique'], 1, 1),
        q("Quel lac sans débouché sur l'océan se trouve au point le plus bas des terres ?", ['La mer Rouge', 'La mer Morte', 'La mer Noire', 'La mer Caspienne'], 1, 2),
      ],
    },
  },
};

const startOfDay = (at: Date) => new Date(`${at.toISOString().slice(0, 10)}T00:00:00.000Z`);

/** The open demo exam at `now`, if any (the first language's): its title, key and end (what the start banner prints). */
export async function openDemoExam(db: Db, now: Date): Promise<{ title: string; key: string; endsAt: Date } | undefined> {
  const [row] = await db
    .select({ title: exams.title, key: exams.examKey, endsAt: exams.endsAt })
    .from(exams)
    .where(and(eq(exams.isDemo, true), eq(exams.status, 'active'), lte(exams.startsAt, now), gt(exams.endsAt, now)))
    .orderBy(asc(exams.languageId), asc(exams.id))
    .limit(1);
  return row;
}

/** The demo subscriber's finished attempt of the past exam: about two thirds right, submitted in 7 minutes. */
async function seedPastAttempt(tx: Tx, examId: number, startsAt: Date): Promise<void> {
  const subscriber = demoAccounts.find((account) => account.subscribed && account.role === 'player');
  if (!subscriber) return;
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, subscriber.email));
  if (!user) return;
  const questions = await questionsOf(tx, examId);
  // Right on the first six, wrong on the seventh, the last two left unanswered.
  const answers = questions.slice(0, 7).map((question, i) => ({ questionId: question.id, choice: i < 6 ? question.answer : (question.answer + 1) % question.options.length }));
  const score = scoreAnswers(questions, answers);
  const startedAt = new Date(startsAt.getTime() + 2 * 3_600_000);
  const finishedAt = new Date(startedAt.getTime() + 7 * 60_000);
  const [attempt] = await tx
    .insert(examAttempts)
    .values({
      examId,
      userId: user.id,
      state: 'completed',
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + 20 * 60_000),
      finishedAt,
      obtainedMarks: score.obtainedMarks,
      correctAnswers: score.correctAnswers,
      incorrectAnswers: score.incorrectAnswers,
      statistics: score.statistics,
    })
    .returning({ id: examAttempts.id });
  if (!attempt) return;
  await tx.insert(examAnswers).values(answers.map((a) => ({ attemptId: attempt.id, questionId: a.questionId, choice: a.choice, answeredAt: finishedAt })));
}

async function insertDemoExam(
  tx: Tx,
  languageId: number,
  instructions: string,
  fields: { title: string; key: string; startsAt: Date; endsAt: Date; duration: number },
  questions: readonly ExamQuestionFields[],
): Promise<number> {
  const id = await insertExam(tx, {
    languageId,
    title: fields.title,
    instructions,
    examKey: fields.key,
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    duration: fields.duration,
    status: 'active',
    isDemo: true,
  });
  await replaceQuestions(tx, id, questions);
  return id;
}

/**
 * Seeds the demo exams of each language the database has: the past one (and the demo subscriber's
 * attempt) once, when the language has no demo exam at all; an open one whenever none is open now.
 * Returns how many exams it added.
 */
export async function seedDemoExams(tx: Tx, now: Date): Promise<number> {
  const today = startOfDay(now);
  let added = 0;
  for (const language of await tx.select({ id: languages.id, code: languages.code }).from(languages).orderBy(asc(languages.id))) {
    const texts = language.code in DEMO_EXAMS ? DEMO_EXAMS[language.code as keyof typeof DEMO_EXAMS] : undefined;
    if (!texts) continue;
    const ofLanguage = and(eq(exams.isDemo, true), eq(exams.languageId, language.id));
    const [anyDemo] = await tx.select({ id: exams.id }).from(exams).where(ofLanguage).limit(1);
    if (!anyDemo) {
      const startsAt = new Date(today.getTime() - 7 * DAY_MS);
      const past = { title: texts.past.title, key: PAST_EXAM_KEY, startsAt, endsAt: new Date(startsAt.getTime() + DAY_MS), duration: 20 };
      await seedPastAttempt(tx, await insertDemoExam(tx, language.id, texts.instructions, past, texts.past.questions), startsAt);
      added += 1;
    }
    const [open] = await tx
      .select({ id: exams.id })
      .from(exams)
      .where(and(ofLanguage, lte(exams.startsAt, now), gt(exams.endsAt, now)))
      .limit(1);
    if (!open) {
      const fields = { title: texts.open.title, key: DEMO_EXAM_KEY, startsAt: today, endsAt: new Date(today.getTime() + OPEN_DAYS * DAY_MS), duration: 15 };
      await insertDemoExam(tx, language.id, texts.instructions, fields, texts.open.questions);
      added += 1;
    }
  }
  return added;
}

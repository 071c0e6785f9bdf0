/**
 * The exam module's demo content (issue 15), in English: an exam open today, whose key the start
 * banner prints, and an exam of last week that the demo subscriber took, so its result and review
 * show. Dates are relative to the day of the start: when the open one has ended, the next start
 * opens a new one, so a demo always has an exam open today.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client';
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

const GENERAL_SCIENCE: readonly ExamQuestionFields[] = [
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
];

const WORLD_GEOGRAPHY: readonly ExamQuestionFields[] = [
  q('What is the capital of Canada?', ['Toronto', 'Ottawa', 'Vancouver', 'Montreal'], 1, 1),
  q('Which is the longest river in Africa?', ['The Congo', 'The Niger', 'The Nile', 'The Zambezi'], 2, 1),
  q('On which continent is the Atacama Desert?', ['Africa', 'Asia', 'Australia', 'South America'], 3, 1),
  q('Which ocean lies between Africa and Australia?', ['The Indian Ocean', 'The Atlantic Ocean', 'The Arctic Ocean', 'The Pacific Ocean'], 0, 1),
  q('What is the highest mountain in the world?', ['K2', 'Kangchenjunga', 'Mount Everest', 'Lhotse'], 2, 2),
  q('Which country has the most people?', ['India', 'China', 'The United States', 'Indonesia'], 0, 2),
  q('What is the capital of Morocco?', ['Casablanca', 'Marrakesh', 'Fes', 'Rabat'], 3, 1),
  q('Which line divides the Earth into the Northern and Southern Hemispheres?', ['The Prime Meridian', 'The Equator', 'The Tropic of Cancer', 'The Arctic Circle'], 1, 1),
  q('Which sea has no outlet to the ocean and is the lowest place on land?', ['The Red Sea', 'The Dead Sea', 'The Black Sea', 'The Caspian Sea'], 1, 2),
];

const INSTRUCTIONS =
  'Answer every question before the time runs out; your answers are saved as you go. Stay on this page: leaving the app for more than 5 seconds ends the exam and is reported to the examiner.';

const startOfDay = (at: Date) => new Date(`${at.toISOString().slice(0, 10)}T00:00:00.000Z`);

async function englishId(tx: DbOrTx): Promise<number | undefined> {
  const [row] = await tx.select({ id: languages.id }).from(languages).where(eq(languages.code, 'en'));
  return row?.id;
}

/** The open demo exam at `now`, if any: its title, key and end (what the start banner prints). */
export async function openDemoExam(db: Db, now: Date): Promise<{ title: string; key: string; endsAt: Date } | undefined> {
  const [row] = await db
    .select({ title: exams.title, key: exams.examKey, endsAt: exams.endsAt })
    .from(exams)
    .where(and(eq(exams.isDemo, true), eq(exams.status, 'active'), lte(exams.startsAt, now), gt(exams.endsAt, now)))
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

async function insertDemoExam(tx: Tx, languageId: number, fields: { title: string; key: string; startsAt: Date; endsAt: Date; duration: number }, questions: readonly ExamQuestionFields[]): Promise<number> {
  const id = await insertExam(tx, {
    languageId,
    title: fields.title,
    instructions: INSTRUCTIONS,
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
 * Seeds the demo exams: the past one (and its attempt) once, when the database has no demo exam at
 * all; an open one whenever none is open now. Returns how many exams it added.
 */
export async function seedDemoExams(tx: Tx, now: Date): Promise<number> {
  const languageId = await englishId(tx);
  if (languageId === undefined) return 0;
  let added = 0;
  const today = startOfDay(now);
  const [anyDemo] = await tx.select({ id: exams.id }).from(exams).where(eq(exams.isDemo, true)).limit(1);
  if (!anyDemo) {
    const startsAt = new Date(today.getTime() - 7 * DAY_MS);
    const id = await insertDemoExam(tx, languageId, { title: 'World Geography', key: PAST_EXAM_KEY, startsAt, endsAt: new Date(startsAt.getTime() + DAY_MS), duration: 20 }, WORLD_GEOGRAPHY);
    await seedPastAttempt(tx, id, startsAt);
    added += 1;
  }
  const open = await tx
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.isDemo, true), lte(exams.startsAt, now), gt(exams.endsAt, now)))
    .limit(1);
  if (open.length === 0) {
    await insertDemoExam(tx, languageId, { title: 'General Science', key: DEMO_EXAM_KEY, startsAt: today, endsAt: new Date(today.getTime() + OPEN_DAYS * DAY_MS), duration: 15 }, GENERAL_SCIENCE);
    added += 1;
  }
  return added;
}

/**
 * The player's answers of one attempt: what is chosen (shown at once), each save's state, and the
 * choices the server does not have yet, kept in sessionStorage so a reload sends them again.
 */
import { useEffect, useState } from 'react';
import { AnswerSaver, type SaveState } from './answer-saver';
import { examsApi } from './exams.api';

const storageKey = (examId: number) => `quizhive.exam.${examId}.unsaved`;

function readUnsaved(examId: number): Array<[number, number | null]> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(examId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((entry): entry is [number, number | null] => Array.isArray(entry) && typeof entry[0] === 'number' && (typeof entry[1] === 'number' || entry[1] === null));
  } catch {
    return [];
  }
}

function writeUnsaved(examId: number, unsaved: ReadonlyMap<number, number | null>): void {
  try {
    if (unsaved.size === 0) sessionStorage.removeItem(storageKey(examId));
    else sessionStorage.setItem(storageKey(examId), JSON.stringify([...unsaved]));
  } catch {
    // Storage full or disabled: the saves still run; only a reload before they arrive would lose them.
  }
}

export function forgetUnsaved(examId: number): void {
  try {
    sessionStorage.removeItem(storageKey(examId));
  } catch {
    // Nothing to forget.
  }
}

export interface ExamAnswers {
  readonly chosen: ReadonlyMap<number, number | null>;
  readonly states: ReadonlyMap<number, SaveState>;
  readonly choose: (questionId: number, choice: number | null) => void;
  readonly saver: AnswerSaver;
}

export function useExamAnswers(examId: number, saved: readonly { readonly question_id: number; readonly choice: number }[]): ExamAnswers {
  const [states, setStates] = useState<ReadonlyMap<number, SaveState>>(new Map());
  const [chosen, setChosen] = useState<ReadonlyMap<number, number | null>>(() => {
    const map = new Map<number, number | null>(saved.map((answer) => [answer.question_id, answer.choice]));
    for (const [id, choice] of readUnsaved(examId)) map.set(id, choice);
    return map;
  });
  const [saver] = useState(() => {
    const created = new AnswerSaver({
      send: (questionId, choice) => examsApi.answer(examId, questionId, choice),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      onChange: (next, unsaved) => {
        setStates(next);
        writeUnsaved(examId, unsaved);
      },
    });
    for (const answer of saved) created.known(answer.question_id, answer.choice);
    return created;
  });

  useEffect(() => {
    saver.start();
    // Choices kept from before a reload that the server does not hold yet go out again.
    for (const [id, choice] of readUnsaved(examId)) saver.set(id, choice);
    return () => saver.stop();
  }, [examId, saver]);

  const choose = (questionId: number, choice: number | null): void => {
    setChosen((current) => new Map(current).set(questionId, choice));
    saver.set(questionId, choice);
  };
  return { chosen, states, choose, saver };
}

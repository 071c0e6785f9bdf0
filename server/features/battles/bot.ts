/**
 * The bot of a 1 v 1 nobody came to (labelled `bot` on its seat): it answers each question after a
 * time drawn uniformly in battle.bot_min_seconds..bot_max_seconds (always before the deadline),
 * right with probability battle.bot_accuracy, else one of the wrong options at random. It is
 * played by the 'battle.bot' job, through the same answer path as a person (the server scores it).
 */
import { randomInt } from 'node:crypto';
import type { BattleConfig } from '../../../contract/api/settings';

/** Never later than this before the deadline: the bot answers in time, as a decent player would. */
const BOT_MARGIN_MS = 500;

export function botAnswerDelayMs(config: Pick<BattleConfig, 'bot_min_seconds' | 'bot_max_seconds'>, questionSeconds: number): number {
  const low = Math.min(config.bot_min_seconds, config.bot_max_seconds) * 1000;
  const high = Math.max(config.bot_min_seconds, config.bot_max_seconds) * 1000;
  const drawn = low + Math.random() * (high - low);
  return Math.round(Math.max(0, Math.min(drawn, questionSeconds * 1000 - BOT_MARGIN_MS)));
}

/** The bot's choice: the right answer with probability `accuracy`, else a wrong option. */
export function botChoice(answer: number, options: number, accuracy: number): number {
  if (Math.random() < accuracy) return answer;
  const wrong = Array.from({ length: options }, (_, i) => i).filter((i) => i !== answer);
  return wrong[randomInt(wrong.length)] ?? answer;
}

export const BOT_NAME = 'Quiz Bot';

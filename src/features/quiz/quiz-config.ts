/**
 * The Quiz Zone rules of the system configuration, as this device last read them. A copy stored by
 * an older version may lack the newer fields: the server's defaults stand in until the next read.
 */
import type { SystemConfig } from '../../../contract/api/settings';
import { DEFAULT_PASS_PERCENTAGE, DEFAULT_PRACTICE_DAILY_COINS } from '../../../contract/quiz/rules';
import { settingsStore } from '../../lib/settings/settings';

export interface QuizConfig {
  readonly passPercentage: number;
  readonly practiceDailyCoins: number;
}

export function quizConfig(system: Partial<SystemConfig> | null | undefined = settingsStore.get().system.data): QuizConfig {
  return {
    passPercentage: system?.quiz_zone_pass_percentage ?? DEFAULT_PASS_PERCENTAGE,
    practiceDailyCoins: system?.practice_daily_coin_cap ?? DEFAULT_PRACTICE_DAILY_COINS,
  };
}

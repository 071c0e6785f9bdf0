/** One polite line on the answers' saves: saving, all saved, or some waiting for the connection. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import type { SaveState } from './answer-saver';

export function saveSummary(states: ReadonlyMap<number, SaveState>): 'idle' | 'saving' | 'saved' | 'retrying' | 'failed' {
  const values = [...states.values()];
  if (values.includes('failed')) return 'failed';
  if (values.includes('retrying')) return 'retrying';
  if (values.includes('saving')) return 'saving';
  return values.length > 0 ? 'saved' : 'idle';
}

export function SaveStatus({ states }: { readonly states: ReadonlyMap<number, SaveState> }) {
  const { t } = useTranslation();
  const summary = saveSummary(states);
  return (
    <p className={`exam-save exam-save--${summary}`} role="status" data-testid="exam-save-status">
      {summary === 'idle' ? null : (
        <>
          <Icon name={summary === 'saved' ? 'checkCircle' : summary === 'saving' ? 'clock' : 'warning'} size={18} />
          <span>{t(`exams.save.${summary}`)}</span>
        </>
      )}
    </p>
  );
}

/**
 * Resolving, resolving with the sender's deactivation, or reopening a battle chat report, asked
 * first with the message quoted. The server's refusal (yourself, the last admin, an account gone)
 * is shown in the dialog, which stays open so the moderator can choose another way.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleChatReportRow } from '../../../../contract/api/battle-reports';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { refusalOf } from '../components/server-refusal';
import { chatReportsApi } from './battle-reports.api';

export type ChatReportChoice = 'resolve' | 'deactivate' | 'reopen';

export interface ChatReportDialogProps {
  readonly report: BattleChatReportRow;
  readonly choice: ChatReportChoice;
  readonly onDone: (result: { changed: boolean; deactivated: boolean }) => void;
  readonly onCancel: () => void;
}

export function ChatReportDialog({ report, choice, onDone, onCancel }: ChatReportDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const values = { id: report.id, name: report.reported?.name || t('admin.chatReports.deletedAccount') };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await chatReportsApi.set({
        id: report.id,
        status: choice === 'reopen' ? 'open' : 'resolved',
        ...(choice === 'deactivate' ? { action: 'deactivate_reported' as const } : {}),
      });
      onDone(result);
    } catch (error) {
      setFailure(refusalOf(error).message);
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title={t(`admin.chatReports.${choice}Title`, values)}
      confirmLabel={t(`admin.chatReports.${choice}`)}
      cancelLabel={t('common.cancel')}
      danger={choice === 'deactivate'}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <blockquote className="admin-chat-reports__message" dir="auto">
        {report.message}
      </blockquote>
      <p>{t(`admin.chatReports.${choice}Body`, values)}</p>
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

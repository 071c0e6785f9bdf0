/**
 * What a user has done: the Quiz Zone level reached per subcategory, maths and non-verbal reasoning
 * per curriculum, and each device's last sync with the ops the server applied and refused.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserActivity } from '../../../../contract/api/admin-dashboard';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { formatDateTime } from '../admin-format';
import { DataTable, type Column } from '../components/DataTable';
import { userOpsApi } from './user-ops.api';
import { LoadPending } from '../components/LoadPending';

type QuizZoneRow = AdminUserActivity['quiz_zone'][number];
type MathsRow = AdminUserActivity['maths'][number];
type DeviceRow = AdminUserActivity['devices'][number];

function Part({ id, title, empty, children }: { readonly id: string; readonly title: string; readonly empty: string | null; readonly children: ReactNode }) {
  return (
    <div className="admin-activity__part">
      <h3 id={id}>{title}</h3>
      {empty ? <p className="admin-panel__lead">{empty}</p> : children}
    </div>
  );
}

function ActivityTables({ activity }: { readonly activity: AdminUserActivity }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const quizZone: Column<QuizZoneRow, never>[] = [
    { id: 'where', header: t('admin.activity.subcategory'), rowHeader: true, cell: (row) => `${row.category_name} › ${row.subcategory_name}` },
    { id: 'level', header: t('admin.activity.levelReached'), numeric: true, cell: (row) => number(row.level_reached) },
    { id: 'updated', header: t('admin.activity.updated'), cell: (row) => when(row.updated_at) },
  ];
  const maths: Column<MathsRow, never>[] = [
    { id: 'curriculum', header: t('admin.activity.curriculum'), rowHeader: true, cell: (row) => row.curriculum_name },
    { id: 'subject', header: t('admin.activity.subject'), cell: (row) => (row.subject === 'nvr' ? t('admin.activity.subjects.nvr') : t('admin.activity.subjects.maths')) },
    { id: 'attempted', header: t('admin.activity.attempted'), numeric: true, cell: (row) => number(row.attempted) },
    { id: 'correct', header: t('admin.activity.correct'), numeric: true, cell: (row) => number(row.correct) },
    { id: 'last', header: t('admin.activity.lastAnswer'), cell: (row) => when(row.last_answer_at) },
  ];
  const devices: Column<DeviceRow, never>[] = [
    { id: 'device', header: t('admin.activity.device'), rowHeader: true, cell: (row) => <code dir="ltr">{row.device_id}</code> },
    { id: 'last', header: t('admin.activity.lastSync'), cell: (row) => when(row.last_sync_at) },
    { id: 'applied', header: t('admin.activity.applied'), numeric: true, cell: (row) => number(row.ops_applied) },
    { id: 'refused', header: t('admin.activity.refused'), numeric: true, cell: (row) => number(row.ops_refused) },
  ];
  return (
    <>
      <Part id="admin-activity-quiz" title={t('admin.activity.quizZone')} empty={activity.quiz_zone.length === 0 ? t('admin.activity.quizZoneEmpty') : null}>
        <DataTable caption={t('admin.activity.quizZone')} columns={quizZone} rows={activity.quiz_zone} rowKey={(row) => row.subcategory_id} />
      </Part>
      <Part id="admin-activity-maths" title={t('admin.activity.maths')} empty={activity.maths.length === 0 ? t('admin.activity.mathsEmpty') : null}>
        <DataTable caption={t('admin.activity.maths')} columns={maths} rows={activity.maths} rowKey={(row) => row.curriculum_id} />
      </Part>
      <Part id="admin-activity-devices" title={t('admin.activity.devices')} empty={activity.devices.length === 0 ? t('admin.activity.devicesEmpty') : null}>
        <p className="admin-panel__lead">{t('admin.activity.devicesLead')}</p>
        <DataTable caption={t('admin.activity.devices')} columns={devices} rows={activity.devices} rowKey={(row) => row.device_id} />
      </Part>
    </>
  );
}

export function UserActivity({ userId }: { readonly userId: number }) {
  const { t } = useTranslation();
  const { state, reload } = useAsync((signal) => userOpsApi.activity(userId, signal), `activity:${userId}`);
  return (
    <section className="card admin-panel" aria-labelledby="admin-user-activity">
      <h2 id="admin-user-activity">{t('admin.activity.title')}</h2>
      <LoadPending state={state} reload={reload} />
      {state.status === 'success' ? <ActivityTables activity={state.data} /> : null}
    </section>
  );
}

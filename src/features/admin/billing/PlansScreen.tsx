/**
 * /admin/plans: every plan (on sale or not) with its price, interval, trial, subscribers; a plan
 * opens in the form to edit, "Add a plan" opens it empty. Plans are turned off, never deleted. Below,
 * while the sandbox provider takes payments, its clock (a QA aid).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '../../../../contract/api/billing';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { StatusMessage } from '../../../ui/StatusMessage';
import { formatMoney } from '../../../lib/i18n/money-format';
import { AdminLayout } from '../AdminLayout';
import { DataTable, type Column } from '../components/DataTable';
import { billingApi } from './billing.api';
import { planName } from './plan-form';
import { PlanForm } from './PlanForm';
import { SandboxClockPanel } from './SandboxClockPanel';
import { LoadPending } from '../components/LoadPending';

function useColumns(onEdit: (plan: AdminPlan) => void): Column<AdminPlan, never>[] {
  const { t, i18n } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'admin.plans.yes' : 'admin.plans.no');
  return [
    { id: 'name', header: t('admin.plans.planName'), rowHeader: true, cell: (plan) => planName(plan, i18n.language) },
    { id: 'price', header: t('admin.plans.price'), numeric: true, cell: (plan) => formatMoney(plan.price, plan.currency, i18n.language) },
    { id: 'interval', header: t('admin.plans.interval'), cell: (plan) => t(`admin.plans.intervals.${plan.interval}`) },
    { id: 'trial', header: t('admin.plans.trialDaysShort'), numeric: true, cell: (plan) => formatNumber(plan.trial_days, i18n.language) },
    {
      id: 'enabled',
      header: t('admin.plans.enabled'),
      cell: (plan) => <span className={plan.enabled ? 'admin-badge' : 'admin-badge admin-badge--deactivated'}>{yesNo(plan.enabled)}</span>,
    },
    { id: 'highlighted', header: t('admin.plans.highlighted'), cell: (plan) => yesNo(plan.highlighted) },
    { id: 'subscribers', header: t('admin.plans.subscribers'), numeric: true, cell: (plan) => formatNumber(plan.subscribers, i18n.language) },
    {
      id: 'edit',
      header: t('admin.plans.actions'),
      cell: (plan) => (
        <Button variant="secondary" onClick={() => onEdit(plan)} aria-label={t('admin.plans.editNamed', { name: planName(plan, i18n.language) })}>
          {t('admin.plans.edit')}
        </Button>
      ),
    },
  ];
}

export function PlansScreen() {
  const { t, i18n } = useTranslation();
  const { state, reload } = useAsync((signal) => billingApi.plans(signal), 'admin-plans');
  const languages = useAsync((signal) => billingApi.languages(signal), 'admin-plan-languages').state;
  const provider = useAsync((signal) => billingApi.provider(signal), 'admin-plans-provider').state;
  // null: the form is closed; 'new': an empty form; else the plan in the form.
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const [done, setDone] = useState('');
  const columns = useColumns((plan) => {
    setDone('');
    setEditing(plan);
  });
  const uiLanguages = languages.status === 'success' ? languages.data.filter((row) => row.for_ui).map((row) => ({ code: row.code, name: row.name })) : [];

  return (
    <AdminLayout title={t('admin.plans.title')} lead={t('admin.plans.lead')}>
      <p className="admin-done" role="status">
        {done}
      </p>
      {editing === null ? (
        <div className="admin-panel__actions">
          <Button
            onClick={() => {
              setDone('');
              setEditing('new');
            }}
          >
            {t('admin.plans.add')}
          </Button>
        </div>
      ) : (
        <PlanForm
          key={editing === 'new' ? 'new' : editing.id}
          plan={editing === 'new' ? null : editing}
          languages={uiLanguages}
          onCancel={() => setEditing(null)}
          onSaved={(plan) => {
            setEditing(null);
            setDone(t(editing === 'new' ? 'admin.plans.created' : 'admin.plans.saved', { name: planName(plan, i18n.language) }));
            reload();
          }}
        />
      )}
      <LoadPending state={state} reload={reload} />
      {state.status === 'success' && state.data.data.length === 0 ? <StatusMessage tone="empty" title={t('admin.plans.empty')} /> : null}
      {state.status === 'success' && state.data.data.length > 0 ? <DataTable caption={t('admin.plans.caption')} columns={columns} rows={state.data.data} rowKey={(plan) => plan.id} /> : null}
      {provider.status === 'success' && provider.data.provider === 'sandbox' ? <SandboxClockPanel /> : null}
    </AdminLayout>
  );
}

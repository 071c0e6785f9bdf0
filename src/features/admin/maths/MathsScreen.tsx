/**
 * /admin/maths: the curricula, their units and levels as the generator reads them. Curricula and
 * units are renamed and reordered; a level's number of questions and generator spec are edited.
 * Slugs and level keys are not: players' progress is keyed by them.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMathsCurriculum } from '../../../../contract/api/admin-maths';
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import { useAsync } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { StatusMessage } from '../../../ui/StatusMessage';
import { AdminLayout } from '../AdminLayout';
import { refusalOf } from '../components/server-refusal';
import { LevelForm, type MathsLevel } from './LevelForm';
import { mathsApi } from './maths.api';
import { NameForm } from './NameForm';
import { moveItem } from './reorder';

type Curriculum = AdminMathsCurriculum;
type Unit = Curriculum['units'][number];

function MoveButtons({ label, index, count, onMove }: { readonly label: string; readonly index: number; readonly count: number; readonly onMove: (by: -1 | 1) => void }) {
  const { t } = useTranslation();
  return (
    <div className="admin-panel__actions">
      <Button variant="secondary" disabled={index === 0} aria-label={t('admin.maths.moveUp', { name: label })} onClick={() => onMove(-1)}>
        {t('admin.maths.up')}
      </Button>
      <Button variant="secondary" disabled={index === count - 1} aria-label={t('admin.maths.moveDown', { name: label })} onClick={() => onMove(1)}>
        {t('admin.maths.down')}
      </Button>
    </div>
  );
}

function Levels({ unit, onLevel, onDone }: { readonly unit: Unit; readonly onLevel: (level: MathsLevel) => void; readonly onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | null>(null);
  const close = (levelId: number) => {
    setEditing(null);
    // Back from the form, focus returns to the level's Edit button (rendered again on the next frame).
    requestAnimationFrame(() => document.getElementById(`admin-level-${levelId}`)?.focus());
  };
  return (
    <ol className="admin-maths__levels">
      {unit.levels.map((level) => (
        <li key={level.id} className="admin-maths__level">
          <div className="admin-maths__level-head">
            <span>
              {t('admin.maths.level', { level: level.level, questions: level.question_count })} <code dir="ltr">{level.level_key}</code>
            </span>
            {editing === level.id ? null : (
              <Button id={`admin-level-${level.id}`} variant="secondary" aria-label={t('admin.maths.editLevel', { key: level.level_key })} onClick={() => setEditing(level.id)}>
                {t('admin.maths.edit')}
              </Button>
            )}
          </div>
          {editing === level.id ? (
            <LevelForm
              level={level}
              onCancel={() => close(level.id)}
              onSaved={(saved, changed) => {
                onLevel(saved);
                close(level.id);
                onDone(changed ? t('admin.maths.levelSaved', { key: level.level_key }) : t('admin.maths.unchanged'));
              }}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function MathsScreen() {
  const { t } = useTranslation();
  const { state, reload, setData } = useAsync((signal) => mathsApi.tree(signal), 'maths');
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  if (state.status !== 'success') {
    return (
      <AdminLayout title={t('admin.maths.title')} lead={t('admin.maths.lead')}>
        {state.status === 'loading' ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <StatusMessage tone="error" title={t('common.loadFailed')} action={<Button onClick={reload}>{t('common.retry')}</Button>}>
            <p>{inlineErrorMessage(state.error)}</p>
          </StatusMessage>
        )}
      </AdminLayout>
    );
  }
  const curricula = state.data;
  const say = (message: string) => {
    setFailure(null);
    setDone(message);
  };
  const updateCurriculum = (id: number, change: (curriculum: Curriculum) => Curriculum) => setData(curricula.map((item) => (item.id === id ? change(item) : item)));
  const updateUnit = (curriculumId: number, unitId: number, change: (unit: Unit) => Unit) =>
    updateCurriculum(curriculumId, (curriculum) => ({ ...curriculum, units: curriculum.units.map((unit) => (unit.id === unitId ? change(unit) : unit)) }));

  const reorder = async (write: (change: { id: number; sort: number }) => Promise<unknown>, changes: readonly { id: number; sort: number }[], apply: () => void, message: string) => {
    setDone('');
    try {
      for (const change of changes) await write(change);
      apply();
      say(message);
    } catch (error) {
      setFailure(refusalOf(error).message);
      reload();
    }
  };

  const moveCurriculum = (index: number, by: -1 | 1) => {
    const moved = moveItem(curricula, index, by);
    const name = curricula[index]?.name ?? '';
    void reorder((change) => mathsApi.setCurriculum({ curriculum_id: change.id, sort: change.sort }), moved.changes, () => setData(moved.items), t('admin.maths.moved', { name }));
  };
  const moveUnit = (curriculum: Curriculum, index: number, by: -1 | 1) => {
    const moved = moveItem(curriculum.units, index, by);
    const name = curriculum.units[index]?.name ?? '';
    void reorder(
      (change) => mathsApi.setUnit({ unit_id: change.id, sort: change.sort }),
      moved.changes,
      () => updateCurriculum(curriculum.id, (item) => ({ ...item, units: moved.items })),
      t('admin.maths.moved', { name }),
    );
  };

  return (
    <AdminLayout title={t('admin.maths.title')} lead={t('admin.maths.lead')}>
      <p className="admin-done" role="status">
        {done}
      </p>
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {curricula.length === 0 ? <StatusMessage tone="empty" title={t('admin.maths.empty')} /> : null}
      <ol className="admin-maths">
        {curricula.map((curriculum, index) => (
          <li key={curriculum.id}>
            <details className="card admin-panel admin-maths__curriculum">
              <summary>
                <span dir="auto">{curriculum.name}</span> <span className="admin-maths__meta">{t(`admin.maths.subject.${curriculum.subject}`)}</span>{' '}
                <code dir="ltr">{curriculum.slug}</code>
              </summary>
              <NameForm
                label={t('admin.maths.curriculumName', { name: curriculum.name })}
                name={curriculum.name}
                onRename={async (name) => {
                  const answer = await mathsApi.setCurriculum({ curriculum_id: curriculum.id, name });
                  updateCurriculum(curriculum.id, (item) => ({ ...item, name }));
                  say(answer.changed ? t('admin.maths.renamed', { name }) : t('admin.maths.unchanged'));
                }}
              />
              <MoveButtons label={curriculum.name} index={index} count={curricula.length} onMove={(by) => moveCurriculum(index, by)} />
              <h2 className="admin-maths__units-title">{t('admin.maths.units', { name: curriculum.name })}</h2>
              <ol className="admin-maths__units">
                {curriculum.units.map((unit, unitIndex) => (
                  <li key={unit.id}>
                    <details className="admin-maths__unit">
                      <summary>
                        <span dir="auto">{unit.name}</span> <span className="admin-maths__meta">{t('admin.maths.levelCount', { levels: unit.levels.length })}</span>
                      </summary>
                      <NameForm
                        label={t('admin.maths.unitName', { name: unit.name })}
                        name={unit.name}
                        onRename={async (name) => {
                          const answer = await mathsApi.setUnit({ unit_id: unit.id, name });
                          updateUnit(curriculum.id, unit.id, (item) => ({ ...item, name }));
                          say(answer.changed ? t('admin.maths.renamed', { name }) : t('admin.maths.unchanged'));
                        }}
                      />
                      <MoveButtons label={unit.name} index={unitIndex} count={curriculum.units.length} onMove={(by) => moveUnit(curriculum, unitIndex, by)} />
                      <Levels
                        unit={unit}
                        onDone={say}
                        onLevel={(level) => updateUnit(curriculum.id, unit.id, (item) => ({ ...item, levels: item.levels.map((entry) => (entry.id === level.id ? level : entry)) }))}
                      />
                    </details>
                  </li>
                ))}
              </ol>
            </details>
          </li>
        ))}
      </ol>
    </AdminLayout>
  );
}

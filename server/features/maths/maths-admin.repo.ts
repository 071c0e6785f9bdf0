/** The maths content rows an admin edits, each read under lock for its write. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mathsCurricula, mathsLevels, mathsUnits } from '../../db/schema';
import type { CurriculumRow, LevelRow, UnitRow } from './maths.repo';

export async function lockCurriculum(tx: Tx, id: number): Promise<CurriculumRow | undefined> {
  const [row] = await tx.select().from(mathsCurricula).where(eq(mathsCurricula.id, id)).for('update');
  return row;
}

export async function lockUnit(tx: Tx, id: number): Promise<UnitRow | undefined> {
  const [row] = await tx.select().from(mathsUnits).where(eq(mathsUnits.id, id)).for('update');
  return row;
}

export async function lockLevel(tx: Tx, id: number): Promise<LevelRow | undefined> {
  const [row] = await tx.select().from(mathsLevels).where(eq(mathsLevels.id, id)).for('update');
  return row;
}

export async function updateCurriculum(tx: Tx, id: number, values: Partial<Pick<CurriculumRow, 'name' | 'sort'>>): Promise<void> {
  await tx.update(mathsCurricula).set(values).where(eq(mathsCurricula.id, id));
}

export async function updateUnit(tx: Tx, id: number, values: Partial<Pick<UnitRow, 'name' | 'sort'>>): Promise<void> {
  await tx.update(mathsUnits).set(values).where(eq(mathsUnits.id, id));
}

export async function updateLevel(tx: Tx, id: number, values: Partial<Pick<LevelRow, 'generator' | 'questionCount'>>): Promise<void> {
  await tx.update(mathsLevels).set(values).where(eq(mathsLevels.id, id));
}

/**
 * Quiz Zone's premium unlock dialog in a mode screen: its chunk loads only when a player first
 * opens a locked category, and each opening starts afresh (keyed by the category).
 */
import { Suspense } from 'react';
import { UnlockCategoryDialog, type UnlockTarget } from '../../quiz';

export interface UnlockDialogProps {
  readonly category: UnlockTarget | null;
  readonly onCancel: () => void;
  readonly onUnlocked: (category: UnlockTarget) => void;
}

export function UnlockDialog({ category, onCancel, onUnlocked }: UnlockDialogProps) {
  if (!category) return null;
  return (
    <Suspense fallback={null}>
      <UnlockCategoryDialog key={category.id} category={category} onCancel={onCancel} onUnlocked={onUnlocked} />
    </Suspense>
  );
}

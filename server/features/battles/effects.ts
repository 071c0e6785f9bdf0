/**
 * What a battle's transaction tells the world once it has committed: room events and "your coins
 * changed". A change collects them while it runs and hands them to the outlet only after its
 * commit (a job's `after`, or after `await db.transaction(...)` returns), so no player ever hears
 * of something that rolled back.
 */
import type { BattleEvent } from '../../../contract/live/battle';

export interface Effects {
  emit(roomId: number, event: BattleEvent): void;
  coinsChanged(userId: number): void;
}

/** Where collected effects go: the live hub (battles.service.ts validates and sends to the room only). */
export interface Outlet {
  emit(roomId: number, event: BattleEvent): void;
  coinsChanged(userId: number): void;
}

export class EffectList implements Effects {
  private readonly events: { roomId: number; event: BattleEvent }[] = [];
  private readonly coinUsers = new Set<number>();

  emit(roomId: number, event: BattleEvent): void {
    this.events.push({ roomId, event });
  }

  coinsChanged(userId: number): void {
    this.coinUsers.add(userId);
  }

  /** Sends everything, in the order it happened (call after the commit). */
  flush(outlet: Outlet): void {
    for (const { roomId, event } of this.events.splice(0)) outlet.emit(roomId, event);
    for (const userId of this.coinUsers) outlet.coinsChanged(userId);
    this.coinUsers.clear();
  }
}

/** Subscribes a component to the outbox status store. */
import { useSyncExternalStore } from 'react';
import { getOutboxStatus, subscribeOutboxStatus, type OutboxStatusSnapshot } from './status';

export function useOutboxStatus(): OutboxStatusSnapshot {
  return useSyncExternalStore(subscribeOutboxStatus, getOutboxStatus, getOutboxStatus);
}

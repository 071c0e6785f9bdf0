/**
 * Start-up work that the first screen does not need: starting the outbox sync, pulling maths
 * progress, refreshing the user record and the interface languages, registering the service
 * worker. On a slow phone the main thread is busy from the first byte until the first screen is
 * up, so anything run meanwhile delays that screen by its own cost; queued here, it runs once the
 * route's screen shows its heading (every screen has an h1; loading states have none) and the
 * browser is idle. A screen that never shows a heading still lets the work run after
 * FIRST_SCREEN_WAIT_MS.
 */

/** The longest the queued work waits for the first screen's heading. */
export const FIRST_SCREEN_WAIT_MS = 3_000;
/** The longest it then waits for an idle moment. */
export const IDLE_TIMEOUT_MS = 1_000;

type Task = () => void;

/** Tasks waiting for start-up to settle; null once it has (later tasks only wait for idle). */
let queue: Task[] | null = [];
let settling = false;

function run(task: Task): void {
  try {
    task();
  } catch (error) {
    console.warn('A start-up task failed', error);
  }
}

/** Runs `task` in an idle period, or after IDLE_TIMEOUT_MS at the latest (setTimeout where requestIdleCallback is missing). */
export function whenIdle(task: Task): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(task), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(() => run(task), 0);
}

/** Queues non-urgent start-up work; after start-up settled it only waits for idle. */
export function afterStartup(task: Task): void {
  if (queue) queue.push(task);
  else whenIdle(task);
}

/** Resolves when `root` holds an h1, or after `maxWaitMs` (also when there is no root). */
export function headingShown(root: HTMLElement | null, maxWaitMs: number = FIRST_SCREEN_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (!root || root.querySelector('h1')) return resolve();
    const done = (): void => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (root.querySelector('h1')) done();
    });
    const timer = setTimeout(done, maxWaitMs);
    observer.observe(root, { childList: true, subtree: true });
  });
}

/**
 * The boot gate calls this once the app (or its start-up error screen) is on the page: after
 * `firstScreen` and an idle moment, the queued work runs in the order it was queued. Only the first
 * call counts.
 */
export function settleStartup(firstScreen: Promise<void>): void {
  if (settling) return;
  settling = true;
  void firstScreen.then(() =>
    whenIdle(() => {
      performance.mark('qh:after-start');
      const tasks = queue ?? [];
      queue = null;
      for (const task of tasks) run(task);
    }),
  );
}

/** Whether start-up has settled (queued work ran). */
export function startupSettled(): boolean {
  return queue === null;
}

/** For tests: back to a page that has not started. */
export function resetStartup(): void {
  queue = [];
  settling = false;
}

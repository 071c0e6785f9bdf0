/** Demo accounts created on first start and printed in the log. Demo mode stops them being edited. */
export interface DemoAccount {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly role: 'player' | 'admin';
  readonly subscribed: boolean;
}

export const demoAccounts: readonly DemoAccount[] = [
  { name: 'Demo Player', email: 'player@quizhive.test', password: 'Player#2026', role: 'player', subscribed: false },
  { name: 'Demo Subscriber', email: 'subscriber@quizhive.test', password: 'Subscriber#2026', role: 'player', subscribed: true },
  { name: 'Demo Admin', email: 'admin@quizhive.test', password: 'Admin#2026', role: 'admin', subscribed: true },
];

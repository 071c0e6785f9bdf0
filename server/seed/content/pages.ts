/** Text of the public pages, written for Quizhive. Plain text: blank lines separate paragraphs. */
import type { PageType } from '../../../contract/api/settings';

export interface SeedPage {
  readonly type: PageType;
  readonly title: string;
  readonly body: string;
  readonly items?: readonly { question: string; answer: string }[];
}

export const seedPages: readonly SeedPage[] = [
  {
    type: 'about_us',
    title: 'About Quizhive',
    body: `Quizhive is a quiz and learning app for curious people of every age. Play Quiz Zone levels across eight subjects, sharpen your maths, challenge friends and climb the leaderboards.

Every answer you give is scored on our server, so coins, scores and badges mean the same for everyone. Practice keeps working when your connection does not.

We are a small team who believe that a few minutes of play a day adds up to a lot of learning.`,
  },
  {
    type: 'contact_us',
    title: 'Contact us',
    body: `We read every message. Write to us about a question you think is wrong, an idea for a new category, or anything that did not work as you expected.

We usually answer within two working days.`,
  },
  {
    type: 'privacy_policy',
    title: 'Privacy policy',
    body: `This policy explains what Quizhive keeps about you and why.

What we keep: your name, your e-mail address or mobile number (whichever you sign in with), an optional profile picture, and your play history: answers, scores, coins and level progress.

Why we keep it: to sign you in, to score your games, to show your progress and to run leaderboards. We do not sell your data and we do not show third-party advertising.

How long: for as long as you keep your account. When you delete your account from your profile, we erase your account, your sessions, your play history and your profile picture at once.

Your rights: you can see and correct your profile at any time, and you can delete your account yourself. For anything else, contact us.`,
  },
  {
    type: 'terms_conditions',
    title: 'Terms and conditions',
    body: `By using Quizhive you agree to these terms.

Play fair: coins and scores are earned by playing. Automating play, sharing exam keys or exploiting bugs may lead to your account being deactivated.

Coins have no cash value except through the payout programme described in the app, and only within its rules.

Content: the questions are written for learning and entertainment. If you find a mistake, report it and we will fix it.

We may change these terms; when we do, we will tell you in the app before the change takes effect.`,
  },
  {
    type: 'instructions',
    title: 'How to play',
    body: `Pick a category, then a subcategory, then a level. Each level has a few questions with a timer for each one.

Choose an answer before the timer runs out. When you finish a level the next one unlocks, and you earn score for correct answers and coins when you reach the winning percentage.

Replaying a level can improve your best result: you earn the difference, never the same coins twice.`,
  },
  {
    type: 'faq',
    title: 'Frequently asked questions',
    body: 'Answers to the questions players ask us most.',
    items: [
      { question: 'How do I earn coins?', answer: 'Finish Quiz Zone levels with at least the winning percentage of correct answers. The better your result, the more coins, up to the level maximum.' },
      { question: 'Why is a level locked?', answer: 'Levels open one after another. Play the previous level to unlock the next one.' },
      { question: 'Can I play without a connection?', answer: 'Quizhive installs to your home screen and is built to work offline. Live modes such as battles and contests need a connection and say so.' },
      { question: 'I did not get the verification e-mail.', answer: 'Check your spam folder, then use "Resend verification e-mail" on the sign-in page.' },
      { question: 'How do I delete my account?', answer: 'Open your profile, choose Edit profile and then Delete account. Everything is erased at once.' },
    ],
  },
];

/**
 * Pictures drawn for a few demo questions (server/seed/media/quiz/*.svg, served at /content-media/).
 * Each names its question by subcategory slug and exact text, and says what it shows for screen
 * readers without giving the answer away.
 */
export interface SeedQuestionImage {
  readonly subcategory: string;
  readonly question: string;
  readonly url: string;
  readonly alt: string;
}

export const quizQuestionImages: readonly SeedQuestionImage[] = [
  {
    subcategory: 'everyday-facts',
    question: 'How many colors are traditionally listed in a rainbow?',
    url: '/content-media/quiz/rainbow.svg',
    alt: 'A rainbow of coloured bands arching over a green hill.',
  },
  {
    subcategory: 'geometry-and-shapes',
    question: 'How many sides does a hexagon have?',
    url: '/content-media/quiz/hexagon.svg',
    alt: 'A regular hexagon with a dot at each corner.',
  },
  {
    subcategory: 'geometry-and-shapes',
    question: 'How many degrees are in a right angle?',
    url: '/content-media/quiz/right-angle.svg',
    alt: 'Two straight lines meeting at a corner marked with a small square.',
  },
  {
    subcategory: 'geometry-and-shapes',
    question: 'How many faces does a cube have?',
    url: '/content-media/quiz/cube.svg',
    alt: 'A cube drawn in three dimensions, showing its top and two sides.',
  },
  {
    subcategory: 'geometry-and-shapes',
    question: 'If a circle has a radius of 7 cm, what is its diameter?',
    url: '/content-media/quiz/circle-radius.svg',
    alt: 'A circle with a line labelled 7 cm from its centre to its edge.',
  },
  {
    subcategory: 'geometry-and-shapes',
    question: 'A right triangle has legs of 3 and 4 units. How long is its hypotenuse?',
    url: '/content-media/quiz/right-triangle.svg',
    alt: 'A right triangle with its two shorter sides labelled 3 and 4 and its longest side marked with a question mark.',
  },
];

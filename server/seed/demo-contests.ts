/**
 * The demo contests' content (server/seed/seed-contests.ts): three sets of ten questions, one for
 * each part a demo contest plays (past, live, upcoming), with the index of the right option.
 */
export interface DemoContestQuestion {
  readonly question: string;
  readonly options: readonly string[];
  readonly answer: number;
}

export interface DemoContest {
  readonly slot: 'past' | 'live' | 'upcoming';
  readonly name: string;
  readonly description: string;
  readonly entryFee: number;
  readonly prizes: readonly { rank: number; coins: number }[];
  readonly questions: readonly DemoContestQuestion[];
}

export const demoContests: readonly DemoContest[] = [
  {
    slot: 'past',
    name: 'World Capitals Cup',
    description: 'Ten questions on the capitals of the world. Ranked and paid: see who won.',
    entryFee: 10,
    prizes: [
      { rank: 1, coins: 200 },
      { rank: 2, coins: 100 },
      { rank: 3, coins: 50 },
    ],
    questions: [
      { question: 'What is the capital of Australia?', options: ['Sydney', 'Melbourne', 'Canberra', 'Perth'], answer: 2 },
      { question: 'What is the capital of Canada?', options: ['Ottawa', 'Toronto', 'Vancouver', 'Montreal'], answer: 0 },
      { question: 'What is the capital of Japan?', options: ['Osaka', 'Kyoto', 'Tokyo', 'Nagoya'], answer: 2 },
      { question: 'What is the capital of Brazil?', options: ['Rio de Janeiro', 'Brasília', 'São Paulo', 'Salvador'], answer: 1 },
      { question: 'What is the capital of Egypt?', options: ['Alexandria', 'Giza', 'Luxor', 'Cairo'], answer: 3 },
      { question: 'What is the capital of Kenya?', options: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru'], answer: 0 },
      { question: 'What is the capital of Turkey?', options: ['Istanbul', 'Ankara', 'Izmir', 'Antalya'], answer: 1 },
      { question: 'What is the capital of New Zealand?', options: ['Auckland', 'Christchurch', 'Wellington', 'Hamilton'], answer: 2 },
      { question: 'What is the capital of Morocco?', options: ['Casablanca', 'Marrakesh', 'Fez', 'Rabat'], answer: 3 },
      { question: 'What is the capital of Switzerland?', options: ['Bern', 'Zurich', 'Geneva', 'Basel'], answer: 0 },
    ],
  },
  {
    slot: 'live',
    name: 'Science Sprint',
    description: 'Ten science questions. Answer fast: equal scores are ranked by time.',
    entryFee: 5,
    prizes: [
      { rank: 1, coins: 150 },
      { rank: 2, coins: 75 },
      { rank: 3, coins: 30 },
    ],
    questions: [
      { question: 'What gas do plants take in from the air for photosynthesis?', options: ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Hydrogen'], answer: 1 },
      { question: 'What is the chemical symbol for gold?', options: ['Go', 'Gd', 'Au', 'Ag'], answer: 2 },
      { question: 'How many planets are in the Solar System?', options: ['7', '8', '9', '10'], answer: 1 },
      { question: 'What is the hardest natural substance?', options: ['Diamond', 'Quartz', 'Iron', 'Granite'], answer: 0 },
      { question: 'At what temperature does water boil at sea level?', options: ['90 °C', '100 °C', '110 °C', '120 °C'], answer: 1 },
      { question: 'Which planet is known as the Red Planet?', options: ['Venus', 'Jupiter', 'Mercury', 'Mars'], answer: 3 },
      { question: 'What part of the cell holds its genetic material?', options: ['Nucleus', 'Membrane', 'Ribosome', 'Cytoplasm'], answer: 0 },
      { question: 'What force keeps the planets in orbit around the Sun?', options: ['Magnetism', 'Friction', 'Gravity', 'Electricity'], answer: 2 },
      { question: 'How many bones are in the adult human body?', options: ['186', '206', '226', '246'], answer: 1 },
      { question: 'What is the speed of light in a vacuum, roughly?', options: ['300 km/s', '3,000 km/s', '30,000 km/s', '300,000 km/s'], answer: 3 },
    ],
  },
  {
    slot: 'upcoming',
    name: 'History Marathon',
    description: 'Ten questions on world history. Opens when the Science Sprint ends.',
    entryFee: 10,
    prizes: [
      { rank: 1, coins: 250 },
      { rank: 2, coins: 120 },
      { rank: 3, coins: 60 },
    ],
    questions: [
      { question: 'In which year did the Second World War end?', options: ['1943', '1944', '1945', '1946'], answer: 2 },
      { question: 'Who was the first person to walk on the Moon?', options: ['Buzz Aldrin', 'Neil Armstrong', 'Yuri Gagarin', 'John Glenn'], answer: 1 },
      { question: 'Which ancient civilisation built the pyramids of Giza?', options: ['The Egyptians', 'The Romans', 'The Greeks', 'The Persians'], answer: 0 },
      { question: 'In which year did the Berlin Wall fall?', options: ['1987', '1988', '1989', '1991'], answer: 2 },
      { question: 'Who painted the Mona Lisa?', options: ['Michelangelo', 'Raphael', 'Donatello', 'Leonardo da Vinci'], answer: 3 },
      { question: 'Which empire was ruled by Genghis Khan?', options: ['The Mongol Empire', 'The Ottoman Empire', 'The Roman Empire', 'The Mughal Empire'], answer: 0 },
      { question: 'In which city was the Declaration of Independence of the United States signed?', options: ['Boston', 'New York', 'Philadelphia', 'Washington'], answer: 2 },
      { question: 'Who was the first woman to win a Nobel Prize?', options: ['Marie Curie', 'Rosalind Franklin', 'Ada Lovelace', 'Florence Nightingale'], answer: 0 },
      { question: 'Which ship sank on its first voyage in 1912?', options: ['Lusitania', 'Titanic', 'Britannic', 'Olympic'], answer: 1 },
      { question: 'In which century did the printing press of Johannes Gutenberg appear?', options: ['13th', '14th', '15th', '16th'], answer: 2 },
    ],
  },
];

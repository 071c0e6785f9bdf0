import type { SeedCategory } from './types';

export const generalKnowledge: SeedCategory = {
  slug: 'general-knowledge',
  name: 'General Knowledge',
  icon: '🧠',
  description: 'Everyday facts, words and curiosities from all walks of life.',
  subcategories: [
    {
      slug: 'everyday-facts',
      name: 'Everyday Facts',
      levels: [
        // Level 1
        [
          {
            question: 'How many days are there in a leap year?',
            options: ['366', '365', '364', '367'],
            answer: 0,
            note: 'A leap year adds February 29, giving it 366 days.',
          },
          {
            question: 'How many colors are traditionally listed in a rainbow?',
            options: ['Five', 'Seven', 'Six', 'Eight'],
            answer: 1,
            note: 'The traditional list is red, orange, yellow, green, blue, indigo and violet.',
          },
          {
            question: 'Which color do you get by mixing blue and yellow paint?',
            options: ['Purple', 'Orange', 'Green', 'Brown'],
            answer: 2,
            note: 'In traditional paint mixing, blue and yellow combine to make green.',
          },
          {
            question: 'How many minutes are there in two hours?',
            options: ['100', '90', '150', '120'],
            answer: 3,
            note: 'Each hour has 60 minutes, so two hours have 120 minutes.',
          },
          {
            question: 'Which month of the year has the fewest days?',
            options: ['April', 'June', 'February', 'November'],
            answer: 2,
            note: 'February has 28 days, or 29 in a leap year.',
          },
          {
            question: 'How many legs does a spider have?',
            options: ['Six', 'Eight', 'Ten', 'Twelve'],
            answer: 1,
            note: 'Spiders are arachnids, and arachnids have eight legs.',
          },
          {
            question: 'What sweet food do honeybees make from flower nectar?',
            options: ['Jam', 'Syrup', 'Toffee', 'Honey'],
            answer: 3,
            note: 'Honeybees turn nectar into honey and store it in their hives.',
          },
        ],
        // Level 2
        [
          {
            question: 'Excluding jokers, how many cards are in a standard deck of playing cards?',
            options: ['48', '54', '56', '52'],
            answer: 3,
            note: 'A standard deck has four suits of 13 cards, for 52 cards in total.',
          },
          {
            question: 'What is the traditional name for a group of crows?',
            options: ['A murder', 'A pride', 'A gaggle', 'A pod'],
            answer: 0,
            note: 'A group of crows is traditionally called a murder.',
          },
          {
            question: 'How many squares are there on a standard chessboard?',
            options: ['64', '48', '81', '100'],
            answer: 0,
            note: 'A chessboard is an 8-by-8 grid of 64 squares.',
          },
          {
            question: 'How many zeros are in the number one million?',
            options: ['Five', 'Seven', 'Nine', 'Six'],
            answer: 3,
            note: 'One million is written 1,000,000, with six zeros.',
          },
          {
            question: 'Which material is traditionally linked to a 25th wedding anniversary?',
            options: ['Gold', 'Silver', 'Pearl', 'Ruby'],
            answer: 1,
            note: 'The 25th anniversary is widely known as the silver anniversary.',
          },
          {
            question: 'Which animal is often called the "ship of the desert"?',
            options: ['Horse', 'Donkey', 'Camel', 'Elephant'],
            answer: 2,
            note: 'Camels can travel long distances in deserts with little water.',
          },
          {
            question: 'What is the main ingredient of guacamole?',
            options: ['Tomato', 'Lime', 'Avocado', 'Pea'],
            answer: 2,
            note: 'Guacamole is a dip made mainly from mashed avocado.',
          },
        ],
        // Level 3
        [
          {
            question: 'What is the name for an intense fear of spiders?',
            options: ['Agoraphobia', 'Arachnophobia', 'Claustrophobia', 'Acrophobia'],
            answer: 1,
            note: 'The word comes from the Greek "arachne", meaning spider.',
          },
          {
            question: 'What is the total number of dots on a standard six-sided die?',
            options: ['21', '18', '24', '36'],
            answer: 0,
            note: 'The faces show 1 to 6 dots, which add up to 21.',
          },
          {
            question: 'Which spice comes from the dried stigmas of a crocus flower?',
            options: ['Saffron', 'Turmeric', 'Paprika', 'Cumin'],
            answer: 0,
            note: 'Saffron is harvested by hand from the stigmas of the saffron crocus.',
          },
          {
            question: 'What is a baby kangaroo called?',
            options: ['Kit', 'Cub', 'Calf', 'Joey'],
            answer: 3,
            note: 'Young kangaroos and many other marsupials are called joeys.',
          },
          {
            question: 'How many keys does a standard modern piano have?',
            options: ['76', '92', '88', '100'],
            answer: 2,
            note: 'A standard modern piano has 88 keys: 52 white and 36 black.',
          },
          {
            question: 'Which blood type is known as the universal donor type for red blood cells?',
            options: ['AB positive', 'O negative', 'A negative', 'B positive'],
            answer: 1,
            note: 'O negative red cells lack A, B and RhD antigens, so most patients can receive them.',
          },
          {
            question: 'Which vitamin does human skin produce when exposed to sunlight?',
            options: ['Vitamin C', 'Vitamin A', 'Vitamin K', 'Vitamin D'],
            answer: 3,
            note: 'Skin makes vitamin D when exposed to ultraviolet B light.',
          },
        ],
      ],
    },
    {
      slug: 'words-and-language',
      name: 'Words & Language',
      levels: [
        // Level 1
        [
          {
            question: 'What is the opposite of "ancient"?',
            options: ['Old', 'Historic', 'Antique', 'Modern'],
            answer: 3,
            note: '"Modern" describes recent times, the opposite of ancient.',
          },
          {
            question: 'How many letters are in the English alphabet?',
            options: ['24', '25', '26', '28'],
            answer: 2,
            note: 'The modern English alphabet has 26 letters.',
          },
          {
            question: 'Which word means the same as "happy"?',
            options: ['Joyful', 'Gloomy', 'Angry', 'Tired'],
            answer: 0,
            note: '"Joyful" means feeling great happiness.',
          },
          {
            question: 'What is the plural of "mouse" when talking about the animal?',
            options: ['Mouses', 'Mice', 'Mousen', 'Meese'],
            answer: 1,
            note: '"Mouse" has the irregular plural "mice".',
          },
          {
            question: 'Which of these words is a noun?',
            options: ['Quickly', 'Table', 'Beautiful', 'Under'],
            answer: 1,
            note: 'A noun names a person, place or thing, such as a table.',
          },
          {
            question: 'What is the simple past tense of the verb "go"?',
            options: ['Goed', 'Gone', 'Went', 'Going'],
            answer: 2,
            note: '"Go" is irregular, and its simple past tense is "went".',
          },
          {
            question: 'Which language is most widely spoken in Brazil?',
            options: ['Portuguese', 'Spanish', 'French', 'Italian'],
            answer: 0,
            note: "Portuguese is Brazil's official and most widely spoken language.",
          },
        ],
        // Level 2
        [
          {
            question: 'What do you call a word that reads the same forwards and backwards?',
            options: ['Palindrome', 'Anagram', 'Homophone', 'Acronym'],
            answer: 0,
            note: 'Words such as "level" and "radar" are palindromes.',
          },
          {
            question: 'What does the prefix "bi-" mean, as in "bicycle"?',
            options: ['One', 'Three', 'Two', 'Many'],
            answer: 2,
            note: 'The prefix "bi-" comes from Latin and means two.',
          },
          {
            question: 'Which word is an anagram of "listen"?',
            options: ['Linens', 'Silent', 'Stolen', 'Lenses'],
            answer: 1,
            note: '"Silent" uses exactly the same letters as "listen".',
          },
          {
            question: 'What are words that sound alike but differ in meaning, like "pair" and "pear", called?',
            options: ['Synonyms', 'Antonyms', 'Homophones', 'Acronyms'],
            answer: 2,
            note: 'Homophones share a pronunciation but have different meanings.',
          },
          {
            question: 'In the NATO phonetic alphabet, which word stands for the letter "Q"?',
            options: ['Queen', 'Quito', 'Quartz', 'Quebec'],
            answer: 3,
            note: 'The NATO phonetic alphabet uses "Quebec" for the letter Q.',
          },
          {
            question: 'The abbreviation "e.g." is short for which Latin phrase?',
            options: ['Et gratia', 'Exempli gratia', 'Ergo generalis', 'Est gratia'],
            answer: 1,
            note: '"Exempli gratia" means "for the sake of example".',
          },
          {
            question: 'Which language has the most native speakers in the world?',
            options: ['English', 'Spanish', 'Hindi', 'Mandarin Chinese'],
            answer: 3,
            note: 'Mandarin Chinese has more native speakers than any other language.',
          },
        ],
        // Level 3
        [
          {
            question: 'What is a word like "brunch", made by blending two other words, called?',
            options: ['Palindrome', 'Eponym', 'Portmanteau', 'Oxymoron'],
            answer: 2,
            note: '"Brunch" blends "breakfast" and "lunch", making it a portmanteau.',
          },
          {
            question: 'What is a word that can mean its own opposite, such as "sanction" or "cleave", called?',
            options: ['Homonym', 'Antonym', 'Contronym', 'Eponym'],
            answer: 2,
            note: 'A contronym, also called an auto-antonym, has two opposite meanings.',
          },
          {
            question: 'What is an abbreviation pronounced as a word, such as "NASA", called?',
            options: ['Acronym', 'Initialism', 'Ellipsis', 'Synonym'],
            answer: 0,
            note: 'An acronym is read as a word, while an initialism like "FBI" is read letter by letter.',
          },
          {
            question: 'From which language did English borrow the word "kindergarten"?',
            options: ['Dutch', 'German', 'French', 'Danish'],
            answer: 1,
            note: '"Kindergarten" is German for "children\'s garden".',
          },
          {
            question: 'Which figure of speech is a deliberate exaggeration, like "I\'ve told you a million times"?',
            options: ['Hyperbole', 'Metaphor', 'Simile', 'Onomatopoeia'],
            answer: 0,
            note: 'Hyperbole uses exaggeration for emphasis and is not meant literally.',
          },
          {
            question: 'Which letter of the alphabet does not appear in the name of any U.S. state?',
            options: ['J', 'Z', 'X', 'Q'],
            answer: 3,
            note: 'J appears in New Jersey, Z in Arizona and X in Texas, but no state name contains Q.',
          },
          {
            question: 'What does the Latin phrase "carpe diem" mean?',
            options: ['Time flies', 'Know yourself', 'Peace be with you', 'Seize the day'],
            answer: 3,
            note: 'The phrase comes from the Roman poet Horace and means "seize the day".',
          },
        ],
      ],
    },
  ],
};

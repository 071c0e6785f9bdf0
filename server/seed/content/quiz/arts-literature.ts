import type { SeedCategory } from './types';

export const artsLiterature: SeedCategory = {
  slug: 'arts-literature',
  name: 'Arts & Literature',
  icon: '🎨',
  description: 'Great books, famous paintings and music through the ages.',
  // The demo's premium category: a new player's welcome bonus (25 coins) unlocks it.
  premiumCoins: 20,
  subcategories: [
    {
      slug: 'books-and-authors',
      name: 'Books & Authors',
      levels: [
        // Level 1
        [
          {
            question: 'Who wrote the play "Romeo and Juliet"?',
            options: ['Charles Dickens', 'Jane Austen', 'Mark Twain', 'William Shakespeare'],
            answer: 3,
            note: 'Shakespeare wrote "Romeo and Juliet" in the 1590s.',
          },
          {
            question: 'Which author created the detective Sherlock Holmes?',
            options: ['Arthur Conan Doyle', 'Agatha Christie', 'Edgar Allan Poe', 'Charles Dickens'],
            answer: 0,
            note: 'Sherlock Holmes first appeared in "A Study in Scarlet" in 1887.',
          },
          {
            question: 'Which young wizard attends Hogwarts School of Witchcraft and Wizardry?',
            options: ['Harry Potter', 'Percy Jackson', 'Frodo Baggins', 'Peter Pan'],
            answer: 0,
            note: "Harry Potter is the hero of J. K. Rowling's seven-book series.",
          },
          {
            question: "What kind of animal is Moby Dick in Herman Melville's novel?",
            options: ['Shark', 'Whale', 'Giant squid', 'Seal'],
            answer: 1,
            note: 'Moby Dick is a huge white sperm whale.',
          },
          {
            question: 'Who wrote "The Hobbit"?',
            options: ['C. S. Lewis', 'J. K. Rowling', 'J. R. R. Tolkien', 'Roald Dahl'],
            answer: 2,
            note: 'Tolkien published "The Hobbit" in 1937.',
          },
          {
            question: 'Who wrote "Alice\'s Adventures in Wonderland"?',
            options: ['Roald Dahl', 'Beatrix Potter', 'Hans Christian Andersen', 'Lewis Carroll'],
            answer: 3,
            note: 'Lewis Carroll was the pen name of Charles Lutwidge Dodgson.',
          },
          {
            question: 'Which fairy-tale character leaves behind a glass slipper at a royal ball?',
            options: ['Snow White', 'Cinderella', 'Rapunzel', 'Sleeping Beauty'],
            answer: 1,
            note: 'The prince uses the glass slipper to find Cinderella.',
          },
        ],
        // Level 2
        [
          {
            question: 'What is a fourteen-line poem, a form Shakespeare used often, called?',
            options: ['Sonnet', 'Haiku', 'Limerick', 'Ode'],
            answer: 0,
            note: 'Shakespeare wrote 154 sonnets.',
          },
          {
            question: 'Who wrote "Pride and Prejudice"?',
            options: ['Emily Bronte', 'Charlotte Bronte', 'Jane Austen', 'Mary Shelley'],
            answer: 2,
            note: 'Jane Austen\'s "Pride and Prejudice" was published in 1813.',
          },
          {
            question: 'Who wrote the novel "Nineteen Eighty-Four"?',
            options: ['Aldous Huxley', 'George Orwell', 'Ray Bradbury', 'H. G. Wells'],
            answer: 1,
            note: "Orwell's novel about a totalitarian state was published in 1949.",
          },
          {
            question: 'Which ancient Greek poet is traditionally credited with the "Iliad" and the "Odyssey"?',
            options: ['Virgil', 'Homer', 'Sophocles', 'Ovid'],
            answer: 1,
            note: 'Both epic poems are traditionally attributed to Homer.',
          },
          {
            question: 'Who wrote the novel "Frankenstein"?',
            options: ['Bram Stoker', 'Percy Bysshe Shelley', 'Mary Shelley', 'Edgar Allan Poe'],
            answer: 2,
            note: 'Mary Shelley\'s "Frankenstein" was first published in 1818.',
          },
          {
            question: 'How many syllables does a traditional haiku have in total?',
            options: ['17', '14', '12', '21'],
            answer: 0,
            note: 'A traditional haiku has three lines of five, seven and five syllables.',
          },
          {
            question: 'Who wrote "The Adventures of Tom Sawyer"?',
            options: ['Herman Melville', 'Jack London', 'Nathaniel Hawthorne', 'Mark Twain'],
            answer: 3,
            note: 'Mark Twain published "The Adventures of Tom Sawyer" in 1876.',
          },
        ],
        // Level 3
        [
          {
            question: 'Who wrote "One Hundred Years of Solitude"?',
            options: ['Jorge Luis Borges', 'Pablo Neruda', 'Isabel Allende', 'Gabriel Garcia Marquez'],
            answer: 3,
            note: 'The Colombian author published the novel in 1967.',
          },
          {
            question: 'Who wrote the novel "Crime and Punishment"?',
            options: ['Leo Tolstoy', 'Fyodor Dostoevsky', 'Anton Chekhov', 'Ivan Turgenev'],
            answer: 1,
            note: 'Dostoevsky\'s "Crime and Punishment" was published in 1866.',
          },
          {
            question: 'Which Italian poet wrote the "Divine Comedy"?',
            options: ['Petrarch', 'Giovanni Boccaccio', 'Dante Alighieri', 'Ludovico Ariosto'],
            answer: 2,
            note: 'Dante wrote the "Divine Comedy" in the early 14th century.',
          },
          {
            question: 'Who wrote "Don Quixote"?',
            options: ['Lope de Vega', 'Federico Garcia Lorca', 'Miguel de Unamuno', 'Miguel de Cervantes'],
            answer: 3,
            note: 'Cervantes published "Don Quixote" in two parts, in 1605 and 1615.',
          },
          {
            question: 'Who wrote "Gulliver\'s Travels"?',
            options: ['Daniel Defoe', 'Jonathan Swift', 'Samuel Johnson', 'Henry Fielding'],
            answer: 1,
            note: 'Swift\'s satire "Gulliver\'s Travels" appeared in 1726.',
          },
          {
            question: 'Which writer composed the poem "The Raven"?',
            options: ['Walt Whitman', 'Emily Dickinson', 'Edgar Allan Poe', 'Robert Frost'],
            answer: 2,
            note: 'Poe\'s "The Raven" was first published in 1845.',
          },
          {
            question: 'Which Russian author wrote "War and Peace"?',
            options: ['Leo Tolstoy', 'Fyodor Dostoevsky', 'Alexander Pushkin', 'Nikolai Gogol'],
            answer: 0,
            note: "Tolstoy's novel follows Russian families during the Napoleonic Wars.",
          },
        ],
      ],
    },
    {
      slug: 'art-and-music',
      name: 'Art & Music',
      levels: [
        // Level 1
        [
          {
            question: 'Who painted the "Mona Lisa"?',
            options: ['Michelangelo', 'Raphael', 'Vincent van Gogh', 'Leonardo da Vinci'],
            answer: 3,
            note: 'Leonardo began the "Mona Lisa" in the early 1500s.',
          },
          {
            question: 'What are the three primary colors in traditional painting?',
            options: ['Red, green and blue', 'Orange, green and purple', 'Black, white and gray', 'Red, yellow and blue'],
            answer: 3,
            note: 'Painters traditionally mix other colors from red, yellow and blue.',
          },
          {
            question: 'How many strings does a standard guitar have?',
            options: ['6', '4', '5', '8'],
            answer: 0,
            note: 'A standard guitar has six strings.',
          },
          {
            question: 'Which of these instruments has black and white keys?',
            options: ['Violin', 'Trumpet', 'Piano', 'Flute'],
            answer: 2,
            note: "A piano's keys are arranged in a pattern of white and black keys.",
          },
          {
            question: 'Which Dutch painter famously cut off part of his own ear?',
            options: ['Rembrandt', 'Johannes Vermeer', 'Vincent van Gogh', 'Piet Mondrian'],
            answer: 2,
            note: 'Van Gogh injured his ear in Arles, France, in 1888.',
          },
          {
            question: 'To which family of instruments does the trumpet belong?',
            options: ['Brass', 'Woodwind', 'Strings', 'Percussion'],
            answer: 0,
            note: 'The trumpet is a brass instrument played by buzzing the lips.',
          },
          {
            question: 'Who painted the ceiling of the Sistine Chapel?',
            options: ['Leonardo da Vinci', 'Michelangelo', 'Raphael', 'Sandro Botticelli'],
            answer: 1,
            note: 'Michelangelo painted the ceiling between 1508 and 1512.',
          },
        ],
        // Level 2
        [
          {
            question: 'Which composer wrote the "Moonlight Sonata"?',
            options: ['Wolfgang Amadeus Mozart', 'Johann Sebastian Bach', 'Ludwig van Beethoven', 'Frederic Chopin'],
            answer: 2,
            note: 'The "Moonlight Sonata" is Beethoven\'s Piano Sonata No. 14.',
          },
          {
            question: 'Pablo Picasso and Georges Braque developed which art movement?',
            options: ['Impressionism', 'Surrealism', 'Baroque', 'Cubism'],
            answer: 3,
            note: 'Cubism broke subjects into geometric shapes seen from several angles.',
          },
          {
            question: 'Who painted "The Persistence of Memory", with its melting clocks?',
            options: ['Rene Magritte', 'Salvador Dali', 'Joan Miro', 'Max Ernst'],
            answer: 1,
            note: 'Dali painted this famous Surrealist work in 1931.',
          },
          {
            question: 'How many musicians perform in a quartet?',
            options: ['3', '4', '5', '8'],
            answer: 1,
            note: 'A quartet is a group of four performers.',
          },
          {
            question: 'Which composer wrote the opera "The Magic Flute"?',
            options: ['Joseph Haydn', 'Franz Schubert', 'Johann Strauss II', 'Wolfgang Amadeus Mozart'],
            answer: 3,
            note: 'Mozart\'s "The Magic Flute" premiered in Vienna in 1791.',
          },
          {
            question: 'In music, what does the marking "forte" tell a performer to do?',
            options: ['Play loudly', 'Play softly', 'Play slowly', 'Play quickly'],
            answer: 0,
            note: '"Forte" is Italian for "strong" and means loud.',
          },
          {
            question: 'Which Paris museum houses the "Mona Lisa"?',
            options: ['The Louvre', "Musee d'Orsay", 'Centre Pompidou', 'Musee Rodin'],
            answer: 0,
            note: 'The "Mona Lisa" is displayed at the Louvre in Paris.',
          },
        ],
        // Level 3
        [
          {
            question: 'Which Norwegian artist painted "The Scream"?',
            options: ['Gustav Klimt', 'Egon Schiele', 'Wassily Kandinsky', 'Edvard Munch'],
            answer: 3,
            note: 'Munch created the first version of "The Scream" in 1893.',
          },
          {
            question: 'Which French painter is famous for his many paintings of water lilies?',
            options: ['Edouard Manet', 'Pierre-Auguste Renoir', 'Claude Monet', 'Edgar Degas'],
            answer: 2,
            note: 'Monet painted the water lilies in his garden at Giverny.',
          },
          {
            question: 'How many lines make up a standard musical staff?',
            options: ['4', '5', '6', '7'],
            answer: 1,
            note: 'A standard staff has five lines and four spaces.',
          },
          {
            question: 'Which composer wrote the set of violin concertos "The Four Seasons"?',
            options: ['Antonio Vivaldi', 'George Frideric Handel', 'Johann Sebastian Bach', 'Claudio Monteverdi'],
            answer: 0,
            note: 'Vivaldi\'s "The Four Seasons" was published in 1725.',
          },
          {
            question: 'Which artist painted "Girl with a Pearl Earring"?',
            options: ['Rembrandt', 'Frans Hals', 'Johannes Vermeer', 'Jan van Eyck'],
            answer: 2,
            note: 'Vermeer painted it in the Dutch city of Delft around 1665.',
          },
          {
            question: 'Which Italian musical term means gradually getting louder?',
            options: ['Crescendo', 'Diminuendo', 'Staccato', 'Legato'],
            answer: 0,
            note: 'A crescendo increases volume, while a diminuendo decreases it.',
          },
          {
            question: 'Which sculptor created "The Thinker"?',
            options: ['Michelangelo', 'Auguste Rodin', 'Donatello', 'Antonio Canova'],
            answer: 1,
            note: 'Rodin\'s "The Thinker" was first conceived as part of "The Gates of Hell".',
          },
        ],
      ],
    },
  ],
};

import type { SeedCategory } from './types';

export const mathematics: SeedCategory = {
  slug: 'mathematics',
  name: 'Mathematics',
  icon: '🧮',
  description: 'Numbers, patterns, shapes and angles.',
  subcategories: [
    {
      slug: 'numbers-and-arithmetic',
      name: 'Numbers & Arithmetic',
      levels: [
        // Level 1
        [
          {
            question: 'What is 7 x 8?',
            options: ['54', '48', '64', '56'],
            answer: 3,
            note: 'Seven multiplied by eight equals 56.',
          },
          {
            question: 'What is 144 divided by 12?',
            options: ['11', '12', '14', '24'],
            answer: 1,
            note: 'Since 12 x 12 = 144, dividing 144 by 12 gives 12.',
          },
          {
            question: 'What is half of 250?',
            options: ['120', '150', '105', '125'],
            answer: 3,
            note: 'Half of 250 is 250 divided by 2, which is 125.',
          },
          {
            question: 'Which of these numbers is even?',
            options: ['27', '45', '34', '51'],
            answer: 2,
            note: 'An even number divides by 2 with no remainder, and 34 / 2 = 17.',
          },
          {
            question: 'What is 15 + 27?',
            options: ['32', '41', '42', '52'],
            answer: 2,
            note: 'Adding 15 and 27 gives 42.',
          },
          {
            question: 'What is 10 percent of 200?',
            options: ['2', '20', '10', '40'],
            answer: 1,
            note: 'Ten percent is one tenth, and one tenth of 200 is 20.',
          },
          {
            question: 'Which Roman numeral stands for 10?',
            options: ['X', 'V', 'L', 'C'],
            answer: 0,
            note: 'In Roman numerals, X is 10, V is 5, L is 50 and C is 100.',
          },
        ],
        // Level 2
        [
          {
            question: 'What is the square root of 81?',
            options: ['9', '8', '7', '11'],
            answer: 0,
            note: 'Since 9 x 9 = 81, the square root of 81 is 9.',
          },
          {
            question: 'Which of these numbers is prime?',
            options: ['15', '21', '13', '27'],
            answer: 2,
            note: '13 has no divisors other than 1 and itself.',
          },
          {
            question: 'What is 3 cubed?',
            options: ['9', '18', '81', '27'],
            answer: 3,
            note: 'Three cubed is 3 x 3 x 3, which equals 27.',
          },
          {
            question: 'What is 0.75 written as a fraction in its simplest form?',
            options: ['2/3', '7/10', '3/4', '4/5'],
            answer: 2,
            note: '0.75 equals 75/100, which simplifies to 3/4.',
          },
          {
            question: 'What is the next number in the sequence 2, 4, 8, 16, ...?',
            options: ['24', '32', '20', '64'],
            answer: 1,
            note: 'Each term doubles the one before it, so 16 is followed by 32.',
          },
          {
            question: 'What is 25 percent of 80?',
            options: ['20', '25', '16', '40'],
            answer: 0,
            note: 'Twenty-five percent is one quarter, and a quarter of 80 is 20.',
          },
          {
            question: 'What is the least common multiple of 4 and 6?',
            options: ['24', '10', '2', '12'],
            answer: 3,
            note: '12 is the smallest number that both 4 and 6 divide into evenly.',
          },
        ],
        // Level 3
        [
          {
            question: 'What is the value of pi rounded to two decimal places?',
            options: ['3.16', '3.12', '3.41', '3.14'],
            answer: 3,
            note: 'Pi is approximately 3.14159, which rounds to 3.14.',
          },
          {
            question: 'What is 2 raised to the power of 10?',
            options: ['512', '2048', '1024', '1000'],
            answer: 2,
            note: 'Doubling 1 ten times gives 1024.',
          },
          {
            question: 'What is the sum of the whole numbers from 1 to 10?',
            options: ['45', '50', '100', '55'],
            answer: 3,
            note: 'Using n(n + 1)/2 with n = 10 gives 10 x 11 / 2 = 55.',
          },
          {
            question: 'In the Fibonacci sequence 1, 1, 2, 3, 5, 8, 13, ..., what comes next?',
            options: ['19', '21', '20', '26'],
            answer: 1,
            note: 'Each Fibonacci number is the sum of the previous two, and 8 + 13 = 21.',
          },
          {
            question: 'How many prime numbers are there between 1 and 20?',
            options: ['7', '8', '9', '10'],
            answer: 1,
            note: 'The primes are 2, 3, 5, 7, 11, 13, 17 and 19.',
          },
          {
            question: 'What is 5 factorial, written 5!?',
            options: ['120', '25', '60', '720'],
            answer: 0,
            note: '5! = 5 x 4 x 3 x 2 x 1 = 120.',
          },
          {
            question: 'What is the greatest common divisor of 48 and 36?',
            options: ['12', '6', '18', '24'],
            answer: 0,
            note: '12 is the largest number that divides both 48 and 36 exactly.',
          },
        ],
      ],
    },
    {
      slug: 'geometry-and-shapes',
      name: 'Geometry & Shapes',
      levels: [
        // Level 1
        [
          {
            question: 'How many sides does a hexagon have?',
            options: ['Six', 'Five', 'Seven', 'Eight'],
            answer: 0,
            note: 'A hexagon is a polygon with six sides.',
          },
          {
            question: 'How many degrees are in a right angle?',
            options: ['45', '90', '180', '360'],
            answer: 1,
            note: 'A right angle measures exactly 90 degrees.',
          },
          {
            question: 'What is a shape with four equal sides and four right angles called?',
            options: ['Square', 'Rectangle', 'Rhombus', 'Trapezoid'],
            answer: 0,
            note: 'A square has four equal sides and four 90-degree angles.',
          },
          {
            question: 'How many degrees make up a full turn around a circle?',
            options: ['180', '270', '400', '360'],
            answer: 3,
            note: 'A full turn measures 360 degrees.',
          },
          {
            question: 'What is the distance around the edge of a circle called?',
            options: ['Diameter', 'Radius', 'Circumference', 'Area'],
            answer: 2,
            note: 'The circumference is the perimeter of a circle.',
          },
          {
            question: 'How many faces does a cube have?',
            options: ['4', '8', '6', '12'],
            answer: 2,
            note: 'A cube has six square faces.',
          },
          {
            question: 'What is an eight-sided polygon called?',
            options: ['Hexagon', 'Octagon', 'Heptagon', 'Decagon'],
            answer: 1,
            note: 'The prefix "octa-" means eight, as in octagon.',
          },
        ],
        // Level 2
        [
          {
            question: 'What do the interior angles of a triangle add up to?',
            options: ['90 degrees', '270 degrees', '180 degrees', '360 degrees'],
            answer: 2,
            note: 'The three angles of any flat triangle always sum to 180 degrees.',
          },
          {
            question: 'What is the area of a rectangle 6 cm long and 4 cm wide?',
            options: ['20 square cm', '10 square cm', '24 square cm', '48 square cm'],
            answer: 2,
            note: 'Area equals length times width, and 6 x 4 = 24.',
          },
          {
            question: 'If a circle has a radius of 7 cm, what is its diameter?',
            options: ['3.5 cm', '14 cm', '21 cm', '49 cm'],
            answer: 1,
            note: 'The diameter is twice the radius, so 2 x 7 = 14 cm.',
          },
          {
            question: 'What is a triangle with three sides of different lengths called?',
            options: ['Scalene', 'Isosceles', 'Equilateral', 'Right'],
            answer: 0,
            note: 'A scalene triangle has no equal sides and no equal angles.',
          },
          {
            question: 'How many edges does a cube have?',
            options: ['8', '6', '10', '12'],
            answer: 3,
            note: 'A cube has 12 edges, 8 vertices and 6 faces.',
          },
          {
            question: 'What is an angle greater than 90 degrees but less than 180 degrees called?',
            options: ['Acute', 'Obtuse', 'Reflex', 'Straight'],
            answer: 1,
            note: 'Obtuse angles lie between 90 and 180 degrees.',
          },
          {
            question: 'What is the perimeter of a square with sides of 5 cm?',
            options: ['25 cm', '10 cm', '15 cm', '20 cm'],
            answer: 3,
            note: 'A square has four equal sides, so its perimeter is 4 x 5 = 20 cm.',
          },
        ],
        // Level 3
        [
          {
            question: 'A right triangle has legs of 3 and 4 units. How long is its hypotenuse?',
            options: ['5', '6', '7', '12'],
            answer: 0,
            note: 'By Pythagoras, 3 squared plus 4 squared is 25, whose square root is 5.',
          },
          {
            question: 'What do the interior angles of a hexagon add up to?',
            options: ['540 degrees', '360 degrees', '720 degrees', '900 degrees'],
            answer: 2,
            note: 'A polygon with n sides has angles summing to (n - 2) x 180, so 4 x 180 = 720.',
          },
          {
            question: 'Which formula gives the area of a circle with radius r?',
            options: ['pi times r squared', '2 times pi times r', 'pi times the diameter', '4 times pi times r squared'],
            answer: 0,
            note: 'The area of a circle is pi r squared, while 2 pi r is its circumference.',
          },
          {
            question: 'How many vertices does a square-based pyramid have?',
            options: ['4', '5', '6', '8'],
            answer: 1,
            note: 'It has four vertices around the base plus one at the apex.',
          },
          {
            question: 'What is the volume of a cube with edges of 3 cm?',
            options: ['9 cubic cm', '18 cubic cm', '54 cubic cm', '27 cubic cm'],
            answer: 3,
            note: 'The volume is 3 x 3 x 3 = 27 cubic centimeters.',
          },
          {
            question: 'How many diagonals does a pentagon have?',
            options: ['3', '6', '10', '5'],
            answer: 3,
            note: 'A polygon with n sides has n(n - 3)/2 diagonals, which is 5 for a pentagon.',
          },
          {
            question: 'Each interior angle of which regular polygon measures 108 degrees?',
            options: ['Hexagon', 'Heptagon', 'Pentagon', 'Octagon'],
            answer: 2,
            note: "A regular pentagon's angles total 540 degrees, and 540 / 5 = 108.",
          },
        ],
      ],
    },
  ],
};

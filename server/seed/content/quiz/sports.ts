import type { SeedCategory } from './types';

export const sports: SeedCategory = {
  slug: 'sports',
  name: 'Sports',
  icon: '⚽',
  description: 'Ball games, the Olympics and the rules behind them.',
  subcategories: [
    {
      slug: 'ball-sports',
      name: 'Ball Sports',
      levels: [
        // Level 1
        [
          {
            question: 'How many players does each soccer team have on the field at one time?',
            options: ['10', '9', '11', '12'],
            answer: 2,
            note: 'Each side fields ten outfield players and one goalkeeper.',
          },
          {
            question: 'In which sport can a team score a "touchdown"?',
            options: ['Basketball', 'Baseball', 'American football', 'Ice hockey'],
            answer: 2,
            note: 'A touchdown in American football is worth six points.',
          },
          {
            question: 'How many points is a basket from beyond the three-point line worth in basketball?',
            options: ['3', '2', '4', '1'],
            answer: 0,
            note: 'Shots made from beyond the arc score three points.',
          },
          {
            question: 'In which sport do batters try to protect a wicket?',
            options: ['Baseball', 'Hockey', 'Golf', 'Cricket'],
            answer: 3,
            note: 'In cricket, the batter defends a wicket made of stumps and bails.',
          },
          {
            question: 'Which sport is played at the Wimbledon Championships?',
            options: ['Golf', 'Cricket', 'Rugby', 'Tennis'],
            answer: 3,
            note: 'Wimbledon in London is the oldest tennis tournament in the world.',
          },
          {
            question: 'What color card does a soccer referee show to send a player off?',
            options: ['Yellow', 'Red', 'Green', 'Blue'],
            answer: 1,
            note: 'A red card sends a player off, while a yellow card is a caution.',
          },
          {
            question: 'Which sport is played with a shuttlecock?',
            options: ['Squash', 'Badminton', 'Table tennis', 'Volleyball'],
            answer: 1,
            note: 'Badminton players hit a feathered or plastic shuttlecock over a net.',
          },
        ],
        // Level 2
        [
          {
            question: 'What is the name for a score of one under par on a golf hole?',
            options: ['Eagle', 'Bogey', 'Birdie', 'Albatross'],
            answer: 2,
            note: 'A birdie is one stroke under par, while a bogey is one over.',
          },
          {
            question: 'How many players per team are on a basketball court at one time?',
            options: ['5', '6', '7', '4'],
            answer: 0,
            note: 'Each basketball team plays with five players on the court.',
          },
          {
            question: 'In tennis, which word is used for a score of zero?',
            options: ['Love', 'Nil', 'Duck', 'Blank'],
            answer: 0,
            note: 'Tennis scores zero as "love", as in "fifteen-love".',
          },
          {
            question: 'In baseball, how many strikes does it take to strike out a batter?',
            options: ['2', '3', '4', '5'],
            answer: 1,
            note: 'A batter is out after three strikes.',
          },
          {
            question: 'In which sport is the Stanley Cup awarded?',
            options: ['Basketball', 'American football', 'Ice hockey', 'Baseball'],
            answer: 2,
            note: 'The Stanley Cup goes to the champion of the National Hockey League.',
          },
          {
            question: 'How many holes are played in a standard round of golf?',
            options: ['9', '12', '24', '18'],
            answer: 3,
            note: 'A standard round of golf consists of 18 holes.',
          },
          {
            question: 'In cricket, how many legal balls make up a standard over?',
            options: ['5', '8', '4', '6'],
            answer: 3,
            note: 'An over consists of six legal deliveries from one bowler.',
          },
        ],
        // Level 3
        [
          {
            question: 'What is the name for a score of three under par on a single golf hole?',
            options: ['Albatross', 'Eagle', 'Condor', 'Birdie'],
            answer: 0,
            note: 'An albatross, or double eagle, is three strokes under par.',
          },
          {
            question: 'In rugby union, how many points is a try worth?',
            options: ['3', '5', '4', '7'],
            answer: 1,
            note: 'A try in rugby union has been worth five points since 1992.',
          },
          {
            question: 'In tennis, what is the score called when both players have 40 points?',
            options: ['Deuce', 'Advantage', 'Love-all', 'Tiebreak'],
            answer: 0,
            note: 'From deuce, a player must win two points in a row to win the game.',
          },
          {
            question: 'Including the goaltender, how many players does an ice hockey team have on the ice during normal play?',
            options: ['5', '6', '7', '11'],
            answer: 1,
            note: 'Each team plays with five skaters and one goaltender.',
          },
          {
            question: 'In snooker, how many points is the black ball worth?',
            options: ['5', '6', '10', '7'],
            answer: 3,
            note: 'The black is the highest-value ball in snooker, worth seven points.',
          },
          {
            question: 'In which U.S. state did James Naismith invent basketball in 1891?',
            options: ['New York', 'Ohio', 'Massachusetts', 'Illinois'],
            answer: 2,
            note: 'Naismith created the game at a YMCA school in Springfield, Massachusetts.',
          },
          {
            question: 'What is the highest possible score in a game of ten-pin bowling?',
            options: ['200', '250', '400', '300'],
            answer: 3,
            note: 'A perfect game of 300 requires twelve strikes in a row.',
          },
        ],
      ],
    },
    {
      slug: 'olympics-and-athletics',
      name: 'Olympics & Athletics',
      levels: [
        // Level 1
        [
          {
            question: 'How often are the Summer Olympic Games normally held?',
            options: ['Every two years', 'Every year', 'Every four years', 'Every five years'],
            answer: 2,
            note: 'The Summer Olympics are normally held every four years.',
          },
          {
            question: 'How many rings appear on the Olympic flag?',
            options: ['4', '6', '5', '7'],
            answer: 2,
            note: 'The five interlocking rings represent the union of the continents.',
          },
          {
            question: 'What color medal is awarded for first place at the Olympics?',
            options: ['Silver', 'Bronze', 'Platinum', 'Gold'],
            answer: 3,
            note: 'First place earns gold, second silver and third bronze.',
          },
          {
            question: 'Roughly how long is a marathon race?',
            options: ['About 26 km', 'About 42 km', 'About 50 km', 'About 21 km'],
            answer: 1,
            note: 'A marathon is 42.195 kilometers, or about 26.2 miles.',
          },
          {
            question: 'In which country were the ancient Olympic Games held?',
            options: ['Greece', 'Italy', 'Egypt', 'Turkey'],
            answer: 0,
            note: 'The ancient Games were held at Olympia in Greece.',
          },
          {
            question: 'Which sport uses a pommel horse and a balance beam?',
            options: ['Athletics', 'Gymnastics', 'Diving', 'Fencing'],
            answer: 1,
            note: 'Both are pieces of apparatus used in artistic gymnastics.',
          },
          {
            question: 'Which swimming stroke is performed lying on the back?',
            options: ['Backstroke', 'Butterfly', 'Breaststroke', 'Freestyle'],
            answer: 0,
            note: 'Backstroke is the only Olympic stroke swum on the back.',
          },
        ],
        // Level 2
        [
          {
            question: 'Which city hosted the first modern Olympic Games in 1896?',
            options: ['Paris', 'London', 'Athens', 'Rome'],
            answer: 2,
            note: 'The first modern Olympics were held in Athens, Greece, in 1896.',
          },
          {
            question: "How many events make up the men's decathlon?",
            options: ['7', '10', '8', '12'],
            answer: 1,
            note: 'The decathlon has ten track and field events held over two days.',
          },
          {
            question: 'Which sport uses the weapons foil, epee and sabre?',
            options: ['Archery', 'Fencing', 'Judo', 'Rowing'],
            answer: 1,
            note: 'Foil, epee and sabre are the three weapons of modern fencing.',
          },
          {
            question: 'How long is an Olympic-size swimming pool?',
            options: ['25 meters', '100 meters', '75 meters', '50 meters'],
            answer: 3,
            note: 'Olympic swimming events take place in a 50-meter pool.',
          },
          {
            question: 'In which event do athletes use a long flexible pole to clear a high bar?',
            options: ['High jump', 'Long jump', 'Triple jump', 'Pole vault'],
            answer: 3,
            note: 'Pole vaulters use a flexible pole to lift themselves over the bar.',
          },
          {
            question: 'Which martial art made its Olympic debut at the 1964 Tokyo Games?',
            options: ['Judo', 'Taekwondo', 'Karate', 'Boxing'],
            answer: 0,
            note: 'Judo, which originated in Japan, debuted at the 1964 Tokyo Olympics.',
          },
          {
            question: 'In which winter sport do players slide granite stones toward a target on the ice?',
            options: ['Bobsleigh', 'Biathlon', 'Curling', 'Luge'],
            answer: 2,
            note: 'Curling teams sweep the ice to guide their stones toward the house.',
          },
        ],
        // Level 3
        [
          {
            question: 'How many events make up the heptathlon?',
            options: ['5', '6', '10', '7'],
            answer: 3,
            note: 'The prefix "hepta-" means seven, matching its seven events.',
          },
          {
            question: 'Which winter sport combines cross-country skiing with rifle shooting?',
            options: ['Nordic combined', 'Biathlon', 'Skeleton', 'Ski jumping'],
            answer: 1,
            note: 'Biathletes alternate between skiing and shooting at targets.',
          },
          {
            question: 'How many hurdles are in a standard 110 m hurdles race?',
            options: ['8', '12', '9', '10'],
            answer: 3,
            note: 'The 100 m, 110 m and 400 m hurdles races each have ten hurdles.',
          },
          {
            question: 'Which town hosted the first Winter Olympic Games in 1924?',
            options: ['St. Moritz', 'Lake Placid', 'Chamonix', 'Oslo'],
            answer: 2,
            note: 'The first Winter Olympics were held in Chamonix, France, in 1924.',
          },
          {
            question: 'How long is one lap of the inside lane of a standard outdoor running track?',
            options: ['400 meters', '200 meters', '500 meters', '300 meters'],
            answer: 0,
            note: 'A standard outdoor track measures 400 meters around the inside lane.',
          },
          {
            question: 'In the triple jump, which sequence of movements do athletes perform?',
            options: ['Hop, step and jump', 'Run, leap and land', 'Step, skip and jump', 'Hop, hop and jump'],
            answer: 0,
            note: 'The triple jump is a hop, a step and a jump into the sand pit.',
          },
          {
            question: 'Which ancient Greek sanctuary gave its name to the Olympic Games?',
            options: ['Delphi', 'Corinth', 'Olympia', 'Nemea'],
            answer: 2,
            note: 'The ancient Games were held at the sanctuary of Zeus at Olympia.',
          },
        ],
      ],
    },
  ],
};
